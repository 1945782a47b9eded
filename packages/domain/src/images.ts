/** spec 02 §3: one image of a product (or inspection) as stored in its `images` string. */
export interface TImageItem {
  uid: string;
  name: string;
  url: string;
}

/** Largest file Common/UploadImage accepts. */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const UPLOAD_TOO_LARGE_MESSAGE = 'The file is too large (10 MB at most).';
export const UPLOAD_WRONG_TYPE_MESSAGE =
  'Only images (PNG, JPEG, GIF, WebP), PDF, Word and Excel files can be uploaded.';
export const UPLOAD_MISSING_MESSAGE = 'Please choose a file to upload.';
/** What the file pickers offer; the server checks the content itself. */
export const UPLOAD_ACCEPT = '.png,.jpg,.jpeg,.gif,.webp,.pdf,.docx,.xlsx';
export const IMAGE_ACCEPT = '.png,.jpg,.jpeg,.gif,.webp';

/** The response data of POST Common/UploadImage. */
export interface TUploadedFile {
  url: string;
}

/** spec 02 §3: the items are JSON objects joined by this separator. */
export const IMAGES_SEPARATOR = '---';

/** The file name at the end of a url ('/uploads/ab12.png' → 'ab12.png'). */
export function fileNameOfUrl(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '';
  return path.slice(path.lastIndexOf('/') + 1) || url;
}

const BARE_URL = /^(\/|https?:\/\/)\S+$/;

function toImageItem(text: string, index: number): TImageItem | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  if (BARE_URL.test(trimmed)) {
    // Older rows hold a bare url instead of a JSON item.
    return { uid: `image-${index}`, name: fileNameOfUrl(trimmed), url: trimmed };
  }
  try {
    const parsed: unknown = JSON.parse(trimmed);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { uid, name, url } = parsed as Record<string, unknown>;
    if (typeof url !== 'string' || !url.trim()) return null;
    return {
      uid: typeof uid === 'string' || typeof uid === 'number' ? String(uid) : `image-${index}`,
      name: typeof name === 'string' && name ? name : fileNameOfUrl(url),
      url,
    };
  } catch {
    return null;
  }
}

/** The images of a stored `images` string; blank and unreadable items are skipped. */
export function parseImages(value: string | null | undefined): TImageItem[] {
  if (!value) return [];
  return value
    .split(IMAGES_SEPARATOR)
    .map(toImageItem)
    .filter((item): item is TImageItem => item !== null);
}

/** The stored `images` string for a list of images ('' for none). */
export function serializeImages(items: readonly TImageItem[]): string {
  return items.map(({ uid, name, url }) => JSON.stringify({ uid, name, url })).join(IMAGES_SEPARATOR);
}
