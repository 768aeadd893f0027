import { type ReactNode, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { FieldLabel, inputClassName, TextField } from '../../../components/forms/fields.tsx';
import {
  Card,
  dangerButtonClassName,
  linkClassName,
  PortalPage,
  secondaryButtonClassName,
  usePortalText,
  SubmitButton,
} from '../../../portal/ui/portal-page.tsx';
import { PostForm, FormNotice, replyOf } from '../../../components/forms/post-form.tsx';
import { type FormActionData, type FormReply } from '../../../components/forms/form-reply.ts';
import type { ContactPersonView, OrganisationForEditing } from '../organisation-editing.types.ts';

// The organisation's page in the portal (decision 104): its profile, its contact persons with a form each,
// and a form to add one. Editing and removing a contact person are steps of their own (`?bewerken=`,
// `?verwijderen=`): plain links and posts, so they work without JavaScript and removal always asks first.

export const CONTACT_EDIT_PARAM = 'bewerken';
export const CONTACT_REMOVE_PARAM = 'verwijderen';

/** The form of one contact person's edit (its reply is found by this name). */
export const contactFormName = (id: number) => `contact-${id}`;

export function personName(person: Pick<ContactPersonView, 'firstName' | 'lastName'>): string {
  return [person.firstName, person.lastName].filter(Boolean).join(' ');
}

interface OrganisationScreenProps {
  organisation: OrganisationForEditing;
  contactPersons: ContactPersonView[];
  /** The contact person whose edit form is open, whose removal waits for a yes; null for none. */
  editing: number | null;
  removing: number | null;
  /** This page's own path: forms post here (without the step in the query), cancel links lead back. */
  pagePath: string;
  homePath: string;
  actionData: FormActionData | undefined;
  /** What the route adds of other features under the profile (the organisation's response time). */
  figures?: ReactNode;
}

export function OrganisationScreen({ organisation, contactPersons, editing, removing, pagePath, homePath, actionData, figures }: OrganisationScreenProps) {
  const t = usePortalText();
  return (
    <PortalPage wide title={organisation.name} intro={t('portal.organisation.intro', { platform: organisation.platformName })}>
      <p className="-mt-3 mb-6">
        <Link to={homePath} className={linkClassName}>
          {t('portal.organisation.back')}
        </Link>
      </p>
      <div className="grid grid-cols-1 gap-6">
        <ProfileCard organisation={organisation} actionData={actionData} pagePath={pagePath} />
        {figures}
        <ContactsCard
          organisation={organisation}
          contactPersons={contactPersons}
          editing={editing}
          removing={removing}
          pagePath={pagePath}
          actionData={actionData}
        />
        <Card title={t('portal.organisation.add.title')}>
          <FormNotice actionData={actionData} form="contact-new" />
          {/* A fresh, empty form after each addition (the key changes with the new person). */}
          <PostForm
            key={actionData?.done?.form === 'contact-new' ? `new-${actionData.done.params?.id}` : 'new'}
            name="contact-new"
            intent="contact-add"
            action={pagePath}
            reply={replyOf(actionData, 'contact-new')}
            className="grid gap-4 sm:grid-cols-2"
          >
            <ContactPersonFields form="contact-new" reply={replyOf(actionData, 'contact-new')} person={null} />
            <SubmitButton wide>{t('portal.organisation.add.submit')}</SubmitButton>
          </PostForm>
        </Card>
      </div>
    </PortalPage>
  );
}

function ProfileCard({
  organisation,
  actionData,
  pagePath,
}: {
  organisation: OrganisationForEditing;
  actionData: FormActionData | undefined;
  pagePath: string;
}) {
  const t = usePortalText();
  const value = (field: keyof OrganisationForEditing) => String(organisation[field] ?? '');
  return (
    <Card title={t('portal.organisation.profile.title')}>
      <FormNotice actionData={actionData} form="profile" />
      <PostForm name="profile" intent="profile" action={pagePath} reply={replyOf(actionData, 'profile')} className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <TextField
            name="organisationName"
            label={t('portal.organisation.profile.name')}
            autoComplete="organization"
            defaultValue={organisation.name}
            hint={t('portal.organisation.profile.nameHint')}
          />
        </div>
        <TextField name="email" type="email" label={t('portal.fields.email')} autoComplete="email" defaultValue={value('email')} required={false} />
        <TextField name="phone" type="tel" label={t('portal.fields.phone')} autoComplete="tel" defaultValue={value('phone')} required={false} />
        <div className="sm:col-span-2">
          <TextField
            name="website"
            label={t('portal.fields.website')}
            autoComplete="url"
            defaultValue={value('website')}
            hint={t('portal.organisation.profile.websiteHint')}
            required={false}
          />
        </div>
        <TextField
          name="address"
          label={t('portal.organisation.profile.street')}
          autoComplete="address-line1"
          defaultValue={value('address')}
          required={false}
        />
        <TextField name="streetNumber" label={t('portal.fields.streetNumber')} autoComplete="off" defaultValue={value('streetNumber')} required={false} />
        <TextField name="zipcode" label={t('portal.fields.zipcode')} autoComplete="postal-code" defaultValue={value('zipcode')} required={false} />
        <TextField name="city" label={t('portal.fields.city')} autoComplete="address-level2" defaultValue={value('city')} required={false} />
        <SubmitButton wide>{t('portal.organisation.profile.submit')}</SubmitButton>
      </PostForm>
    </Card>
  );
}

function ContactsCard({ organisation, contactPersons, editing, removing, pagePath, actionData }: Omit<OrganisationScreenProps, 'homePath'>) {
  const t = usePortalText();
  return (
    <Card title={t('portal.organisation.contacts.title')} id="contactpersonen">
      <p className="mb-4 text-gray-700">{t('portal.organisation.contacts.intro')}</p>
      <FormNotice actionData={actionData} form="contacts" />
      {contactPersons.length === 0 ? (
        <p>{t('portal.organisation.contacts.none')}</p>
      ) : (
        <ul className="divide-y divide-slate-200" data-testid="contact-persons">
          {contactPersons.map((person) => {
            const reply = replyOf(actionData, contactFormName(person.id));
            return (
              <li key={person.id} className="py-4" data-testid="contact-person">
                {editing === person.id || reply ? (
                  <ContactEdit person={person} reply={reply} pagePath={pagePath} />
                ) : removing === person.id ? (
                  <ContactRemoval person={person} organisation={organisation} pagePath={pagePath} />
                ) : (
                  <ContactSummary person={person} pagePath={pagePath} />
                )}
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}

function Badge({ children, tone = 'plain' }: { children: string; tone?: 'plain' | 'strong' }) {
  return <span className={`rounded px-2 py-0.5 text-sm ${tone === 'strong' ? 'bg-green-100 text-green-900' : 'bg-slate-100 text-slate-900'}`}>{children}</span>;
}

function ContactSummary({ person, pagePath }: { person: ContactPersonView; pagePath: string }) {
  const t = usePortalText();
  const name = personName(person) || t('portal.organisation.contacts.unnamed');
  const place = [person.address, [person.zipCode, person.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return (
    <div className="flex flex-col gap-3">
      <div className="min-w-0">
        <h3 className="font-semibold">{name}</h3>
        <p className="mt-1 flex flex-wrap gap-2">
          {person.primary ? <Badge tone="strong">{t('portal.organisation.contacts.primary')}</Badge> : null}
          {person.manager ? <Badge>{t('portal.organisation.contacts.manager')}</Badge> : null}
          {person.wantsOfferMail ? <Badge>{t('portal.organisation.contacts.offerMail')}</Badge> : null}
          {person.wantsMail ? <Badge>{t('portal.organisation.contacts.mail')}</Badge> : null}
        </p>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 text-sm text-gray-800">
          {[
            ['email', person.email],
            ['phone', person.phone],
            ['fax', person.fax],
            ['address', place],
          ]
            .filter(([, value]) => value)
            .map(([field, value]) => (
              <div key={field} className="contents">
                <dt className="text-gray-700">{t(`portal.fields.${field}`)}</dt>
                <dd className="min-w-0 [overflow-wrap:anywhere]">{value}</dd>
              </div>
            ))}
        </dl>
        {person.notes ? <p className="mt-2 whitespace-pre-line text-sm text-gray-800">{person.notes}</p> : null}
        {person.otherOrganisations > 0 ? (
          <p className="mt-2 text-sm text-gray-700">
            {t(person.editsShared ? 'portal.organisation.contacts.shared' : 'portal.organisation.contacts.sharedCopy', { count: person.otherOrganisations })}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        <Link to={`${pagePath}?${CONTACT_EDIT_PARAM}=${person.id}`} preventScrollReset className={secondaryButtonClassName}>
          {t('portal.organisation.contacts.edit')}
          <span className="sr-only"> {name}</span>
        </Link>
        {person.primary ? null : (
          <PostForm name="contacts" intent="contact-primary" action={pagePath} className="flex">
            <input type="hidden" name="contactPersonId" value={person.id} />
            <button type="submit" className={secondaryButtonClassName}>
              {t('portal.organisation.contacts.makePrimary')}
              <span className="sr-only"> {name}</span>
            </button>
          </PostForm>
        )}
        <Link to={`${pagePath}?${CONTACT_REMOVE_PARAM}=${person.id}`} preventScrollReset className={dangerButtonClassName}>
          {t('portal.organisation.contacts.remove')}
          <span className="sr-only"> {name}</span>
        </Link>
      </div>
    </div>
  );
}

/** Moves the focus to a step that just opened (the edit form's title, the removal question). */
function useFocusOnOpen<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return ref;
}

function ContactEdit({ person, reply, pagePath }: { person: ContactPersonView; reply: FormReply | null; pagePath: string }) {
  const t = usePortalText();
  const title = useFocusOnOpen<HTMLHeadingElement>();
  const form = contactFormName(person.id);
  return (
    <div>
      <h3 ref={title} tabIndex={-1} className="mb-3 font-semibold outline-none">
        {t('portal.organisation.contacts.editTitle', { name: personName(person) || t('portal.organisation.contacts.unnamed') })}
      </h3>
      <PostForm name={form} intent="contact-edit" action={pagePath} reply={reply} className="grid gap-4 sm:grid-cols-2">
        <input type="hidden" name="contactPersonId" value={person.id} />
        <ContactPersonFields form={form} reply={reply} person={person} />
        <div className="flex flex-wrap gap-2 sm:col-span-2">
          <SubmitButton>{t('portal.organisation.contacts.save')}</SubmitButton>
          <Link to={pagePath} preventScrollReset className={secondaryButtonClassName}>
            {t('portal.organisation.contacts.cancel')}
          </Link>
        </div>
      </PostForm>
    </div>
  );
}

function ContactRemoval({ person, organisation, pagePath }: { person: ContactPersonView; organisation: OrganisationForEditing; pagePath: string }) {
  const t = usePortalText();
  const question = useFocusOnOpen<HTMLDivElement>();
  const name = personName(person) || t('portal.organisation.contacts.unnamed');
  return (
    <div
      ref={question}
      tabIndex={-1}
      className="rounded-md border-l-4 border-red-700 bg-red-50 p-4 outline-none focus:ring-2 focus:ring-red-700"
      data-testid="remove-question"
    >
      <h3 className="font-semibold">{t('portal.organisation.contacts.removeTitle')}</h3>
      <p className="mt-1">{t('portal.organisation.contacts.removeQuestion', { name, organisation: organisation.name })}</p>
      {person.otherOrganisations > 0 ? <p className="mt-1 text-sm">{t('portal.organisation.contacts.removeShared')}</p> : null}
      <div className="mt-3 flex flex-wrap gap-2">
        <PostForm name="contacts" intent="contact-remove" action={pagePath} className="flex">
          <input type="hidden" name="contactPersonId" value={person.id} />
          <button type="submit" className={dangerButtonClassName}>
            {t('portal.organisation.contacts.removeConfirm')}
          </button>
        </PostForm>
        <Link to={pagePath} preventScrollReset className={secondaryButtonClassName}>
          {t('portal.organisation.contacts.cancel')}
        </Link>
      </div>
    </div>
  );
}

/** The fields of a contact person, empty for a new one; the values typed come back with a refusal. */
function ContactPersonFields({ form, reply, person }: { form: string; reply: FormReply | null; person: ContactPersonView | null }) {
  const t = usePortalText();
  const value = (field: keyof ContactPersonView) => (person ? String(person[field] ?? '') : '');
  const checked = (field: 'manager' | 'wantsMail' | 'wantsOfferMail' | 'primary') => (reply ? reply.values[field] === 'on' : (person?.[field] ?? false));
  return (
    <>
      <TextField name="firstName" label={t('portal.fields.firstName')} autoComplete="off" defaultValue={value('firstName')} required={false} />
      <TextField name="lastName" label={t('portal.fields.lastName')} autoComplete="off" defaultValue={value('lastName')} required={false} />
      <TextField name="email" type="email" label={t('portal.fields.email')} autoComplete="off" defaultValue={value('email')} required={false} />
      <TextField name="phone" type="tel" label={t('portal.fields.phone')} autoComplete="off" defaultValue={value('phone')} required={false} />
      <TextField name="fax" type="tel" label={t('portal.fields.fax')} autoComplete="off" defaultValue={value('fax')} required={false} />
      <TextField name="address" label={t('portal.fields.address')} autoComplete="off" defaultValue={value('address')} required={false} />
      <TextField name="zipCode" label={t('portal.fields.zipCode')} autoComplete="off" defaultValue={value('zipCode')} required={false} />
      <TextField name="city" label={t('portal.fields.city')} autoComplete="off" defaultValue={value('city')} required={false} />
      <div className="sm:col-span-2">
        <NotesField form={form} reply={reply} defaultValue={value('notes')} />
      </div>
      <fieldset className="sm:col-span-2">
        <legend className="mb-2 font-semibold">{t('portal.organisation.contacts.options')}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {(['primary', 'wantsOfferMail', 'wantsMail', 'manager'] as const).map((field) => (
            <label key={field} className="flex items-start gap-2" htmlFor={`${form}-${field}`}>
              <input
                id={`${form}-${field}`}
                type="checkbox"
                name={field}
                defaultChecked={checked(field)}
                className="mt-1 h-5 w-5 shrink-0 rounded border-gray-400 accent-slate-800"
              />
              <span>{t(`portal.organisation.checkboxes.${field}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
    </>
  );
}

/** The notes: a text area (the portal kit has single-line fields only), its error under it. */
function NotesField({ form, reply, defaultValue }: { form: string; reply: FormReply | null; defaultValue: string }) {
  const t = usePortalText();
  const id = `${form}-notes`;
  const error = reply?.errors.notes?.[0];
  return (
    <div>
      <FieldLabel htmlFor={id}>{t('portal.fields.notes')}</FieldLabel>
      <textarea
        id={id}
        name="notes"
        rows={3}
        defaultValue={reply?.values.notes ?? defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={inputClassName}
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700" data-testid="field-error">
          {t(error)}
        </p>
      ) : null}
    </div>
  );
}
