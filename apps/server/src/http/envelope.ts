import type { TEnvelope } from '@packline/domain';

/** Every successful body: the payload at data (the client reads data.data). */
export function ok<T>(data: T): TEnvelope<T> & { success: true; errorMessage: null } {
  return { success: true, data, errorMessage: null };
}

/** A soft business warning: success with errorMessage, e.g. a quotation that would be overwritten. */
export function warn<T>(data: T, messageType: string, message: string): TEnvelope<T> & { success: true } {
  return { success: true, data, errorMessage: { messageType, message } };
}
