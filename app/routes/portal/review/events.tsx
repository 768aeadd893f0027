import type { Route } from './+types/events';
import { REVIEW_DONE_FORM, ReviewEventsScreen, reviewFormName } from '../../../features/events/components/review-events-screen.tsx';
import { formatEventMoment } from '../../../features/events/provider-events.form.ts';
import { ReviewDecisionSchema } from '../../../features/events/provider-events.schemas.ts';
import { approveEvent, listEventsForReview, rejectEvent } from '../../../features/events/provider-events.server.ts';
import { readForm, refuse, succeed } from '../../../components/forms/form-action.server.ts';
import { screenTexts } from '../../../i18n/catalogue-loader.ts';
import { loaderHead } from '../../../page-head/loader-head.ts';
import { asActor, portalHead, portalOf, requireActor } from '../portal-guards.server.ts';

// Operators (ADMIN) review providers' events (decision 104): new ones and changes to published ones, live
// and proposed side by side; approve, or reject with a comment. A provider who types the address gets 403.

export async function loader({ context, request }: Route.LoaderArgs) {
  const { ctx, portal } = portalOf(context);
  const actor = requireActor(portal, request);
  const { items, total } = await asActor(() => listEventsForReview(ctx.db, actor));
  return {
    head: portalHead(portal, 'portal.events.review.title'),
    items: items.map(({ submittedAt, ...item }) => ({ ...item, submitted: formatEventMoment(submittedAt, portal.locale) })),
    total,
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { ctx, portal } = portalOf(context);
  const actor = requireActor(portal, request);
  const eventId = Number((await request.clone().formData()).get('eventId'));
  const form = reviewFormName(Number.isSafeInteger(eventId) ? eventId : 0);
  return asActor(async () => {
    const read = await readForm(request, portal.csrfToken, form, ReviewDecisionSchema);
    if (!read.ok) return refuse(read.reply);
    const decision = read.value;
    const mail = { portalOrigin: portal.origin };
    const result =
      decision.decision === 'approve'
        ? await approveEvent(ctx.db, actor, decision.eventId, decision.version, mail)
        : await rejectEvent(ctx.db, actor, decision.eventId, decision.version, decision.comment, mail);
    if (!result.ok) {
      const formError = result.error === 'conflict' ? 'portal.events.errors.reviewConflict' : `portal.events.errors.${result.error}`;
      return refuse({ form, errors: {}, formError, values: {} }, result.error === 'conflict' ? 409 : 400);
    }
    const notice = decision.decision === 'approve' ? 'portal.events.review.approved' : 'portal.events.review.rejected';
    return succeed({ form: REVIEW_DONE_FORM, notice, params: { title: result.title } });
  });
}

export const handle = await screenTexts('portal');
export const meta: Route.MetaFunction = loaderHead;

export default function ReviewEvents({ loaderData, actionData }: Route.ComponentProps) {
  return <ReviewEventsScreen items={loaderData.items} total={loaderData.total} actionData={actionData} />;
}
