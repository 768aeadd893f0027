import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.tsx';

export interface Crumb {
  label: string;
  to?: string;
}

/** The breadcrumb trail of a page (screens.md 2): links up to the current page, which is the last crumb. */
export function Breadcrumbs({ items, className }: { items: Crumb[]; className?: string }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('breadcrumbs.label')} className={`text-sm ${className ?? ''}`} data-testid="breadcrumbs">
      <ol className="flex flex-wrap items-center gap-1">
        {items.map((item, index) => (
          <li key={`${item.label}-${index}`} className="flex items-center gap-1">
            {index > 0 ? <span aria-hidden="true">/</span> : null}
            {item.to && index < items.length - 1 ? (
              <Link to={item.to} className="underline underline-offset-2 hover:no-underline">
                {item.label}
              </Link>
            ) : (
              <span aria-current="page" className="font-semibold">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
