// The API contract of ARCHITECTURE §3: every body is an envelope; a failure carries the spec's message.

export interface TEnvelope<T> {
  success: boolean;
  data: T;
  errorMessage: { messageType: string; message: string } | null;
}

export interface TApiError {
  success: false;
  title: string;
  message: { message: string; innerMessage?: string };
  errors?: Record<string, string[]>;
  requestId: string;
}

/** spec 01 §8: the fallback text of the Error! dialog. */
export const FALLBACK_ERROR_MESSAGE = 'Failed! Please contact admin.';
export const NETWORK_ERROR_MESSAGE = 'Network Error';
export const CHECK_LOGIN_MESSAGE = 'Please check your login status.';
export const INVALID_PAGE_MESSAGE = 'Invalid Page.';
export const NOT_FOUND_PAGE_TEXT = 'Sorry, the page you visited does not exist.';
