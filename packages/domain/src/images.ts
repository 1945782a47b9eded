import { z } from 'zod';
import { CUSTOMER_PAGE } from './customer.ts';
import { DISPATCH_WRITE_PAGES } from './dispatch.ts';
import { HR_PAGES } from './hr.ts';
import { WEEKLY_REPORT_PAGES } from './weekly-report.ts';

/** spec 02 §3: one image of a product (or inspection) as stored in its `images` string. */
export interface TImageItem {
  uid: string;
  name: string;
  url: string;
}

/**
 * Who stores files (Common/UploadImage) and reads them back (Common/UrltoBase64): the catalogue screens (product
 * images, base product files), Customer Management's attachments and the dispatch dialog's photos (the dispatch
 * screens, and Home, which opens it) and the weekly reports' leave files (the employee uploads, the manager and viewer
 * open them). The public quote page uploads with its quote token instead.
 */
export const UPLOAD_PAGES = [
  '/product',
  '/outsource-product',
  '/base-product',
  CUSTOMER_PAGE.all,
  CUSTOMER_PAGE.own,
  '/home',
  ...DISPATCH_WRITE_PAGES,
  ...WEEKLY_REPORT_PAGES,
  // The HR list's attachments and contract files (issue 19).
  ...HR_PAGES,
  // The receiving's photos (issue 16).
  '/unloading-inspection',
] as const;

/** Largest file Common/UploadImage accepts. */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const UPLOAD_TOO_LARGE_MESSAGE = 'The file is too large (10 MB at most).';
export const UPLOAD_WRONG_TYPE_MESSAGE =
  'Only images (PNG, JPEG, GIF, WebP), PDF, Word and Excel files can be uploaded.';
export const UPLOAD_MISSING_MESSAGE = 'Please choose a file to upload.';
/** What the file pickers offer; the server checks the content itself. */
export const UPLOAD_ACCEPT = '.png,.jpg,.jpeg,.gif,.webp,.pdf,.docx,.xlsx';
export const IMAGE_ACCEPT = '.png,.jpg,.jpeg,.gif,.webp';

/** The reply of POST Common/UploadImage: where the stored file is served. */
export const ZUploadedFile = z.object({ url: z.string() });
export type TUploadedFile = z.infer<typeof ZUploadedFile>;

/** The reply of GET Common/UrltoBase64: an uploaded file as a `data:` url. */
export const ZDataUrl = z.string();

/** spec 02 §3: the items are JSON objects joined by this separator. */
export const IMAGES_SEPARATOR = '---';

/** The file name at the end of a url ('/uploads/ab12.png' → 'ab12.png'). */
export function fileNameOfUrl(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '';
  return path.slice(path.lastIndexOf('/') + 1) || url;
}

const BARE_URL = /^(\/|https?:\/\/)\S+$/;

function imageOf(parsed: unknown, index: number): TImageItem | null {
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { uid, name, url } = parsed as Record<string, unknown>;
  if (typeof url !== 'string' || !url.trim()) return null;
  return {
    uid: typeof uid === 'string' || typeof uid === 'number' ? String(uid) : `image-${index}`,
    name: typeof name === 'string' && name ? name : fileNameOfUrl(url),
    url,
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null; // Unreadable: the caller skips it like a blank item.
  }
}

function toImageItem(text: string, index: number): TImageItem | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  // Older rows hold a bare url instead of a JSON item.
  if (BARE_URL.test(trimmed)) return { uid: `image-${index}`, name: fileNameOfUrl(trimmed), url: trimmed };
  return imageOf(parseJson(trimmed), index);
}

/**
 * The images of a stored `images` string: JSON items joined by --- (spec 02 §3), or one JSON list (a dispatch's
 * `imgs`, spec 01 §3). Blank and unreadable items are skipped.
 */
export function parseImages(value: string | null | undefined): TImageItem[] {
  if (!value) return [];
  const trimmed = value.trim();
  const readable = (items: (TImageItem | null)[]) => items.filter((item): item is TImageItem => item !== null);
  if (trimmed.startsWith('[')) {
    const list = parseJson(trimmed);
    return Array.isArray(list) ? readable(list.map(imageOf)) : [];
  }
  return readable(trimmed.split(IMAGES_SEPARATOR).map(toImageItem));
}

/** The stored `images` string for a list of images ('' for none). */
export function serializeImages(items: readonly TImageItem[]): string {
  return items.map(({ uid, name, url }) => JSON.stringify({ uid, name, url })).join(IMAGES_SEPARATOR);
}
