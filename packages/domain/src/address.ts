import { z } from 'zod';
import { CUSTOMER_PAGE } from './customer.ts';
import { ORDER_DISPATCH_READ_PAGES } from './sales-order.ts';

// Address search for the address inputs (spec 01 §7 Common/GetGoogleAddr).

/**
 * Who searches addresses (Common/GetGoogleAddr; without Google it suggests the addresses already known): Customer
 * Management's forms and the order dialog's delivery address (the order screens, and Home and the dispatch screens).
 */
export const ADDRESS_SEARCH_PAGES = [...ORDER_DISPATCH_READ_PAGES, CUSTOMER_PAGE.readOnly] as const;

/** Common/GetGoogleAddr: the suggestions, in the shape of Google Places Autocomplete whichever source answered. */
export const ZAddressPredictions = z.object({ predictions: z.array(z.object({ description: z.string() })) });
export type TAddressPredictions = z.infer<typeof ZAddressPredictions>;
