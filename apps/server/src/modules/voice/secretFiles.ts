import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import path from 'node:path';
import { eq, inArray, lt, notInArray } from 'drizzle-orm';
import { ErrorCode, VOICE_SECRET_MAX_KB } from '@iotc/shared';
import type { VoicePlatform, VoiceSecretFile } from '@iotc/shared/voice';
import type { Db } from '../../core/db.ts';
import { AppError } from '../../core/errors.ts';
import { VOICE_SECRET_DIR, type Storage } from '../../core/storage.ts';
import type { TenantScope } from '../../core/tenancy.ts';
import { rejection, type UploadForm } from '../files/routes.ts';
import { displayName } from '../files/service.ts';
import { voiceSecretFiles } from './tables.ts';

/**
 * The voice platforms' secret files (a service account key, a private key, credentials): small text files checked
 * by their bytes, stored encrypted with a key derived from the installation's device secret, and only ever
 * described to the console (name, size, SHA-256), never sent back.
 */

export type SecretFileRow = typeof voiceSecretFiles.$inferSelect;

const EXTENSIONS = ['json', 'pem', 'p8', 'txt'];
/** An upload not named by the scheme is kept this long, for a form not saved yet; then the next upload removes it. */
export const UNUSED_SECRET_KEEP_MS = 24 * 60 * 60 * 1000;

export const secretTooLarge = () => new AppError(ErrorCode.PayloadTooLarge, { maxKb: VOICE_SECRET_MAX_KB }, 'voice.secretTooLarge');
const secretType = () => new AppError(ErrorCode.UnsupportedMedia, {}, 'voice.secretType');

/** The file's extension when its name and its bytes are those of a secret file: UTF-8 text without NUL, a .json that parses. */
export function secretFileExtension(fileName: string, bytes: Buffer): string {
  const ext = path.extname(fileName).slice(1).toLowerCase();
  if (!EXTENSIONS.includes(ext)) throw secretType();
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw secretType();
  }
  if (text.includes('\u0000') || text.trim() === '') throw secretType();
  if (ext === 'json') {
    try {
      JSON.parse(text);
    } catch {
      throw secretType();
    }
  }
  return ext;
}

/** The key of one purpose, derived from the installation's secret (as core/signature.ts derives its keys). */
function sealKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('voice-secret-file').digest();
}

const IV_BYTES = 12;
const TAG_BYTES = 16;

/** AES-256-GCM: the stored bytes are the nonce, the tag and the ciphertext. */
export function seal(secret: string, plain: Uint8Array): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', sealKey(secret), iv);
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]);
}

/** The plain bytes of what `seal` stored; throws when they were changed or sealed with another secret. */
export function unseal(secret: string, sealed: Buffer): Buffer {
  const decipher = createDecipheriv('aes-256-gcm', sealKey(secret), sealed.subarray(0, IV_BYTES));
  decipher.setAuthTag(sealed.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(sealed.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
}

export const describeSecret = (row: SecretFileRow): VoiceSecretFile => ({ key: row.id, fileName: row.fileName, size: row.size, sha256: row.sha256 });

/** A checked upload, sealed and stored, ready for its row (`secretRow`); the caller removes `storageKey` if the row is not written. */
export interface StoredSecret {
  fileName: string;
  size: number;
  sha256: string;
  storageKey: string;
}

/** Checks the form's file (size, name and bytes), then stores it encrypted; refusals store nothing. */
export async function storeSecret(storage: Storage, secret: string, scope: TenantScope, form: UploadForm, now: Date): Promise<StoredSecret> {
  if (form.overLimit) throw secretTooLarge();
  if (!form.file || form.file.bytes.length === 0) throw rejection({ kind: 'noFile' });
  const { name, bytes } = form.file;
  if (bytes.length > VOICE_SECRET_MAX_KB * 1024) throw secretTooLarge();
  const ext = secretFileExtension(name, bytes);
  const storageKey = `${scope.tenantId}/${VOICE_SECRET_DIR}/${now.toISOString().slice(0, 7).replace('-', '')}/${randomUUID().replace(/-/g, '')}.bin`;
  await storage.put(storageKey, seal(secret, bytes));
  return { fileName: displayName(name, ext), size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex'), storageKey };
}

/** The product's uploads for the platform, by key. */
export async function secretFilesOf(db: Db, scope: TenantScope, productId: string, platform?: VoicePlatform): Promise<Map<string, SecretFileRow>> {
  const rows = await db
    .select()
    .from(voiceSecretFiles)
    .where(scope.where(voiceSecretFiles, eq(voiceSecretFiles.productId, productId), platform ? eq(voiceSecretFiles.platform, platform) : undefined));
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * Removes the product's uploads for the platform older than UNUSED_SECRET_KEEP_MS that `keep` does not name (the
 * keys its draft and published config use); answers the storage keys no remaining row shares (a copy's rows share them).
 */
export async function pruneSecrets(tx: Db, scope: TenantScope, productId: string, platform: VoicePlatform, keep: readonly string[], now: Date): Promise<string[]> {
  const gone = await tx
    .delete(voiceSecretFiles)
    .where(
      scope.where(
        voiceSecretFiles,
        eq(voiceSecretFiles.productId, productId),
        eq(voiceSecretFiles.platform, platform),
        lt(voiceSecretFiles.createdAt, new Date(now.getTime() - UNUSED_SECRET_KEEP_MS)),
        keep.length > 0 ? notInArray(voiceSecretFiles.id, [...keep]) : undefined,
      ),
    )
    .returning({ storageKey: voiceSecretFiles.storageKey });
  const keys = [...new Set(gone.map((row) => row.storageKey))];
  if (keys.length === 0) return [];
  const shared = await tx
    .select({ storageKey: voiceSecretFiles.storageKey })
    .from(voiceSecretFiles)
    .where(scope.where(voiceSecretFiles, inArray(voiceSecretFiles.storageKey, keys)));
  const stillUsed = new Set(shared.map((row) => row.storageKey));
  return keys.filter((key) => !stillUsed.has(key));
}

/** Copies the product's uploads to its copy (the same stored bytes); answers the new key of each old one. */
export async function copySecrets(tx: Db, scope: TenantScope, fromProductId: string, toProductId: string): Promise<Map<string, string>> {
  const rows = await tx.select().from(voiceSecretFiles).where(scope.where(voiceSecretFiles, eq(voiceSecretFiles.productId, fromProductId)));
  const keys = new Map(rows.map((row) => [row.id, randomUUID()]));
  if (rows.length > 0) {
    await tx.insert(voiceSecretFiles).values(rows.map(({ tenantId: _tenantId, ...row }) => scope.values({ ...row, id: keys.get(row.id)!, productId: toProductId })));
  }
  return keys;
}
