import { getFormProps, useForm } from '@conform-to/react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import type { z } from 'zod';
import { FormAlert, submitButtonClassName } from '../../../components/forms/form-alert.tsx';
import { Honeypot, TextField } from '../../../components/forms/text-field.tsx';
import { validateWith } from '../../../components/forms/validate.ts';
import { useFormState } from '../../../components/forms/use-form-state.ts';

export const QUESTION_FORM = 'question';

type QuestionFields = { type: string; name: string; email: string; phone: string; companyName: string; description: string };

/**
 * The question form of the helpdesk (type Question) and the advertise page (type Ad), posted to the
 * contact command. After a valid submit the button turns into a disabled 'sent' label at once
 * (screens.md 4); a failure shows the message above the form and makes the button usable again.
 */
export function QuestionForm({ schema, type, headingId }: { schema: z.ZodType; type: 'Question' | 'Ad'; headingId?: string }) {
  const { t } = useTranslation();
  const { fetcher, answer, status } = useFormState(QUESTION_FORM);
  const [form, fields] = useForm<QuestionFields>({
    id: QUESTION_FORM,
    lastResult: answer?.result,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: validateWith<QuestionFields>(schema),
  });
  const sent = status === 'sending' || status === 'sent';
  return (
    <>
      <fetcher.Form method="post" {...getFormProps(form)} aria-labelledby={headingId} data-testid="question-form" data-status={status}>
        {status === 'error' ? (
          <FormAlert tone="error" testId="form-error">
            {t('questionForm.error')}
          </FormAlert>
        ) : null}
        {status === 'sent' ? (
          <FormAlert tone="success" testId="form-sent">
            {t('questionForm.success')}
          </FormAlert>
        ) : null}
        <input type="hidden" name="form" value={QUESTION_FORM} />
        <input type="hidden" name="type" value={type} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField meta={fields.name} label={t('questionForm.name')} autoComplete="name" />
          <TextField meta={fields.email} label={t('questionForm.email')} type="email" autoComplete="email" />
          <TextField meta={fields.phone} label={t('questionForm.phone')} type="tel" autoComplete="tel" />
          <TextField meta={fields.companyName} label={t('questionForm.company')} autoComplete="organization" optionalLabel={t('forms.optional')} />
          <TextField meta={fields.description} label={t('questionForm.remark')} multiline optionalLabel={t('forms.optional')} className="sm:col-span-2" />
        </div>
        <Honeypot label={t('forms.honeypot')} />
        <button type="submit" disabled={sent} className={`${submitButtonClassName} mt-4`} data-testid="question-submit">
          {sent ? t('questionForm.sent') : t('questionForm.submit')}
        </button>
      </fetcher.Form>
    </>
  );
}
