import { and, asc, eq, inArray, isNotNull, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client.server.ts';
import { activities, leadAnswers, mailOutbox, organisations, platforms, quoteRequests, userOrganisations, users } from '../../../db/schema/index.ts';
import { createTestDatabase } from '../../../tests/support/test-database.ts';
import { DEMO_ADMIN_EMAIL, DEMO_PROVIDER_EMAIL } from '../../config/password-hashing.ts';
import type { Actor } from '../../portal/actor.ts';
import { answerLead, getLead, getLeadPage, LeadMoveRefused, moveLead } from './provider-leads.server.ts';
import type { LeadMove } from './provider-leads.schemas.ts';
import { activityResponseBadge, organisationResponses } from './response-time.server.ts';

// The lead pipeline and the response time (docs/decisions/115) on the database: the moves the service
// allows and the time each step keeps; an answer from the portal (its mail in the outbox in the same
// transaction, from the brand, Reply-To the provider, in the brand's language); the figures of an
// organisation on a fixed clock and the badge's threshold of 5 leads.

let database: DatabaseHandle;
let provider: Actor;
let admin: Actor;
let ownActivity: { id: number; slug: string; organisationId: number; organisationName: string };
let foreignActivity: number;
/** Activities of other organisations on the German and the Belgian platform (answered by an operator). */
let deActivity: number;
let beActivity: number;

const actorFor = (userId: number, role: Actor['role'], organisationIds: number[], email = 'x@example.org'): Actor => ({
  userId,
  role,
  email,
  firstName: null,
  lastName: null,
  locale: 'nl',
  sessionId: 0,
  secondFactor: false,
  organisationIds,
});

async function newLead(activityId: number, values: Partial<typeof quoteRequests.$inferInsert> = {}): Promise<number> {
  const [row] = await database.db
    .insert(quoteRequests)
    .values({ activityId, name: 'Sanne de Vries', email: 'sanne@bakkerij.example', phone: '06 12345678', ...values })
    .returning({ id: quoteRequests.id });
  return row!.id;
}

async function row(id: number) {
  const [lead] = await database.db.select().from(quoteRequests).where(eq(quoteRequests.id, id));
  return lead!;
}

const move = (to: LeadMove['to'], lostReason: LeadMove['lostReason'] = null): LeadMove => ({ to, lostReason });

async function organisationActivity(platformId: number, except: number[]) {
  const [found] = await database.db
    .select({ id: activities.id })
    .from(activities)
    .where(
      and(
        eq(activities.platformId, platformId),
        eq(activities.isEditCopy, false),
        isNotNull(activities.organisationId),
        except.length ? notInArray(activities.organisationId, except) : undefined,
      ),
    )
    .orderBy(asc(activities.id))
    .limit(1);
  return found!.id;
}

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  const { db } = database;
  const [user] = await db.select({ id: users.id, email: users.email }).from(users).where(eq(users.email, DEMO_PROVIDER_EMAIL));
  const orgs = await db.select({ id: userOrganisations.organisationId }).from(userOrganisations).where(eq(userOrganisations.userId, user!.id));
  const organisationIds = orgs.map((r) => r.id);
  provider = actorFor(user!.id, 'USER', organisationIds, user!.email);
  const [operator] = await db.select({ id: users.id, email: users.email }).from(users).where(eq(users.email, DEMO_ADMIN_EMAIL));
  admin = actorFor(operator!.id, 'ADMIN', [], operator!.email);
  const [own] = await db
    .select({ id: activities.id, slug: activities.slug, organisationId: activities.organisationId, organisationName: organisations.name })
    .from(activities)
    .innerJoin(organisations, eq(organisations.id, activities.organisationId))
    .where(and(inArray(activities.organisationId, organisationIds), eq(activities.isEditCopy, false), eq(activities.platformId, 1)))
    .orderBy(activities.id)
    .limit(1);
  ownActivity = { ...own!, organisationId: own!.organisationId! };
  foreignActivity = await organisationActivity(1, organisationIds);
  deActivity = await organisationActivity(2, organisationIds);
  beActivity = await organisationActivity(4, organisationIds);
  // The seed's demo leads are not these tests' concern (the response figures count their own).
  await db.delete(quoteRequests);
});
afterAll(async () => {
  await database?.close();
});

