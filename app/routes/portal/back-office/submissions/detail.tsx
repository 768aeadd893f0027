import type { ReactNode } from 'react';
import { z } from 'zod';
import type { Route } from './+types/detail';
import { useReviewDate } from '../../../../features/event-submission/components/submission-review-parts.tsx';
import { approveSubmission, getSubmission, rejectSubmission } from '../../../../features/event-submission/submission-review.server.ts';
import { cityNamed } from '../../../../features/places/places.server.ts';
import { FormAlert } from '../../../../components/forms/form-alert.tsx';
import { FieldLabel, inputClassName } from '../../../../components/forms/fields.tsx';
import { actByIntent, portalFormData, readForm, refuse, succeed } from '../../../../components/forms/form-action.server.ts';
import { Card, dangerButtonClassName, usePortalText, SubmitButton } from '../../../../portal/ui/portal-page.tsx';
import { RecordPage } from '../../../../portal/ui/record-page.tsx';
import { PostForm, FormNotice, replyOf } from '../../../../components/forms/post-form.tsx';
import { imageRouteUrl } from '../../../../components/ui/image-sources.ts';
import { PORTAL_PATHS } from '../../../../config/portal-links.ts';
import { screenTexts } from '../../../../i18n/catalogue-loader.ts';
import { loaderHead } from '../../../../page-head/loader-head.ts';
import { PLATFORM_PARAM } from '../../../../portal/back-office-sections.ts';
import { backOfficeOf } from '../back-office.server.ts';
import { asActor, pathId, portalHead } from '../../portal-guards.server.ts';

// One event sent with the public event form (decision 104, back office): everything the visitor sent (the
// IBAN masked: the page never gets it in full), and the decision: approve into the agenda (with the
// organisation, created when new) or reject with an optional reason.

const DECISION_FORM = 'submission-decision';
const RejectSchema = z.object({ reason: z.string().trim().max(1000, 'portal.backOffice.submissions.errors.reason').optional() });

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { ctx, portal, actor, platform } = await backOfficeOf(context, request);
  const submission = await asActor(() => getSubmission(ctx.db, actor, platform.id, pathId(params.id)));
  return { head: portalHead(portal, 'portal.backOffice.submissions.detailTitle'), platform, submission };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const { ctx, portal, actor, platform } = await backOfficeOf(context, request);
  const submissionId = pathId(params.id);
  return asActor(() =>
    actByIntent(request, {
      approve: async () => {
        await portalFormData(request, portal.csrfToken);
        const result = await approveSubmission(ctx.db, actor, platform.id, submissionId, cityNamed);
        if (!result.ok) return refuse({ form: DECISION_FORM, errors: {}, formError: `portal.backOffice.submissions.errors.${result.error}`, values: {} }, 409);
        const submission = await getSubmission(ctx.db, actor, platform.id, submissionId);
        return succeed({
          form: DECISION_FORM,
          notice: result.organisationCreated ? 'portal.backOffice.submissions.approvedWithOrganisation' : 'portal.backOffice.submissions.approved',
          params: { title: result.title, organisation: submission.companyName ?? '' },
        });
      },
      reject: async () => {
        const read = await readForm(request, portal.csrfToken, DECISION_FORM, RejectSchema);
        if (!read.ok) return refuse(read.reply);
        const result = await rejectSubmission(ctx.db, actor, platform.id, submissionId, read.value.reason ?? null);
        if (!result.ok) return refuse({ form: DECISION_FORM, errors: {}, formError: `portal.backOffice.submissions.errors.${result.error}`, values: {} }, 409);
        return succeed({ form: DECISION_FORM, notice: 'portal.backOffice.submissions.rejected', params: { title: result.title } });
      },
    }),
  );
}

export const handle = await screenTexts('portal');
export const meta: Route.MetaFunction = loaderHead;

