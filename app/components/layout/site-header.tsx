import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { Link, useNavigation } from 'react-router';
import { useSiteShell } from '../../site-shell/use-site-shell.ts';
import { lazyComponent } from '../lazy/lazy-component.tsx';

/** The modal's code (react-aria overlays) loads when the visitor reaches for the button. */
const SiteMenu = lazyComponent(() => import('./site-menu-dialog.tsx').then((m) => m.SiteMenuDialog));
const preloadMenu = () => void SiteMenu.preload();

/** Brand bar with the logo and the navigation, which opens as a modal (screens.md: Navigation). */
export function SiteHeader() {
  const { t } = useTranslation();
  const { platform, brand } = useSiteShell();
  const [open, setOpen] = useState(false);
  const loading = useNavigation().state !== 'idle';
  return (
    <header className="relative border-b border-brand-border bg-white">
      {/* A page loader while the next screen loads (client navigation). */}
      <div
        role="progressbar"
        aria-label={t('pageLoader.label')}
        aria-hidden={!loading}
        className={`absolute inset-x-0 bottom-0 h-1 origin-left bg-brand-strong transition-transform duration-700 ${loading ? 'scale-x-75' : 'scale-x-0'}`}
        data-testid="page-loader"
        data-loading={loading}
      />
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3">
        <Link to="/" className="flex items-center gap-2" aria-label={`${platform.name} – ${t('site.home')}`}>
          {platform.logoUrl ? <img src={platform.logoUrl} alt="" width={200} height={40} className="h-10 w-auto" /> : null}
          <span className="sr-only" data-testid="brand-name">
            {platform.name}
          </span>
        </Link>
        <div className="flex items-center gap-2">
          {/* screens.md 2: the kids navigation shows a 'current agenda' button beside the menu. */}
          {brand.features.agenda ? (
            <Link
              to="/agenda"
              className="whitespace-nowrap rounded-md border-2 border-brand-strong px-3 py-1.5 font-semibold text-brand-darker outline-offset-2 hover:bg-brand-light"
              aria-label={t('site.agenda')}
              data-testid="agenda-button"
            >
              {/* A phone's header has room for the short word beside the logo and the menu. */}
              <span className="sm:hidden">{t('site.agendaShort')}</span>
              <span className="hidden sm:inline">{t('site.agenda')}</span>
            </Link>
          ) : null}
          <button
            type="button"
            aria-haspopup="dialog"
            aria-expanded={open}
            onClick={() => setOpen(true)}
            onPointerEnter={preloadMenu}
            onFocus={preloadMenu}
            className="rounded-md bg-brand-strong px-4 py-2 font-semibold text-white outline-offset-2 hover:bg-brand-strong-hover active:bg-brand-strong-hover"
          >
            {t('site.menu')}
          </button>
        </div>
        {open ? <SiteMenu onClose={() => setOpen(false)} /> : null}
      </div>
    </header>
  );
}
