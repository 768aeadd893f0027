import { type FieldMetadata, type Submission, getFormProps, getInputProps, getTextareaProps, useForm } from '@conform-to/react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { Form, useNavigation } from 'react-router';
import type { FormActionResult } from '../../../components/forms/form-result.ts';
import type { QuoteFormFields } from '../quote-form.types.ts';
import type { FieldConstraints } from '../journey.types.ts';

/** The form's browser validation (zod), loaded on demand. */
export type QuoteValidation = (formData: FormData) => Submission<QuoteFormFields, string[]>;

/** What the form needs to validate: the native constraints (from the server) and the validation's code. */
export interface QuoteValidationSource {
  constraint: FieldConstraints;
  load: () => Promise<QuoteValidation>;
}

const inputClass =
  'w-full rounded-md border border-gray-400 bg-white px-3 py-2 text-gray-900 outline-none focus:border-brand-strong focus:ring-2 focus:ring-brand aria-[invalid=true]:border-red-700';

/** Tomorrow as YYYY-MM-DD in the visitor's time zone: the date picker allows only future dates. */
function tomorrow(): string {
  const d = new Date();
  d.setDate(d.getDate() + 1);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/**
 * The quote request form (screens.md 3, 4, 5) with the leads schema. Works without JavaScript (a POST to
 * the route's action, which validates); with it, validation runs in the browser too, from the moment its
 * code has arrived: it loads when the visitor first focuses or touches the form (docs/decisions/084). A
 * form sent before that is validated by the action, as without JavaScript.
 * States: idle, then success (thank-you) or error (message above the form); submit disabled while sending.
 */
export function QuoteRequestForm({
  validation,
  formId,
  actionData,
  heading,
}: {
  validation: QuoteValidationSource;
  formId: string;
  actionData: FormActionResult | undefined;
  heading?: ReactNode;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const sending = navigation.state === 'submitting' && navigation.formMethod?.toUpperCase() === 'POST';
  const [minDate] = useState(tomorrow);
  const [validate, setValidate] = useState<QuoteValidation | null>(null);
  const loadValidation = () => {
    if (!validate)
      void validation.load().then(
        (loaded) => setValidate(() => loaded),
        () => undefined,
      );
  };
  const result = actionData && actionData.status !== 'error' ? actionData.result : undefined;
  const [form, fields] = useForm<QuoteFormFields>({
    id: formId,
    lastResult: sending ? undefined : result,
    constraint: validation.constraint,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    defaultValue: { gender: 'man' },
    ...(validate ? { onValidate: ({ formData }: { formData: FormData }) => validate(formData) } : {}),
  });

  if (actionData?.status === 'sent') {
    return (
      <div role="status" className="rounded-lg border border-brand-border bg-brand-light p-6" data-testid="quote-success">
        <h2 className="mb-2 text-xl font-bold">{t('contactForm.success.title')}</h2>
        <p>{t('contactForm.success.message')}</p>
      </div>
    );
  }

  const message = (errors: string[] | undefined) => (errors?.[0] ? t(errors[0]) : null);
  const field = (
    name: 'name' | 'companyName' | 'email' | 'phone' | 'numberOfPersons' | 'plannedDate' | 'address' | 'zipcode' | 'city',
    label: string,
    options: { type?: 'text' | 'email' | 'tel' | 'number' | 'date'; required?: boolean; autoComplete?: string } = {},
  ) => {
    const meta = fields[name] as FieldMetadata<string, QuoteFormFields, string[]>;
    const error = message(meta.errors);
    return (
      <div className="flex flex-col gap-1">
        <label htmlFor={meta.id} className="text-sm font-semibold">
          {label}
          {options.required ? <span className="font-normal text-gray-700"> ({t('contactForm.required')})</span> : null}
        </label>
        <input
          {...getInputProps(meta, { type: options.type ?? 'text' })}
          key={meta.key}
          autoComplete={options.autoComplete}
          className={inputClass}
          {...(options.type === 'date' ? { min: minDate } : {})}
          {...(options.type === 'number' ? { min: 1, inputMode: 'numeric' as const } : {})}
        />
        {error ? (
          <p id={meta.errorId} className="text-sm font-semibold text-red-700" data-testid={`error-${String(name)}`}>
            {error}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <div data-testid="quote-form">
      {heading}
      {actionData?.status === 'error' ? (
        <p role="alert" className="mb-4 rounded-md border border-red-300 bg-red-50 p-3 font-semibold text-red-800" data-testid="quote-error">
          {t('contactForm.error.message')}
        </p>
      ) : null}
      <Form method="post" {...getFormProps(form)} onFocus={loadValidation} onPointerDown={loadValidation} className="flex flex-col gap-3" preventScrollReset>
        <fieldset className="flex flex-col gap-1">
          <legend className="text-sm font-semibold">{t('contactForm.gender.label')}</legend>
          <div className="flex gap-4">
            {(['man', 'vrouw'] as const).map((value) => (
              <label key={value} className="flex items-center gap-2">
                <input
                  type="radio"
                  name={fields.gender.name}
                  value={value}
                  defaultChecked={(fields.gender.initialValue ?? 'man') === value}
                  className="h-4 w-4 accent-[var(--color-brand-strong)]"
                />
                {t(`contactForm.gender.${value}`)}
              </label>
            ))}
          </div>
        </fieldset>
        {field('name', t('contactForm.name'), { required: true, autoComplete: 'name' })}
        {field('companyName', t('contactForm.companyName'), { autoComplete: 'organization' })}
        {field('email', t('contactForm.email'), { type: 'email', required: true, autoComplete: 'email' })}
        {field('phone', t('contactForm.phone'), { type: 'tel', required: true, autoComplete: 'tel' })}
        <div className="grid grid-cols-2 gap-3">
          {field('numberOfPersons', t('contactForm.numberOfPersons'), { type: 'number' })}
          {field('plannedDate', t('contactForm.plannedDate'), { type: 'date' })}
        </div>
        {field('address', t('contactForm.address'), { autoComplete: 'address-line1' })}
        <div className="grid grid-cols-2 gap-3">
          {field('zipcode', t('contactForm.zipcode'), { autoComplete: 'postal-code' })}
          {field('city', t('contactForm.city'), { autoComplete: 'address-level2' })}
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={fields.description.id} className="text-sm font-semibold">
            {t('contactForm.description')}
          </label>
          <textarea {...getTextareaProps(fields.description)} key={fields.description.key} rows={4} maxLength={5000} className={inputClass} />
        </div>
        <label className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            name={fields.subscribe.name}
            defaultChecked={fields.subscribe.initialValue === 'on'}
            className="mt-0.5 h-4 w-4 accent-[var(--color-brand-strong)]"
          />
          {t('contactForm.subscribe')}
        </label>
        {/* Honeypot for bots: hidden from people and assistive technology. */}
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label>
            Website
            <input type="text" name="website_url" tabIndex={-1} autoComplete="off" defaultValue="" />
          </label>
        </div>
        <button
          type="submit"
          disabled={sending}
          className="mt-2 rounded-md bg-brand-secondary-strong px-5 py-3 font-semibold text-white hover:bg-brand-secondary-strong-hover disabled:cursor-wait disabled:opacity-70"
          data-testid="quote-submit"
        >
          {sending ? t('contactForm.sending') : t('contactForm.submit')}
        </button>
      </Form>
    </div>
  );
}