describe('the pipeline', () => {
  it('closes a lead only after an answer, and never moves it back to new', async () => {
    const id = await newLead(ownActivity.id);
    for (const to of ['WON', 'LOST'] as const) {
      await expect(moveLead(database.db, provider, id, move(to, to === 'LOST' ? 'PRICE' : null))).rejects.toBeInstanceOf(LeadMoveRefused);
    }
    expect(await row(id)).toMatchObject({ leadStatus: 'NEW', answeredAt: null, closedAt: null, lostReason: null });
    await moveLead(database.db, provider, id, move('ANSWERED'));
    // The same step again is no move.
    await expect(moveLead(database.db, provider, id, move('ANSWERED'))).rejects.toBeInstanceOf(LeadMoveRefused);
    // NEW is no target at all (LeadMoveSchema refuses it; the service's type has no such move).
    await expect(moveLead(database.db, provider, id, move('NEW' as LeadMove['to']))).rejects.toBeInstanceOf(LeadMoveRefused);
  });

  it('keeps the time of each step: the first answer for good, the first quote, the latest close and why it was lost', async () => {
    const id = await newLead(ownActivity.id);
    await moveLead(database.db, provider, id, move('ANSWERED'));
    const answered = await row(id);
    expect(answered).toMatchObject({ leadStatus: 'ANSWERED', quotedAt: null, closedAt: null });
    expect(answered.answeredAt).toBeInstanceOf(Date);
    expect(answered.leadUpdatedAt).toEqual(answered.answeredAt);

    await moveLead(database.db, provider, id, move('QUOTED'));
    const quoted = await row(id);
    expect(quoted).toMatchObject({ leadStatus: 'QUOTED', answeredAt: answered.answeredAt, closedAt: null });
    expect(quoted.quotedAt!.getTime()).toBeGreaterThanOrEqual(answered.answeredAt!.getTime());

    await moveLead(database.db, provider, id, move('LOST', 'OTHER_PROVIDER'));
    const lost = await row(id);
    expect(lost).toMatchObject({ leadStatus: 'LOST', answeredAt: answered.answeredAt, quotedAt: quoted.quotedAt, lostReason: 'OTHER_PROVIDER' });
    expect(lost.closedAt!.getTime()).toBeGreaterThanOrEqual(quoted.quotedAt!.getTime());

    // A wrong click undone: lost becomes won (the reason goes, the close is the new one) ...
    await moveLead(database.db, provider, id, move('WON'));
    const won = await row(id);
    expect(won).toMatchObject({ leadStatus: 'WON', answeredAt: answered.answeredAt, quotedAt: quoted.quotedAt, lostReason: null });
    expect(won.closedAt!.getTime()).toBeGreaterThanOrEqual(lost.closedAt!.getTime());
    // ... a closed lead reopened keeps its quote's time and drops the close ...
    await moveLead(database.db, provider, id, move('QUOTED'));
    expect(await row(id)).toMatchObject({ leadStatus: 'QUOTED', answeredAt: answered.answeredAt, quotedAt: quoted.quotedAt, closedAt: null });
    // ... and a quote corrected back to answered has none; the first answer stays where it was.
    await moveLead(database.db, provider, id, move('ANSWERED'));
    expect(await row(id)).toMatchObject({ leadStatus: 'ANSWERED', answeredAt: answered.answeredAt, quotedAt: null, closedAt: null });

    const detail = await getLead(database.db, provider, id);
    expect(detail).toMatchObject({ status: 'ANSWERED', answeredAt: answered.answeredAt, quotedAt: null, closedAt: null, lostReason: null });
  });

  it('takes a quote sent straight away as the first answer too', async () => {
    const id = await newLead(ownActivity.id);
    await moveLead(database.db, provider, id, move('QUOTED'));
    const quoted = await row(id);
    expect(quoted.leadStatus).toBe('QUOTED');
    expect(quoted.answeredAt).toBeInstanceOf(Date);
    expect(quoted.quotedAt).toEqual(quoted.answeredAt);
  });
});

