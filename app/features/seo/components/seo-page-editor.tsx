import { type FormEvent, useMemo, useState } from 'react';
import { Form } from 'react-router';
import { FieldLabel, inputClassName, TextField, FieldError } from '../../../components/forms/fields.tsx';
import { Card, secondaryButtonClassName, usePortalText, SubmitButton } from '../../../portal/ui/portal-page.tsx';
import { ScheduleFields } from '../../../portal/ui/schedule.tsx';
import { PostForm } from '../../../components/forms/post-form.tsx';
import { type FormReply } from '../../../components/forms/form-reply.ts';
import type { LocationType } from '../../../config/location-types.ts';
import { parsePortalForm } from '../../../components/forms/parse-form.ts';
import { CSRF_FIELD } from '../../../portal/session-contract.ts';
import type { SeoLocation, SeoPageRecord } from '../../seo-resolution/seo-page.types.ts';
import { PREVIEW_PARAM, previewKey, SEO_EDITOR_LIMITS, SeoPageFormSchema, unknownPlaceholders } from '../seo-admin.schemas.ts';
import type { SeoEditorOptions, SeoPageAdminDetail, SeoPlaceOption } from '../seo-admin.types.ts';

export const SEO_FORM = 'seo-page';

/** The texts of a page with its placeholders filled, as the public site shows them. */
export interface SeoPreviewTexts {
  title: string;
  metaTitle: string | null;
  metaDescription: string | null;
  pageTitle: string | null;
  pageDescription: string | null;
}

/** The public site's own filling of the placeholders (core.md 4), passed in by the route. */
export type FillSeoTexts = (page: SeoPageRecord, location: SeoLocation | null) => SeoPreviewTexts;

export interface SeoPreview {
  /** The chosen place (`CITY-12`), or '' for the texts without a place. */
  key: string;
  texts: SeoPreviewTexts;
  /** What the public site answers on the page's own address (saved pages only). */
  address: { path: string; shown: boolean; active: boolean } | null;
}

const fieldId = (name: string) => `${SEO_FORM}-${name}`;
const PLACE_FIELD: Record<LocationType, 'cityIds' | 'provinceIds' | 'regionIds'> = { CITY: 'cityIds', PROVINCE: 'provinceIds', REGION: 'regionIds' };
const TEXT_FIELDS = ['title', 'metaTitle', 'metaDescription', 'pageTitle', 'pageDescription'] as const;

type Values = Omit<SeoPageAdminDetail, 'id' | 'updatedAt'>;
type ListField = 'filterIds' | 'cityIds' | 'provinceIds' | 'regionIds';
const LIST_FIELDS: readonly ListField[] = ['filterIds', 'cityIds', 'provinceIds', 'regionIds'];

/** The values a refused form shows again: the typed texts, and each list of ticked boxes as "1,2,3". */
export function seoReplyValues(formData: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of formData) if (typeof value === 'string' && key !== CSRF_FIELD) values[key] = value;
  for (const name of LIST_FIELDS) values[name] = formData.getAll(name).join(',');
  return values;
}

export const EMPTY_SEO_PAGE: Values = {
  slug: '',
  title: '',
  active: true,
  publishAt: null,
  unpublishAt: null,
  searchQuery: null,
  metaTitle: null,
  metaDescription: null,
  pageTitle: null,
  pageDescription: null,
  filterIds: [],
  cityIds: [],
  provinceIds: [],
  regionIds: [],
};

/** The page as the public resolution reads it, from the form's current fields. */
function recordFromForm(form: HTMLFormElement, places: SeoPlaceOption[]): SeoPageRecord {
  const data = new FormData(form);
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === 'string' && value.trim() !== '' ? value : null;
  };
  const chosen = new Set(
    (['CITY', 'PROVINCE', 'REGION'] as const).flatMap((type) => data.getAll(PLACE_FIELD[type]).map((id) => previewKey({ type, id: Number(id) }))),
  );
  return {
    id: 0,
    title: text('title') ?? '',
    slug: text('slug') ?? '',
    searchQuery: text('searchQuery'),
    metaTitle: text('metaTitle'),
    metaDescription: text('metaDescription'),
    pageTitle: text('pageTitle'),
    pageDescription: text('pageDescription'),
    locations: places.filter((place) => chosen.has(previewKey(place))),
    filterIds: data.getAll('filterIds').map(Number),
  };
}

/**
 * The SEO page's form (a new page and an existing one) beside a preview of its texts for a chosen place.
 * The form is a plain POST; the preview's place is a GET parameter (`?voorbeeld=CITY-12`) the server
 * renders, and with JavaScript the preview follows every keystroke with the public site's own filling.
 */
