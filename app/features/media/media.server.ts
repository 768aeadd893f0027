import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../../db/client.server.ts';
import { imageUploads, media } from '../../../db/schema/index.ts';
import type { RequestContext } from '../../request-context.server.ts';
import { IMAGE_WIDTHS, type ImageWidth, type Media, UPLOAD_MESSAGE_KEYS, UPLOAD_RULES } from './media.schemas.ts';

/**
 * Where uploaded originals and rendered variants live: local disk by default (server/storage), an
 * S3-compatible bucket can implement the same two calls.
 */
export interface ImageStorage {
  put(name: string, data: Buffer, contentType: string): Promise<void>;
  get(name: string): Promise<Buffer | null>;
  /** Removes the file; a name that is not there is no error. */
  delete(name: string): Promise<void>;
}

/** How much one client IP may upload in any 24 hours (decision 094: uploads need no account). */
export interface UploadQuota {
  maxFilesPerDay: number;
  maxBytesPerDay: number;
}

/** Who uploads: the client IP the quota counts for, that quota, and the portal user if one is signed in. */
export interface Uploader {
  clientIp: string;
  quota: UploadQuota;
  /** The signed-in portal user (null: a visitor): only they may refer to the upload (app/portal/media-ownership.server.ts). */
  userId: number | null;
}

/** The uploader of a page request: its client IP and quota, and the portal's signed-in user on the portal host. */
export function uploaderOf(ctx: Pick<RequestContext, 'clientIp' | 'uploadQuota' | 'portal'>): Uploader {
  return { clientIp: ctx.clientIp, quota: ctx.uploadQuota, userId: ctx.portal?.actor?.userId ?? null };
}

export type UploadResult =
  | { status: 'stored'; media: Media }
  | { status: 'rejected'; httpStatus: 400 | 413 | 415; code: string; messageKey: string }
  | { status: 'rejected'; httpStatus: 429; code: 'UPLOAD_QUOTA_EXCEEDED'; messageKey: string; retryAfterSeconds: number };

/** Stored names: a UUID and the extension of the re-encoded format; nothing from the visitor's name. */
export const STORED_NAME = /^[0-9a-f-]{36}\.(jpg|png)$/;

/**
 * Checks an uploaded file by content (magic bytes: JPEG or PNG, whatever its name says), size (at most
 * 2 MB), decoded pixel count (no decompression bombs) and dimensions (at least 154 x 50), re-encodes it
 * with sharp (metadata such as GPS position is dropped, orientation applied), stores it under a
 * generated name and records a media row and the upload (who, how many bytes). The row's url is the
 * app's image route. An uploader past the daily quota gets 429 before anything is decoded; the quota
 * is counted again under a per-IP lock when the rows are written, so parallel uploads cannot pass it.
 */
