import { useTranslation } from '../../../i18n/use-translation.tsx';
import { Link } from 'react-router';

export interface Crumb {
  label: string;
  to?: string;
}

/** Breadcrumb trail; the last crumb is the current page. */
export function Breadcrumbs({ items, className }: { items: Crumb[]; className?: string }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('breadcrumbs.label')} className={className}>
      <ol className="flex flex-wrap items-center gap-1 text-sm">
        {items.map((item, index) => (
          <li key={`${item.label}-${index}`} className="flex items-center gap-1">
            {index > 0 ? <span aria-hidden="true">/</span> : null}
            {item.to && index < items.length - 1 ? (
              <Link to={item.to} className="underline underline-offset-2 hover:no-underline">
                {item.label}
              </Link>
            ) : (
              <span aria-current="page">{item.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
