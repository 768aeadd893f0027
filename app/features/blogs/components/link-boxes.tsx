import { useTranslation } from '../../../i18n/use-translation.tsx';
import { Link } from 'react-router';
import type { LinkBox } from '../link-boxes.ts';

/** 'Handige links': boxes of links to the SEO landing pages. Renders nothing without boxes. */
export function LinkBoxes({ boxes }: { boxes: LinkBox[] }) {
  const { t } = useTranslation();
  if (boxes.length === 0) return null;
  return (
    <section aria-labelledby="link-boxes-heading" className="mx-auto mt-16 max-w-6xl px-4" data-testid="link-boxes">
      <h2 id="link-boxes-heading" className="mb-6 text-2xl font-bold">
        {t('linkBoxes.heading')}
      </h2>
      <div className="grid gap-6 sm:grid-cols-3">
        {boxes.map((box, index) => (
          <nav
            key={box.titleKey ?? index}
            aria-label={box.titleKey ? t(box.titleKey) : t('linkBoxes.heading')}
            className="rounded-lg border border-brand-border bg-white p-5"
          >
            {box.titleKey ? <h3 className="mb-3 font-semibold">{t(box.titleKey)}</h3> : null}
            <ul className="space-y-1.5">
              {box.links.map((link) => (
                <li key={link.href}>
                  <Link to={link.href} className="text-gray-800 underline decoration-brand-border underline-offset-2 hover:text-brand-darker">
                    {t(link.label.key, link.label.values ?? {})}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
    </section>
  );
}
