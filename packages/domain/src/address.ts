import { z } from 'zod';

// Address search for the address inputs (spec 01 §7 Common/GetGoogleAddr).

/** Common/GetGoogleAddr: the suggestions, in the shape of Google Places Autocomplete whichever source answered. */
export const ZAddressPredictions = z.object({ predictions: z.array(z.object({ description: z.string() })) });
export type TAddressPredictions = z.infer<typeof ZAddressPredictions>;
