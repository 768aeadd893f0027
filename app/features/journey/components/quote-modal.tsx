import { useTranslation } from '../../../i18n/use-translation.tsx';
import { Button, Heading } from 'react-aria-components';
import type { FormActionResult } from '../../../components/forms/form-result.ts';
import { QuoteRequestForm, type QuoteValidationSource } from './quote-request-form.tsx';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';

/**
 * The quote form as a modal on small screens (screens.md 2, 4), where the side panel is hidden once
 * JavaScript runs. Its own chunk (react-aria overlays), loaded when the visitor reaches for its button.
 */
export function QuoteModal({
  slug,
  validation,
  actionData,
  onClose,
}: {
  slug: string;
  validation: QuoteValidationSource;
  actionData: FormActionResult | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ModalDialog
      onClose={onClose}
      overlayClassName="fixed inset-0 z-50 flex items-end justify-center bg-black/50 sm:items-center"
      modalClassName="max-h-[95vh] w-full max-w-lg overflow-y-auto rounded-t-lg bg-white sm:rounded-lg"
      dialogClassName="p-5 outline-none"
      labelledBy="quote-modal-title"
      testId="quote-modal"
    >
      <div className="mb-3 flex items-start justify-between gap-2">
        <Heading slot="title" id="quote-modal-title" className="text-xl font-bold">
          {t('activityDetail.quoteTitle')}
        </Heading>
        <Button onPress={onClose} className="rounded-md border border-gray-300 px-3 py-1" aria-label={t('activityDetail.gallery.close')}>
          ×
        </Button>
      </div>
      <QuoteRequestForm key={slug} validation={validation} formId={`quote-modal-${slug}`} actionData={actionData} />
    </ModalDialog>
  );
}
