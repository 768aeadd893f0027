import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { Button, Heading } from 'react-aria-components';
import type { Media } from '../../../public-api/public-api.schemas.ts';
import { MediaView } from './gallery-media.tsx';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';

/**
 * The gallery's lightbox (screens.md 2): the current item large, the gallery's arrows and position,
 * closes on Escape. Its own chunk (react-aria overlays), loaded when the visitor reaches for it.
 */
export function GalleryLightbox({
  item,
  title,
  position,
  arrows,
  onClose,
}: {
  item: Media;
  title: string;
  position: string;
  arrows: ReactNode;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ModalDialog
      onClose={onClose}
      overlayClassName="fixed inset-0 z-50 flex items-center justify-center bg-black/90 p-4"
      modalClassName="w-full max-w-6xl outline-none"
      dialogClassName="relative outline-none"
      label={title}
      testId="lightbox"
    >
      <Heading slot="title" className="sr-only">
        {title}
      </Heading>
      <div className="relative flex items-center justify-center">
        <MediaView item={item} title={title} large />
        {arrows}
      </div>
      <p className="mt-2 text-center text-white">{position}</p>
      <Button onPress={onClose} className="absolute right-0 top-0 rounded-md bg-white px-3 py-2 font-semibold text-gray-900">
        {t('activityDetail.gallery.close')}
      </Button>
    </ModalDialog>
  );
}
