import { useTranslation } from '../../../i18n/use-translation.tsx';
import { Link } from 'react-router';
import type { RelatedProvince } from '../related.ts';

/** 'Relevante uitjes' under an article, grouped by province. Renders nothing without groups. */
export function RelatedActivities({ groups }: { groups: RelatedProvince[] }) {
  const { t } = useTranslation();
  if (groups.length === 0) return null;
  return (
    <section aria-labelledby="related-title" className="mt-12 rounded-lg bg-brand-light p-6" data-testid="related-activities">
      <h2 id="related-title" className="mb-4 text-2xl font-bold">
        {t('blog.related.title')}
      </h2>
      <div className="grid gap-6 sm:grid-cols-3">
        {groups.map((group) => (
          <div key={group.province}>
            <h3 className="mb-2 font-semibold">{group.province}</h3>
            <ul className="space-y-1">
              {group.activities.map((activity) => (
                <li key={activity.slug}>
                  <Link to={`/uitjes/${activity.slug}`} className="underline underline-offset-2 hover:no-underline">
                    {activity.title}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
