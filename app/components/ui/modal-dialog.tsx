import type { ReactNode } from 'react';
import { Dialog, Modal, ModalOverlay } from 'react-aria-components';
import { AriaLocale } from './aria-locale.tsx';

/**
 * The frame of every modal on the site (navigation, mobile filters, gallery, quote form): react-aria's
 * overlay, modal and dialog, open while it is on the page, closed by Escape, a click outside or the
 * dialog's own button (`onClose`), with react-aria's texts in the brand's language. The screens give
 * the classes: where it sits, how large it is, what the dialog holds.
 */
export function ModalDialog({
  onClose,
  overlayClassName,
  modalClassName,
  dialogClassName,
  label,
  labelledBy,
  testId,
  children,
}: {
  onClose: () => void;
  overlayClassName: string;
  modalClassName: string;
  dialogClassName: string;
  /** The dialog's accessible name, when no heading with `slot="title"` inside names it. */
  label?: string;
  labelledBy?: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <AriaLocale>
      <ModalOverlay isOpen onOpenChange={(open) => (open ? null : onClose())} isDismissable className={overlayClassName}>
        <Modal className={modalClassName}>
          <Dialog className={dialogClassName} aria-label={label} aria-labelledby={labelledBy} data-testid={testId}>
            {children}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </AriaLocale>
  );
}
