import { SEO_FORM, type SeoPreview, seoReplyValues } from '../../../../features/seo/components/seo-page-editor.tsx';
import { parsePreviewKey, previewKey, SeoPageFormSchema } from '../../../../features/seo/seo-admin.schemas.ts';
import type { SeoEditorOptions, SeoPageAdminDetail, SeoPageCommandError } from '../../../../features/seo/seo-admin.types.ts';
import type { SeoAdminResult } from '../../../../features/seo/seo-admin.server.ts';
import { listPlatformLocations } from '../../../../features/seo-resolution/resolution.server.ts';
import { matchLocation, normalizeSeoPath, resolveSeoPath, seoTextsFor } from '../../../../features/seo-resolution/resolution.ts';
import { type SeoPageRecord, seoPageFieldsOf } from '../../../../features/seo-resolution/seo-page.types.ts';
import type { Database } from '../../../../../db/client.server.ts';
import { parsePortalForm } from '../../../../components/forms/parse-form.ts';
import { portalFormData, refuse } from '../../../../components/forms/form-action.server.ts';
import type { PortalContext } from '../../../../request-context.server.ts';

// What the SEO pages' screens share (decision 104): the form's reading and refusals, and the preview, which
// fills the texts and resolves the page's address with the public site's own code (features/seo-resolution).

/** The form's fields through the page's schema (after the CSRF check); a refusal keeps what was typed and ticked. */
export async function readSeoForm(request: Request, portal: PortalContext) {
  const formData = await portalFormData(request, portal.csrfToken);
  const parsed = parsePortalForm(formData, SEO_FORM, SeoPageFormSchema);
  if (parsed.ok) return { ok: true as const, value: parsed.value, formData };
  return { ok: false as const, response: refuse({ ...parsed.reply, values: seoReplyValues(formData) }) };
}

const REFUSAL_FIELD: Record<SeoPageCommandError, string> = { 'duplicate-slug': 'slug', 'unknown-filter': 'filterIds', 'unknown-location': 'cityIds' };

/** A refused save: the field it concerns (a time of the schedule that is gone: docs/decisions/121), what was typed and ticked kept. */
export function seoRefusal(result: Exclude<SeoAdminResult, { ok: true }>, formData: FormData) {
  return refuse({
    form: SEO_FORM,
    errors:
      result.error === 'schedule-past'
        ? { [result.field]: [`portal.schedule.errors.${result.field}Past`] }
        : { [REFUSAL_FIELD[result.error]]: [`portal.backOffice.seo.errors.${result.error}`] },
    formError: null,
    values: seoReplyValues(formData),
  });
}

/** The page as the public resolution reads it. */
function recordOf(page: SeoPageAdminDetail, options: SeoEditorOptions): SeoPageRecord {
  const linked = new Set([
    ...page.cityIds.map((id) => `CITY-${id}`),
    ...page.provinceIds.map((id) => `PROVINCE-${id}`),
    ...page.regionIds.map((id) => `REGION-${id}`),
  ]);
  return {
    ...seoPageFieldsOf(page),
    locations: options.places.filter((place) => linked.has(previewKey(place))),
    filterIds: page.filterIds,
  };
}

/**
 * The preview of a saved page: its texts filled for the place the address names (`?voorbeeld=CITY-12`),
 * else for the place its own address ends in, as the public site would match it; and whether the public
 * site shows the page on its own address (core.md 4: the last segment must name one of its places).
 */
export async function seoPreviewOf(db: Database, platformId: number, page: SeoPageAdminDetail, options: SeoEditorOptions, url: URL): Promise<SeoPreview> {
  const record = recordOf(page, options);
  const asked = parsePreviewKey(url.searchParams.get('voorbeeld'));
  const chosen = asked ? (options.places.find((place) => place.type === asked.type && place.id === asked.id) ?? null) : null;
  const { segments } = normalizeSeoPath(page.slug);
  const own = segments.length > 1 ? matchLocation(segments[segments.length - 1]!, record.locations.length > 0 ? record.locations : options.places) : null;
  const place = chosen ?? own;
  const resolution = await resolveSeoPath(`/${page.slug}`, {
    findPage: async (slug) => (slug === normalizeSeoPath(page.slug).slug ? record : null),
    platformLocations: () => listPlatformLocations(db, platformId),
    log: () => {},
  });
  return {
    key: place ? previewKey(place) : '',
    texts: seoTextsFor(record, place),
    address: { path: `/${page.slug}`, shown: resolution.kind === 'page', active: page.active },
  };
}

/** The preview of a page not yet saved: its (empty) texts, for the place the address names. */
export function newSeoPreview(url: URL, options: SeoEditorOptions): SeoPreview {
  const asked = parsePreviewKey(url.searchParams.get('voorbeeld'));
  const chosen = asked ? (options.places.find((place) => place.type === asked.type && place.id === asked.id) ?? null) : null;
  return {
    key: chosen ? previewKey(chosen) : '',
    texts: { title: '', metaTitle: null, metaDescription: null, pageTitle: null, pageDescription: null },
    address: null,
  };
}
