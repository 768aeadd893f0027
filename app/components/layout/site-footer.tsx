import { useTranslation } from '../../i18n/use-translation.tsx';
import { useSiteShell } from '../../site-shell/use-site-shell.ts';
import { MenuLink } from './menu-link.tsx';

export function SiteFooter() {
  const { t } = useTranslation();
  const { platform, footer } = useSiteShell();
  return (
    <footer className="mt-16 bg-brand-light">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-10 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <p className="text-lg font-bold">{platform.name}</p>
          {platform.tagline ? <p className="text-sm text-gray-700">{platform.tagline}</p> : null}
        </div>
        <nav aria-label={t('site.footerNavigation')}>
          <ul className="flex flex-col gap-2 sm:items-end">
            {footer.map((item) => (
              <li key={item.url}>
                <MenuLink item={item} className="text-gray-800 underline-offset-2 hover:underline" />
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
