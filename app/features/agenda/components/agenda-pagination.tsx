import { useTranslation } from '../../../i18n/use-translation.tsx';
import { Link } from 'react-router';
import { deepPrimaryBg } from '../../../components/forms/brand-styles.ts';
import { pageLinks } from '../agenda-layout.ts';
import { type AgendaFilters, agendaSearch } from '../agenda-params.ts';

/** Page links of the agenda (15 items a page); plain links, so they work without JavaScript. */
export function AgendaPagination({ filters, pageCount }: { filters: AgendaFilters; pageCount: number }) {
  const { t } = useTranslation();
  const pages = pageLinks(filters.page, pageCount);
  if (pages.length === 0) return null;
  const to = (page: number) => `/agenda${agendaSearch({ ...filters, page })}`;
  const linkClass = 'inline-flex min-w-10 items-center justify-center rounded-md border border-brand-border bg-white px-3 py-2 hover:bg-brand-light';
  return (
    <nav aria-label={t('agenda.pagination.label')} className="mt-8" data-testid="agenda-pagination">
      <ul className="flex flex-wrap items-center gap-2">
        {filters.page > 1 ? (
          <li>
            <Link to={to(filters.page - 1)} className={linkClass} rel="prev">
              {t('agenda.pagination.previous')}
            </Link>
          </li>
        ) : null}
        {pages.map((page, index) =>
          page === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1">
              …
            </li>
          ) : (
            <li key={page}>
              {page === filters.page ? (
                <span
                  aria-current="page"
                  className={`inline-flex min-w-10 items-center justify-center rounded-md px-3 py-2 font-semibold text-white ${deepPrimaryBg}`}
                >
                  <span className="sr-only">{t('agenda.pagination.page')} </span>
                  {page}
                </span>
              ) : (
                <Link to={to(page)} className={linkClass}>
                  <span className="sr-only">{t('agenda.pagination.page')} </span>
                  {page}
                </Link>
              )}
            </li>
          ),
        )}
        {filters.page < pageCount ? (
          <li>
            <Link to={to(filters.page + 1)} className={linkClass} rel="next">
              {t('agenda.pagination.next')}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
