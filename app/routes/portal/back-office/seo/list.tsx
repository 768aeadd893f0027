import { Link } from 'react-router';
import { ScheduleBadge } from '../../../../portal/ui/schedule.tsx';
import { dateTimeFormat } from '../../../../portal/ui/date-format.ts';
import type { Route } from './+types/list';
import { FormAlert } from '../../../../components/forms/form-alert.tsx';
import { listSeoPagesForAdmin, SEO_PAGE_SORTS } from '../../../../features/seo/seo-admin.server.ts';
import type { SeoPageAdminRow } from '../../../../features/seo/seo-admin.types.ts';
import { screenTexts } from '../../../../i18n/catalogue-loader.ts';
import { loaderHead } from '../../../../page-head/loader-head.ts';
import { readListQuery } from '../../../../portal/list-query.ts';
import { type DataColumn, DataTable } from '../../../../portal/ui/data-table.tsx';
import { linkClassName, primaryButtonClassName, usePortalText, PageHeading } from '../../../../portal/ui/portal-page.tsx';
import { backOfficeOf } from '../back-office.server.ts';
import { seoPagePath } from './paths.ts';
import { asActor, portalHead } from '../../portal-guards.server.ts';

// The SEO landing pages of the chosen platform (decision 104): searched, sorted and paged on the server.

export async function loader({ context, request }: Route.LoaderArgs) {
  const { ctx, portal, actor, platform } = await backOfficeOf(context, request);
  const url = new URL(request.url);
  const query = readListQuery(url, SEO_PAGE_SORTS, { sort: 'slug' });
  const list = await asActor(() => listSeoPagesForAdmin(ctx.db, actor, platform.id, query));
  const removed = url.searchParams.get('verwijderd');
  return { head: portalHead(portal, 'portal.backOffice.sections.seo'), ...list, query, platform, removed, locale: portal.locale };
}

export const handle = await screenTexts('portal');
export const meta: Route.MetaFunction = loaderHead;

export default function BackOfficeSeoPages({ loaderData }: Route.ComponentProps) {
  const t = usePortalText();
  const { items, total, query, platform, removed, locale } = loaderData;
  const date = dateTimeFormat(locale === 'de' ? 'de-DE' : 'nl-NL', { dateStyle: 'medium', timeZone: 'Europe/Amsterdam' });
  const columns: DataColumn<SeoPageAdminRow>[] = [
    {
      id: 'slug',
      header: t('portal.backOffice.seo.columns.slug'),
      meta: { sortKey: 'slug' },
      cell: ({ row }) => (
        <Link to={seoPagePath(platform.id, row.original.id)} className={`${linkClassName} break-all`}>
          /{row.original.slug}
        </Link>
      ),
    },
    { id: 'title', header: t('portal.backOffice.seo.columns.title'), meta: { sortKey: 'title' }, cell: ({ row }) => row.original.title },
    { id: 'pageTitle', header: t('portal.backOffice.seo.columns.pageTitle'), cell: ({ row }) => row.original.pageTitle ?? '' },
    { id: 'places', header: t('portal.backOffice.seo.columns.places'), meta: { numeric: true }, cell: ({ row }) => row.original.locationCount },
    { id: 'filters', header: t('portal.backOffice.seo.columns.filters'), meta: { numeric: true }, cell: ({ row }) => row.original.filterCount },
    {
      id: 'active',
      header: t('portal.backOffice.seo.columns.active'),
      meta: { sortKey: 'active' },
      cell: ({ row: { original: page } }) => (
        <div className="flex flex-wrap items-center gap-2">
          <span>{t(page.active ? 'portal.backOffice.seo.on' : 'portal.backOffice.seo.off')}</span>
          <ScheduleBadge publishAt={page.publishAt} unpublishAt={page.unpublishAt} timeZone={platform.timeZone} />
        </div>
      ),
    },
    {
      id: 'updatedAt',
      header: t('portal.backOffice.seo.columns.updatedAt'),
      meta: { sortKey: 'updatedAt' },
      cell: ({ row }) => date.format(new Date(row.original.updatedAt)),
    },
  ];
  return (
    <div>
      <PageHeading
        title={`${t('portal.backOffice.sections.seo')} · ${platform.name}`}
        beside={
          <Link to={seoPagePath(platform.id, 'nieuw')} className={primaryButtonClassName}>
            {t('portal.backOffice.seo.new')}
          </Link>
        }
      />
      {removed ? (
        <div className="mb-4">
          <FormAlert tone="success">{t('portal.backOffice.seo.removed', { path: `/${removed}` })}</FormAlert>
        </div>
      ) : null}
      <DataTable
        rows={items}
        columns={columns}
        total={total}
        query={query}
        caption={t('portal.backOffice.seo.caption', { platform: platform.name })}
        searchLabel={t('portal.backOffice.seo.search')}
        rowKey={(row) => row.id}
        testId="seo-pages-table"
      />
    </div>
  );
}
