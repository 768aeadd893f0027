import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../../db/client.server.ts';
import type { EventImage } from './agenda.types.ts';

/**
 * The extra images of events (event_media), in their order: the agenda card shows a 4-image grid from
 * 4 images on. The public Event shape carries only the main image, so the agenda reads these itself.
 */
export async function listEventImages(db: Database, eventIds: readonly number[]): Promise<Record<number, EventImage[]>> {
  const ids = [...new Set(eventIds)].filter((id) => Number.isSafeInteger(id));
  if (ids.length === 0) return {};
  const rows = await queryRows<{ eventId: number; url: string; alt: string | null }>(
    db,
    sql`SELECT em.event_id AS "eventId", m.url, m.alt
        FROM event_media em JOIN media m ON m.id = em.media_id
        WHERE em.event_id = ANY(${`{${ids.join(',')}}`}::int[]) AND m.type = 'IMAGE'
        ORDER BY em.event_id, m.index, m.id`,
  );
  const byEvent: Record<number, EventImage[]> = {};
  for (const row of rows) (byEvent[row.eventId] ??= []).push({ url: row.url, alt: row.alt ?? '' });
  return byEvent;
}
