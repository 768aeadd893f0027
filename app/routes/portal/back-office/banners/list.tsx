import { Link } from 'react-router';
import type { Route } from './+types/list';
import { BannerSwitchSchema } from '../../../../features/banners/banner-admin.schemas.ts';
import { BANNER_SORTS, type BannerListRow, listBanners, listPopups, setBannerActive } from '../../../../features/banners/banner-admin.server.ts';
import { FormAlert } from '../../../../components/forms/form-alert.tsx';
import { PORTAL_PATHS } from '../../../../config/portal-links.ts';
import { screenTexts } from '../../../../i18n/catalogue-loader.ts';
import { loaderHead } from '../../../../page-head/loader-head.ts';
import { PLATFORM_PARAM } from '../../../../portal/back-office-sections.ts';
import { readListQuery } from '../../../../portal/list-query.ts';
import { portalFormData, succeed } from '../../../../components/forms/form-action.server.ts';
import { linkClassName, primaryButtonClassName, secondaryButtonClassName, usePortalText, PageHeading } from '../../../../portal/ui/portal-page.tsx';
import { FormNotice } from '../../../../components/forms/post-form.tsx';
import { type DataColumn, DataTable } from '../../../../portal/ui/data-table.tsx';
import { backOfficeOf } from '../back-office.server.ts';
import { asActor, portalHead } from '../../portal-guards.server.ts';
import { ButtonForm } from '../../../../portal/ui/button-form.tsx';
import { ScheduleBadge } from '../../../../portal/ui/schedule.tsx';

// The platform's banners in the back office (decision 104): a list paged, sorted and searched on the
// server, each with its on/off switch and a link to its editor.

const SWITCH_FORM = 'banner-switch';

/** The pop-ups' list columns, as named in the catalogue. */

export async function loader({ context, request }: Route.LoaderArgs) {
  const { ctx, portal, actor, platform } = await backOfficeOf(context, request);
  const url = new URL(request.url);
  const query = readListQuery(url, BANNER_SORTS, { sort: 'title' });
  const [list, popups] = await asActor(() => Promise.all([listBanners(ctx.db, actor, platform.id, query), listPopups(ctx.db, actor, platform.id)]));
  return {
    head: portalHead(portal, 'portal.backOffice.banners.title'),
    platform,
    query,
    ...list,
    deleted: url.searchParams.get('verwijderd'),
    popupDeleted: url.searchParams.get('popup-verwijderd'),
    popups,
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { ctx, portal, actor, platform } = await backOfficeOf(context, request);
  const formData = await portalFormData(request, portal.csrfToken);
  const parsed = BannerSwitchSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) throw new Response('Bad Request', { status: 400 });
  const { id, active } = parsed.data;
  const { title } = await asActor(() => setBannerActive(ctx.db, actor, platform.id, id, active === 'on'));
  return succeed({ form: SWITCH_FORM, notice: `portal.backOffice.banners.${active === 'on' ? 'switchedOn' : 'switchedOff'}`, params: { title } });
}

export const handle = await screenTexts('portal');

export const meta: Route.MetaFunction = loaderHead;