describe('an answer from the portal', () => {
  it('is mailed to the visitor from the brand with the provider as Reply-To, kept with the lead, and answers a new lead', async () => {
    const id = await newLead(ownActivity.id, { name: 'Lotte "Bakker"', email: 'lotte@bakkerij.example' });
    const sent = await answerLead(database.db, provider, id, '  Dank voor uw aanvraag!\nOp 15 juni hebben we nog plaats.  ');
    const [mail] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.messageId, sent.messageId));
    const [platform] = await database.db.select().from(platforms).where(eq(platforms.id, 1));
    expect(mail).toMatchObject({
      kind: 'lead-answer',
      platformId: 1,
      status: 'pending',
      toAddress: 'lotte@bakkerij.example',
      fromAddress: `"${platform!.name}" <noreply@${platform!.domain.replace(/^www\./, '')}>`,
      replyTo: `"${ownActivity.organisationName.replace(/"/g, ' ')}" <${DEMO_PROVIDER_EMAIL}>`,
    });
    expect(mail!.subject).toBe(
      `Antwoord van ${ownActivity.organisationName} op uw offerteaanvraag voor ${(await getLead(database.db, provider, id)).activityTitle}`,
    );
    expect(mail!.text).toContain('Beste Lotte "Bakker",');
    expect(mail!.text).toContain('Dank voor uw aanvraag!\nOp 15 juni hebben we nog plaats.');
    expect(mail!.text).toContain(`uw antwoord gaat rechtstreeks naar ${ownActivity.organisationName}`);
    expect(mail!.text).toContain(`Kenmerk: offerte ${id}`);

    const [answer] = await database.db.select().from(leadAnswers).where(eq(leadAnswers.quoteRequestId, id));
    expect(answer).toMatchObject({
      id: sent.answerId,
      authorUserId: provider.userId,
      body: 'Dank voor uw aanvraag!\nOp 15 juni hebben we nog plaats.',
      mailOutboxId: mail!.id,
    });
    const lead = await row(id);
    expect(lead.leadStatus).toBe('ANSWERED');
    expect(lead.answeredAt).toEqual(answer!.sentAt);
  });

  it('keeps the first answer’s time and the step on a later answer, and lists the answers on the lead’s page', async () => {
    const id = await newLead(ownActivity.id);
    await answerLead(database.db, provider, id, 'Eerste antwoord');
    await moveLead(database.db, provider, id, move('QUOTED'));
    const first = await row(id);
    await answerLead(database.db, provider, id, 'Tweede antwoord');
    expect(await row(id)).toMatchObject({ leadStatus: 'QUOTED', answeredAt: first.answeredAt, quotedAt: first.quotedAt });
    const page = await getLeadPage(database.db, provider, id);
    // The author by name (the demo provider's account is Anna Aanbieder's).
    expect(page.answers.map((a) => [a.body, a.author])).toEqual([
      ['Eerste antwoord', 'Anna Aanbieder'],
      ['Tweede antwoord', 'Anna Aanbieder'],
    ]);
    expect(page.replyTo).toEqual({ name: ownActivity.organisationName.replace(/"/g, ' ').trim(), address: DEMO_PROVIDER_EMAIL });
  });

  it('speaks the brand’s language (German; Belgian Dutch), and an operator’s answer has the organisation as Reply-To', async () => {
    for (const [activityId, subject, intro] of [
      [deActivity, /^Antwort von .+ auf Ihre Angebotsanfrage für /, /hat Ihre Angebotsanfrage für ".+" über .+ beantwortet:/],
      [beActivity, /^Antwoord van .+ op uw offerteaanvraag voor /, /antwoordde op uw offerteaanvraag voor ".+" via .+:/],
    ] as const) {
      const id = await newLead(activityId);
      const { messageId } = await answerLead(database.db, admin, id, 'Gerne!');
      const [mail] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.messageId, messageId));
      const [organisation] = await database.db
        .select({ name: organisations.name, email: organisations.email, platformEmail: platforms.email })
        .from(activities)
        .innerJoin(organisations, eq(organisations.id, activities.organisationId))
        .innerJoin(platforms, eq(platforms.id, activities.platformId))
        .where(eq(activities.id, activityId));
      expect(mail!.subject).toMatch(subject);
      expect(mail!.text).toMatch(intro);
      expect(mail!.replyTo).toBe(`"${organisation!.name.replace(/"/g, ' ')}" <${organisation!.email?.trim() || organisation!.platformEmail}>`);
      expect(mail!.replyTo).not.toContain(DEMO_ADMIN_EMAIL);
    }
  });

  it('leaves nothing behind when the lead is not the actor’s: no answer, no mail', async () => {
    const id = await newLead(foreignActivity);
    const mailsBefore = (await database.db.select({ id: mailOutbox.id }).from(mailOutbox)).length;
    await expect(answerLead(database.db, provider, id, 'Hallo')).rejects.toThrow();
    expect((await database.db.select({ id: mailOutbox.id }).from(mailOutbox)).length).toBe(mailsBefore);
    expect(await database.db.select().from(leadAnswers).where(eq(leadAnswers.quoteRequestId, id))).toEqual([]);
    expect(await row(id)).toMatchObject({ leadStatus: 'NEW', answeredAt: null });
  });
});

