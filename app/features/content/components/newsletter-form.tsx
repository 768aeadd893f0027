import { getFormProps, useForm } from '@conform-to/react';
import { getZodConstraint } from '@conform-to/zod/v4';
import { useMemo } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import type { z } from 'zod';
import { FormAlert, submitButtonClassName } from '../../../components/forms/form-alert.tsx';
import { ConformFields, Honeypot, TextField } from '../../../components/forms/fields.tsx';
import { validateWith } from '../../../components/forms/validate.ts';
import { useFormState } from '../../../components/forms/use-form-state.ts';

export const NEWSLETTER_FORM = 'newsletter';

/**
 * Newsletter signup (screens.md 4): idle -> sending -> sent (inputs hidden, thanks shown, button
 * disabled) or error (message above the form, form usable). Errors show for touched fields only.
 */
export function NewsletterForm({ schema }: { schema: z.ZodType }) {
  const { t } = useTranslation();
  const { fetcher, answer, status } = useFormState(NEWSLETTER_FORM);
  const constraint = useMemo(() => getZodConstraint(schema), [schema]);
  const [form, fields] = useForm<{ name: string; email: string }>({
    id: NEWSLETTER_FORM,
    lastResult: answer?.result,
    constraint,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: validateWith<{ name: string; email: string }>(schema),
  });
  const sent = status === 'sent';
  return (
    <>
      <fetcher.Form method="post" {...getFormProps(form)} className="max-w-xl" data-testid="newsletter-form" data-status={status}>
        {status === 'error' ? (
          <FormAlert tone="error" testId="form-error">
            {t('newsletter.form.error')}
          </FormAlert>
        ) : null}
        {sent ? (
          <FormAlert tone="success" testId="form-sent">
            {t('newsletter.form.thanks')}
          </FormAlert>
        ) : (
          <ConformFields fields={fields}>
            <div className="grid gap-4">
              <input type="hidden" name="form" value={NEWSLETTER_FORM} />
              <TextField name="name" label={t('newsletter.form.name')} autoComplete="name" />
              <TextField name="email" label={t('newsletter.form.email')} type="email" autoComplete="email" />
              <Honeypot label={t('forms.honeypot')} />
            </div>
          </ConformFields>
        )}
        <button type="submit" disabled={status === 'sending' || sent} aria-busy={status === 'sending'} className={`${submitButtonClassName} mt-4`}>
          {status === 'sending' ? t('newsletter.form.sending') : sent ? t('newsletter.form.sent') : t('newsletter.form.submit')}
        </button>
      </fetcher.Form>
    </>
  );
}