export default function BackOfficeBanners({ loaderData, actionData }: Route.ComponentProps) {
  const t = usePortalText();
  const { platform, query, items, total, deleted, popupDeleted, popups } = loaderData;
  const withPlatform = (path: string) => `${path}?${PLATFORM_PARAM}=${platform.id}`;
  const popupColumns: DataColumn<(typeof popups)[number]>[] = [
    {
      id: 'title',
      header: t('portal.backOffice.popups.columns.title'),
      meta: { narrowName: false },
      cell: ({ row: { original: popup } }) => (
        <Link
          to={withPlatform(`${PORTAL_PATHS.backOffice}/banners/pop-ups/${popup.id}`)}
          className={linkClassName}
          aria-label={t('portal.backOffice.popups.editLabel', { title: popup.title })}
        >
          {popup.title}
        </Link>
      ),
    },
    {
      id: 'ctaType',
      header: t('portal.backOffice.popups.columns.ctaType'),
      cell: ({ row }) => t(`portal.backOffice.banners.ctaTypes.${row.original.ctaType}`),
    },
    { id: 'buttonTitle', header: t('portal.backOffice.popups.columns.buttonTitle'), cell: ({ row }) => row.original.buttonTitle },
    {
      id: 'active',
      header: t('portal.backOffice.popups.columns.active'),
      cell: ({ row: { original: popup } }) => (
        <div className="flex flex-wrap items-center gap-2">
          <span className={popup.active ? 'font-semibold text-green-800' : 'text-gray-700'} data-testid="popup-status">
            {t(`portal.backOffice.banners.${popup.active ? 'on' : 'off'}`)}
          </span>
          <ScheduleBadge publishAt={popup.publishAt} unpublishAt={popup.unpublishAt} timeZone={platform.timeZone} />
        </div>
      ),
    },
  ];
  const columns: DataColumn<BannerListRow>[] = [
    {
      id: 'title',
      header: t('portal.backOffice.banners.columns.title'),
      meta: { sortKey: 'title' },
      cell: ({ row }) => (
        <Link
          to={withPlatform(`${PORTAL_PATHS.backOffice}/banners/${row.original.id}`)}
          className={linkClassName}
          aria-label={t('portal.backOffice.banners.editLabel', { title: row.original.title })}
        >
          {row.original.title}
        </Link>
      ),
    },
    {
      id: 'active',
      header: t('portal.backOffice.banners.columns.active'),
      meta: { sortKey: 'active' },
      cell: ({ row }) => {
        const banner = row.original;
        return (
          <div className="flex flex-wrap items-center gap-2">
            <span className={banner.active ? 'font-semibold text-green-800' : 'text-gray-700'}>
              {t(`portal.backOffice.banners.${banner.active ? 'on' : 'off'}`)}
            </span>
            <ButtonForm
              form={SWITCH_FORM}
              values={{ id: banner.id, active: banner.active ? 'off' : 'on' }}
              small
              accessibleName={t(`portal.backOffice.banners.${banner.active ? 'switchOffLabel' : 'switchOnLabel'}`, { title: banner.title })}
            >
              {t(`portal.backOffice.banners.${banner.active ? 'switchOff' : 'switchOn'}`)}
            </ButtonForm>
            <ScheduleBadge publishAt={banner.publishAt} unpublishAt={banner.unpublishAt} timeZone={platform.timeZone} />
          </div>
        );
      },
    },
    {
      id: 'ctaType',
      header: t('portal.backOffice.banners.columns.ctaType'),
      meta: { sortKey: 'ctaType' },
      cell: ({ row }) => t(`portal.backOffice.banners.ctaTypes.${row.original.ctaType}`),
    },
    { id: 'link', header: t('portal.backOffice.banners.columns.link'), cell: ({ row }) => <span className="break-all">{row.original.link}</span> },
    { id: 'clicks', header: t('portal.backOffice.banners.columns.clicks'), meta: { numeric: true }, cell: ({ row }) => row.original.amountOfClicks },
  ];
  return (
    <div>
      <PageHeading
        title={t('portal.backOffice.banners.title')}
        intro={t('portal.backOffice.banners.intro', { platform: platform.name })}
        beside={
          <Link to={withPlatform(`${PORTAL_PATHS.backOffice}/banners/nieuw`)} className={primaryButtonClassName}>
            {t('portal.backOffice.banners.new')}
          </Link>
        }
      />
      <FormNotice actionData={actionData} form={SWITCH_FORM} />
      {deleted ? <FormAlert tone="success">{t('portal.backOffice.banners.deleted', { title: deleted })}</FormAlert> : null}
      <DataTable
        rows={items}
        columns={columns}
        total={total}
        query={query}
        caption={t('portal.backOffice.banners.caption', { platform: platform.name })}
        searchLabel={t('portal.backOffice.banners.search')}
        rowKey={(row) => row.id}
        testId="banners-table"
      />
      <section aria-labelledby="popups-title" className="mt-10">
        <div className="mb-2 flex flex-wrap items-center justify-between gap-3">
          <h2 id="popups-title" className="text-xl font-bold text-slate-900">
            {t('portal.backOffice.popups.title')}
          </h2>
          <Link to={withPlatform(`${PORTAL_PATHS.backOffice}/banners/pop-ups/nieuw`)} className={secondaryButtonClassName}>
            {t('portal.backOffice.popups.new')}
          </Link>
        </div>
        <p className="mb-4 text-gray-700">{t('portal.backOffice.popups.intro', { platform: platform.name })}</p>
        {popupDeleted ? <FormAlert tone="success">{t('portal.backOffice.popups.deleted', { title: popupDeleted })}</FormAlert> : null}
        {popups.length === 0 ? (
          <p className="text-gray-700">{t('portal.backOffice.popups.empty')}</p>
        ) : (
          <DataTable
            rows={popups}
            columns={popupColumns}
            caption={t('portal.backOffice.popups.caption', { platform: platform.name })}
            rowKey={(popup) => popup.id}
            testId="popups-table"
          />
        )}
      </section>
    </div>
  );
}
