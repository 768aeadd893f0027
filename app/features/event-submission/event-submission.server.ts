import { parseDateInput } from '../../public-api/dates.ts';
import { eq } from 'drizzle-orm';
import type { Site } from '../../request-context.server.ts';
import type { Database } from '../../../db/client.server.ts';
import { eventSubmissions, events, media } from '../../../db/schema/index.ts';
import { queueMails } from '../../mail/outbox.server.ts';
import { claimableUploads } from '../../portal/media-ownership.server.ts';
import { renderEventSubmissionToTeam } from './event-submission.mails.ts';
import type { EventSubmission } from './event-submission.schemas.ts';

export type SubmitEventResult =
  | { status: 'stored'; eventId: number; submissionId: number; mailMessageIds: string[] }
  | { status: 'ignored' }
  /** The media id does not name an uploaded image. */
  | { status: 'media-not-found' };

/** A date the schema accepted (parseDateInput): a day starts at midnight UTC. */
function toTimestamp(value: string): Date {
  const instant = parseDateInput(value);
  if (!instant) throw new Error(`not a date the schema accepts: ${value}`);
  return instant;
}

/**
 * Stores an event submitted from the agenda as an inactive event (it waits for review) with the
 * submitter's details, and in the same transaction the mail to the platform's address.
 * `submission` is EventSubmissionSchema's output, read once by the form's parse or the API's validation
 * (docs/decisions/111).
 */
export async function submitEventSubmission(db: Database, { platform, brand }: Site, submission: EventSubmission): Promise<SubmitEventResult> {
  if (submission.website_url) return { status: 'ignored' };
  const mediaId = submission.media.id!;
  const locale = brand.locale;

  return db.transaction(async (tx) => {
    // Only a visitor's fresh upload that nothing uses yet: never an image of an activity, a blog or
    // another submission (app/portal/media-ownership.server.ts); locked against the upload clean-up.
    const [claimed] = await claimableUploads(tx, [mediaId], 'visitor');
    const [image] = claimed === undefined ? [] : await tx.select({ id: media.id, url: media.url }).from(media).where(eq(media.id, claimed));
    if (!image) return { status: 'media-not-found' as const };
    const [event] = await tx
      .insert(events)
      .values({
        title: submission.title,
        active: false,
        startDate: toTimestamp(submission.startDate),
        endDate: submission.endDate ? toTimestamp(submission.endDate) : null,
        website: submission.website,
        description: submission.description,
        imageId: image.id,
        platformId: platform.id,
      })
      .returning({ id: events.id });
    const eventId = event!.id;
    const [row] = await tx
      .insert(eventSubmissions)
      .values({
        eventId,
        platformId: platform.id,
        name: submission.name,
        companyName: submission.companyName,
        email: submission.email,
        iban: submission.iban,
        province: submission.province,
        city: submission.city,
        address: submission.address,
        zipcode: submission.zipcode,
      })
      .returning({ id: eventSubmissions.id });
    const rendered = renderEventSubmissionToTeam(submission, { platformName: platform.name, eventId, imageUrl: image.url }, locale);
    const mailMessageIds = await queueMails(tx, platform, row!.id, [
      { kind: 'event-submission-team', to: platform.email, replyTo: submission.email, ...rendered },
    ]);
    return { status: 'stored' as const, eventId, submissionId: row!.id, mailMessageIds };
  });
}