function Field({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="grid gap-1 py-2 sm:grid-cols-[11rem_1fr]">
      <dt className="font-semibold">{label}</dt>
      <dd className="min-w-0 break-words" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

export default function SubmissionDetail({ loaderData, actionData }: Route.ComponentProps) {
  const t = usePortalText();
  const date = useReviewDate();
  const { platform, submission: s } = loaderData;
  const label = (key: string) => t(`portal.backOffice.submissions.labels.${key}`);
  const reply = replyOf(actionData, DECISION_FORM);
  const reasonError = reply?.errors.reason?.[0];
  return (
    <RecordPage
      layout="sections"
      back={{ to: `${PORTAL_PATHS.backOffice}/aanmeldingen?${PLATFORM_PARAM}=${platform.id}`, label: t('portal.backOffice.submissions.back') }}
      title={s.title}
      below={
        <p className="text-gray-700">
          {t('portal.backOffice.submissions.detailTitle')} · {label('submittedAt')} {date(s.submittedAt)}
        </p>
      }
    >
      <FormNotice actionData={actionData} form={DECISION_FORM} />
      <Card title={t('portal.backOffice.submissions.event')}>
        <dl className="divide-y divide-slate-100">
          <Field label={label('title')}>{s.title}</Field>
          <Field label={label('startDate')}>{date(s.startDate, false)}</Field>
          {s.endDate ? <Field label={label('endDate')}>{date(s.endDate, false)}</Field> : null}
          {s.website ? (
            <Field label={label('website')}>
              <span className="break-all">{s.website}</span>
            </Field>
          ) : null}
          {/* The visitor's text as they typed it (plain text: the public form has no formatting). */}
          {s.description ? <Field label={label('description')}>{<span className="whitespace-pre-line">{s.description}</span>}</Field> : null}
          {s.imageUrl ? (
            <Field label={label('image')}>
              <img src={imageRouteUrl(s.imageUrl, 400) ?? s.imageUrl} alt={s.title} className="max-h-48 w-auto rounded border border-slate-200" />
            </Field>
          ) : null}
        </dl>
      </Card>
      <Card title={t('portal.backOffice.submissions.submitter')}>
        <dl className="divide-y divide-slate-100">
          <Field label={label('name')}>{s.name}</Field>
          <Field label={label('companyName')}>{s.companyName ?? t('portal.backOffice.submissions.noCompany')}</Field>
          <Field label={label('email')}>{s.email}</Field>
          <Field label={label('iban')} testId="submission-iban">
            <span className="font-mono">{s.ibanMasked}</span>
            <span className="block text-sm text-gray-700">{t('portal.backOffice.submissions.ibanHint')}</span>
          </Field>
          <Field label={label('address')}>
            {s.address}, {s.zipcode} {s.city}
          </Field>
          <Field label={label('province')}>{s.province}</Field>
        </dl>
      </Card>
      <Card title={t('portal.backOffice.submissions.decision')}>
        {s.pending ? (
          <div className="space-y-6">
            {reply?.formError ? <FormAlert tone="error">{t(reply.formError)}</FormAlert> : null}
            <PostForm name={DECISION_FORM} intent="approve" className="space-y-2">
              {s.companyName ? (
                <p className="text-gray-700">
                  {s.organisation
                    ? t('portal.backOffice.submissions.organisationExists', { name: s.organisation.name })
                    : t('portal.backOffice.submissions.organisationNew', { name: s.companyName })}
                </p>
              ) : null}
              <p className="text-gray-700">{t('portal.backOffice.submissions.approveHint')}</p>
              <SubmitButton>{t('portal.backOffice.submissions.approve')}</SubmitButton>
            </PostForm>
            <PostForm name={`${DECISION_FORM}-reject`} intent="reject" className="space-y-2">
              <div>
                <FieldLabel htmlFor="submission-reason">{t('portal.backOffice.submissions.reason')}</FieldLabel>
                <textarea
                  id="submission-reason"
                  name="reason"
                  rows={3}
                  maxLength={1000}
                  defaultValue={reply?.values.reason}
                  aria-invalid={reasonError ? true : undefined}
                  aria-describedby={reasonError ? 'submission-reason-error' : undefined}
                  className={inputClassName}
                />
                {reasonError ? (
                  <p id="submission-reason-error" className="mt-1 text-sm font-medium text-red-700">
                    {t(reasonError)}
                  </p>
                ) : null}
              </div>
              <button type="submit" className={dangerButtonClassName}>
                {t('portal.backOffice.submissions.reject')}
              </button>
            </PostForm>
          </div>
        ) : (
          <p data-testid="submission-status">
            {t(s.status === 'APPROVED' ? 'portal.backOffice.submissions.statusApproved' : 'portal.backOffice.submissions.statusRejected')}
          </p>
        )}
      </Card>
    </RecordPage>
  );
}
