import { TextField } from '../../components/forms/fields.tsx';
import { localOfInstant } from '../schedule.ts';
import { usePortalShell, usePortalText } from './portal-page.tsx';
import { dateTimeFormat } from './date-format.ts';

// Scheduled publishing in the back office (docs/decisions/121): the two fields of an editor and the badge
// of a list, the same for banners, pop-ups, SEO pages and blog articles.

/** "3 dec 09:00" on the wall clock of the platform's zone, in the portal's language. */
export function useScheduleTime(timeZone: string): (at: Date) => string {
  const { locale } = usePortalShell();
  const format = dateTimeFormat(locale === 'de' ? 'de-DE' : 'nl-NL', {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  });
  return (at) => format.format(at);
}

/**
 * "Publish at" and "unpublish at" of an editor: `datetime-local` inputs holding the wall clock of the
 * platform's zone (the zone is named in the hints); a refused post shows what was typed.
 */
export function ScheduleFields({ publishAt, unpublishAt, timeZone }: { publishAt: Date | null; unpublishAt: Date | null; timeZone: string }) {
  const t = usePortalText();
  return (
    <fieldset className="grid gap-4 sm:col-span-2 sm:grid-cols-2">
      <legend className="mb-2 font-semibold">{t('portal.schedule.legend')}</legend>
      <TextField
        name="publishAt"
        type="datetime-local"
        label={t('portal.fields.publishAt')}
        optionalLabel={t('portal.schedule.optional')}
        hint={t('portal.schedule.hints.publishAt', { zone: timeZone })}
        defaultValue={localOfInstant(publishAt, timeZone)}
      />
      <TextField
        name="unpublishAt"
        type="datetime-local"
        label={t('portal.fields.unpublishAt')}
        optionalLabel={t('portal.schedule.optional')}
        hint={t('portal.schedule.hints.unpublishAt', { zone: timeZone })}
        defaultValue={localOfInstant(unpublishAt, timeZone)}
      />
    </fieldset>
  );
}

/** "Gepland: publiceert 3 dec 09:00" (and/or the unpublishing) in a list's status cell; nothing when none. */
export function ScheduleBadge({ publishAt, unpublishAt, timeZone }: { publishAt: Date | null; unpublishAt: Date | null; timeZone: string }) {
  const t = usePortalText();
  const time = useScheduleTime(timeZone);
  if (!publishAt && !unpublishAt) return null;
  return (
    <span className="inline-flex flex-col gap-1" data-testid="schedule-badge">
      {publishAt ? (
        <span className="rounded bg-sky-100 px-2 py-0.5 text-sm text-sky-900">{t('portal.schedule.badge.publish', { at: time(publishAt) })}</span>
      ) : null}
      {unpublishAt ? (
        <span className="rounded bg-amber-100 px-2 py-0.5 text-sm text-amber-900">{t('portal.schedule.badge.unpublish', { at: time(unpublishAt) })}</span>
      ) : null}
    </span>
  );
}
