import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { primaryButtonClassName, secondaryButtonClassName, usePortalText } from './portal-page.tsx';

/**
 * Unsaved changes are not lost silently (decision 104; every portal editor): while `dirty`, leaving the page asks first. Closing the
 * tab or following a plain link: the browser's own question (beforeunload). A link inside the portal:
 * React Router's blocker and the dialog below. A post of the page's own form stays on its path and is
 * never held up.
 */
export function UnsavedChangesGuard({ dirty }: { dirty: boolean }) {
  const t = usePortalText();
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the question only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const node = dialog.current;
    if (!node) return;
    if (blocker.state === 'blocked' && !node.open) node.showModal();
    if (blocker.state !== 'blocked' && node.open) node.close();
  }, [blocker.state]);

  return (
    <dialog
      ref={dialog}
      aria-labelledby="unsaved-title"
      aria-describedby="unsaved-text"
      // Escape closes the dialog: that means "stay".
      onCancel={() => blocker.reset?.()}
      className="m-auto max-w-md rounded-lg border border-slate-300 p-6 shadow-xl backdrop:bg-slate-900/50"
      data-testid="unsaved-dialog"
    >
      <h2 id="unsaved-title" className="mb-2 text-lg font-bold">
        {t('portal.unsaved.title')}
      </h2>
      <p id="unsaved-text" className="mb-5">
        {t('portal.unsaved.text')}
      </p>
      <div className="flex flex-wrap gap-3">
        <button type="button" autoFocus className={primaryButtonClassName} onClick={() => blocker.reset?.()}>
          {t('portal.unsaved.stay')}
        </button>
        <button type="button" className={secondaryButtonClassName} onClick={() => blocker.proceed?.()}>
          {t('portal.unsaved.leave')}
        </button>
      </div>
    </dialog>
  );
}
