import { getFormProps, getSelectProps, useForm } from '@conform-to/react';
import { getZodConstraint } from '@conform-to/zod/v4';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import type { z } from 'zod';
import { DateField } from '../../../components/forms/date-field.tsx';
import { FormAlert, submitButtonClassName } from '../../../components/forms/form-alert.tsx';
import { ConformFields, FieldError, FieldLabel, Honeypot, TextField, inputClassName } from '../../../components/forms/fields.tsx';
import { validateWith } from '../../../components/forms/validate.ts';
import { useFormState } from '../../../components/forms/use-form-state.ts';
import { ImageUpload, keptImage } from './image-upload.tsx';

export const EVENT_FORM = 'event';

type EventFields = {
  name: string;
  companyName: string;
  email: string;
  iban: string;
  address: string;
  zipcode: string;
  city: string;
  province: string;
  title: string;
  description: string;
  startDate: string;
  endDate: string;
  website: string;
  media: { id: number; url: string };
};

interface EventSubmissionFormProps {
  schema: z.ZodType;
  provinces: string[];
  /** Id of the heading that names the form. */
  headingId: string;
}

/**
 * The event-submission form of the kids advertise page (screens.md 3, 5): every field with its
 * message, IBAN checked per country, the province placeholder counting as empty, start and end date
 * pickers (the end not before the start) and the image upload with its hint. It is a multipart form so
 * that without JavaScript the image travels with it; every field is a plain control until React runs.
 */
export function EventSubmissionForm({ schema, provinces, headingId }: EventSubmissionFormProps) {
  const { t } = useTranslation();
  const { fetcher, answer, status } = useFormState(EVENT_FORM);
  const constraint = useMemo(() => getZodConstraint(schema), [schema]);
  const [form, fields] = useForm<EventFields>({
    id: EVENT_FORM,
    lastResult: answer?.result,
    constraint,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: validateWith<EventFields>(schema),
  });
  const [startDate, setStartDate] = useState(String(fields.startDate.initialValue ?? ''));
  const [endDate, setEndDate] = useState(String(fields.endDate.initialValue ?? ''));
  const calendarLabels = { open: t('eventForm.openCalendar'), previous: t('eventForm.previousMonth'), next: t('eventForm.nextMonth') };
  if (status === 'sent') {
    return (
      <FormAlert tone="success" testId="event-form-sent">
        {t('eventForm.success')}
      </FormAlert>
    );
  }
  return (
    <>
      <fetcher.Form
        method="post"
        encType="multipart/form-data"
        {...getFormProps(form)}
        aria-labelledby={headingId}
        data-testid="event-form"
        data-status={status}
      >
        {status === 'error' ? (
          <FormAlert tone="error" testId="form-error">
            {t('questionForm.error')}
          </FormAlert>
        ) : null}
        <input type="hidden" name="form" value={EVENT_FORM} />
        <ConformFields fields={fields}>
          <fieldset className="mb-6">
            <legend className="mb-3 text-xl font-bold">{t('eventForm.you')}</legend>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField name="name" label={t('eventForm.name')} autoComplete="name" />
              <TextField name="companyName" label={t('eventForm.companyName')} autoComplete="organization" optionalLabel={t('forms.optional')} />
              <TextField name="email" label={t('eventForm.email')} type="email" autoComplete="email" />
              <TextField name="iban" label={t('eventForm.iban')} hint={t('eventForm.ibanHint')} />
            </div>
          </fieldset>
          <fieldset className="mb-6">
            <legend className="mb-3 text-xl font-bold">{t('eventForm.event')}</legend>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField name="title" label={t('eventForm.title')} className="sm:col-span-2" />
              <TextField name="description" label={t('eventForm.description')} rows={5} className="sm:col-span-2" />
              <div>
                <DateField
                  id={fields.startDate.id}
                  name={fields.startDate.name}
                  label={t('eventForm.startDate')}
                  value={startDate}
                  onChange={(value) => {
                    setStartDate(value);
                    if (endDate && value && endDate < value) setEndDate('');
                  }}
                  invalid={!!fields.startDate.errors}
                  errorId={fields.startDate.errorId}
                  calendarLabels={calendarLabels}
                />
                <FieldError id={fields.startDate.id} error={fields.startDate.errors?.[0]} always />
              </div>
              <div>
                <DateField
                  id={fields.endDate.id}
                  name={fields.endDate.name}
                  label={`${t('eventForm.endDate')} (${t('forms.optional')})`}
                  value={endDate}
                  onChange={setEndDate}
                  minValue={startDate || undefined}
                  invalid={!!fields.endDate.errors}
                  errorId={fields.endDate.errorId}
                  calendarLabels={calendarLabels}
                />
                <FieldError id={fields.endDate.id} error={fields.endDate.errors?.[0]} always />
              </div>
              <TextField name="address" label={t('eventForm.address')} autoComplete="address-line1" />
              <TextField name="zipcode" label={t('eventForm.zipcode')} autoComplete="postal-code" />
              <TextField name="city" label={t('eventForm.city')} autoComplete="address-level2" />
              <div>
                <FieldLabel htmlFor={fields.province.id}>{t('eventForm.province')}</FieldLabel>
                <select
                  {...getSelectProps(fields.province)}
                  aria-describedby={fields.province.errors ? fields.province.errorId : undefined}
                  className={inputClassName}
                >
                  <option value="">{t('eventForm.provincePlaceholder')}</option>
                  {provinces.map((province) => (
                    <option key={province} value={province}>
                      {province}
                    </option>
                  ))}
                </select>
                <FieldError id={fields.province.id} error={fields.province.errors?.[0]} always />
              </div>
              <TextField name="website" label={t('eventForm.website')} type="url" autoComplete="url" />
              <div className="sm:col-span-2">
                <ImageUpload
                  id={fields.media.id}
                  label={t('eventForm.image')}
                  hint={t('eventForm.imageHint')}
                  receivedText={t('eventForm.imageReceived')}
                  errorId={fields.media.errorId}
                  errors={fields.media.errors}
                  initialImage={keptImage(fields.media.initialValue)}
                />
              </div>
            </div>
          </fieldset>
        </ConformFields>
        <Honeypot label={t('forms.honeypot')} />
        <button type="submit" disabled={status === 'sending'} className={submitButtonClassName}>
          {status === 'sending' ? t('eventForm.sending') : t('eventForm.submit')}
        </button>
      </fetcher.Form>
    </>
  );
}
