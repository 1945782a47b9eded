import { showErrorDialog } from './api-feedback.ts';
import { ApiError, apiErrorMessage } from './client.ts';

// What a screen does with a call that failed. The API client has already shown the failure in the Error! dialog
// (spec 01 §8), so a screen only keeps its state for a correction; these helpers say so once, instead of an empty
// catch in every dialog.

/**
 * Shows an error that did not come from the API client (a fault in our code, not a refusal); an ApiError has been
 * shown by the client already.
 */
export function reportFailure(error: unknown): void {
  if (!(error instanceof ApiError)) showErrorDialog(apiErrorMessage(error), null);
}

/** Awaits a call and answers whether it succeeded; its failure has been shown (see reportFailure). */
export async function succeeded(call: Promise<unknown>): Promise<boolean> {
  try {
    await call;
    return true;
  } catch (error) {
    reportFailure(error);
    return false;
  }
}

/**
 * A catch handler for a failure that changes nothing for the person, with the reason it is safe to ignore
 * (e.g. telling the server about a logout that ends here anyway).
 */
export function ignoreError(reason: string): (error: unknown) => void {
  return (error) => {
    if (import.meta.env.DEV) console.debug(`Ignored (${reason}):`, error);
  };
}
