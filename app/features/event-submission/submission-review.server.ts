import { electronicFormatIBAN, friendlyFormatIBAN } from 'ibantools';
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.server.ts';
import { eventSubmissions, events, media, organisations, platforms } from '../../../db/schema/index.ts';
import { queueMails } from '../../mail/outbox.server.ts';
import { recordAudit } from '../../portal/audit.server.ts';
import type { Actor } from '../../portal/actor.ts';
import { LIST_PAGE_SIZE } from '../../portal/list-query.ts';
import { NotFoundForActor, requirePermission } from '../../portal/permissions.server.ts';
import { renderSubmissionApprovedMail } from './submission-review.mails.ts';
import type { SubmissionDecision, SubmissionDetail, SubmissionQueueRow, SubmittedCityResolver } from './submission-review.types.ts';

/**
 * The operators' review of events sent with the public event form (decision 104, back office). A submission
 * stores an inactive event that never went through the portal (approval status null); it waits here,
 * per platform, oldest first, until an operator approves it (the event goes live in the agenda, linked to
 * the organisation the submitter named, created when the platform has none of that name; the submitter
 * gets a mail) or rejects it (REJECTED, with an optional reason). Only operators; a submission of another
 * platform than the one chosen is "not found". Both decisions are in the audit log.
 */

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

const MASK = '•';

/** All but the last four characters hidden, in the IBAN's usual groups of four: `NL•• •••• •••• ••43 00`. */
export function maskIban(iban: string): string {
  const electronic = electronicFormatIBAN(iban) ?? iban.replace(/\s+/g, '');
  if (electronic.length <= 4) return MASK.repeat(electronic.length);
  const masked = electronic.slice(0, 2) + MASK.repeat(Math.max(0, electronic.length - 6)) + electronic.slice(-4);
  return friendlyFormatIBAN(masked) ?? masked;
}

/** The event still waits for a decision: inactive and never approved or rejected. */
const undecided = and(eq(events.active, false), or(isNull(events.approvalStatus), eq(events.approvalStatus, 'EDITING')));

/** One page of the platform's undecided submissions, the oldest first. */
export async function listPendingSubmissions(
  db: Database,
  actor: Actor,
  platformId: number,
  page = 1,
): Promise<{ items: SubmissionQueueRow[]; total: number }> {
  requirePermission(actor, 'backoffice:manage');
  const where = and(eq(eventSubmissions.platformId, platformId), undecided);
  const [items, [counted]] = await Promise.all([
    db
      .select({
        id: eventSubmissions.id,
        eventId: events.id,
        title: events.title,
        name: eventSubmissions.name,
        companyName: eventSubmissions.companyName,
        email: eventSubmissions.email,
        startDate: events.startDate,
        submittedAt: eventSubmissions.createdAt,
      })
      .from(eventSubmissions)
      .innerJoin(events, eq(events.id, eventSubmissions.eventId))
      .where(where)
      .orderBy(asc(eventSubmissions.createdAt), asc(eventSubmissions.id))
      .limit(LIST_PAGE_SIZE)
      .offset((Math.max(1, page) - 1) * LIST_PAGE_SIZE),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(eventSubmissions)
      .innerJoin(events, eq(events.id, eventSubmissions.eventId))
      .where(where),
  ]);
  return { items, total: counted?.n ?? 0 };
}

/** The platform's organisation named like the submitter's company (case and spaces aside), if any. */
async function organisationNamed(db: Pick<Database, 'select'>, platformId: number, companyName: string | null) {
  const name = companyName?.trim();
  if (!name) return null;
  const [row] = await db
    .select({ id: organisations.id, name: organisations.name })
    .from(organisations)
    .where(and(eq(organisations.platformId, platformId), sql`lower(trim(${organisations.name})) = lower(${name})`))
    .orderBy(asc(organisations.id))
    .limit(1);
  return row ?? null;
}

/** Everything the submitter sent, the IBAN masked. */
export async function getSubmission(db: Database, actor: Actor, platformId: number, submissionId: number): Promise<SubmissionDetail> {
  requirePermission(actor, 'backoffice:manage');
  const [row] = await db
    .select({ submission: eventSubmissions, event: events, imageUrl: media.url })
    .from(eventSubmissions)
    .innerJoin(events, eq(events.id, eventSubmissions.eventId))
    .leftJoin(media, eq(media.id, events.imageId))
    .where(and(eq(eventSubmissions.id, submissionId), eq(eventSubmissions.platformId, platformId)));
  if (!row) throw new NotFoundForActor(`event submission ${submissionId}`);
  const { submission: s, event: e } = row;
  return {
    id: s.id,
    eventId: e.id,
    pending: !e.active && (e.approvalStatus === null || e.approvalStatus === 'EDITING'),
    status: e.approvalStatus,
    submittedAt: s.createdAt,
    name: s.name,
    companyName: s.companyName,
    email: s.email,
    ibanMasked: maskIban(s.iban),
    address: s.address,
    zipcode: s.zipcode,
    city: s.city,
    province: s.province,
    title: e.title,
    startDate: e.startDate,
    endDate: e.endDate,
    website: e.website,
    description: e.description,
    imageUrl: row.imageUrl,
    organisation: await organisationNamed(db, platformId, s.companyName),
  };
}

