import { useTranslation } from '../../i18n/use-translation.tsx';
import { Button, Heading } from 'react-aria-components';
import { useSiteShell } from '../../site-shell/use-site-shell.ts';
import { MenuLink } from './menu-link.tsx';
import { ModalDialog } from '../ui/modal-dialog.tsx';

/**
 * The navigation modal (screens.md: Navigation). Its own chunk: react-aria's overlay code is loaded
 * when the visitor reaches for the menu button, not with the page (decision 080).
 */
export function SiteMenuDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { platform, navigation } = useSiteShell();
  return (
    <ModalDialog
      onClose={onClose}
      overlayClassName="fixed inset-0 z-50 flex justify-end bg-black/40"
      modalClassName="h-full w-full max-w-sm bg-white shadow-xl"
      dialogClassName="flex h-full flex-col p-6 outline-none"
    >
      <div className="mb-6 flex items-center justify-between">
        <Heading slot="title" className="text-xl font-bold">
          {platform.name}
        </Heading>
        <Button onPress={onClose} className="rounded-md border border-brand-border px-3 py-1">
          {t('site.closeMenu')}
        </Button>
      </div>
      <nav aria-label={t('site.navigation')}>
        <ul className="space-y-1">
          {navigation.map((item) => (
            <li key={item.url}>
              <MenuLink item={item} onNavigate={onClose} className="block rounded-md px-3 py-2 text-lg hover:bg-brand-light" />
            </li>
          ))}
        </ul>
      </nav>
    </ModalDialog>
  );
}
