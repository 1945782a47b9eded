import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError, BusinessError } from '../../core/errors.ts';

export interface TMultipartFile {
  fileName: string;
  content: Buffer;
}

export interface TMultipartForm {
  /** Text fields by their lower-case name (the original server bound names case-insensitively). */
  fields: Record<string, string>;
  /** Files by their lower-case field name. */
  files: Record<string, TMultipartFile>;
}

const FILE_TOO_LARGE = 'FST_REQ_FILE_TOO_LARGE';
const LIMIT_CODES = new Set(['FST_FILES_LIMIT', 'FST_FIELDS_LIMIT', 'FST_PARTS_LIMIT']);

/**
 * Reads a whole multipart form into memory (files are at most the upload limit). A request that is not
 * multipart reads as an empty form, so the caller reports the missing field like any other.
 */
export async function readMultipartForm(request: FastifyRequest, tooLargeMessage: string): Promise<TMultipartForm> {
  const form: TMultipartForm = { fields: {}, files: {} };
  if (!request.isMultipart()) return form;
  try {
    for await (const part of request.parts()) {
      const name = part.fieldname.toLowerCase();
      if (part.type === 'file') {
        const content = await part.toBuffer();
        if (content.length > 0) form.files[name] = { fileName: part.filename, content };
      } else {
        form.fields[name] = typeof part.value === 'string' ? part.value : String(part.value ?? '');
      }
    }
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === FILE_TOO_LARGE) throw new AppError(413, tooLargeMessage, 'Payload Too Large');
    if (typeof code === 'string' && LIMIT_CODES.has(code)) throw new BusinessError('The form has too many parts.');
    throw error;
  }
  return form;
}