/** The platform's submission with its event, locked for a decision; not found, or already decided. */
async function pendingSubmission(tx: Tx, actor: Actor, platformId: number, submissionId: number) {
  requirePermission(actor, 'backoffice:manage');
  const [row] = await tx
    .select({ submission: eventSubmissions, event: events })
    .from(eventSubmissions)
    .innerJoin(events, eq(events.id, eventSubmissions.eventId))
    .where(and(eq(eventSubmissions.id, submissionId), eq(eventSubmissions.platformId, platformId)))
    .for('update');
  if (!row) throw new NotFoundForActor(`event submission ${submissionId}`);
  const { event } = row;
  if (event.active || (event.approvalStatus !== null && event.approvalStatus !== 'EDITING')) return null;
  return row;
}

/**
 * Approves a submission: its event goes live in the agenda (active, APPROVED), linked to the platform's
 * organisation of the submitter's company, which is created (with the submitter's address) when there is
 * none; the submitter is mailed in the same transaction.
 */
export async function approveSubmission(
  db: Database,
  actor: Actor,
  platformId: number,
  submissionId: number,
  cityNamed: SubmittedCityResolver,
): Promise<SubmissionDecision> {
  return db.transaction(async (tx) => {
    const row = await pendingSubmission(tx, actor, platformId, submissionId);
    if (!row) return { ok: false, error: 'already-decided' } as const;
    const { submission: s, event } = row;
    let organisation = event.organisationId === null ? await organisationNamed(tx, platformId, s.companyName) : null;
    let organisationCreated = false;
    if (event.organisationId === null && !organisation && s.companyName?.trim()) {
      const [created] = await tx
        .insert(organisations)
        .values({ name: s.companyName.trim(), email: s.email, address: s.address, zipcode: s.zipcode, city: s.city, platformId })
        .returning({ id: organisations.id, name: organisations.name });
      organisation = created!;
      organisationCreated = true;
    }
    const organisationId = event.organisationId ?? organisation?.id ?? null;
    // The place the submitter named (the form requires province and city): the agenda filters by city.
    const [platform] = await tx.select({ id: platforms.id, countryCode: platforms.countryCode }).from(platforms).where(eq(platforms.id, platformId));
    const cityId = event.cityId ?? (platform ? await cityNamed(tx, platform, s.city, s.province) : null);
    await tx
      .update(events)
      .set({
        active: true,
        approvalStatus: 'APPROVED',
        reviewComment: null,
        organisationId,
        cityId,
        version: event.version + 1,
        lastEditedById: actor.userId,
      })
      .where(eq(events.id, event.id));
    await mailSubmitter(tx, platformId, s, event.title);
    await recordAudit(tx, {
      action: 'submission-approved',
      actorUserId: actor.userId,
      detail: { entity: 'event-submission', id: s.id, eventId: event.id, organisationId, organisationCreated },
    });
    return { ok: true, eventId: event.id, title: event.title, organisationId, organisationCreated } as const;
  });
}

/** Rejects a submission: its event stays off the agenda as REJECTED, with the operator's reason if given. */
export async function rejectSubmission(
  db: Database,
  actor: Actor,
  platformId: number,
  submissionId: number,
  reason: string | null,
): Promise<SubmissionDecision> {
  const comment = reason?.trim() || null;
  return db.transaction(async (tx) => {
    const row = await pendingSubmission(tx, actor, platformId, submissionId);
    if (!row) return { ok: false, error: 'already-decided' } as const;
    const { submission: s, event } = row;
    await tx
      .update(events)
      .set({ approvalStatus: 'REJECTED', reviewComment: comment, version: event.version + 1, lastEditedById: actor.userId })
      .where(eq(events.id, event.id));
    await recordAudit(tx, {
      action: 'submission-rejected',
      actorUserId: actor.userId,
      detail: { entity: 'event-submission', id: s.id, eventId: event.id, ...(comment ? { comment } : {}) },
    });
    return { ok: true, eventId: event.id, title: event.title, organisationId: event.organisationId, organisationCreated: false } as const;
  });
}

/** The approval to the submitter, in the platform's language, from the platform. */
async function mailSubmitter(tx: Tx, platformId: number, s: typeof eventSubmissions.$inferSelect, title: string): Promise<void> {
  const [platform] = await tx
    .select({ id: platforms.id, name: platforms.name, domain: platforms.domain, languageCode: platforms.languageCode })
    .from(platforms)
    .where(eq(platforms.id, platformId));
  if (!platform) return;
  const locale = platform.languageCode.toLowerCase().startsWith('de') ? 'de' : 'nl';
  const mail = renderSubmissionApprovedMail(
    { to: s.email, name: s.name, title, platformName: platform.name, link: `https://${platform.domain}/agenda` },
    locale,
  );
  await queueMails(tx, platform, s.id, [mail]);
}
