import { getZodConstraint } from '@conform-to/zod/v4';
import { type ShouldRevalidateFunctionArgs, data, redirect } from 'react-router';
import type { Route } from './+types/activity-detail';
import { findActivityRedirect, getPublicActivityBySlug, listOrganisationActivities } from '../features/activities/activities.server.ts';
import { listOrganisationEvents } from '../features/events/events.server.ts';
import { ActivityDetailScreen } from '../features/journey/components/activity-detail-screen.tsx';
import { collectPages, eventView, organisationHasEvents, otherActivity } from '../features/journey/journey.server.ts';
import type { ActivityDetailData } from '../features/journey/journey.types.ts';
import type { QuoteFormFields } from '../features/journey/quote-form.types.ts';
import { runFormCommand } from '../components/forms/form-action.server.ts';
import { clientFormAction, type FormActionResult } from '../components/forms/form-result.ts';
import { screenTexts } from '../i18n/catalogue-loader.ts';
import { loaderHead } from '../page-head/loader-head.ts';
import { descriptionHtml } from '../rendering/rich-text.ts';
import { headContextOf, pageHeadOf } from '../page-head/page-head.server.ts';
import { activityLd } from '../page-head/structured-data.ts';
import { translate } from '../i18n/i18n.ts';
import { QUOTE_FORM, QuoteFormSchema } from '../features/quote/quote-form.ts';
import { submitQuoteRequest } from '../features/quote/quote.server.ts';
import { activityResponseBadge } from '../features/quote/response-time.server.ts';
import { requestNewsletterConfirmation } from '../features/newsletter/newsletter.server.ts';
import { type RequestContext, requestContext } from '../request-context.server.ts';

// Activity detail (screens.md 2): gallery, tabs, quote request form, contact buttons, other activities.

/** The form's native constraints (required, lengths), computed here so the browser needs no zod to render it. */
const quoteConstraint = getZodConstraint(QuoteFormSchema);

/** The quote form's browser validation, loaded when the visitor starts filling the form in. */
const loadQuoteValidation = () => import('../features/quote/quote-form.ts').then((m) => (formData: FormData) => m.validateQuoteForm<QuoteFormFields>(formData));

export async function loader({ params, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const { db, platform, log } = ctx;
  // The activity and what its page shows of its organisation are read side by side: the lists find the
  // organisation by the activity's slug themselves, so the page waits for one round of statements, not two.
  const ofActivity = { ofActivitySlug: params.slug };
  const wantsEvents = ctx.brand.features.organisationEvents;
  const [activity, others, events, hasEvents, responseTime] = await Promise.all([
    getPublicActivityBySlug(db, platform.id, params.slug),
    collectPages((page) =>
      listOrganisationActivities(db, platform.id, ofActivity, { page, limit: 100, excludeActivitySlug: params.slug }).then((r) => ({
        pageCount: r.pageCount,
        items: r.activities.map(otherActivity),
      })),
    ).catch((error: unknown) => {
      log.error({ err: error }, 'other activities load failed');
      return [];
    }),
    wantsEvents
      ? listOrganisationEvents(db, platform.id, ofActivity, { page: 1, limit: 5 })
          .then((list) => list.events.map(eventView))
          .catch((error: unknown) => {
            log.error({ err: error }, 'organisation events load failed');
            return [];
          })
      : [],
    wantsEvents ? organisationHasEvents(db, platform.id, ofActivity).catch(() => false) : false,
    // Read with the page, not stored (docs/decisions/115): the page cache keeps it for the page's minute,
    // and answering a lead invalidates no page. A failure leaves the badge out, not the page.
    activityResponseBadge(db, platform, params.slug).catch((error: unknown) => {
      log.error({ err: error }, 'response time load failed');
      return null;
    }),
  ]);
  if (!activity) {
    // An old slug: a permanent redirect to the current one. A failed lookup is ignored (screens.md 8).
    const moved = await findActivityRedirect(db, platform.id, params.slug).catch((error: unknown) => {
      log.warn({ err: error }, 'redirect lookup failed');
      return null;
    });
    if (moved && moved.newSlug !== params.slug) throw redirect(`/uitjes/${encodeURIComponent(moved.newSlug)}`, 301);
    throw data(null, { status: 404 });
  }
  const detail: ActivityDetailData = {
    activity,
    descriptionHtml: descriptionHtml(activity.description),
    others,
    events,
    hasEvents,
    responseTime,
    quoteConstraint,
  };
  return { ...detail, head: await activityHead(ctx, activity, params.slug) };
}

async function activityHead(ctx: RequestContext, activity: ActivityDetailData['activity'], slug: string) {
  const { locale } = ctx.brand;
  const { origin } = await headContextOf(ctx);
  const image = activity.media.find((m) => m.type === 'IMAGE');
  const path = `/uitjes/${slug}`;
  const places = [
    ...activity.cities.map((city) => ({ name: city.name, lat: city.lat, lon: city.lon })),
    ...activity.provinces.map((province) => ({ name: province.name })),
  ];
  return pageHeadOf(
    ctx,
    { text: activity.title },
    {
      description: activity.description,
      image: image?.url ?? null,
      canonicalPath: path,
      // The breadcrumbs the gallery shows (home, /uitjes, title), and the activity as a place.
      breadcrumbs: [
        { name: translate(locale, 'site.home'), path: '/' },
        { name: translate(locale, 'pages.activities.title'), path: '/uitjes' },
        { name: activity.title },
      ],
      jsonLd: [
        activityLd(origin, {
          title: activity.title,
          path,
          description: activity.description,
          website: activity.showWebsite ? activity.website : null,
          images: activity.media.filter((m) => m.type === 'IMAGE').map((m) => m.url),
          places,
        }),
      ],
    },
  );
}

/**
 * The quote request, posted with or without JavaScript, through the form pattern every visitor form
 * uses (runFormCommand): invalid input comes back with its messages, a failure as the error state. An
 * activity that is no longer public by the time the form is sent is such a failure (screens.md 8).
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  const { db, platform, log } = ctx;
  return runFormCommand({
    form: QUOTE_FORM,
    formData: await request.formData(),
    schema: QuoteFormSchema,
    command: async (value) => {
      const activity = await getPublicActivityBySlug(db, platform.id, params.slug);
      const outcome = activity ? await submitQuoteRequest(db, ctx, activity.id, value, requestNewsletterConfirmation, ctx.publicConfig.portalOrigin) : null;
      if (!outcome || outcome.status === 'activity-not-found') throw new Error(`activity ${params.slug} is not public (any more)`);
      return outcome;
    },
    log,
  });
}

/** A request that cannot reach the server is a failure too (screens.md 8: status error). */
export async function clientAction({ serverAction, request }: Route.ClientActionArgs) {
  return clientFormAction(serverAction, await request.clone().formData());
}

/** After a quote request the activity itself has not changed: no reload (and no second view). */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod && formMethod.toUpperCase() !== 'GET' ? false : defaultShouldRevalidate;
}

/** The catalogue parts of this screen, loaded before it renders in the browser (app/i18n/text-parts.ts). */
export const handle = await screenTexts('overview', 'detail');

export const meta: Route.MetaFunction = loaderHead;

export default function Screen({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ActivityDetailScreen
      data={loaderData as ActivityDetailData}
      loadQuoteValidation={loadQuoteValidation}
      actionData={actionData as FormActionResult | undefined}
    />
  );
}