export async function storeUploadedImage(
  db: Database,
  storage: ImageStorage,
  file: { bytes: Uint8Array; name?: string | undefined },
  uploader: Uploader,
): Promise<UploadResult> {
  const K = UPLOAD_MESSAGE_KEYS;
  if (file.bytes.byteLength > UPLOAD_RULES.maxBytes) return { status: 'rejected', httpStatus: 413, code: 'FILE_TOO_LARGE', messageKey: K.tooLarge };
  if (file.bytes.byteLength === 0) return { status: 'rejected', httpStatus: 400, code: 'FILE_REQUIRED', messageKey: K.fileRequired };
  const refusedByQuota = quotaRefusal(await uploadsInLastDay(db, uploader.clientIp), file.bytes.byteLength, uploader.quota);
  if (refusedByQuota) return refusedByQuota;
  const type = await fileTypeFromBuffer(file.bytes);
  if (!type || !(UPLOAD_RULES.acceptedTypes as readonly string[]).includes(type.mime)) {
    return { status: 'rejected', httpStatus: 415, code: 'UNSUPPORTED_IMAGE_TYPE', messageKey: K.wrongType };
  }
  const input = Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength);
  let width: number;
  let height: number;
  try {
    // Reads the header only; the pixel count is checked below, before anything decodes the image.
    const meta = await sharp(input, { limitInputPixels: false }).metadata();
    width = meta.autoOrient?.width ?? meta.width;
    height = meta.autoOrient?.height ?? meta.height;
    if (!width || !height) throw new Error('no dimensions');
  } catch {
    return { status: 'rejected', httpStatus: 400, code: 'IMAGE_UNREADABLE', messageKey: K.unreadable };
  }
  if (width * height > UPLOAD_RULES.maxInputPixels) {
    return { status: 'rejected', httpStatus: 400, code: 'IMAGE_TOO_MANY_PIXELS', messageKey: K.tooManyPixels };
  }
  if (width < UPLOAD_RULES.minWidth || height < UPLOAD_RULES.minHeight) {
    return { status: 'rejected', httpStatus: 400, code: 'IMAGE_TOO_SMALL', messageKey: K.tooSmall };
  }
  let output: Buffer;
  const extension = type.mime === 'image/png' ? 'png' : 'jpg';
  try {
    const pipeline = sharp(input, { limitInputPixels: UPLOAD_RULES.maxInputPixels, failOn: 'error' }).rotate();
    output = extension === 'png' ? await pipeline.png({ compressionLevel: 9 }).toBuffer() : await pipeline.jpeg({ quality: 88, mozjpeg: true }).toBuffer();
  } catch {
    return { status: 'rejected', httpStatus: 400, code: 'IMAGE_UNREADABLE', messageKey: K.unreadable };
  }
  const name = `${randomUUID()}.${extension}`;
  await storage.put(name, output, type.mime);
  const title = file.name ? file.name.replace(/\.[^.]*$/, '').slice(0, 200) : null;
  let recorded: UploadResult;
  try {
    recorded = await db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`image-upload:${uploader.clientIp}`}))`);
      const refused = quotaRefusal(await uploadsInLastDay(tx, uploader.clientIp), file.bytes.byteLength, uploader.quota);
      if (refused) return refused;
      const [row] = await tx
        .insert(media)
        .values({ title, alt: title, url: `/images/${name}`, type: 'IMAGE', width, height })
        .returning();
      await tx
        .insert(imageUploads)
        .values({ mediaId: row!.id, storedName: name, clientIp: uploader.clientIp, uploadedById: uploader.userId, bytes: file.bytes.byteLength });
      return { status: 'stored' as const, media: toMedia(row!) };
    });
  } catch (error) {
    await storage.delete(name).catch(() => undefined);
    throw error;
  }
  if (recorded.status !== 'stored') await storage.delete(name);
  return recorded;
}

/** What this client IP uploaded in the last 24 hours, and when the oldest of those uploads was. */
async function uploadsInLastDay(db: Pick<Database, 'execute'>, clientIp: string): Promise<{ files: number; bytes: number; oldest: Date | null }> {
  const [row] = await queryRows<{ files: number; bytes: string; oldest: Date | string | null }>(
    db,
    sql`SELECT count(*)::int AS files, coalesce(sum(bytes), 0)::text AS bytes, min(created_at) AS oldest
        FROM image_uploads WHERE client_ip = ${clientIp} AND created_at > now() - interval '1 day'`,
  );
  return { files: row?.files ?? 0, bytes: Number(row?.bytes ?? 0), oldest: row?.oldest ? new Date(row.oldest) : null };
}

/** 429 when one more upload of `bytes` would pass the quota; Retry-After is when the oldest counted upload leaves the day. */
function quotaRefusal(used: { files: number; bytes: number; oldest: Date | null }, bytes: number, quota: UploadQuota): UploadResult | null {
  if (used.files + 1 <= quota.maxFilesPerDay && used.bytes + bytes <= quota.maxBytesPerDay) return null;
  const leaves = used.oldest ? used.oldest.getTime() + 24 * 60 * 60 * 1000 - Date.now() : 0;
  return {
    status: 'rejected',
    httpStatus: 429,
    code: 'UPLOAD_QUOTA_EXCEEDED',
    messageKey: UPLOAD_MESSAGE_KEYS.dailyLimit,
    retryAfterSeconds: Math.max(60, Math.ceil(leaves / 1000)),
  };
}

/** The names of the rendered variants the image route may have cached for a stored original. */
export function variantNamesOf(storedName: string): string[] {
  const base = storedName.replace(/\.[a-z]+$/, '');
  return IMAGE_WIDTHS.flatMap((width) => (['avif', 'webp', 'jpeg'] as const).map((format) => `${base}-${width}.${format}`));
}

/**
 * The file of a form field posted to a route action (the event form without JavaScript sends its image
 * with the form): stored like an upload through the API, or null when the visitor chose no file (the
 * browser then sends an empty part without a name).
 */
export async function storeFormImage(db: Database, storage: ImageStorage, entry: FormDataEntryValue | null, uploader: Uploader): Promise<UploadResult | null> {
  if (!(entry instanceof File) || (entry.size === 0 && entry.name === '')) return null;
  return storeUploadedImage(db, storage, { bytes: new Uint8Array(await entry.arrayBuffer()), name: entry.name }, uploader);
}

function toMedia(row: typeof media.$inferSelect): Media {
  return {
    id: row.id,
    title: row.title,
    alt: row.alt,
    url: row.url,
    type: row.type,
    index: row.index,
    width: row.width,
    height: row.height,
    createdAt: row.createdAt.toISOString(),
    updatedAt: (row.updatedAt ?? row.createdAt).toISOString(),
  };
}

export type VariantFormat = 'avif' | 'webp' | 'jpeg';

/** The best format the browser accepts: AVIF, then WebP, else JPEG. */
export function negotiateImageFormat(accept: string | null | undefined): VariantFormat {
  const header = (accept ?? '').toLowerCase();
  if (header.includes('image/avif')) return 'avif';
  if (header.includes('image/webp')) return 'webp';
  return 'jpeg';
}

/**
 * Renders a stored original at `width` (never enlarged) in `format`. AVIF at effort 2: effort 4 took
 * ~19 s for a 1920 px noisy image on this machine's cores, effort 2 under 2 s, for the same size.
 */
export async function renderImageVariant(original: Buffer, width: ImageWidth, format: VariantFormat): Promise<Buffer> {
  const pipeline = sharp(original, { limitInputPixels: UPLOAD_RULES.maxInputPixels }).resize({ width, withoutEnlargement: true });
  if (format === 'avif') return pipeline.avif({ quality: 55, effort: 2 }).toBuffer();
  if (format === 'webp') return pipeline.webp({ quality: 78 }).toBuffer();
  return pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: 80, mozjpeg: true }).toBuffer();
}

export type { ImageWidth };
