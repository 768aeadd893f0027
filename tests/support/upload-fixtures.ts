import { imageUploads, media } from '../../db/schema/index.ts';
import type { Database } from '../../db/client.server.ts';

/**
 * The rows the image pipeline records for one upload (a media row and its upload record), without the
 * image work: tests of what may refer to an upload need its owner, not its pixels. `userId` is the
 * signed-in portal user who uploaded it; null is a visitor on a brand site.
 */
export async function insertUpload(
  db: Pick<Database, 'insert'>,
  userId: number | null,
  url = `/images/${crypto.randomUUID()}.jpg`,
): Promise<{ id: number; url: string }> {
  const [row] = await db.insert(media).values({ url, type: 'IMAGE', alt: '' }).returning({ id: media.id, url: media.url });
  await db
    .insert(imageUploads)
    .values({ mediaId: row!.id, storedName: url.replace(/^\/images\//, ''), clientIp: '127.0.0.1', uploadedById: userId, bytes: 1000 });
  return row!;
}
