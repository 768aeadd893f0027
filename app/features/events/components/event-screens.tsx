import { Link } from 'react-router';
import { FormAlert } from '../../../components/forms/form-alert.tsx';
import { PORTAL_PATHS } from '../../../config/portal-links.ts';
import { Card, linkClassName, PortalPage, secondaryButtonClassName, usePortalText } from '../../../portal/ui/portal-page.tsx';
import { PostForm, FormNotice, replyOf } from '../../../components/forms/post-form.tsx';
import { type FormActionData } from '../../../components/forms/form-reply.ts';
import { EventFormSchema, NewEventFormSchema } from '../provider-events.schemas.ts';
import type { EditableEvent, EventOrganisationOption, NewEventContext } from '../provider-events.types.ts';
import { EVENT_FORM } from '../provider-events.form.ts';
import { EventEditor } from './event-editor.tsx';

const EMPTY_VALUES = { title: '', startDate: '', endDate: '', cityId: '', website: '', description: '' };

function BackLink() {
  const t = usePortalText();
  return (
    <p className="mb-4">
      <Link to={PORTAL_PATHS.events} className={linkClassName}>
        ← {t('portal.events.back')}
      </Link>
    </p>
  );
}

/** Which organisation a new event is for (when the provider has several on an agenda platform). */
export function ChooseOrganisation({ organisations }: { organisations: EventOrganisationOption[] }) {
  const t = usePortalText();
  return (
    <PortalPage title={t('portal.events.newTitle')} intro={t('portal.events.chooseIntro')}>
      <BackLink />
      <Card title={t('portal.events.chooseOrganisation')}>
        {organisations.length === 0 ? (
          <p>{t('portal.events.noOrganisations')}</p>
        ) : (
          <ul className="divide-y divide-slate-200">
            {organisations.map((organisation) => (
              <li key={organisation.id} className="py-2">
                <Link to={`${PORTAL_PATHS.newEvent}?organisatie=${organisation.id}`} className={linkClassName}>
                  {organisation.name}
                </Link>
                <span className="ml-2 text-sm text-gray-700">{organisation.platformName}</span>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </PortalPage>
  );
}

/** The form of a new event: saved as a draft, or submitted at once. */
export function NewEventScreen({ context, actionData }: { context: NewEventContext; actionData: FormActionData | undefined }) {
  const t = usePortalText();
  return (
    <PortalPage
      wide
      title={t('portal.events.newTitle')}
      intro={t('portal.events.organisationOf', { organisation: context.organisationName, platform: context.platformName })}
    >
      <BackLink />
      <Card>
        <EventEditor
          values={EMPTY_VALUES}
          cities={context.cities}
          organisationId={context.organisationId}
          image={null}
          serverReply={replyOf(actionData, EVENT_FORM)}
          schema={NewEventFormSchema}
          hidden={{ organisationId: String(context.organisationId) }}
          saveLabel={t('portal.events.save')}
          submitLabel={t('portal.events.saveAndSubmit')}
        />
      </Card>
    </PortalPage>
  );
}

/** One event: where it stands in review, the operators' comment, the on/off switch, the form. */
export function EditEventScreen({
  event,
  actionData,
  created,
  submitted,
}: {
  event: EditableEvent;
  actionData: FormActionData | undefined;
  /** Just created (as a draft, or submitted at once): said until the next post. */
  created: boolean;
  submitted: boolean;
}) {
  const t = usePortalText();
  const waiting = event.state === 'submitted' || event.state === 'changes-submitted';
  const rejected = event.state === 'rejected' || event.state === 'changes-rejected';
  return (
    <PortalPage
      wide
      title={t('portal.events.editTitle')}
      intro={t('portal.events.organisationOf', { organisation: event.organisationName, platform: event.platformName })}
    >
      <BackLink />
      <div className="grid grid-cols-1 gap-6">
        {(created || submitted) && !actionData ? (
          <FormAlert tone="success">{t(submitted ? 'portal.events.submitted' : 'portal.events.created')}</FormAlert>
        ) : null}
        <FormNotice actionData={actionData} form={EVENT_FORM} />
        <FormNotice actionData={actionData} form="visibility" />
        <section
          aria-labelledby="event-state-title"
          className={`rounded-lg border-l-4 p-4 ${rejected ? 'border-red-700 bg-red-50' : waiting ? 'border-sky-700 bg-sky-50' : 'border-slate-500 bg-white'}`}
          data-testid="event-status"
        >
          <div className="mb-2 flex flex-wrap items-center gap-x-3 gap-y-1">
            <h2 id="event-state-title" className="text-lg font-bold">
              {t(`portal.events.states.${event.state}`)}
            </h2>
            <span className={`inline-block rounded px-2 py-0.5 text-sm ${event.online ? 'bg-green-100 text-green-900' : 'bg-slate-100 text-slate-900'}`}>
              {t(event.online ? 'portal.events.online' : 'portal.events.offline')}
            </span>
          </div>
          <p>{t(`portal.events.notice.${event.state}`, { title: event.liveTitle ?? '' })}</p>
          {rejected && event.reviewComment ? (
            <div className="mt-3" data-testid="review-comment">
              <p className="font-semibold">{t('portal.events.reviewComment')}</p>
              <p className="whitespace-pre-line">{event.reviewComment}</p>
            </div>
          ) : null}
        </section>
        {event.published ? <Visibility event={event} actionData={actionData} /> : null}
        <Card>
          <EventEditor
            key={event.version}
            values={event.values}
            cities={event.cities}
            organisationId={event.organisationId}
            image={event.image}
            serverReply={replyOf(actionData, EVENT_FORM)}
            schema={EventFormSchema}
            hidden={{ version: String(event.version) }}
            saveLabel={t('portal.events.save')}
            // While it waits, a save changes what the operators will see; it stays submitted.
            submitLabel={waiting ? null : t('portal.events.saveAndSubmit')}
          />
        </Card>
      </div>
    </PortalPage>
  );
}

/** The provider's on/off switch of a published event: at once, no review. */
function Visibility({ event, actionData }: { event: EditableEvent; actionData: FormActionData | undefined }) {
  const t = usePortalText();
  return (
    <Card title={t('portal.events.visibility.title')}>
      <p className="mb-3">{t(event.online ? 'portal.events.visibility.on' : 'portal.events.visibility.off')}</p>
      <PostForm name="visibility" reply={replyOf(actionData, 'visibility')} intent={event.online ? 'off' : 'on'} className="space-y-3">
        <button type="submit" className={secondaryButtonClassName}>
          {t(event.online ? 'portal.events.visibility.switchOff' : 'portal.events.visibility.switchOn')}
        </button>
      </PostForm>
    </Card>
  );
}
