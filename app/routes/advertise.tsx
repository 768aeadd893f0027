import { useTranslation } from '../i18n/use-translation.tsx';
import { useSearchParams } from 'react-router';
import type { Route } from './+types/advertise';
import { portalSignInUrl, portalSignUpUrl } from '../config/portal-links.ts';
import { actionButtonClassName, deepPrimaryText } from '../components/forms/brand-styles.ts';
import { runFormCommand } from '../components/forms/form-action.server.ts';
import { clientFormAction } from '../components/forms/form-result.ts';
import { useFormState } from '../components/forms/use-form-state.ts';
import { EVENT_FORM_ANCHOR, EVENT_FORM_PARAM } from '../features/advertise/event-form-link.ts';
import { AgendaPromo } from '../features/advertise/components/agenda-promo.tsx';
import { EVENT_FORM, EventSubmissionForm } from '../features/advertise/components/event-submission-form.tsx';
import { IMAGE_FILE_FIELD } from '../features/advertise/components/image-upload.tsx';
import { ContactMessageSchema } from '../features/contact/contact.schemas.ts';
import { submitContactMessage } from '../features/contact/contact.server.ts';
import { brandTextKey } from '../features/content/brand-text.ts';
import { ContentHeader } from '../features/content/components/content-header.tsx';
import { QUESTION_FORM, QuestionForm } from '../features/content/components/question-form.tsx';
import { Section } from '../features/content/components/section.tsx';
import { contentHead } from '../features/content/content-head.server.ts';
import { screenTexts } from '../i18n/catalogue-loader.ts';
import { loaderHead } from '../page-head/loader-head.ts';
import { EVENT_SUBMISSION_MESSAGE_KEYS, EventSubmissionSchema } from '../features/event-submission/event-submission.schemas.ts';
import { submitEventSubmission } from '../features/event-submission/event-submission.server.ts';
import { searchLocations } from '../features/locations/locations.server.ts';
import { storeFormImage } from '../features/media/media.server.ts';
import { useSiteShell } from '../site-shell/use-site-shell.ts';
import { type RequestContext, requestContext } from '../request-context.server.ts';

// Advertise: texts and claims, question form (type Ad), advertiser login; on the kids site also the
// agenda banner and the event-submission form (screens.md 2 Advertise, 3, 4, 5, 8).

