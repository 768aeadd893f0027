import { Link } from 'react-router';
import { ScheduleBadge } from '../../../../portal/ui/schedule.tsx';
import { dateTimeFormat } from '../../../../portal/ui/date-format.ts';
import type { Route } from './+types/list';
import { FormAlert } from '../../../../components/forms/form-alert.tsx';
import { BLOG_SORTS, type BlogAdminRow, blogListOf, listBlogsForAdmin } from '../../../../features/blogs/blog-admin.server.ts';
import { screenTexts } from '../../../../i18n/catalogue-loader.ts';
import { loaderHead } from '../../../../page-head/loader-head.ts';
import { readListQuery } from '../../../../portal/list-query.ts';
import { type DataColumn, DataTable } from '../../../../portal/ui/data-table.tsx';
import { linkClassName, primaryButtonClassName, usePortalText, PageHeading } from '../../../../portal/ui/portal-page.tsx';
import { backOfficeOf } from '../back-office.server.ts';
import { blogPath } from './paths.ts';
import { asActor, portalHead } from '../../portal-guards.server.ts';

// The blog articles the chosen platform shows (decision 104), drafts included: searched, sorted and paged on
// the server. The Belgian site shows the Dutch list: the page says so and edits that list.

export async function loader({ context, request }: Route.LoaderArgs) {
  const { ctx, portal, actor, platform } = await backOfficeOf(context, request);
  const url = new URL(request.url);
  const query = readListQuery(url, BLOG_SORTS, { sort: 'position' });
  const list = await asActor(() => blogListOf(ctx.db, actor, platform.id));
  const result = await asActor(() => listBlogsForAdmin(ctx.db, actor, list.platformId, query));
  return {
    head: portalHead(portal, 'portal.backOffice.sections.blogs'),
    ...result,
    list,
    query,
    platform,
    removed: url.searchParams.get('verwijderd'),
    locale: portal.locale,
  };
}

export const handle = await screenTexts('portal');
export const meta: Route.MetaFunction = loaderHead;

export default function BackOfficeBlogs({ loaderData }: Route.ComponentProps) {
  const t = usePortalText();
  const { items, total, query, platform, list, removed, locale } = loaderData;
  const date = dateTimeFormat(locale === 'de' ? 'de-DE' : 'nl-NL', { dateStyle: 'medium', timeZone: 'UTC' });
  const columns: DataColumn<BlogAdminRow>[] = [
    {
      id: 'title',
      header: t('portal.backOffice.blogs.columns.title'),
      meta: { sortKey: 'title' },
      cell: ({ row }) => (
        <Link to={blogPath(platform.id, row.original.id)} className={linkClassName}>
          {row.original.title}
        </Link>
      ),
    },
    {
      id: 'state',
      header: t('portal.backOffice.blogs.columns.state'),
      meta: { sortKey: 'active' },
      cell: ({ row: { original: blog } }) => (
        <div className="flex flex-wrap items-center gap-2">
          <span>{t(`portal.backOffice.blogs.states.${blog.active ? 'published' : 'draft'}`)}</span>
          <ScheduleBadge publishAt={blog.publishAt} unpublishAt={blog.unpublishAt} timeZone={list.timeZone} />
        </div>
      ),
    },
    {
      id: 'publishedAt',
      header: t('portal.backOffice.blogs.columns.publishedAt'),
      meta: { sortKey: 'publishedAt' },
      cell: ({ row }) => date.format(new Date(row.original.publishedAt)),
    },
    { id: 'tags', header: t('portal.backOffice.blogs.columns.tags'), cell: ({ row }) => row.original.tags.join(', ') },
    {
      id: 'position',
      header: t('portal.backOffice.blogs.columns.position'),
      meta: { sortKey: 'position', numeric: true },
      cell: ({ row }) => row.original.position + 1,
    },
  ];
  return (
    <div>
      <PageHeading
        title={`${t('portal.backOffice.sections.blogs')} · ${list.name}`}
        beside={
          <Link to={blogPath(platform.id, 'nieuw')} className={primaryButtonClassName}>
            {t('portal.backOffice.blogs.new')}
          </Link>
        }
      />
      {list.shared ? (
        <p className="mb-4 rounded-md bg-slate-100 p-3 text-slate-900">{t('portal.backOffice.blogs.shared', { platform: platform.name, source: list.name })}</p>
      ) : null}
      {removed ? <FormAlert tone="success">{t('portal.backOffice.blogs.removed', { title: removed })}</FormAlert> : null}
      <DataTable
        rows={items}
        columns={columns}
        total={total}
        query={query}
        caption={t('portal.backOffice.blogs.caption', { platform: list.name })}
        searchLabel={t('portal.backOffice.blogs.search')}
        rowKey={(row) => row.id}
        testId="blogs-table"
      />
    </div>
  );
}
