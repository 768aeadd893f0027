import { Button, Heading } from 'react-aria-components';
import { Link } from 'react-router';
import { actionButtonClassName } from '../../../components/forms/brand-styles.ts';
import { MediaImage } from '../../../components/ui/media-image.tsx';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import type { PublicPopup } from '../banners.schemas.ts';

/**
 * Where a pop-up's button leads (decision 110). A pop-up has no link of its own (core.md 3): its
 * call-to-action type says which question it invites, and the site has a form for each (the contact
 * message's type Question or Ad): the helpdesk's and the advertising page's.
 */
const CALL_TO_ACTION: Record<PublicPopup['ctaType'], string> = {
  QUESTION: '/helpdesk#question-title',
  AD: '/adverteren#advertise-question-title',
};

/**
 * The pop-up as a modal dialog (the site's frame for every modal): named by its title, focus inside it
 * while open and back where it was once closed; Escape, a click beside it, its close button and its own
 * button close it. An overlay: nothing in the page moves.
 */
export function PopupDialog({ popup, onClose }: { popup: PublicPopup; onClose: () => void }) {
  const { t } = useTranslation();
  const image = popup.media?.type === 'IMAGE' ? popup.media : null;
  return (
    <ModalDialog
      onClose={onClose}
      overlayClassName="fixed inset-0 z-50 flex items-end justify-center bg-black/50 sm:items-center sm:p-4"
      modalClassName="max-h-[90vh] w-full max-w-lg overflow-y-auto rounded-t-lg bg-white shadow-xl sm:rounded-lg"
      dialogClassName="outline-none"
      labelledBy="site-popup-title"
      testId="site-popup"
    >
      {image ? (
        <MediaImage
          src={image.url}
          alt={image.alt ?? ''}
          width={1000}
          height={400}
          sizes="(min-width: 640px) 512px, 100vw"
          eager
          withMessage={false}
          className="aspect-[5/2] w-full rounded-t-lg object-cover"
        />
      ) : null}
      <div className="p-6">
        <Heading slot="title" id="site-popup-title" className="text-2xl font-bold">
          {popup.title}
        </Heading>
        {popup.description ? <p className="mt-3 whitespace-pre-line text-gray-800">{popup.description}</p> : null}
        <div className="mt-6 flex flex-wrap items-center gap-3">
          <Link to={CALL_TO_ACTION[popup.ctaType]} onClick={onClose} className={actionButtonClassName}>
            {popup.buttonTitle}
          </Link>
          <Button onPress={onClose} className="rounded-md border border-gray-400 px-5 py-3 font-semibold text-gray-900 hover:bg-gray-100">
            {t('popup.close')}
          </Button>
        </div>
      </div>
    </ModalDialog>
  );
}
