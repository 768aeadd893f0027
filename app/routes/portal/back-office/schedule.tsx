import { Link } from 'react-router';
import type { Route } from './+types/schedule';
import { TextField } from '../../../components/forms/fields.tsx';
import { QueryForm } from '../../../components/forms/query-form.tsx';
import { PORTAL_PATHS } from '../../../config/portal-links.ts';
import { bannersAsOf } from '../../../features/banners/banner-admin.server.ts';
import { blogListOf, blogsAsOf } from '../../../features/blogs/blog-admin.server.ts';
import { seoPagesAsOf } from '../../../features/seo/seo-admin.server.ts';
import { screenTexts } from '../../../i18n/catalogue-loader.ts';
import { loaderHead } from '../../../page-head/loader-head.ts';
import { PLATFORM_PARAM } from '../../../portal/back-office-sections.ts';
import type { AsOfItem } from '../../../portal/schedule.server.ts';
import { instantOfLocal, isLocalDateTime, localOfInstant } from '../../../portal/schedule.ts';
import { Card, linkClassName, PageHeading, secondaryButtonClassName, usePortalText } from '../../../portal/ui/portal-page.tsx';
import { useScheduleTime } from '../../../portal/ui/schedule.tsx';
import { backOfficeOf } from './back-office.server.ts';
import { asActor, portalHead } from '../portal-guards.server.ts';

// The platform as it will be at a chosen moment (docs/decisions/121): which banners, pop-up, SEO pages and
// blog articles the site shows then, with what goes on or off until then, each linked to its editor. A
// list in the portal, not the public pages rendered "as of" then: those are cached whole for every
// visitor (decision 004), and a page with tomorrow's content must never reach the cache or a visitor.

const MOMENT_PARAM = 'moment';
const FORM = 'schedule';

export async function loader({ context, request }: Route.LoaderArgs) {
  const { ctx, portal, actor, platform } = await backOfficeOf(context, request);
  const now = new Date();
  const typed = new URL(request.url).searchParams.get(MOMENT_PARAM)?.trim() || '';
  // A moment gone has no answer here (the switches' history is the audit log's): the current minute is the earliest.
  const asked = typed && isLocalDateTime(typed.slice(0, 16)) ? instantOfLocal(typed.slice(0, 16), platform.timeZone) : null;
  const refused = typed !== '' && (asked === null || asked.getTime() < now.getTime() - 60_000);
  const at = !refused && asked ? asked : now;
  const list = await asActor(() => blogListOf(ctx.db, actor, platform.id));
  const [{ banners, popups }, seoPages, blogs] = await asActor(() =>
    Promise.all([bannersAsOf(ctx.db, actor, platform.id, at), seoPagesAsOf(ctx.db, actor, platform.id, at), blogsAsOf(ctx.db, actor, list.platformId, at)]),
  );
  return {
    head: portalHead(portal, 'portal.schedule.asOf.title'),
    platform,
    at,
    moment: localOfInstant(at, platform.timeZone),
    errors: refused ? { [MOMENT_PARAM]: 'portal.schedule.asOf.errors.at' } : {},
    banners,
    popups,
    seoPages,
    blogs,
  };
}

export const handle = await screenTexts('portal');
export const meta: Route.MetaFunction = loaderHead;

type Kind = 'banners' | 'popups' | 'seoPages' | 'blogs';

/** One kind's items then: those shown, and those that go off until then. */
function KindCard({ kind, items, editorOf }: { kind: Kind; items: AsOfItem[]; editorOf: (id: number) => string }) {
  const t = usePortalText();
  const headingId = `schedule-${kind}`;
  return (
    <Card>
      <section aria-labelledby={headingId} data-testid={`schedule-${kind}`}>
        <h2 id={headingId} className="mb-3 text-lg font-bold text-slate-900">
          {t(`portal.schedule.asOf.kinds.${kind}`)}
        </h2>
        {items.length === 0 ? (
          <p className="text-gray-700">{t('portal.schedule.asOf.none')}</p>
        ) : (
          <ul className="space-y-2">
            {items.map((item) => (
              <li key={item.id} className="flex flex-wrap items-center gap-2">
                <Link
                  to={editorOf(item.id)}
                  className={`${linkClassName} break-words ${item.then ? '' : 'line-through'}`}
                  aria-label={t('portal.schedule.asOf.editLabel', { title: item.title })}
                >
                  {kind === 'seoPages' ? `/${item.title}` : item.title}
                </Link>
                {item.then && !item.now ? (
                  <span className="rounded bg-sky-100 px-2 py-0.5 text-sm text-sky-900">{t('portal.schedule.asOf.goesOn')}</span>
                ) : null}
                {!item.then && item.now ? (
                  <span className="rounded bg-amber-100 px-2 py-0.5 text-sm text-amber-900">{t('portal.schedule.asOf.goesOff')}</span>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    </Card>
  );
}

export default function BackOfficeSchedule({ loaderData }: Route.ComponentProps) {
  const t = usePortalText();
  const { platform, at, moment, errors, banners, popups, seoPages, blogs } = loaderData;
  const time = useScheduleTime(platform.timeZone);
  const editor = (path: string) => (id: number) => `${PORTAL_PATHS.backOffice}/${path}/${id}?${PLATFORM_PARAM}=${platform.id}`;
  // The site shows one pop-up: the first of those shown then (the list is in the site's order).
  const shownPopup = popups.find((popup) => popup.then);
  const popupItems = popups.filter((popup) => popup === shownPopup || !popup.then);
  return (
    <div>
      <PageHeading title={t('portal.schedule.asOf.title')} intro={t('portal.schedule.asOf.intro', { platform: platform.name, zone: platform.timeZone })} />
      <QueryForm name={FORM} errors={errors} className="mb-6 flex flex-wrap items-end gap-3" testId="schedule-moment">
        <input type="hidden" name={PLATFORM_PARAM} value={platform.id} />
        <TextField name={MOMENT_PARAM} type="datetime-local" label={t('portal.schedule.asOf.at')} defaultValue={moment} />
        <button type="submit" className={secondaryButtonClassName}>
          {t('portal.schedule.asOf.show')}
        </button>
      </QueryForm>
      <h2 className="mb-4 text-xl font-bold text-slate-900" data-testid="schedule-heading">
        {t('portal.schedule.asOf.heading', { platform: platform.name, at: time(at) })}
      </h2>
      <div className="grid gap-4 lg:grid-cols-2">
        <KindCard kind="banners" items={banners} editorOf={editor('banners')} />
        <KindCard kind="popups" items={popupItems} editorOf={editor('banners/pop-ups')} />
        <KindCard kind="seoPages" items={seoPages} editorOf={editor('seo')} />
        <KindCard kind="blogs" items={blogs} editorOf={editor('blogs')} />
      </div>
    </div>
  );
}