export async function loader({ context, url }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const { db, platform, brand, publicConfig, log } = ctx;
  let provinces: string[] = [];
  if (brand.features.eventSubmission) {
    try {
      const { locations } = await searchLocations(db, platform.id, { page: 1, limit: 30, filterQuery: { type: 'PROVINCE' } });
      provinces = locations.map((location) => location.name);
    } catch (error) {
      log.error({ err: error }, 'provinces for the event form failed');
    }
  }
  const head = await contentHead(ctx, (brand, t) => ({
    title: t('advertise.meta.title'),
    description: t(brandTextKey(brand, 'advertise.meta.description')),
    canonicalPath: url.pathname,
  }));
  return {
    advertiserLoginUrl: portalSignInUrl(publicConfig.portalOrigin, ctx.brand),
    providerSignUpUrl: portalSignUpUrl(publicConfig.portalOrigin, ctx.brand),
    provinces,
    head,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  const { db, brand, log } = ctx;
  const formData = await request.formData();
  if (formData.get('form') === EVENT_FORM && brand.features.eventSubmission) {
    const imageErrors = await takeEventImage(formData, ctx);
    return runFormCommand({
      form: EVENT_FORM,
      formData,
      schema: EventSubmissionSchema,
      knownFieldErrors: imageErrors,
      command: (value) => submitEventSubmission(db, ctx, value),
      fieldErrorsOf: (result) =>
        (result as { status?: string }).status === 'media-not-found' ? { media: [EVENT_SUBMISSION_MESSAGE_KEYS.mediaRequired] } : null,
      log,
    });
  }
  formData.delete(IMAGE_FILE_FIELD);
  // The advertise page's question is always an advertising request.
  formData.set('type', 'Ad');
  formData.set('form', QUESTION_FORM);
  return runFormCommand({ form: QUESTION_FORM, formData, schema: ContactMessageSchema, command: (value) => submitContactMessage(db, ctx, value), log });
}

/**
 * Without JavaScript the event form posts its image as the file field `image` (with JavaScript it was
 * uploaded already and only `media.id` comes). The file is stored exactly as the upload API stores it
 * (type by content, 2 MB, 154 x 50 px, pixel-bomb guard) and posted on as `media.id` and `media.url`,
 * so a form that comes back with other messages keeps its image. A refused file answers the upload's
 * message on the image field; a failing store is logged and the form asks for an image, as a failed
 * upload does with JavaScript (screens.md 8). A bot (honeypot filled) stores nothing.
 */
async function takeEventImage(formData: FormData, { db, imageStorage, log, clientIp, uploadQuota }: RequestContext): Promise<Record<string, string[]> | null> {
  const file = formData.get(IMAGE_FILE_FIELD);
  formData.delete(IMAGE_FILE_FIELD);
  if (formData.get('website_url')) return null;
  const forgetImage = (messageKey: string) => {
    formData.delete('media.id');
    formData.delete('media.url');
    formData.set('media', ''); // as the form posts 'no image'
    return { media: [messageKey] };
  };
  let stored: Awaited<ReturnType<typeof storeFormImage>>;
  try {
    stored = await storeFormImage(db, imageStorage, file, { clientIp, quota: uploadQuota, userId: null });
  } catch (error) {
    log.error({ err: error }, 'event image from the form could not be stored');
    return forgetImage(EVENT_SUBMISSION_MESSAGE_KEYS.mediaRequired);
  }
  if (!stored) return null;
  if (stored.status === 'rejected') {
    log.info({ code: stored.code, size: file instanceof File ? file.size : null }, 'event image from the form refused');
    return forgetImage(stored.messageKey);
  }
  formData.delete('media');
  formData.set('media.id', String(stored.media.id));
  formData.set('media.url', stored.media.url);
  return null;
}

export async function clientAction({ serverAction, request }: Route.ClientActionArgs) {
  return clientFormAction(serverAction, await request.clone().formData());
}

/** The catalogue parts of this screen, loaded before it renders in the browser (app/i18n/text-parts.ts). */
export const handle = await screenTexts('content');

export const meta: Route.MetaFunction = loaderHead;

export default function Screen({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { brand } = useSiteShell();
  const text = (key: string) => t(brandTextKey(brand, key));
  return (
    <>
      <ContentHeader title={t('advertise.header.title')} intro={text('advertise.header.intro')} />
      <Section padding={56} aria-labelledby="advertise-title">
        <div className="grid gap-10 lg:grid-cols-2">
          <div>
            <h2 id="advertise-title" className="mb-4 text-2xl font-bold">
              {text('advertise.text.title')}
            </h2>
            <p className="mb-4 text-lg">{text('advertise.text.intro')}</p>
            <ul className="mb-6 space-y-3" data-testid="advertise-claims">
              {(['visitors', 'price', 'report'] as const).map((claim) => (
                <li key={claim} className="flex gap-3">
                  <span aria-hidden="true" className={`font-bold ${deepPrimaryText}`}>
                    ✓
                  </span>
                  <span>{t(`advertise.claims.${claim}`)}</span>
                </li>
              ))}
            </ul>
            <p className="mb-2">{t('advertise.login.text')}</p>
            <a href={loaderData.advertiserLoginUrl} className={`font-semibold underline underline-offset-2 ${deepPrimaryText}`} data-testid="advertiser-login">
              {t('advertise.login.link')}
            </a>
            <p className="mb-2 mt-4">{t('advertise.signUp.text')}</p>
            <a href={loaderData.providerSignUpUrl} className={`font-semibold underline underline-offset-2 ${deepPrimaryText}`} data-testid="provider-sign-up">
              {t('advertise.signUp.link')}
            </a>
          </div>
          <div className="rounded-lg bg-brand-light p-6">
            <h2 id="advertise-question-title" className="mb-2 text-2xl font-bold">
              {t('advertise.form.title')}
            </h2>
            <p className="mb-6">{t('advertise.form.intro')}</p>
            <QuestionForm schema={ContactMessageSchema} type="Ad" headingId="advertise-question-title" />
          </div>
        </div>
      </Section>
      {brand.features.eventSubmission ? <EventModule provinces={loaderData.provinces} /> : null}
    </>
  );
}

/** Kids only: the agenda banner and the event form, collapsed until 'Plaats uw evenement!' is pressed. */
function EventModule({ provinces }: { provinces: string[] }) {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const { answer } = useFormState(EVENT_FORM);
  const expanded = searchParams.get(EVENT_FORM_PARAM) === 'open' || answer !== undefined;
  return (
    <Section padding={56} aria-labelledby="event-module-title" className="bg-brand-light">
      <h2 id="event-module-title" className="mb-6 text-2xl font-bold">
        {t('advertise.event.title')}
      </h2>
      <AgendaPromo />
      <div id={EVENT_FORM_ANCHOR} className="mt-8 scroll-mt-4">
        {expanded ? (
          <div className="rounded-lg bg-white p-6">
            <h3 id="event-form-title" className="mb-2 text-xl font-bold">
              {t('advertise.event.formTitle')}
            </h3>
            <p className="mb-6">{t('advertise.event.formIntro')}</p>
            <EventSubmissionForm schema={EventSubmissionSchema} provinces={provinces} headingId="event-form-title" />
          </div>
        ) : (
          // A GET form: the button opens the form with or without JavaScript (?evenement=open).
          <form
            method="get"
            action={`#${EVENT_FORM_ANCHOR}`}
            onSubmit={(event) => {
              event.preventDefault();
              setSearchParams({ [EVENT_FORM_PARAM]: 'open' }, { preventScrollReset: true, replace: true });
            }}
          >
            <p className="mb-4">{t('advertise.event.text')}</p>
            <button type="submit" name={EVENT_FORM_PARAM} value="open" className={actionButtonClassName} data-testid="event-form-open">
              {t('advertise.event.open')}
            </button>
          </form>
        )}
      </div>
    </Section>
  );
}