describe('the response time of an organisation', () => {
  // Wednesday 15 April 2026, 12:00 in Amsterdam.
  const now = new Date('2026-04-15T10:00:00Z');
  const HOUR = 3_600_000;

  it('is the median business time to the first answer over the window, with the share answered, and shows the badge from 5 leads on', async () => {
    await database.db.delete(quoteRequests);
    // Friday 10 April 17:30 (CEST): answered on Monday 08:30, one business hour later.
    const friday = { createdAt: new Date('2026-04-10T15:30:00Z'), answeredAt: new Date('2026-04-13T06:30:00Z') };
    // Monday 13 April 10:00: answered after 2 and 3 hours.
    const monday = (hours: number) => ({
      createdAt: new Date('2026-04-13T08:00:00Z'),
      answeredAt: new Date(Date.parse('2026-04-13T08:00:00Z') + hours * HOUR),
    });
    await newLead(ownActivity.id, friday);
    await newLead(ownActivity.id, monday(2));
    await newLead(ownActivity.id, monday(3));
    await newLead(ownActivity.id, { createdAt: new Date('2026-04-09T08:00:00Z') }); // never answered
    // Outside the window: this morning (the newest 24 hours) and 31 days ago; and another organisation's.
    await newLead(ownActivity.id, { createdAt: new Date('2026-04-15T06:00:00Z'), answeredAt: new Date('2026-04-15T06:05:00Z') });
    await newLead(ownActivity.id, { createdAt: new Date('2026-03-15T08:00:00Z'), answeredAt: new Date('2026-03-20T08:00:00Z') });
    await newLead(foreignActivity, { createdAt: new Date('2026-04-13T08:00:00Z') });

    const [four] = await organisationResponses(database.db, [ownActivity.organisationId], now);
    expect(four).toMatchObject({
      organisationId: ownActivity.organisationId,
      timeZone: 'Europe/Amsterdam',
      figures: { leads: 4, answered: 3, rate: 0.75, medianMillis: 2 * HOUR },
      badge: null,
    });
    expect(await activityResponseBadge(database.db, { id: 1, countryCode: 'NL' }, ownActivity.slug, now)).toBeNull();

    // The fifth lead of the window: the badge shows ("within 3 hours": the median of 1, 2, 3 and 3 h is 2.5 h, rounded up).
    await newLead(ownActivity.id, monday(3));
    const [five] = await organisationResponses(database.db, [ownActivity.organisationId], now);
    expect(five!.figures).toEqual({ leads: 5, answered: 4, rate: 0.8, medianMillis: 2.5 * HOUR });
    expect(five!.badge).toEqual({ unit: 'hours', count: 3 });
    expect(await activityResponseBadge(database.db, { id: 1, countryCode: 'NL' }, ownActivity.slug, now)).toEqual({ unit: 'hours', count: 3 });
    // A month later none of these leads is in the window.
    const later = await organisationResponses(database.db, [ownActivity.organisationId], new Date('2026-05-20T10:00:00Z'));
    expect(later[0]!.figures).toEqual({ leads: 0, answered: 0, rate: null, medianMillis: null });
    // Another organisation's page, and a slug of no activity, show none.
    expect(await activityResponseBadge(database.db, { id: 1, countryCode: 'NL' }, 'bestaat-niet', now)).toBeNull();
  });

  it('is kept for a minute when no moment is asked for, and worked out again at once after an answer or a move in the portal', async () => {
    await database.db.delete(quoteRequests);
    const daysAgo = (days: number) => new Date(Date.now() - days * 24 * HOUR);
    const waiting = [await newLead(ownActivity.id, { createdAt: daysAgo(3) }), await newLead(ownActivity.id, { createdAt: daysAgo(4) })];
    const figures = async () => (await organisationResponses(database.db, [ownActivity.organisationId]))[0]!.figures;
    expect(await figures()).toMatchObject({ leads: 2, answered: 0 });
    // Written beside the portal (an import, another process): the minute's figures are shown meanwhile.
    await newLead(ownActivity.id, { createdAt: daysAgo(5), answeredAt: daysAgo(4) });
    expect(await figures()).toMatchObject({ leads: 2, answered: 0 });
    // An answer from the portal: worked out again, the other lead too.
    await answerLead(database.db, provider, waiting[0]!, 'Graag!');
    expect(await figures()).toMatchObject({ leads: 3, answered: 2 });
    await moveLead(database.db, provider, waiting[1]!, { to: 'ANSWERED', lostReason: null });
    expect(await figures()).toMatchObject({ leads: 3, answered: 3 });
  });
});
