import { getFormProps, useForm } from '@conform-to/react';
import { getZodConstraint } from '@conform-to/zod/v4';
import { useMemo } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import type { z } from 'zod';
import { FormAlert, submitButtonClassName } from '../../../components/forms/form-alert.tsx';
import { ConformFields, Honeypot, TextField } from '../../../components/forms/fields.tsx';
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
  const constraint = useMemo(() => getZodConstraint(schema), [schema]);
  const [form, fields] = useForm<QuestionFields>({
    id: QUESTION_FORM,
    lastResult: answer?.result,
    constraint,
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
        <ConformFields fields={fields}>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField name="name" label={t('questionForm.name')} autoComplete="name" />
            <TextField name="email" label={t('questionForm.email')} type="email" autoComplete="email" />
            <TextField name="phone" label={t('questionForm.phone')} type="tel" autoComplete="tel" />
            <TextField name="companyName" label={t('questionForm.company')} autoComplete="organization" optionalLabel={t('forms.optional')} />
            <TextField name="description" label={t('questionForm.remark')} rows={5} optionalLabel={t('forms.optional')} className="sm:col-span-2" />
          </div>
        </ConformFields>
        <Honeypot label={t('forms.honeypot')} />
        <button type="submit" disabled={sent} className={`${submitButtonClassName} mt-4`} data-testid="question-submit">
          {sent ? t('questionForm.sent') : t('questionForm.submit')}
        </button>
      </fetcher.Form>
    </>
  );
}
