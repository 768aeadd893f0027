import type { ReactNode } from 'react';
import { data, Link } from 'react-router';
import type { Route } from './+types/detail';
import { PORTAL_PATHS } from '../../../../config/portal-links.ts';
import {
  LEAD_ANSWER_MAX,
  LEAD_NOTE_MAX,
  LeadAnswerSchema,
  leadMoves,
  LeadMoveSchema,
  LeadNoteSchema,
  LOST_REASONS,
} from '../../../../features/quote/provider-leads.schemas.ts';
import { answerLead, getLeadPage, LeadMoveRefused, moveLead, saveLeadNote } from '../../../../features/quote/provider-leads.server.ts';
import { SelectField, TextField } from '../../../../components/forms/fields.tsx';
import { actByIntent, readForm, refuse, succeed } from '../../../../components/forms/form-action.server.ts';
import { FormAlert } from '../../../../components/forms/form-alert.tsx';
import { Card, linkClassName, PortalPage, usePortalShell, usePortalText, SubmitButton } from '../../../../portal/ui/portal-page.tsx';
import { ButtonForm } from '../../../../portal/ui/button-form.tsx';
import { PostForm, FormNotice, replyOf } from '../../../../components/forms/post-form.tsx';
import { screenTexts } from '../../../../i18n/catalogue-loader.ts';
import { translate } from '../../../../i18n/i18n.ts';
import { loaderHead } from '../../../../page-head/loader-head.ts';
import { asActor, portalOf, requireActor } from '../../portal-guards.server.ts';
import { LeadStatusBadge, LeadSteps, leadDate, leadDateTime } from './parts.tsx';
import { PORTAL_NAME } from '../../../../portal/ui/portal-name.ts';

// One lead (decision 104, docs/decisions/115): everything the visitor sent; its place in the pipeline
// with the time of each step and the moves allowed from there; the answers sent from the portal and the
// form to send one (by mail, through the outbox); the provider's own note. Another organisation's lead
// answers 404, like one that does not exist.

const PIPELINE = 'pipeline';
const ANSWER = 'answer';
const NOTE = 'note';

/** The lead's id from the path; anything but a plain number is no lead (404). */
function leadIdOf(params: { id?: string }): number {
  const id = /^\d{1,9}$/.test(params.id ?? '') ? Number(params.id) : 0;
  if (id <= 0) throw data('Not Found', { status: 404 });
  return id;
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { ctx, portal } = portalOf(context);
  const actor = requireActor(portal, request);
  const id = leadIdOf(params);
  const lead = await asActor(() => getLeadPage(ctx.db, actor, id));
  const title = translate(portal.locale, 'portal.leads.detail.title', { name: lead.name });
  return { head: [{ title: `${title} · ${PORTAL_NAME}` }], lead };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const { ctx, portal } = portalOf(context);
  const actor = requireActor(portal, request);
  const id = leadIdOf(params);
  return asActor(() =>
    actByIntent(request, {
      move: async () => {
        const read = await readForm(request, portal.csrfToken, PIPELINE, LeadMoveSchema);
        if (!read.ok) return refuse(read.reply);
        try {
          await moveLead(ctx.db, actor, id, read.value);
        } catch (error) {
          // A move the lead's step no longer allows (another tab moved it first): said, not a 500.
          if (error instanceof LeadMoveRefused) return refuse({ form: PIPELINE, errors: {}, formError: 'portal.leads.errors.move', values: {} }, 409);
          throw error;
        }
        return succeed({ form: PIPELINE, notice: `portal.leads.detail.moved.${read.value.to}` });
      },
      answer: async () => {
        const read = await readForm(request, portal.csrfToken, ANSWER, LeadAnswerSchema);
        if (!read.ok) return refuse(read.reply);
        await answerLead(ctx.db, actor, id, read.value.leadAnswer);
        return succeed({ form: ANSWER, notice: 'portal.leads.answers.sent' });
      },
      note: async () => {
        const read = await readForm(request, portal.csrfToken, NOTE, LeadNoteSchema);
        if (!read.ok) return refuse(read.reply);
        await saveLeadNote(ctx.db, actor, id, read.value.leadNote);
        return succeed({ form: NOTE, notice: 'portal.leads.detail.saved' });
      },
    }),
  );
}

