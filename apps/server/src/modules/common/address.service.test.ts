import { describe, expect, it } from 'vitest';
import type { DbOrTx } from '../../db/client.ts';
import { googlePlacesProvider, type TAddressProvider } from './address.service.ts';

// The Google provider against a stand-in for Google's HTTP answer (no network in tests); the database fallback is
// covered through the API in common.routes.test.ts.

const db = {} as DbOrTx;
const fallback: TAddressProvider = { suggest: async (_db, text) => [`known: ${text}`] };

function fakeGoogle(status: number, body: unknown) {
  const requests: URL[] = [];
  const fetchImpl = (async (input: string | URL | Request) => {
    requests.push(new URL(String(input)));
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return { requests, fetchImpl };
}

describe('googlePlacesProvider', () => {
  it('asks Places Autocomplete for New Zealand addresses and gives the descriptions', async () => {
    const google = fakeGoogle(200, {
      status: 'OK',
      predictions: [{ description: '1 Queen Street, Auckland CBD, Auckland, New Zealand' }, { place_id: 'x' }],
    });
    const result = await googlePlacesProvider('key-123', fallback, google.fetchImpl).suggest(db, '1 Queen St');
    expect(result).toEqual(['1 Queen Street, Auckland CBD, Auckland, New Zealand']);
    const [request] = google.requests;
    expect(request?.origin + request?.pathname).toBe('https://maps.googleapis.com/maps/api/place/autocomplete/json');
    expect(Object.fromEntries(request?.searchParams ?? [])).toEqual({
      input: '1 Queen St',
      components: 'country:nz',
      key: 'key-123',
    });
  });

  it('gives no suggestions when Google finds none', async () => {
    const google = fakeGoogle(200, { status: 'ZERO_RESULTS', predictions: [] });
    expect(await googlePlacesProvider('k', fallback, google.fetchImpl).suggest(db, 'zzz')).toEqual([]);
  });

  it.each([
    ['a refused key', 200, { status: 'REQUEST_DENIED', predictions: [] }],
    ['an HTTP error', 500, {}],
  ])('falls back to the known addresses on %s', async (_label, status, body) => {
    const google = fakeGoogle(status, body);
    expect(await googlePlacesProvider('k', fallback, google.fetchImpl).suggest(db, 'kowhai')).toEqual([
      'known: kowhai',
    ]);
  });

  it('falls back when Google cannot be reached', async () => {
    const offline = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch;
    expect(await googlePlacesProvider('k', fallback, offline).suggest(db, 'rimu')).toEqual(['known: rimu']);
  });
});
