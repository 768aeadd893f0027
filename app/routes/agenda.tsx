import { data, redirect } from 'react-router';
import type { Route } from './+types/agenda';
import type { Database } from '../../db/client.server.ts';
import { PAGE_PARAM, pageExists } from '../components/ui/page-param.ts';
import { AGENDA_PAGE_SIZE, type AgendaFilters as Filters, agendaSearch, parseAgendaFilters } from '../features/agenda/agenda-params.ts';
import { listEventImages } from '../features/agenda/agenda.server.ts';
import type { AgendaBanner, AgendaEvent } from '../features/agenda/agenda.types.ts';
import { AgendaFilters } from '../features/agenda/components/agenda-filters.tsx';
import { AgendaResults } from '../features/agenda/components/agenda-results.tsx';
import { formatEventPeriod, todayInPlatformZone } from '../features/agenda/event-dates.ts';
import { getRandomBanner } from '../features/banners/banners.server.ts';
import { bannerClickPath } from '../features/banners/banners.schemas.ts';
import { contentHead } from '../features/content/content-head.server.ts';
import { screenTexts } from '../i18n/catalogue-loader.ts';
import { loaderHead } from '../page-head/loader-head.ts';
import { headContextOf } from '../page-head/page-head.server.ts';
import { eventLd } from '../page-head/structured-data.ts';
import type { Event } from '../features/events/events.schemas.ts';
import { searchEvents } from '../features/events/events.server.ts';
import { searchLocations } from '../features/locations/locations.server.ts';
import { type RequestContext, type RequestLogger, requestContext } from '../request-context.server.ts';
import { plainDescription } from '../components/ui/plain-text.ts';

// Events calendar, kids platform only (core.md 2; screens.md 2 Agenda, 8, 9). Filters live in the URL.

const OLD_PAGE_PARAM = 'pagina';

export async function loader({ context, url }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const { db, platform, brand, log } = ctx;
  if (!brand.features.agenda) throw data(null, { status: 404 });
  // Addresses from before the one page rule (components/ui/page-param.ts) named the page 'pagina'.
  const oldPage = url.searchParams.get(OLD_PAGE_PARAM);
  if (oldPage !== null) {
    const moved = new URLSearchParams(url.searchParams);
    moved.delete(OLD_PAGE_PARAM);
    if (!moved.has(PAGE_PARAM)) moved.set(PAGE_PARAM, oldPage);
    throw redirect(`${url.pathname}${agendaSearch(parseAgendaFilters(moved))}`, 301);
  }
  const filters = parseAgendaFilters(url.searchParams);
  const [list, banner] = await Promise.all([loadEvents(db, platform.id, filters, log), loadBanner(db, platform.id, log)]);
  if (!list.failed && !pageExists(filters.page, list.pageCount)) throw data(null, { status: 404 });
  return { filters, ...list, banner, head: await agendaHead(ctx, list.events, url.pathname) };
}

async function agendaHead(ctx: RequestContext, agendaEvents: AgendaEvent[], pathname: string) {
  const { origin } = await headContextOf(ctx);
  // Each agenda item as a schema.org Event (decision 006).
  const events = agendaEvents.map((event) =>
    eventLd(origin, {
      title: event.title,
      path: pathname,
      startDate: event.startDate,
      endDate: event.endDate,
      description: event.description,
      image: event.images[0]?.url ?? null,
      website: event.website,
      city: event.city ? { name: event.city } : null,
      organisation: event.organisation ? { name: event.organisation } : null,
    }),
  );
  return contentHead(ctx, (_brand, t) => ({
    title: t('agenda.meta.title'),
    description: t('agenda.meta.description'),
    canonicalPath: pathname,
    jsonLd: events,
  }));
}

/** The city a name means: the exact name (letter case ignored) among the suggestions, else the first. */
async function findCityId(db: Database, platformId: number, name: string): Promise<number | null> {
  const { locations } = await searchLocations(db, platformId, { page: 1, limit: 10, filterQuery: { genericSearchQuery: name, type: 'CITY' } });
  const exact = locations.find((location) => location.name.toLowerCase() === name.toLowerCase());
  return (exact ?? locations[0])?.id ?? null;
}

function toAgendaEvent(event: Event, extra: AgendaEvent['images']): AgendaEvent {
  const main = event.image ? [{ url: event.image.url, alt: event.image.alt ?? event.title }] : [];
  const images = [...main, ...extra.filter((image) => !main.some((m) => m.url === image.url))];
  return {
    id: event.id,
    title: event.title,
    // Rich text from the portal's editor: the card shows its text only.
    description: event.description ? plainDescription(event.description) || null : null,
    startDate: event.startDate,
    endDate: event.endDate,
    period: formatEventPeriod(event.startDate, event.endDate),
    website: event.website,
    organisation: event.organisation?.name ?? null,
    city: event.city?.name ?? null,
    images,
  };
}

/** One page of events; failures are logged and show as an empty agenda (screens.md 8). */
async function loadEvents(db: Database, platformId: number, filters: Filters, log: RequestLogger) {
  const none = { events: [] as AgendaEvent[], total: 0, pageCount: 0, failed: false };
  try {
    const city = filters.city ? await findCityId(db, platformId, filters.city) : null;
    // A city name that matches no city finds no events.
    if (filters.city && city === null) return none;
    // Without a date filter the agenda starts today: past events are not 'current'.
    const date = filters.from ? { from: filters.from, to: filters.to || null } : { from: todayInPlatformZone() };
    const list = await searchEvents(db, platformId, {
      page: filters.page,
      limit: AGENDA_PAGE_SIZE,
      filterQuery: { genericSearchQuery: filters.q || null, city, date, orderBy: { field: 'startDate', direction: 'ASC' } },
    });
    const images = await listEventImages(
      db,
      list.events.map((event) => event.id),
    );
    return { events: list.events.map((event) => toAgendaEvent(event, images[event.id] ?? [])), total: list.total, pageCount: list.pageCount, failed: false };
  } catch (error) {
    log.error({ err: error }, 'agenda events failed');
    // Said as an empty agenda, not as a page that does not exist.
    return { ...none, failed: true };
  }
}

async function loadBanner(db: Database, platformId: number, log: RequestLogger): Promise<AgendaBanner | null> {
  try {
    const banner = await getRandomBanner(db, platformId);
    if (!banner) return null;
    return {
      title: banner.title,
      buttonTitle: banner.buttonTitle,
      href: bannerClickPath(banner.id),
      newWindow: banner.linkTarget === 'newWindow',
      image: banner.image ? { url: banner.image.url, alt: banner.image.alt ?? '' } : null,
    };
  } catch (error) {
    log.error({ err: error }, 'agenda banner failed');
    return null;
  }
}

/** The catalogue parts of this screen, loaded before it renders in the browser (app/i18n/text-parts.ts). */
export const handle = await screenTexts('content');

export const meta: Route.MetaFunction = loaderHead;

export default function Screen({ loaderData }: Route.ComponentProps) {
  const { filters, events, total, pageCount, banner } = loaderData;
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-8 lg:flex-row lg:items-start">
      <AgendaFilters filters={filters} />
      <AgendaResults events={events} total={total} pageCount={pageCount} banner={banner} filters={filters} />
    </div>
  );
}