export const handle = await screenTexts('portal');
export const meta: Route.MetaFunction = loaderHead;

function Row({ label, children }: { label: string; children: ReactNode }) {
  if (children === null || children === undefined || children === '') return null;
  return (
    <div className="grid gap-1 py-2 sm:grid-cols-[12rem_1fr] sm:gap-4">
      <dt className="font-semibold text-gray-800">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

export default function LeadDetail({ loaderData, actionData }: Route.ComponentProps) {
  const t = usePortalText();
  const { locale } = usePortalShell();
  const { lead } = loaderData;
  const pipelineReply = replyOf(actionData, PIPELINE);
  const field = (name: string) => t(`portal.leads.fields.${name}`);
  const moves = leadMoves(lead.status);
  return (
    <PortalPage
      wide
      title={t('portal.leads.detail.title', { name: lead.name })}
      intro={t('portal.leads.detail.intro', { date: leadDateTime(lead.createdAt, locale), activity: lead.activityTitle })}
    >
      <p className="-mt-3 mb-6">
        <Link to={PORTAL_PATHS.leads} className={linkClassName}>
          ← {t('portal.leads.detail.back')}
        </Link>
      </p>
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[3fr_2fr]">
        <div className="grid min-w-0 gap-6">
          <Card title={t('portal.leads.detail.request')}>
            <dl className="divide-y divide-slate-200" data-testid="lead-fields">
              <Row label={field('createdAt')}>{leadDateTime(lead.createdAt, locale)}</Row>
              <Row label={field('activity')}>{lead.activityTitle}</Row>
              <Row label={field('organisation')}>{lead.organisationName}</Row>
              <Row label={field('gender')}>{t(`portal.leads.gender.${lead.gender}`)}</Row>
              <Row label={field('name')}>{lead.name}</Row>
              <Row label={field('companyName')}>{lead.companyName}</Row>
              <Row label={field('email')}>
                <a href={`mailto:${lead.email}`} className={linkClassName}>
                  {lead.email}
                </a>
              </Row>
              <Row label={field('phone')}>
                <a href={`tel:${lead.phone.replace(/[^+\d]/g, '')}`} className={linkClassName}>
                  {lead.phone}
                </a>
              </Row>
              <Row label={field('numberOfPersons')}>{lead.numberOfPersons}</Row>
              <Row label={field('plannedDate')}>{lead.plannedDate ? leadDate(lead.plannedDate, locale) : null}</Row>
              <Row label={field('address')}>{lead.address}</Row>
              <Row label={field('zipcode')}>{lead.zipcode}</Row>
              <Row label={field('city')}>{lead.city}</Row>
              <Row label={field('reference')}>{lead.reference}</Row>
              <Row label={field('description')}>{lead.description ? <span className="whitespace-pre-line">{lead.description}</span> : null}</Row>
            </dl>
          </Card>
          <Card
            title={t('portal.leads.answers.title')}
            hint={t('portal.leads.answers.hint', { email: lead.email, replyTo: `${lead.replyTo.name} (${lead.replyTo.address})` })}
          >
            {lead.answers.length > 0 ? (
              <ol className="mb-4 space-y-3" data-testid="lead-answers">
                {lead.answers.map((answer) => (
                  <li key={answer.id} className="rounded-md border border-slate-200 bg-slate-50 p-3">
                    <p className="text-sm text-gray-700">
                      {answer.author
                        ? t('portal.leads.answers.sentBy', { date: leadDateTime(answer.sentAt, locale), author: answer.author })
                        : t('portal.leads.answers.sentAt', { date: leadDateTime(answer.sentAt, locale) })}
                    </p>
                    <p className="mt-1 whitespace-pre-line break-words">{answer.body}</p>
                  </li>
                ))}
              </ol>
            ) : null}
            <FormNotice actionData={actionData} form={ANSWER} />
            {/* Keyed by the answers sent: after one is sent the form starts empty (no second send by accident). */}
            <PostForm key={lead.answers.length} name={ANSWER} intent={ANSWER} reply={replyOf(actionData, ANSWER)} className="mt-2 space-y-4">
              <TextField name="leadAnswer" label={t('portal.fields.leadAnswer')} rows={8} maxLength={LEAD_ANSWER_MAX} />
              <SubmitButton>{t('portal.leads.answers.send')}</SubmitButton>
            </PostForm>
          </Card>
        </div>
        <div className="grid min-w-0 gap-6">
          <Card title={t('portal.leads.detail.followUp')}>
            <p className="mb-3">
              <LeadStatusBadge status={lead.status} />
            </p>
            <LeadSteps lead={lead} />
            {/* A refused move is said here, unless it is the lost form's own field error (shown by that form). */}
            {pipelineReply && (pipelineReply.formError || !moves.includes('LOST')) ? (
              <FormAlert tone="error">{t(pipelineReply.formError ?? Object.values(pipelineReply.errors)[0]?.[0] ?? 'portal.form.summary')}</FormAlert>
            ) : null}
            <FormNotice actionData={actionData} form={PIPELINE} />
            {lead.status === 'NEW' ? <p className="mt-4 text-sm text-gray-700">{t('portal.leads.detail.markHint')}</p> : null}
            <div className="mt-4 flex flex-wrap gap-2" data-testid="lead-moves">
              {moves
                .filter((to) => to !== 'LOST')
                .map((to) => (
                  <ButtonForm
                    key={to}
                    form={PIPELINE}
                    intent="move"
                    values={{ to }}
                    tone={to === 'ANSWERED' && lead.status === 'NEW' ? 'primary' : 'secondary'}
                  >
                    {t(`portal.leads.moves.${to}`)}
                  </ButtonForm>
                ))}
            </div>
            {moves.includes('LOST') ? (
              <PostForm
                name={PIPELINE}
                intent="move"
                reply={pipelineReply && !pipelineReply.formError ? pipelineReply : null}
                className="mt-4 flex flex-wrap items-end gap-2"
              >
                <input type="hidden" name="to" value="LOST" />
                <SelectField
                  name="lostReason"
                  label={t('portal.fields.lostReason')}
                  className="min-w-48 grow"
                  options={[
                    { value: '', label: t('portal.leads.lostReasons.choose') },
                    ...LOST_REASONS.map((reason) => ({ value: reason, label: t(`portal.leads.lostReasons.${reason}`) })),
                  ]}
                />
                <SubmitButton>{t('portal.leads.moves.LOST')}</SubmitButton>
              </PostForm>
            ) : null}
          </Card>
          <Card title={t('portal.leads.detail.noteTitle')} hint={t('portal.leads.detail.followUpIntro')}>
            <FormNotice actionData={actionData} form={NOTE} />
            <PostForm name={NOTE} intent={NOTE} reply={replyOf(actionData, NOTE)} className="mt-2 space-y-4">
              <TextField name="leadNote" label={t('portal.fields.leadNote')} rows={6} maxLength={LEAD_NOTE_MAX} defaultValue={lead.note ?? ''} />
              <SubmitButton>{t('portal.leads.detail.save')}</SubmitButton>
            </PostForm>
            {lead.statusUpdatedAt ? (
              <p className="mt-3 text-sm text-gray-700">{t('portal.leads.detail.updatedAt', { date: leadDateTime(lead.statusUpdatedAt, locale) })}</p>
            ) : null}
          </Card>
        </div>
      </div>
    </PortalPage>
  );
}