export function SeoPageEditor({
  values,
  options,
  reply,
  preview,
  fillTexts,
  platformId,
  submitLabel,
  timeZone,
}: {
  values: Values;
  options: SeoEditorOptions;
  reply: FormReply | null;
  preview: SeoPreview;
  fillTexts: FillSeoTexts;
  platformId: number;
  submitLabel: string;
  /** The platform's zone: the schedule's times are its wall clock (docs/decisions/121). */
  timeZone: string;
}) {
  const t = usePortalText();
  const optional = t('portal.backOffice.seo.optional');
  const formOf = () => document.getElementById(`${SEO_FORM}-form`) as HTMLFormElement | null;
  const [browserReply, setBrowserReply] = useState<FormReply | null>(null);
  const shownReply = browserReply ?? reply;
  const [live, setLive] = useState<{ texts: SeoPreviewTexts; unknown: string[] } | null>(null);
  const [placeKey, setPlaceKey] = useState(preview.key);
  const [placeFilter, setPlaceFilter] = useState('');
  // The ticked places by key, named above the long list (a ticked box may be scrolled out of view).
  const [chosenPlaces, setChosenPlaces] = useState<Set<string>>(() => {
    const list = (name: ListField) => (shownReply ? (shownReply.values[name] ?? '').split(',').filter(Boolean).map(Number) : values[name]);
    return new Set([
      ...list('cityIds').map((id) => `CITY-${id}`),
      ...list('provinceIds').map((id) => `PROVINCE-${id}`),
      ...list('regionIds').map((id) => `REGION-${id}`),
    ]);
  });
  const togglePlace = (key: string, on: boolean) =>
    setChosenPlaces((current) => {
      const next = new Set(current);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });

  const typed = (name: keyof Values): string => {
    const value = shownReply ? shownReply.values[name] : values[name];
    return typeof value === 'string' ? value : '';
  };
  const chosenIds = (name: ListField): Set<number> => {
    if (!shownReply) return new Set(values[name]);
    // A refused post shows what was ticked: the reply carries each list as "1,2,3" (seoReplyValues).
    return new Set((shownReply.values[name] ?? '').split(',').filter(Boolean).map(Number));
  };
  const errorOf = (name: string) => shownReply?.errors[name]?.[0];

  const recompute = (key = placeKey) => {
    const form = formOf();
    if (!form) return;
    const record = recordFromForm(form, options.places);
    const place = options.places.find((p) => previewKey(p) === key) ?? null;
    const unknown = TEXT_FIELDS.flatMap((name) => unknownPlaceholders((record as unknown as Record<string, string | null>)[name] ?? ''));
    setLive({ texts: fillTexts(record, place), unknown: [...new Set(unknown)] });
  };

  const check = (event: FormEvent<HTMLFormElement>) => {
    const parsed = parsePortalForm(new FormData(event.currentTarget), SEO_FORM, SeoPageFormSchema);
    if (parsed.ok) return setBrowserReply(null);
    event.preventDefault();
    setBrowserReply({ ...parsed.reply, values: seoReplyValues(new FormData(event.currentTarget)) });
  };

  const texts = live?.texts ?? preview.texts;
  const lowerFilter = placeFilter.trim().toLowerCase();
  const groupedPlaces = useMemo(
    () => (['PROVINCE', 'REGION', 'CITY'] as const).map((type) => ({ type, places: options.places.filter((place) => place.type === type) })),
    [options.places],
  );
  const filterGroups = useMemo(() => {
    const groups = new Map<string, SeoEditorOptions['filters']>();
    for (const filter of options.filters) groups.set(filter.group, [...(groups.get(filter.group) ?? []), filter]);
    return [...groups.entries()];
  }, [options.filters]);

  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_20rem]">
      <PostForm name={SEO_FORM} reply={shownReply} onSubmit={check} onChange={() => recompute()} id={`${SEO_FORM}-form`} className="space-y-6">
        <Card title={t('portal.backOffice.seo.sections.address')}>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="sm:col-span-2">
              <TextField
                name="slug"
                label={t('portal.fields.slug')}
                hint={t('portal.backOffice.seo.hints.slug')}
                defaultValue={typed('slug')}
                maxLength={SEO_EDITOR_LIMITS.slugMax}
              />
            </div>
            <TextField
              name="title"
              label={t('portal.fields.title')}
              hint={t('portal.backOffice.seo.hints.title')}
              defaultValue={typed('title')}
              maxLength={SEO_EDITOR_LIMITS.titleMax}
            />
            <TextField
              name="searchQuery"
              label={t('portal.fields.searchQuery')}
              hint={t('portal.backOffice.seo.hints.searchQuery')}
              optionalLabel={optional}
              defaultValue={typed('searchQuery')}
              maxLength={SEO_EDITOR_LIMITS.searchQueryMax}
            />
            <label className="flex items-center gap-2 self-end pb-2 font-semibold">
              <input
                type="checkbox"
                name="active"
                className="h-5 w-5"
                defaultChecked={shownReply ? shownReply.values.active === 'on' : values.active}
                data-testid="seo-active"
              />
              {t('portal.backOffice.seo.active')}
            </label>
            <ScheduleFields publishAt={values.publishAt} unpublishAt={values.unpublishAt} timeZone={timeZone} />
          </div>
        </Card>
        <Card title={t('portal.backOffice.seo.sections.texts')} hint={t('portal.backOffice.seo.hints.placeholders')}>
          <div className="grid gap-4">
            <TextField
              name="pageTitle"
              label={t('portal.fields.pageTitle')}
              optionalLabel={optional}
              defaultValue={typed('pageTitle')}
              maxLength={SEO_EDITOR_LIMITS.pageTitleMax}
            />
            <TextField
              name="pageDescription"
              label={t('portal.fields.pageDescription')}
              optionalLabel={optional}
              defaultValue={typed('pageDescription')}
              maxLength={SEO_EDITOR_LIMITS.pageDescriptionMax}
              rows={4}
            />
            <TextField
              name="metaTitle"
              label={t('portal.fields.metaTitle')}
              optionalLabel={optional}
              defaultValue={typed('metaTitle')}
              maxLength={SEO_EDITOR_LIMITS.metaTitleMax}
            />
            <TextField
              name="metaDescription"
              label={t('portal.fields.metaDescription')}
              optionalLabel={optional}
              defaultValue={typed('metaDescription')}
              maxLength={SEO_EDITOR_LIMITS.metaDescriptionMax}
              rows={3}
            />
          </div>
        </Card>
        <Card labelledBy="seo-places">
          <fieldset aria-describedby={errorOf('cityIds') ? `${fieldId('cityIds')}-error` : undefined}>
            <legend id="seo-places" className="mb-1 text-lg font-bold">
              {t('portal.backOffice.seo.sections.places')}
            </legend>
            <p className="mb-3 text-sm text-gray-700">{t('portal.backOffice.seo.hints.places')}</p>
            <FieldError id={fieldId('cityIds')} error={errorOf('cityIds')} />
            <p className="mb-3 text-sm font-semibold text-slate-900" data-testid="seo-chosen-places">
              {chosenPlaces.size === 0
                ? t('portal.backOffice.seo.noPlaces')
                : t('portal.backOffice.seo.chosenPlaces', {
                    names: options.places
                      .filter((place) => chosenPlaces.has(previewKey(place)))
                      .map((place) => place.name)
                      .join(', '),
                  })}
            </p>
            <div className="mb-3 max-w-sm">
              <label htmlFor={fieldId('place-filter')} className="mb-1 block text-sm font-semibold">
                {t('portal.backOffice.seo.findPlace')}
              </label>
              <input
                id={fieldId('place-filter')}
                type="search"
                value={placeFilter}
                onChange={(event) => setPlaceFilter(event.target.value)}
                className={inputClassName}
              />
            </div>
            <div id={fieldId('cityIds')} className="max-h-80 space-y-4 overflow-y-auto rounded-md border border-slate-200 p-3" data-testid="seo-places">
              {groupedPlaces.map(({ type, places }) => {
                const chosen = chosenIds(PLACE_FIELD[type]);
                return (
                  <div key={type}>
                    <p className="mb-1 text-sm font-bold text-slate-700">{t(`portal.backOffice.seo.placeTypes.${type}`)}</p>
                    <ul className="grid gap-x-4 gap-y-1 sm:grid-cols-2 lg:grid-cols-3">
                      {places.map((place) => (
                        <li key={place.id} hidden={lowerFilter !== '' && !place.name.toLowerCase().includes(lowerFilter) && !chosen.has(place.id)}>
                          <label className="flex items-center gap-2 text-sm">
                            <input
                              type="checkbox"
                              name={PLACE_FIELD[type]}
                              value={place.id}
                              defaultChecked={chosen.has(place.id)}
                              onChange={(event) => togglePlace(previewKey(place), event.target.checked)}
                              className="h-4 w-4"
                            />
                            {place.name}
                          </label>
                        </li>
                      ))}
                    </ul>
                  </div>
                );
              })}
            </div>
          </fieldset>
        </Card>
        <Card labelledBy="seo-filters">
          <fieldset>
            <legend id="seo-filters" className="mb-1 text-lg font-bold">
              {t('portal.backOffice.seo.sections.filters')}
            </legend>
            <p className="mb-3 text-sm text-gray-700">{t('portal.backOffice.seo.hints.filters')}</p>
            <FieldError id={fieldId('filterIds')} error={errorOf('filterIds')} />
            <div className="grid gap-4 sm:grid-cols-2">
              {filterGroups.map(([group, list]) => (
                <div key={group}>
                  <p className="mb-1 text-sm font-bold text-slate-700">{group}</p>
                  <ul className="space-y-1">
                    {list.map((filter) => (
                      <li key={filter.id}>
                        <label className="flex items-center gap-2 text-sm">
                          <input
                            type="checkbox"
                            name="filterIds"
                            value={filter.id}
                            defaultChecked={chosenIds('filterIds').has(filter.id)}
                            className="h-4 w-4"
                          />
                          {filter.name}
                        </label>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          </fieldset>
        </Card>
        <SubmitButton>{submitLabel}</SubmitButton>
      </PostForm>
      <aside aria-labelledby="seo-preview" className="xl:sticky xl:top-4 xl:self-start">
        <Card>
          <h2 id="seo-preview" className="mb-3 text-lg font-bold">
            {t('portal.backOffice.seo.preview.title')}
          </h2>
          {/* The place is an address parameter: the server renders the preview, also without JavaScript. */}
          <Form method="get" className="mb-4 flex items-end gap-2">
            <input type="hidden" name="platform" value={platformId} />
            <div className="min-w-0 flex-1">
              <FieldLabel htmlFor="seo-preview-place">{t('portal.backOffice.seo.preview.place')}</FieldLabel>
              <select
                id="seo-preview-place"
                name={PREVIEW_PARAM}
                value={placeKey}
                onChange={(event) => {
                  setPlaceKey(event.target.value);
                  recompute(event.target.value);
                }}
                className={inputClassName}
              >
                <option value="">{t('portal.backOffice.seo.preview.noPlace')}</option>
                {groupedPlaces.map(({ type, places }) => (
                  <optgroup key={type} label={t(`portal.backOffice.seo.placeTypes.${type}`)}>
                    {places.map((place) => (
                      <option key={place.id} value={previewKey(place)}>
                        {place.name}
                      </option>
                    ))}
                  </optgroup>
                ))}
              </select>
            </div>
            <noscript>
              <button type="submit" className={secondaryButtonClassName}>
                {t('portal.backOffice.seo.preview.show')}
              </button>
            </noscript>
          </Form>
          <div aria-live="polite" data-testid="seo-preview" className="space-y-3">
            <PreviewLine label={t('portal.backOffice.seo.preview.heading')} testId="seo-preview-heading" strong>
              {texts.pageTitle || texts.title}
            </PreviewLine>
            <PreviewLine label={t('portal.backOffice.seo.preview.description')} testId="seo-preview-description">
              {texts.pageDescription}
            </PreviewLine>
            <PreviewLine label={t('portal.backOffice.seo.preview.metaTitle')} testId="seo-preview-meta-title">
              {texts.metaTitle || texts.pageTitle || texts.title}
            </PreviewLine>
            <PreviewLine label={t('portal.backOffice.seo.preview.metaDescription')} testId="seo-preview-meta-description">
              {texts.metaDescription || texts.pageDescription}
            </PreviewLine>
            {live && live.unknown.length > 0 ? (
              <p className="rounded-md bg-red-50 p-2 text-sm font-medium text-red-800">
                {t('portal.backOffice.seo.preview.unknown', { words: live.unknown.join(', ') })}
              </p>
            ) : null}
          </div>
          {preview.address ? (
            <p className="mt-4 border-t border-slate-200 pt-3 text-sm text-gray-700" data-testid="seo-address-check">
              {t(
                !preview.address.active
                  ? 'portal.backOffice.seo.preview.inactive'
                  : preview.address.shown
                    ? 'portal.backOffice.seo.preview.shown'
                    : 'portal.backOffice.seo.preview.notShown',
                { path: preview.address.path },
              )}
            </p>
          ) : null}
        </Card>
      </aside>
    </div>
  );
}

function PreviewLine({ label, children, testId, strong }: { label: string; children: string | null; testId: string; strong?: boolean }) {
  const t = usePortalText();
  return (
    <div>
      <p className="text-xs font-semibold uppercase tracking-wide text-gray-700">{label}</p>
      <p className={strong ? 'text-lg font-bold text-slate-900' : 'text-sm text-slate-900'} data-testid={testId}>
        {children || <span className="italic text-gray-700">{t('portal.backOffice.seo.preview.empty')}</span>}
      </p>
    </div>
  );
}
