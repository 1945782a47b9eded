import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileNameOfUrl, UPLOAD_WRONG_TYPE_MESSAGE } from '@packline/domain';
import { fileTypeFromBuffer } from 'file-type';
import { BusinessError } from '../../core/errors.ts';

// Uploaded files live in DATA_DIR/uploads under a random name the server chose, with the extension of the
// type their content really is; the client's file name never becomes a path.

/** The url prefix the files are served under. */
export const UPLOADS_URL_PREFIX = '/uploads/';

/** The types the screens upload (images, quote/PO PDFs, attachments), by the extension stored. */
export const UPLOAD_TYPES: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** Only names this server could have given: 32 hex characters and an allowed extension. */
const STORED_NAME = new RegExp(`^[0-9a-f]{32}\\.(${Object.keys(UPLOAD_TYPES).join('|')})$`);

export interface TStoredFile {
  /** The stored name, e.g. '3f0c….png'. */
  name: string;
  url: string;
  mime: string;
}

export interface TStoredContent extends TStoredFile {
  path: string;
  size: number;
}

export interface TUploadStore {
  /** Checks the content's real type and stores it; BusinessError (field `field`) when the type is not allowed. */
  save(content: Buffer, field: string): Promise<TStoredFile>;
  /** The stored file behind a name or url ('/uploads/x.png', 'https://host/uploads/x.png', 'x.png'), or null. */
  find(nameOrUrl: string): Promise<TStoredContent | null>;
  read(file: TStoredContent): Promise<Buffer>;
  /** Removes a stored file (nothing when it is gone already). */
  remove(name: string): Promise<void>;
}

/** The extension to store a file's content under, judged by its bytes; null when not an allowed type. */
export async function sniffUploadType(content: Buffer): Promise<string | null> {
  const detected = await fileTypeFromBuffer(content);
  if (!detected) return null;
  return detected.ext in UPLOAD_TYPES ? detected.ext : null;
}

export function storedName(nameOrUrl: string): string | null {
  const name = fileNameOfUrl(nameOrUrl.trim());
  return STORED_NAME.test(name) ? name : null;
}

export function createUploadStore(dir: string): TUploadStore {
  let ready: Promise<unknown> | null = null;
  const ensureDir = () => {
    ready ??= mkdir(dir, { recursive: true });
    return ready;
  };

  return {
    async save(content, field) {
      const ext = await sniffUploadType(content);
      if (!ext) throw new BusinessError(UPLOAD_WRONG_TYPE_MESSAGE, { [field]: [UPLOAD_WRONG_TYPE_MESSAGE] });
      await ensureDir();
      const name = `${randomBytes(16).toString('hex')}.${ext}`;
      await writeFile(join(dir, name), content, { flag: 'wx' });
      return { name, url: `${UPLOADS_URL_PREFIX}${name}`, mime: UPLOAD_TYPES[ext] as string };
    },

    async find(nameOrUrl) {
      const name = storedName(nameOrUrl);
      if (!name) return null;
      const path = join(dir, name);
      const info = await stat(path).catch(() => null);
      if (!info?.isFile()) return null;
      const ext = name.slice(name.lastIndexOf('.') + 1);
      return { name, url: `${UPLOADS_URL_PREFIX}${name}`, mime: UPLOAD_TYPES[ext] as string, path, size: info.size };
    },

    read: (file) => readFile(file.path),

    async remove(name) {
      const stored = storedName(name);
      if (stored) await rm(join(dir, stored), { force: true });
    },
  };
}
