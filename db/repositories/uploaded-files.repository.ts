/** Uploaded files (wallet payment screenshots), kept in the database so every app server can serve them to admins. */
import { createHash, randomUUID } from 'node:crypto';
import type { Executor } from '../connection';
import { readDate, readNullableString, readNumber, type RawRow } from './rows';

export type UploadPurpose = 'payment_screenshot';

export interface UploadedFile {
  id: string;
  ownerUserId: string | null;
  purpose: UploadPurpose;
  mimeType: string;
  sizeBytes: number;
  sha256: string;
  bytes: Buffer;
  createdAt: Date;
}

const TABLE = 'uploaded_files';

export async function insertUploadedFile(
  db: Executor,
  input: Pick<UploadedFile, 'ownerUserId' | 'purpose' | 'mimeType' | 'bytes'>,
): Promise<UploadedFile> {
  const file: UploadedFile = {
    id: randomUUID(),
    ...input,
    sizeBytes: input.bytes.length,
    sha256: createHash('sha256').update(input.bytes).digest('hex'),
    createdAt: new Date(),
  };
  await db(TABLE).insert({
    id: file.id,
    owner_user_id: file.ownerUserId,
    purpose: file.purpose,
    mime_type: file.mimeType,
    size_bytes: file.sizeBytes,
    sha256: file.sha256,
    bytes: file.bytes,
    created_at: file.createdAt,
  });
  return file;
}

export async function findUploadedFileById(db: Executor, id: string): Promise<UploadedFile | undefined> {
  const row: RawRow | undefined = await db(TABLE).where({ id }).first();
  return row ? toUploadedFile(row) : undefined;
}

function toUploadedFile(row: RawRow): UploadedFile {
  return {
    id: String(row.id),
    ownerUserId: readNullableString(row.owner_user_id),
    purpose: String(row.purpose) as UploadPurpose,
    mimeType: String(row.mime_type),
    sizeBytes: readNumber(row.size_bytes),
    sha256: String(row.sha256),
    bytes: Buffer.isBuffer(row.bytes) ? row.bytes : Buffer.from(row.bytes as Uint8Array),
    createdAt: readDate(row.created_at),
  };
}
