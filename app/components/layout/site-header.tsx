import { useTranslation } from 'react-i18next';
import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Link, useNavigation } from 'react-router';
import { useSiteShell } from '../../features/platform/use-site-shell.ts';
import { MenuLink } from './menu-link.tsx';

/** Brand bar with the logo and the navigation, which opens as a modal (screens.md: Navigation). */
export function SiteHeader() {
  const { t } = useTranslation();
  const { platform, navigation } = useSiteShell();
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
        <DialogTrigger>
          <Button className="rounded-md bg-brand-strong px-4 py-2 font-semibold text-white outline-offset-2 hover:bg-brand-strong-hover data-[pressed]:bg-brand-strong-hover">
            {t('site.menu')}
          </Button>
          <ModalOverlay isDismissable className="fixed inset-0 z-50 flex justify-end bg-black/40">
            <Modal className="h-full w-full max-w-sm bg-white shadow-xl">
              <Dialog className="flex h-full flex-col p-6 outline-none">
                {({ close }) => (
                  <>
                    <div className="mb-6 flex items-center justify-between">
                      <Heading slot="title" className="text-xl font-bold">
                        {platform.name}
                      </Heading>
                      <Button onPress={close} className="rounded-md border border-brand-border px-3 py-1">
                        {t('site.closeMenu')}
                      </Button>
                    </div>
                    <nav aria-label={t('site.navigation')}>
                      <ul className="space-y-1">
                        {navigation.map((item) => (
                          <li key={item.url}>
                            <MenuLink item={item} onNavigate={close} className="block rounded-md px-3 py-2 text-lg hover:bg-brand-light" />
                          </li>
                        ))}
                      </ul>
                    </nav>
                  </>
                )}
              </Dialog>
            </Modal>
          </ModalOverlay>
        </DialogTrigger>
      </div>
    </header>
  );
}
