import type { ReactNode } from 'react';
import { data, Link } from 'react-router';
import type { Route } from './+types/detail';
import { PORTAL_PATHS } from '../../../../config/portal-links.ts';
import { LEAD_NOTE_MAX, LEAD_STATUSES, LeadUpdateSchema } from '../../../../features/quote/provider-leads.schemas.ts';
import { getLead, updateLead } from '../../../../features/quote/provider-leads.server.ts';
import { FieldLabel, inputClassName, SelectField } from '../../../../components/forms/fields.tsx';
import { readForm, refuse, succeed } from '../../../../components/forms/form-action.server.ts';
import { Card, linkClassName, PortalPage, usePortalShell, usePortalText, SubmitButton } from '../../../../portal/ui/portal-page.tsx';
import { PostForm, FormNotice, replyOf } from '../../../../components/forms/post-form.tsx';
import { screenTexts } from '../../../../i18n/catalogue-loader.ts';
import { translate } from '../../../../i18n/i18n.ts';
import { loaderHead } from '../../../../page-head/loader-head.ts';
import { asActor, portalOf, requireActor } from '../../portal-guards.server.ts';
import { LeadStatusBadge, leadDate, leadDateTime } from './parts.tsx';
import { PORTAL_NAME } from '../../../../portal/ui/portal-name.ts';

// One lead (decision 104): everything the visitor sent, and the provider's follow-up (status and a note).
// Another organisation's lead answers 404, like one that does not exist.

const FORM = 'lead';

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
  const lead = await asActor(() => getLead(ctx.db, actor, id));
  const title = translate(portal.locale, 'portal.leads.detail.title', { name: lead.name });
  return { head: [{ title: `${title} · ${PORTAL_NAME}` }], lead };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const { ctx, portal } = portalOf(context);
  const actor = requireActor(portal, request);
  const id = leadIdOf(params);
  const read = await readForm(request, portal.csrfToken, FORM, LeadUpdateSchema);
  if (!read.ok) return refuse(read.reply);
  await asActor(() => updateLead(ctx.db, actor, id, { status: read.value.leadStatus, note: read.value.leadNote }));
  return succeed({ form: FORM, notice: 'portal.leads.detail.saved' });
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
  const reply = replyOf(actionData, FORM);
  const noteError = reply?.errors.leadNote?.[0];
  const field = (name: string) => t(`portal.leads.fields.${name}`);
  const replySubject = encodeURIComponent(lead.activityTitle);
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
          <p className="mt-4">
            <a href={`mailto:${lead.email}?subject=${replySubject}`} className={linkClassName}>
              {t('portal.leads.detail.reply')}
            </a>
          </p>
        </Card>
        <Card title={t('portal.leads.detail.followUp')}>
          <p className="mb-3 flex flex-wrap items-center gap-2">
            <LeadStatusBadge status={lead.status} />
            {lead.statusUpdatedAt ? (
              <span className="text-sm text-gray-700">{t('portal.leads.detail.updatedAt', { date: leadDateTime(lead.statusUpdatedAt, locale) })}</span>
            ) : null}
          </p>
          <p className="mb-4 text-sm text-gray-700">{t('portal.leads.detail.followUpIntro')}</p>
          <FormNotice actionData={actionData} form={FORM} />
          <PostForm name={FORM} reply={reply} className="mt-4 space-y-4">
            <SelectField
              name="leadStatus"
              label={t('portal.fields.leadStatus')}
              defaultValue={lead.status}
              options={LEAD_STATUSES.map((status) => ({ value: status, label: t(`portal.leads.status.${status}`) }))}
            />
            <div>
              <FieldLabel htmlFor={`${FORM}-leadNote`}>{t('portal.fields.leadNote')}</FieldLabel>
              <textarea
                id={`${FORM}-leadNote`}
                name="leadNote"
                rows={6}
                maxLength={LEAD_NOTE_MAX}
                defaultValue={reply?.values.leadNote ?? lead.note ?? ''}
                aria-invalid={noteError ? true : undefined}
                aria-describedby={noteError ? `${FORM}-leadNote-error` : undefined}
                className={inputClassName}
              />
              {noteError ? (
                <p id={`${FORM}-leadNote-error`} className="mt-1 text-sm font-medium text-red-700" data-testid="field-error">
                  {t(noteError)}
                </p>
              ) : null}
            </div>
            <SubmitButton>{t('portal.leads.detail.save')}</SubmitButton>
          </PostForm>
        </Card>
      </div>
    </PortalPage>
  );
}
