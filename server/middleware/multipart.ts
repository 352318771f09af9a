/**
 * multipart/form-data for the upload routes (busboy): text fields plus at most one file, read into memory with hard
 * limits. A file over `maxFileBytes` is reported as `fileTooLarge` (the rest of it is discarded, not buffered).
 * Anything that is not well-formed multipart is a 400.
 */
import busboy from 'busboy';
import type { Request } from 'express';
import { AppError } from '../errors';

export interface MultipartBody {
  fields: Record<string, string>;
  file: { field: string; bytes: Buffer; declaredType: string } | null;
  fileTooLarge: boolean;
}

const MAX_FIELDS = 20;
const MAX_FIELD_BYTES = 4 * 1024;

export function readMultipart(req: Request, options: { fileField: string; maxFileBytes: number }): Promise<MultipartBody> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: { files: 1, fields: MAX_FIELDS, fieldSize: MAX_FIELD_BYTES, fileSize: options.maxFileBytes, parts: MAX_FIELDS + 1 },
        defParamCharset: 'utf8',
      });
    } catch {
      reject(new AppError('http:bad_request', 400, 'The upload is not valid multipart/form-data'));
      return;
    }
    const body: MultipartBody = { fields: Object.create(null) as Record<string, string>, file: null, fileTooLarge: false };
    let fieldTooLong = false;
    parser.on('field', (name, value, info) => {
      if (info.valueTruncated || info.nameTruncated) fieldTooLong = true;
      body.fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      if (name !== options.fileField) {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        body.fileTooLarge = true;
      });
      stream.on('close', () => {
        body.file = { field: name, bytes: Buffer.concat(chunks), declaredType: info.mimeType };
      });
    });
    parser.on('error', () => reject(new AppError('http:bad_request', 400, 'The upload is not valid multipart/form-data')));
    parser.on('close', () => (fieldTooLong ? reject(new AppError('http:bad_request', 400, 'A form field is too long')) : resolve(body)));
    req.pipe(parser);
  });
}
