import { usePortalShell } from '../../../portal/ui/portal-page.tsx';
import { dateTimeFormat } from '../../../portal/ui/date-format.ts';

/** A moment as the operator reads it: day and time in Amsterdam (where every platform's agenda is). */
export function useReviewDate(): (value: Date | string, withTime?: boolean) => string {
  const { locale } = usePortalShell();
  return (value, withTime = true) =>
    dateTimeFormat(locale === 'de' ? 'de-DE' : 'nl-NL', {
      dateStyle: 'medium',
      ...(withTime ? { timeStyle: 'short' } : {}),
      timeZone: 'Europe/Amsterdam',
    }).format(new Date(value));
}
