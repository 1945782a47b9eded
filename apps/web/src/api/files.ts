import { FALLBACK_ERROR_MESSAGE, NETWORK_ERROR_MESSAGE, type TApiError } from '@packline/domain';
import { showErrorDialog } from './api-feedback.ts';
import { ApiError, type TRequestOptions } from './client.ts';

// Files the server generates (quotation PDFs today; packing slips and reports later): fetched as a Blob with the
// session cookie, so the same file can be downloaded or attached to an e-mail.

function fileUrl(path: string, params: TRequestOptions['params']): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== null && value !== undefined) query.append(key, String(value));
  }
  const text = query.toString();
  return `/api/${path.replace(/^\/+/, '')}${text ? `?${text}` : ''}`;
}

/** GETs a file; a failure shows the Error! dialog like any call (unless silent) and throws an ApiError. */
export async function fetchFile(path: string, params?: TRequestOptions['params'], silent = false): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(fileUrl(path, params), { credentials: 'same-origin' });
  } catch {
    const error = new ApiError(0, null, NETWORK_ERROR_MESSAGE);
    if (!silent) showErrorDialog(error.message, null);
    throw error;
  }
  if (response.ok) return response.blob();
  const body = (await response.json().catch(() => null)) as TApiError | null;
  const error = new ApiError(response.status, body, body?.message?.message || body?.title || FALLBACK_ERROR_MESSAGE);
  if (!silent) showErrorDialog(error.message, null);
  throw error;
}

/** Saves a blob under a file name through the browser's download. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export async function downloadFile(path: string, params: TRequestOptions['params'], fileName: string): Promise<void> {
  saveBlob(await fetchFile(path, params), fileName);
}
