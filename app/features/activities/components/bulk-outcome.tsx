import { useEffect, useRef } from 'react';
import { FormAlert } from '../../../components/forms/form-alert.tsx';
import type { FormReply } from '../../../components/forms/form-reply.ts';
import { ButtonForm } from '../../../portal/ui/button-form.tsx';
import { usePortalText } from '../../../portal/ui/portal-page.tsx';
import type { BulkOutcome, BulkRowOutcome } from '../activity-bulk.ts';

/**
 * The operator's latest bulk action (docs/decisions/120): how many rows were done, each skipped row with
 * its reason, what an undo did per row, and the undo button while the window lasts. It takes the focus
 * when it appears or changes, so a screen reader reads the outcome after the post.
 */
export function BulkOutcomePanel({ outcome, undoReply, locale }: { outcome: BulkOutcome; undoReply: FormReply | null; locale: string }) {
  const t = usePortalText();
  const ref = useRef<HTMLElement>(null);
  const key = `${outcome.id}-${outcome.undoRows ? 'undone' : 'done'}`;
  useEffect(() => {
    ref.current?.focus();
  }, [key]);
  const name = (row: BulkRowOutcome) => row.title ?? t('portal.bulk.unknownRow', { id: row.id });
  const done = outcome.rows.filter((row) => row.done).length;
  const skipped = outcome.rows.filter((row) => !row.done);
  const time = new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'nl-NL', { timeStyle: 'short', timeZone: 'Europe/Amsterdam' });
  const reasons = (rows: BulkRowOutcome[], testId: string) =>
    rows.length > 0 ? (
      <ul className="mt-1 list-disc pl-5" data-testid={testId}>
        {rows.map((row) => (
          <li key={row.id}>
            {name(row)} ({t(`portal.bulk.reasons.${row.reason ?? 'failed'}`)})
          </li>
        ))}
      </ul>
    ) : null;
  const undone = outcome.undoRows?.filter((row) => row.done).length ?? 0;
  const notUndone = outcome.undoRows?.filter((row) => !row.done) ?? [];
  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-labelledby="bulk-outcome-title"
      className="mb-4 rounded-md border-l-4 border-green-700 bg-green-50 p-4 outline-none focus:ring-2 focus:ring-green-700"
      data-testid="bulk-outcome"
    >
      <h2 id="bulk-outcome-title" className="font-semibold">
        {t(`portal.bulk.outcome.${outcome.kind}`, { count: done, organisation: outcome.organisationName ?? '' })}
        {skipped.length > 0 ? `, ${t('portal.bulk.skipped', { count: skipped.length })}:` : ''}
      </h2>
      {reasons(skipped, 'bulk-skipped')}
      {outcome.undoRows ? (
        <div className="mt-3">
          <p className="font-semibold" data-testid="bulk-undone">
            {t('portal.bulk.undone', { count: undone })}
            {notUndone.length > 0 ? `, ${t('portal.bulk.notUndone', { count: notUndone.length })}:` : ''}
          </p>
          {reasons(notUndone, 'bulk-not-undone')}
        </div>
      ) : null}
      {/* A refused undo whose button is gone (done already, too late): said here. */}
      {!outcome.undoable && undoReply?.formError ? (
        <div className="mt-3">
          <FormAlert tone="error" testId="form-errors">
            {t(undoReply.formError)}
          </FormAlert>
        </div>
      ) : null}
      {outcome.undoable ? (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <ButtonForm form="undo" intent="undo" values={{ bulkActionId: outcome.id }} reply={undoReply}>
            {t('portal.bulk.undo')}
          </ButtonForm>
          <span className="text-sm text-gray-700">{t('portal.bulk.undoUntil', { time: time.format(new Date(outcome.undoUntil)) })}</span>
        </div>
      ) : null}
    </section>
  );
}
