import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { pageItems } from './page-items.ts';

/**
 * The page links of every paged list (overview, agenda): one rule (page-items.ts), previous and next,
 * the current page marked with aria-current. Plain links, so paging works without JavaScript.
 */
export function Pagination({ page, pageCount, hrefOf, testId }: { page: number; pageCount: number; hrefOf: (page: number) => string; testId: string }) {
  const { t } = useTranslation();
  const items = pageItems(page, pageCount);
  if (items.length === 0) return null;
  const base = 'flex h-10 min-w-10 items-center justify-center rounded-md border px-3 text-sm font-semibold';
  const idle = `${base} border-gray-300 bg-white hover:border-brand-strong`;
  return (
    <nav aria-label={t('pagination.label')} className="mt-8" data-testid={testId}>
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 ? (
          <li>
            <Link to={hrefOf(page - 1)} className={idle} rel="prev">
              {t('pagination.previous')}
            </Link>
          </li>
        ) : null}
        {items.map((item) =>
          item.kind === 'gap' ? (
            <li key={item.key} aria-hidden="true" className="px-1 text-gray-600">
              ...
            </li>
          ) : (
            <li key={item.page}>
              <Link
                to={hrefOf(item.page)}
                aria-current={item.page === page ? 'page' : undefined}
                aria-label={t('pagination.page', { page: item.page })}
                className={item.page === page ? `${base} border-brand-strong bg-brand-strong text-white` : idle}
              >
                {item.page}
              </Link>
            </li>
          ),
        )}
        {page < pageCount ? (
          <li>
            <Link to={hrefOf(page + 1)} className={idle} rel="next">
              {t('pagination.next')}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
