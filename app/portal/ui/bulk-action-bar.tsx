import type { ReactNode } from 'react';
import type { FormReply } from '../../components/forms/form-reply.ts';
import { PostForm } from '../../components/forms/post-form.tsx';
import { useHydrated } from '../../components/forms/use-hydrated.ts';
import { usePortalText } from './portal-page.tsx';

/**
 * The bar of a list's bulk actions (docs/decisions/120): a plain POST form (`form` is its id; the table's
 * checkboxes belong to it through their `form` attribute, see DataTable's `selection`) with the page's
 * action buttons and fields as children, and how many rows are chosen. Without JavaScript it cannot count
 * and says what to do instead.
 */
export function BulkActionBar({ form, count, reply, children }: { form: string; count: number; reply: FormReply | null; children: ReactNode }) {
  const t = usePortalText();
  const hydrated = useHydrated();
  return (
    <PostForm name="bulk" id={form} intent="bulk" reply={reply} className="mb-4 space-y-3 rounded-md border border-slate-300 bg-slate-50 p-4">
      <p className="font-semibold" aria-live="polite" data-testid="bulk-count">
        {hydrated ? t('portal.bulk.selected', { count }) : t('portal.bulk.chooseRows')}
      </p>
      <fieldset className="flex flex-wrap items-end gap-3">
        <legend className="sr-only">{t('portal.bulk.actions')}</legend>
        {children}
      </fieldset>
    </PostForm>
  );
}
