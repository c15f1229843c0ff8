import type { IncomingMessage } from 'node:http';
import busboy from 'busboy';
import getRawBody from 'raw-body';
import { LOGO_MAX_BYTES, LOGO_TYPES } from '@ledgerline/contracts';
import { HttpError } from '../../http/http-error.ts';
import { logoTypeOf, type LogoType } from './logo-bytes.ts';

const MAX_KB = Math.round(LOGO_MAX_BYTES / 1024);

const tooLarge = () => new HttpError(413, 'logo_too_large', `The logo is larger than ${MAX_KB} KB. Choose a smaller PNG or JPEG image.`);
const notAnImage = () => new HttpError(422, 'logo_not_an_image', 'The file is not a PNG or JPEG image. Choose a PNG or JPEG logo.');
const unsupportedType = () =>
  new HttpError(415, 'logo_type_refused', 'The logo must be a PNG or JPEG image. SVG and other formats are not accepted.');
const noFile = () => new HttpError(422, 'logo_missing', 'Choose a PNG or JPEG image to upload as the logo.');

/** Declared types worth reading the bytes of; SVG and the rest are refused before a byte is read. */
const READABLE_TYPES = new Set<string>([...LOGO_TYPES, 'application/octet-stream', '']);

function readMultipartFile(request: IncomingMessage): Promise<{ declaredType: string; bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: request.headers, limits: { files: 1, fileSize: LOGO_MAX_BYTES, fields: 0, parts: 1 } });
    } catch {
      reject(new HttpError(400, 'malformed_upload', 'The upload could not be read. Send the logo as the body or as one file of a form.'));
      return;
    }
    let found = false;
    parser.on('file', (_field, stream, info) => {
      found = true;
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => reject(tooLarge()));
      stream.on('end', () => resolve({ declaredType: info.mimeType, bytes: Buffer.concat(chunks) }));
    });
    parser.on('error', () => reject(new HttpError(400, 'malformed_upload', 'The upload could not be read. Send the logo as the body or as one file of a form.')));
    parser.on('close', () => {
      if (!found) reject(noFile());
    });
    request.pipe(parser);
  });
}

async function readRawBody(request: IncomingMessage): Promise<Buffer> {
  try {
    return await getRawBody(request, { limit: LOGO_MAX_BYTES });
  } catch (error) {
    if ((error as { type?: string }).type === 'entity.too.large') throw tooLarge();
    throw error;
  }
}

/**
 * Reads an uploaded logo, sent either as the request body (Content-Type image/png or image/jpeg)
 * or as the one file of a multipart form, and checks it: at most LOGO_MAX_BYTES, and a PNG or
 * JPEG by its own first bytes. Answers the bytes with the type they really are.
 */
export async function readLogoUpload(request: IncomingMessage, contentType: string): Promise<{ type: LogoType; bytes: Buffer }> {
  if (Number(request.headers['content-length'] ?? 0) > LOGO_MAX_BYTES + 64 * 1024) throw tooLarge();
  const multipart = contentType === 'multipart/form-data';
  if (!multipart && !READABLE_TYPES.has(contentType)) throw unsupportedType();
  const upload = multipart ? await readMultipartFile(request) : { declaredType: contentType, bytes: await readRawBody(request) };
  if (!READABLE_TYPES.has(upload.declaredType.toLowerCase())) throw unsupportedType();
  if (upload.bytes.length === 0) throw noFile();
  const type = logoTypeOf(upload.bytes);
  if (!type) throw notAnImage();
  return { type, bytes: upload.bytes };
}
