import { data } from 'react-router';
import type { Database } from '../../../db/client.server.ts';
import { readForm, refuse } from '../../components/forms/form-action.server.ts';
import type { FormActionData } from '../../components/forms/form-reply.ts';
import { typedValues } from '../../components/forms/parse-form.ts';
import { type BulkInput, runBulkAction, undoBulkAction } from '../../features/activities/activity-bulk.server.ts';
import { BulkFormSchema, bulkFormFromFields, BulkUndoSchema } from '../../features/activities/activity-bulk.ts';
import type { Actor } from '../../portal/actor.ts';
import type { PortalContext } from '../../request-context.server.ts';
import { asActor } from './portal-guards.server.ts';

/**
 * The posts of a list with bulk actions (docs/decisions/120), the review queue's and the back office's
 * activities': the bulk form (`intent=bulk`) and the undo (`intent=undo`), the handlers of the page's
 * `actByIntent` table. Both answer with the page again; the loader shows the latest action's outcome
 * from the database.
 */
export function bulkActionHandlers(request: Request, options: { db: Database; actor: Actor; portal: PortalContext; platformId: number | null }) {
  const { db, actor, portal, platformId } = options;
  return {
    bulk: async () => {
      const read = await readForm(request, portal.csrfToken, 'bulk', BulkFormSchema, bulkFormFromFields);
      if (!read.ok) return refuse(read.reply);
      const form = read.value;
      const input: BulkInput =
        form.action === 'reject'
          ? { kind: 'reject', ids: form.ids, comment: form.comment }
          : form.action === 'move'
            ? { kind: 'move', ids: form.ids, organisationId: form.organisationId }
            : { kind: form.action, ids: form.ids };
      return asActor(async () => {
        const result = await runBulkAction(db, actor, input, { platformId, portalOrigin: portal.origin });
        if (!result.ok)
          return refuse({ form: 'bulk', errors: { organisationId: ['portal.bulk.errors.organisation'] }, formError: null, values: typedValues(read.formData) });
        return data<FormActionData>({ reply: null, done: null });
      });
    },
    undo: async () => {
      const read = await readForm(request, portal.csrfToken, 'undo', BulkUndoSchema);
      if (!read.ok) return refuse(read.reply);
      return asActor(async () => {
        const result = await undoBulkAction(db, actor, read.value.bulkActionId);
        if (!result.ok) return refuse({ form: 'undo', errors: {}, formError: `portal.bulk.errors.${result.error}`, values: {} }, 409);
        return data<FormActionData>({ reply: null, done: null });
      });
    },
  };
}
