import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import { countryName } from '../../../i18n/country-name.ts';
import { formatDecimal } from '../../../i18n/decimals.ts';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { FieldLabel, inputClassName, TextField, FieldError } from '../../../components/forms/fields.tsx';
import { Card, primaryButtonClassName, secondaryButtonClassName, usePortalText } from '../../../portal/ui/portal-page.tsx';
import { PostForm } from '../../../components/forms/post-form.tsx';
import { type FormReply } from '../../../components/forms/form-reply.ts';
import { LocationComboBox } from '../../../components/search/location-combobox.tsx';
import { fetchOrganisationPlaces, type LocationOption } from '../../../components/search/location-api.ts';
import { parsePortalForm } from '../../../components/forms/parse-form.ts';
import { RichTextEditor } from '../../../portal/ui/rich-text-editor.tsx';
import { UnsavedChangesGuard } from '../../../portal/ui/unsaved-changes.tsx';
import { GEOGRAPHIC_LOCATIONS, INDOOR_OUTDOOR } from '../activities.schemas.ts';
import { ACTIVITY_EDITOR_LIMITS, type ActivityContent, ActivityContentSchema, activityContentFromForm } from '../activity-editing.schemas.ts';
import { type MediaDraft, MediaManager } from './media-manager.tsx';

/** The name of the editor's form (its field ids are `activity-<field>`). */
export const ACTIVITY_FORM = 'activity';

export interface EditorPlaces {
  cities: Array<{ id: number; name: string }>;
  provinces: Array<{ id: number; name: string }>;
  regions: Array<{ id: number; name: string }>;
}

export interface ActivityEditorProps {
  content: ActivityContent | null;
  media: Array<{ mediaId: number | null; type: 'IMAGE' | 'VIDEO'; url: string; alt: string }>;
  places: EditorPlaces;
  filterGroups: Array<{ id: number; name: string; filters: Array<{ id: number; name: string }> }>;
  platformId: number;
  /** The organisation the activity belongs to: its platform's places are offered. */
  organisationId: number;
  /** ISO 3166 code of the platform's country: the reach "in the own country" names it, and a new activity starts there. */
  countryCode: string;
  /** The working version's version (absent for a new activity). */
  version: number | null;
  /** The server's refusal of the last save, if any. */
  reply: FormReply | null;
  /** Hidden fields a new activity needs (the organisation). */
  extraFields?: ReactNode;
  /** Whether "save and send for review" is offered. */
  canSubmit: boolean;
  /** The operator's notes of an open request for changes, each shown beside its field (docs/decisions/118). */
  fieldNotes?: EditorFieldNote[];
  /** The fields only operators decide, shown locked with the reason (absent for a new activity). */
  locked?: { slug: string; platformName: string; operator: boolean; live: boolean } | undefined;
}

export interface EditorFieldNote {
  id: number;
  field: string;
  /** The photo's place in the gallery, for a note on one photo that is still there. */
  photo: number | null;
  note: string;
  answer: string | null;
}

const PLACE_FIELD = { CITY: 'cityIds', PROVINCE: 'provinceIds', REGION: 'regionIds' } as const;
type PlaceKind = keyof typeof PLACE_FIELD;
interface ChosenPlace {
  id: number;
  name: string;
  type: PlaceKind;
}

const id = (field: string) => `${ACTIVITY_FORM}-${field}`;

/**
 * The provider's activity editor (decision 104): every field a provider owns, checked in the browser with the
 * server's schema before the post (the server checks again), rich text in TipTap, places through the
 * location combobox, photos and videos through the media manager. Changes not yet saved are not lost
 * silently: leaving the page (another portal page, a reload, closing the tab) asks first.
 */
