import { data } from 'react-router';
import { portalFormData, refuse } from '../../../components/forms/form-action.server.ts';
import type { PortalLanguage } from '../../../config/portal-links.ts';
import { RESTORE_FORM, VERSION_FROM_PARAM, VERSION_TO_PARAM, type VersionRow } from '../../../portal/ui/version-history.tsx';
import type { VersionSummary } from '../../../portal/versions.server.ts';
import { dateTimeFormat } from '../../../portal/ui/date-format.ts';

// What the four history pages (docs/decisions/119) read alike: the two versions to compare from the
// address, the version a restore names, and the versions' times in the page's language.

const dateTime = (locale: PortalLanguage) =>
  dateTimeFormat(locale === 'de' ? 'de-DE' : 'nl-NL', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Amsterdam' });

/** The versions as the page lists them. */
export function versionRows(versions: VersionSummary[], locale: PortalLanguage): VersionRow[] {
  const format = dateTime(locale);
  return versions.map((v) => ({ version: v.version, when: format.format(v.createdAt), author: v.author, changedFields: v.changedFields }));
}

/**
 * The two versions to compare: `?van=&naar=` when given, else the newest and the one before it. A value
 * that is not one of the record's versions is a 400 naming its parameter (the form offers only versions).
 */
export function comparedPair(request: Request, versions: VersionSummary[]): { from: number; to: number } | null {
  const params = new URL(request.url).searchParams;
  const numbers = versions.map((v) => v.version);
  const pick = (name: string, fallback: number | undefined) => {
    const value = params.get(name);
    if (value === null || value === '') return fallback;
    const number = Number(value);
    if (!numbers.includes(number))
      throw data({ field: name, error: 'portal.versions.restore.gone' }, { status: 400, statusText: `Unknown version in ${name}` });
    return number;
  };
  const to = pick(VERSION_TO_PARAM, numbers[0]);
  const from = pick(VERSION_FROM_PARAM, numbers[1]);
  if (from === undefined || to === undefined) return null;
  return { from, to };
}

/** The version a restore names (its hidden field), or a 400 naming the field. */
export async function restoredVersion(
  request: Request,
  csrfToken: string,
): Promise<{ ok: true; version: number } | { ok: false; response: ReturnType<typeof refuse> }> {
  const formData = await portalFormData(request, csrfToken);
  const version = Number(formData.get('version'));
  if (!Number.isInteger(version) || version < 1 || version > 2_147_483_647) {
    return {
      ok: false,
      response: refuse({ form: RESTORE_FORM, errors: { version: ['portal.versions.restore.gone'] }, formError: 'portal.versions.restore.gone', values: {} }),
    };
  }
  return { ok: true, version };
}
