import type { TAddressPredictions } from '@packline/domain';
import type { DbOrTx } from '../../db/client.ts';
import { searchKnownAddresses } from '../customers/customer-read.ts';
import { searchCityNames } from '../lookups/lookups.service.ts';

// Common/GetGoogleAddr: address suggestions for the address inputs (spec 01 §7). Google Places when a key is
// configured; otherwise the addresses and cities the system already knows, so the search works offline too.

export const ADDRESS_SUGGESTION_LIMIT = 10;
const GOOGLE_TIMEOUT_MS = 4000;
const GOOGLE_AUTOCOMPLETE_URL = 'https://maps.googleapis.com/maps/api/place/autocomplete/json';

export interface TAddressProvider {
  suggest(db: DbOrTx, text: string): Promise<string[]>;
}

type TFetch = typeof fetch;

/** Customers' and extra addresses first, then city names, without repeats (case-insensitive). */
export const knownAddressProvider: TAddressProvider = {
  async suggest(db, text) {
    const [addresses, cities] = await Promise.all([
      searchKnownAddresses(db, text, ADDRESS_SUGGESTION_LIMIT),
      searchCityNames(db, text, ADDRESS_SUGGESTION_LIMIT),
    ]);
    const seen = new Set<string>();
    return [...addresses, ...cities]
      .filter((address) => {
        const key = address.trim().toLowerCase();
        if (!key || seen.has(key)) return false;
        seen.add(key);
        return true;
      })
      .slice(0, ADDRESS_SUGGESTION_LIMIT);
  },
};

/** Google Places Autocomplete limited to New Zealand; when Google fails the known addresses answer instead. */
export function googlePlacesProvider(
  apiKey: string,
  fallback: TAddressProvider = knownAddressProvider,
  fetchImpl: TFetch = fetch,
): TAddressProvider {
  return {
    async suggest(db, text) {
      const url = new URL(GOOGLE_AUTOCOMPLETE_URL);
      url.search = new URLSearchParams({ input: text, components: 'country:nz', key: apiKey }).toString();
      try {
        const response = await fetchImpl(url, { signal: AbortSignal.timeout(GOOGLE_TIMEOUT_MS) });
        const body = (await response.json()) as { status?: string; predictions?: { description?: unknown }[] };
        if (!response.ok || (body.status !== 'OK' && body.status !== 'ZERO_RESULTS')) {
          return fallback.suggest(db, text);
        }
        return (body.predictions ?? [])
          .map((prediction) => prediction.description)
          .filter((description): description is string => typeof description === 'string')
          .slice(0, ADDRESS_SUGGESTION_LIMIT);
      } catch {
        return fallback.suggest(db, text);
      }
    },
  };
}

export function createAddressProvider(googleMapsApiKey: string | undefined): TAddressProvider {
  return googleMapsApiKey ? googlePlacesProvider(googleMapsApiKey) : knownAddressProvider;
}

export async function suggestAddresses(
  db: DbOrTx,
  provider: TAddressProvider,
  text: string | undefined,
): Promise<TAddressPredictions> {
  const needle = (text ?? '').trim();
  if (!needle) return { predictions: [] };
  const descriptions = await provider.suggest(db, needle);
  return { predictions: descriptions.map((description) => ({ description })) };
}
