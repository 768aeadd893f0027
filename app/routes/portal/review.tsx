import { Link } from 'react-router';
import type { Route } from './+types/review';
import { FormAlert } from '../../components/forms/form-alert.tsx';
import { PORTAL_PATHS } from '../../config/portal-links.ts';
import { listReviewQueue, REVIEW_PAGE_SIZE } from '../../features/activities/activity-review.server.ts';
import { screenTexts } from '../../i18n/catalogue-loader.ts';
import { loaderHead } from '../../page-head/loader-head.ts';
import { Card, linkClassName, PortalPage, PortalPager, usePortalText } from '../../portal/ui/portal-form.tsx';
import { asActor, portalHead, portalOf, requireActor } from './portal-guards.server.ts';

// The operators' review queue (issue 18): new activities and changes of live ones, the longest waiting
// first; events have their own queue beside it.

export async function loader({ context, request }: Route.LoaderArgs) {
  const { ctx, portal } = portalOf(context);
  const actor = requireActor(portal, request);
  const params = new URL(request.url).searchParams;
  const page = Math.max(1, Math.min(10_000, Number.parseInt(params.get('pagina') ?? '1', 10) || 1));
  // Where a decision sends the operator back to (review-activity.tsx): the queue confirms what was decided.
  const decided = params.get('besluit');
  const queue = await asActor(() => listReviewQueue(ctx.db, actor, page));
  return {
    head: portalHead(portal, 'portal.review.title'),
    items: queue.items,
    total: queue.total,
    page,
    pages: Math.max(1, Math.ceil(queue.total / REVIEW_PAGE_SIZE)),
    locale: portal.locale,
    decided: decided === 'approve' || decided === 'reject' ? decided : null,
  };
}

export const handle = await screenTexts('portal');
export const meta: Route.MetaFunction = loaderHead;

export default function ReviewQueuePage({ loaderData }: Route.ComponentProps) {
  const t = usePortalText();
  const { items, total, page, pages, locale, decided } = loaderData;
  const date = new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'nl-NL', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Amsterdam' });
  return (
    <PortalPage wide title={t('portal.review.title')} intro={t('portal.review.intro')}>
      {decided ? (
        <div className="mb-4">
          <FormAlert tone="success" testId="review-decided">
            {t(decided === 'approve' ? 'portal.review.approvedNotice' : 'portal.review.rejectedNotice')}
          </FormAlert>
        </div>
      ) : null}
      <p className="mb-4">
        <Link to={`${PORTAL_PATHS.review}/evenementen`} className={linkClassName}>
          {t('portal.review.toEvents')}
        </Link>
      </p>
      <Card labelledBy="review-activities">
        <h2 id="review-activities" className="mb-3 text-lg font-bold">
          {t('portal.review.activities', { count: total })}
        </h2>
        {items.length === 0 ? (
          <p>{t('portal.review.empty')}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full min-w-[36rem] text-left text-sm" data-testid="review-queue">
              <caption className="sr-only">{t('portal.review.caption')}</caption>
              <thead>
                <tr className="border-b border-slate-300">
                  <th scope="col" className="py-2 pr-3">
                    {t('portal.review.columns.activity')}
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    {t('portal.review.columns.kind')}
                  </th>
                  <th scope="col" className="py-2">
                    {t('portal.review.columns.submitted')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {items.map((item) => (
                  <tr key={item.id} className="border-b border-slate-200 align-top">
                    <th scope="row" className="py-2 pr-3 font-semibold">
                      <Link to={`${PORTAL_PATHS.review}/activiteiten/${item.id}`} className={linkClassName}>
                        {item.title}
                      </Link>
                      <span className="block text-xs font-normal text-gray-700">{[item.organisationName, item.platformName].filter(Boolean).join(' · ')}</span>
                    </th>
                    <td className="py-2 pr-3">
                      <span className="inline-block rounded bg-slate-100 px-2 py-0.5">{t(`portal.review.kinds.${item.kind}`)}</span>
                      {item.liveTitle && item.liveTitle !== item.title ? (
                        <span className="block text-xs text-gray-700">{t('portal.review.nowLive', { title: item.liveTitle })}</span>
                      ) : null}
                    </td>
                    <td className="py-2 tabular-nums">{date.format(new Date(item.submittedAt))}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <PortalPager page={page} pages={pages} linkTo={(n) => `?pagina=${n}`} />
      </Card>
    </PortalPage>
  );
}