export function ActivityEditor({
  content,
  media,
  places,
  filterGroups,
  platformId,
  organisationId,
  countryCode,
  version,
  reply,
  extraFields,
  canSubmit,
  fieldNotes = [],
  locked,
}: ActivityEditorProps) {
  const t = usePortalText();
  const { i18n } = useTranslation();
  const country = countryName(countryCode, i18n.language);
  const navigation = useNavigation();
  const [clientReply, setClientReply] = useState<FormReply | null>(null);
  const [dirty, setDirty] = useState(false);
  const [mediaItems, setMediaItems] = useState<MediaDraft[]>(() => media.map((m, index) => ({ ...m, key: m.mediaId ? `m${m.mediaId}` : `v${index}` })));
  const [chosen, setChosen] = useState<ChosenPlace[]>(() => [
    ...places.cities.map((p) => ({ ...p, type: 'CITY' as const })),
    ...places.provinces.map((p) => ({ ...p, type: 'PROVINCE' as const })),
    ...places.regions.map((p) => ({ ...p, type: 'REGION' as const })),
  ]);
  const [placeValue, setPlaceValue] = useState<LocationOption | null>(null);
  const shownReply = clientReply ?? reply;
  const errorOf = (field: string) => shownReply?.errors[field]?.[0];
  /** The notes on one or more fields, under them, each with the provider's answer (sent with the save). */
  const notesFor = (...fields: string[]) => {
    const notes = fieldNotes.filter((note) => fields.includes(note.field));
    return notes.length ? (
      <div className="mt-2 grid gap-2">
        {notes.map((note) => (
          <FieldNoteBox key={note.id} note={note} error={errorOf(`answer.${note.id}`)} />
        ))}
      </div>
    ) : null;
  };
  const submitting = navigation.state === 'submitting';

  // A server refusal replaces an older browser-side one.
  useEffect(() => setClientReply(null), [reply]);

  const markDirty = () => setDirty(true);
  const changeMedia = (items: MediaDraft[]) => {
    setMediaItems(items);
    markDirty();
  };

  function checkBeforePost(event: FormEvent<HTMLFormElement>) {
    const parsed = parsePortalForm(new FormData(event.currentTarget), ACTIVITY_FORM, ActivityContentSchema, activityContentFromForm);
    if (!parsed.ok) {
      event.preventDefault();
      setClientReply({ ...parsed.reply, values: {} });
      return;
    }
    setClientReply(null);
    // Saved (or refused) by the server from here on: nothing to warn about while it answers.
    setDirty(false);
  }

  const c = content;
  const text = (
    field: keyof ActivityContent,
    label: string,
    options: {
      required?: boolean;
      type?: 'text' | 'url' | 'email' | 'tel';
      inputMode?: 'numeric' | 'decimal' | 'email' | 'tel' | 'url';
      hint?: string;
      max?: number;
      /** An amount, shown as the page's language writes it (24,50). */
      decimal?: boolean;
    } = {},
  ) => {
    const value = c?.[field];
    const shown =
      value === null || value === undefined ? '' : options.decimal && typeof value === 'number' ? formatDecimal(value, i18n.language) : String(value);
    return (
      <div>
        <TextField
          name={field}
          label={label}
          type={options.type}
          inputMode={options.inputMode}
          maxLength={options.max}
          optionalLabel={options.required ? undefined : t('portal.activityEditor.optional')}
          hint={options.hint}
          defaultValue={shown}
        />
        {notesFor(field)}
      </div>
    );
  };

  // A new activity starts where most are (docs/decisions/104: the reach starts in the platform's own
  // country, named, never on the last option); indoor/outdoor starts on "both".
  const initial = { indoorOutdoor: 'BOTH', geographicLocation: 'ORIGIN_COUNTRY' } as const;
  const select = (field: 'indoorOutdoor' | 'geographicLocation', values: readonly string[], hint?: string) => (
    <div>
      <FieldLabel htmlFor={id(field)}>{t(`portal.fields.${field}`)}</FieldLabel>
      <select
        id={id(field)}
        name={field}
        defaultValue={c?.[field] ?? initial[field]}
        aria-describedby={hint ? `${id(field)}-hint` : undefined}
        className={inputClassName}
      >
        {values.map((value) => (
          <option key={value} value={value}>
            {t(`portal.activityEditor.${field}.${value}`, { country })}
          </option>
        ))}
      </select>
      {hint ? (
        <p id={`${id(field)}-hint`} className="mt-1 text-sm text-gray-700">
          {hint}
        </p>
      ) : null}
      {notesFor(field)}
    </div>
  );

  return (
    <>
      {/* Leaving with unsaved changes asks first (the form's own post is no leaving). */}
      <UnsavedChangesGuard dirty={dirty && !submitting} />
      <PostForm name={ACTIVITY_FORM} reply={shownReply} onSubmit={checkBeforePost} onChange={markDirty} className="grid grid-cols-1 gap-6">
        {version !== null ? <input type="hidden" name="version" value={version} /> : null}
        {extraFields}
        {fieldNotes.length ? (
          <p className="rounded-md border-l-4 border-amber-600 bg-amber-50 p-3" data-testid="field-notes-summary">
            {t('portal.activityEditor.fieldNotes.summary', { count: fieldNotes.length })}
          </p>
        ) : null}
        <Card title={t('portal.activityEditor.sections.basics')}>
          <div className="grid gap-4">
            {text('title', t('portal.fields.title'), { required: true, max: ACTIVITY_EDITOR_LIMITS.titleMax, hint: t('portal.activityEditor.titleHint') })}
            <div>
              <RichTextEditor
                name="description"
                id={id('description')}
                label={t('portal.fields.description')}
                defaultValue={c?.description ?? ''}
                invalid={Boolean(errorOf('description'))}
                describedBy={errorOf('description') ? `${id('description')}-error` : undefined}
                onChange={markDirty}
              />
              <FieldError id={id('description')} error={errorOf('description')} />
              {notesFor('description')}
            </div>
          </div>
        </Card>

        <Card title={t('portal.activityEditor.sections.practical')}>
          <div className="grid gap-4 sm:grid-cols-2">
            {text('personsMin', t('portal.fields.personsMin'), { inputMode: 'numeric' })}
            {text('personsMax', t('portal.fields.personsMax'), { inputMode: 'numeric' })}
            {text('price', t('portal.fields.price'), { inputMode: 'decimal', decimal: true, hint: t('portal.activityEditor.priceHint') })}
            {text('duration', t('portal.fields.duration'), { max: 100, hint: t('portal.activityEditor.durationHint') })}
            {text('minimumAge', t('portal.fields.minimumAge'), { inputMode: 'numeric' })}
            {text('maximumAge', t('portal.fields.maximumAge'), { inputMode: 'numeric' })}
            {select('indoorOutdoor', INDOOR_OUTDOOR)}
            {select('geographicLocation', GEOGRAPHIC_LOCATIONS, t('portal.activityEditor.geographicLocationHint', { country }))}
          </div>
        </Card>

        <Card title={t('portal.fields.filterIds')} hint={t('portal.activityEditor.filtersHint')}>
          <FieldError id={id('filterIds')} error={errorOf('filterIds')} />
          <div className="grid gap-4 sm:grid-cols-2" id={id('filterIds')} tabIndex={-1}>
            {filterGroups.map((group) => (
              <fieldset key={group.id} className="rounded-md border border-slate-200 p-3">
                <legend className="px-1 font-semibold">{group.name}</legend>
                <ul className="grid gap-1">
                  {group.filters.map((filter) => (
                    <li key={filter.id}>
                      <label className="flex items-center gap-2">
                        <input type="checkbox" name="filterIds" value={filter.id} defaultChecked={c?.filterIds.includes(filter.id)} className="h-4 w-4" />
                        {filter.name}
                      </label>
                    </li>
                  ))}
                </ul>
              </fieldset>
            ))}
          </div>
          {notesFor('filterIds')}
        </Card>

        <Card title={t('portal.activityEditor.sections.places')} hint={t('portal.activityEditor.placesHint')}>
          <FieldError id={id('cityIds')} error={errorOf('cityIds') ?? errorOf('provinceIds') ?? errorOf('regionIds')} />
          <ul className="mb-3 flex flex-wrap gap-2" data-testid="chosen-places" id={id('cityIds')} tabIndex={-1}>
            {chosen.map((place) => (
              <li key={`${place.type}-${place.id}`} className="flex items-center gap-1 rounded-full bg-slate-100 py-1 pl-3 pr-1 text-sm">
                <input type="hidden" name={PLACE_FIELD[place.type]} value={place.id} />
                {place.name}
                <span className="text-gray-700">({t(`portal.activityEditor.placeTypes.${place.type}`)})</span>
                <button
                  type="button"
                  className="ml-1 rounded-full px-2 hover:bg-slate-300 focus-visible:outline focus-visible:outline-2 focus-visible:outline-slate-800"
                  aria-label={t('portal.activityEditor.removePlace', { name: place.name })}
                  onClick={() => {
                    setChosen(chosen.filter((other) => other !== place));
                    markDirty();
                  }}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
          <LocationComboBox
            label={t('portal.activityEditor.addPlace')}
            platformId={platformId}
            findLocations={(text, signal) => fetchOrganisationPlaces(organisationId, text, signal)}
            value={placeValue}
            testId="editor-location"
            onChange={(location) => {
              if (!location) return setPlaceValue(null);
              if (!chosen.some((p) => p.type === location.type && p.id === location.id)) {
                setChosen([...chosen, { id: location.id, name: location.name, type: location.type }]);
                markDirty();
              }
              // Ready for the next place.
              setPlaceValue(null);
            }}
          />
          {notesFor('cityIds', 'provinceIds', 'regionIds')}
          <TextField
            name="locationDescription"
            label={t('portal.fields.locationDescription')}
            optionalLabel={t('portal.activityEditor.optional')}
            rows={3}
            maxLength={ACTIVITY_EDITOR_LIMITS.locationDescriptionMax}
            defaultValue={c?.locationDescription ?? ''}
            className="mt-4"
          />
          {notesFor('locationDescription')}
        </Card>

        <Card title={t('portal.fields.media')}>
          <div id={id('media')} tabIndex={-1}>
            <MediaManager items={mediaItems} onChange={changeMedia} error={errorOf('media')} />
          </div>
          {notesFor('media')}
        </Card>

        <Card title={t('portal.activityEditor.sections.contact')}>
          <div className="grid gap-4 sm:grid-cols-2">
            {text('website', t('portal.fields.website'), { type: 'url', inputMode: 'url' })}
            <div className="flex items-end pb-2">
              <label className="flex items-center gap-2">
                <input type="checkbox" name="showWebsite" defaultChecked={c?.showWebsite ?? true} className="h-4 w-4" />
                {t('portal.fields.showWebsite')}
              </label>
              {notesFor('showWebsite')}
            </div>
            {text('contactFirstName', t('portal.fields.contactFirstName'), { max: 300 })}
            {text('contactLastName', t('portal.fields.contactLastName'), { max: 300 })}
            {text('contactPhone', t('portal.fields.contactPhone'), { type: 'tel', inputMode: 'tel' })}
            {text('contactEmail', t('portal.fields.contactEmail'), { type: 'email', inputMode: 'email' })}
            {text('serviceMail', t('portal.fields.serviceMail'), { type: 'email', inputMode: 'email', hint: t('portal.activityEditor.serviceMailHint') })}
          </div>
        </Card>

        {locked ? <LockedFields {...locked} errorOf={errorOf} /> : null}

        {/* The save bar stays in view while the form scrolls under it: an opaque bar (the fields must not show
            through) with a shadow above, edge to edge on a phone, where both buttons share one row instead of
            taking a fifth of the screen in two. */}
        <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center gap-x-3 gap-y-1 border-t border-slate-200 bg-white px-4 py-2 shadow-[0_-6px_12px_-8px_rgba(15,23,42,0.25)] sm:mx-0 sm:px-0 sm:py-3 sm:shadow-none">
          <button type="submit" name="intent" value="save" className={primaryButtonClassName} disabled={submitting}>
            {t('portal.activityEditor.save')}
          </button>
          {canSubmit ? (
            <button type="submit" name="intent" value="save-submit" className={`${secondaryButtonClassName} min-w-0 flex-1 sm:flex-none`} disabled={submitting}>
              {t('portal.activityEditor.saveAndSubmit')}
            </button>
          ) : null}
          <span className="basis-full text-sm text-gray-700 sm:basis-auto" role="status" data-testid="dirty-state">
            {submitting ? t('portal.activityEditor.saving') : dirty ? t('portal.activityEditor.unsaved') : ''}
          </span>
        </div>
      </PostForm>
    </>
  );
}

/** One note of the editors on a field, with the provider's answer (sent with the save, docs/decisions/118). */
function FieldNoteBox({ note, error }: { note: EditorFieldNote; error: string | undefined }) {
  const t = usePortalText();
  const answerId = `answer-${note.id}`;
  return (
    <div className="rounded-md border-l-4 border-amber-600 bg-amber-50 p-3 text-sm" data-testid="field-note" data-field={note.field}>
      <p className="font-semibold">
        {t('portal.activityEditor.fieldNotes.title')}
        {note.photo ? ` · ${t('portal.activityEditor.fieldNotes.photo', { n: note.photo })}` : null}
      </p>
      <p className="whitespace-pre-line">{note.note}</p>
      <label htmlFor={answerId} className="mt-2 block font-semibold">
        {t('portal.activityEditor.fieldNotes.answer')} <span className="font-normal text-gray-700">({t('portal.activityEditor.optional')})</span>
      </label>
      <textarea
        id={answerId}
        name={`answer.${note.id}`}
        rows={2}
        maxLength={4000}
        defaultValue={note.answer ?? ''}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${answerId}-error` : undefined}
        className={inputClassName}
      />
      <FieldError id={answerId} error={error} />
    </div>
  );
}

/**
 * The fields only the editors decide (OPERATOR_FIELDS, docs/decisions/118), read-only with the reason. An
 * operator may change the address of a live activity here: the old one redirects.
 */
function LockedFields({
  slug,
  platformName,
  operator,
  live,
  errorOf,
}: {
  slug: string;
  platformName: string;
  operator: boolean;
  live: boolean;
  /** A refusal names the locked field it was about: said under it. */
  errorOf: (field: string) => string | undefined;
}) {
  const t = usePortalText();
  const item = (field: 'slug' | 'platformId' | 'randomKey', value: string) => (
    <div key={field}>
      <FieldLabel htmlFor={id(`locked-${field}`)}>{t(`portal.lockedFields.${field}.label`)}</FieldLabel>
      <input
        id={id(`locked-${field}`)}
        value={value}
        readOnly
        aria-describedby={`${id(`locked-${field}`)}-why${errorOf(field) ? ` ${id(`locked-${field}`)}-error` : ''}`}
        className={`${inputClassName} bg-slate-100 text-gray-800`}
      />
      <p id={`${id(`locked-${field}`)}-why`} className="mt-1 text-sm text-gray-700">
        {t(`portal.lockedFields.${field}.why`)}
      </p>
      <FieldError id={id(`locked-${field}`)} error={errorOf(field)} />
    </div>
  );
  return (
    <Card title={t('portal.lockedFields.title')} hint={t(operator ? 'portal.lockedFields.operatorIntro' : 'portal.lockedFields.intro')}>
      <div className="grid gap-4 sm:grid-cols-2" data-testid="locked-fields">
        {operator && live ? (
          <div>
            <TextField name="slug" label={t('portal.lockedFields.slug.label')} defaultValue={slug} maxLength={200} hint={t('portal.lockedFields.slug.why')} />
          </div>
        ) : (
          item('slug', slug)
        )}
        {item('platformId', platformName)}
        {item('randomKey', t('portal.lockedFields.randomKey.value'))}
      </div>
    </Card>
  );
}
