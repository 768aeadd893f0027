import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.server.ts';
import { PLATFORM_ROWS } from '../../db/seed/platform-data.ts';
import {
  activities,
  activityCities,
  activityFilters,
  activityMedia,
  activityProvinces,
  activityRegions,
  banners,
  cities,
  events,
  filterGroups,
  filters,
  media,
  organisations,
  platforms,
  provinces,
  redirects,
  regions,
  reviewComments,
  seoPageCities,
  seoPageFilters,
  seoPages,
} from '../../db/schema/index.ts';

/**
 * Small, exact fixtures for the contract tests of the public read API (decision 020): every visibility case
 * (unapproved, switched off, edit copy, rejected, other platform) next to the visible rows.
 */

const PLATFORM_NAMES: Record<number, [string, string, string]> = {
  1: ['Uitjesbaas', 'NL', 'nl'],
  2: ['Ausflugsbaas', 'DE', 'de'],
  3: ['Kidsuitjes', 'NL', 'nl'],
  4: ['Uitjesbaas BE', 'BE', 'nl'],
};

/** The four platforms with their development hosts, unless a seed already made them. */
export async function ensurePlatforms(db: Database): Promise<void> {
  await db
    .insert(platforms)
    .values(
      PLATFORM_ROWS.map((m) => {
        const [name, countryCode, languageCode] = PLATFORM_NAMES[m.id]!;
        return {
          id: m.id,
          name,
          domain: `${name.toLowerCase().replace(/\s+/g, '')}.test`,
          hostFragments: m.hostFragments,
          hostMatchOrder: m.hostMatchOrder,
          searchLanguage: m.searchLanguage,
          brand: m.brand,
          email: `info@${m.id}.test`,
          countryCode,
          languageCode,
          localeString: `${languageCode}-${countryCode}`,
        };
      }),
    )
    .onConflictDoNothing();
}

const day = (iso: string) => new Date(iso);

/** `days` from today (UTC) at `hourUtc`; the fixtures' events are relative to now so "coming" stays true. */
export function daysFromToday(days: number, hourUtc: number): Date {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days, hourUtc));
}

/** The calendar day (YYYY-MM-DD) of a date: the fixture hours fall on the same day in UTC and Amsterdam. */
export function calendarDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export async function insertReadFixtures(db: Database) {
  await ensurePlatforms(db);
  const [nh, zh, bayern] = await db
    .insert(provinces)
    .values([
      { name: 'Noord-Holland', platformId: 1 },
      { name: 'Zuid-Holland', platformId: 1 },
      { name: 'Bayern', platformId: 2 },
    ])
    .returning();
  const [randstad] = await db
    .insert(regions)
    .values([{ name: 'Randstad', platformId: 1, latMin: 51.8, latMax: 52.5, lonMin: 4.2, lonMax: 5.2 }])
    .returning();
  const [amsterdam, haarlem, rotterdam, utrecht, muenchen] = await db
    .insert(cities)
    .values([
      { name: 'Amsterdam', locationId: 'nl-ams', lat: 52.3728, lon: 4.8936, platformId: 1, provinceId: nh!.id, regionId: randstad!.id },
      { name: 'Haarlem', locationId: 'nl-hlm', lat: 52.3808, lon: 4.6368, platformId: 1, provinceId: nh!.id },
      { name: 'Rotterdam', locationId: 'nl-rtm', lat: 51.9225, lon: 4.4792, platformId: 1, provinceId: zh!.id, regionId: randstad!.id },
      { name: 'Utrecht', locationId: 'nl-utr', lat: 52.0907, lon: 5.1214, platformId: 1 },
      { name: 'München', locationId: 'de-muc', lat: 48.1372, lon: 11.5756, platformId: 2, provinceId: bayern!.id },
    ])
    .returning();
  const [typeGroup, placeGroup, specialGroup, artGroup] = await db
    .insert(filterGroups)
    .values([
      { name: 'Type uitje', platformId: 1, order: 1 },
      { name: 'Locatie', platformId: 1, order: 2 },
      { name: 'Speciale wensen', platformId: 1, order: 3 },
      { name: 'Art', platformId: 2, order: 1 },
    ])
    .returning();
  const [sport, cultuur, binnen, buiten, rolstoel, sportDe] = await db
    .insert(filters)
    .values([
      { name: 'Sport', filterGroupId: typeGroup!.id },
      { name: 'Cultuur', filterGroupId: typeGroup!.id },
      { name: 'Binnen', filterGroupId: placeGroup!.id },
      { name: 'Buiten', filterGroupId: placeGroup!.id },
      { name: 'Rolstoeltoegankelijk', filterGroupId: specialGroup!.id },
      { name: 'Sport', filterGroupId: artGroup!.id },
    ])
    .returning();
  const [orgA, orgB, orgDe] = await db
    .insert(organisations)
    .values([
      { name: 'Kano Amsterdam BV', city: 'Amsterdam', website: 'kano.example', platformId: 1 },
      { name: 'Escape Events', city: 'Rotterdam', platformId: 1 },
      { name: 'Kanu München GmbH', city: 'München', platformId: 2 },
    ])
    .returning();
  const [m0, m1, m2, mEvent, mBanner] = await db
    .insert(media)
    .values([
      { url: '/media/kano-0.jpg', index: 2, title: 'Kano 2', alt: 'Kano achter' },
      { url: '/media/kano-1.jpg', index: 0, title: 'Kano 0', alt: 'Kano voor' },
      { url: '/media/kano-2.jpg', index: 1, title: 'Kano 1', alt: 'Kano midden' },
      { url: '/media/event.jpg', index: 0 },
      { url: '/media/banner.jpg', index: 0 },
    ])
    .returning();

  const base = { approved: true, status: true } as const;
  const [kano, haarlemUitje, escape, wijn, schilderen, kanuDe, kidsBos, beUitje] = await db
    .insert(activities)
    .values([
      {
        ...base,
        title: 'Kanoën op de Amstel',
        companyName: 'Kano Amsterdam BV',
        slug: 'kanoen-op-de-amstel',
        description: 'Peddel met je team over de grachten.',
        personsMin: 5,
        personsMax: 50,
        minimumAge: 8,
        price: '35.00',
        duration: '2 uur',
        approvalStatus: 'APPROVED',
        contactPhone: '020-1234567',
        platformId: 1,
        organisationId: orgA!.id,
        createdAt: day('2026-01-05T10:00:00Z'),
      },
      {
        ...base,
        title: 'Bedrijfsuitje Haarlem',
        companyName: 'Haarlem Events',
        slug: 'bedrijfsuitje-haarlem',
        description: 'Een stadswandeling met proeverij.',
        personsMin: 10,
        personsMax: 100,
        platformId: 1,
        organisationId: orgA!.id,
        createdAt: day('2026-02-05T10:00:00Z'),
      },
      {
        ...base,
        title: 'Escape room Rotterdam',
        companyName: 'Escape Events',
        slug: 'escape-room-rotterdam',
        personsMax: 8,
        geographicLocation: 'EUROPE',
        indoorOutdoor: 'INDOOR',
        platformId: 1,
        organisationId: orgB!.id,
        createdAt: day('2026-03-05T10:00:00Z'),
      },
      {
        ...base,
        title: 'Wijnproeverij',
        companyName: 'Wijnhuis',
        slug: 'wijnproeverij',
        personsMin: 2,
        personsMax: 20,
        minimumAge: 18,
        platformId: 1,
        createdAt: day('2026-04-05T10:00:00Z'),
      },
      {
        ...base,
        title: 'Workshop schilderen',
        companyName: 'Atelier',
        slug: 'workshop-schilderen',
        platformId: 1,
        createdAt: day('2025-06-05T10:00:00Z'),
      },
      {
        ...base,
        title: 'Kanufahren in München',
        companyName: 'Kanu München GmbH',
        slug: 'kanufahren-muenchen',
        description: 'Firmenausflüge auf der Isar.',
        platformId: 2,
        organisationId: orgDe!.id,
      },
      { ...base, title: 'Speurtocht in het bos', slug: 'speurtocht', minimumAge: 4, maximumAge: 10, platformId: 3 },
      { ...base, title: 'Kanoën op de Schelde', slug: 'kanoen-schelde', platformId: 4 },
    ])
    .returning();
  const hidden = await db
    .insert(activities)
    .values([
      { title: 'Kano niet goedgekeurd', slug: 'kano-niet-goedgekeurd', approved: false, platformId: 1, organisationId: orgA!.id },
      { ...base, title: 'Kano uitgeschakeld', slug: 'kano-uitgeschakeld', status: false, platformId: 1, organisationId: orgA!.id },
      {
        ...base,
        title: 'Kanoën op de Amstel (bewerkt)',
        slug: 'kanoen-op-de-amstel',
        isEditCopy: true,
        approvalStatus: 'EDITING',
        platformId: 1,
        organisationId: orgA!.id,
      },
      { ...base, title: 'Kano afgewezen', slug: 'kano-afgewezen', approvalStatus: 'REJECTED', platformId: 1, organisationId: orgA!.id },
      { ...base, title: 'Kano in bewerking', slug: 'kano-in-bewerking', approvalStatus: 'EDITING', platformId: 1 },
    ])
    .returning();
  const editCopy = hidden[2]!;
  await db
    .update(activities)
    .set({ childId: editCopy.id })
    .where(sql`${activities.id} = ${kano!.id}`);

  await db
    .insert(activityFilters)
    .values([
      { activityId: kano!.id, filterId: sport!.id },
      { activityId: kano!.id, filterId: buiten!.id },
      { activityId: haarlemUitje!.id, filterId: cultuur!.id },
      { activityId: haarlemUitje!.id, filterId: binnen!.id },
      { activityId: escape!.id, filterId: sport!.id },
      { activityId: escape!.id, filterId: binnen!.id },
      { activityId: escape!.id, filterId: rolstoel!.id },
      { activityId: wijn!.id, filterId: cultuur!.id },
      { activityId: schilderen!.id, filterId: binnen!.id },
      { activityId: kanuDe!.id, filterId: sportDe!.id },
      ...hidden.map((h) => ({ activityId: h.id, filterId: sport!.id })),
    ]);
  await db
    .insert(activityCities)
    .values([
      { activityId: kano!.id, cityId: amsterdam!.id },
      { activityId: haarlemUitje!.id, cityId: haarlem!.id },
      { activityId: escape!.id, cityId: rotterdam!.id },
      { activityId: kanuDe!.id, cityId: muenchen!.id },
      ...hidden.map((h) => ({ activityId: h.id, cityId: amsterdam!.id })),
    ]);
  await db.insert(activityProvinces).values([{ activityId: wijn!.id, provinceId: nh!.id }]);
  await db.insert(activityRegions).values([{ activityId: escape!.id, regionId: randstad!.id }]);
  await db.insert(activityMedia).values([
    { activityId: kano!.id, mediaId: m0!.id },
    { activityId: kano!.id, mediaId: m1!.id },
    { activityId: kano!.id, mediaId: m2!.id },
  ]);
  await db.insert(reviewComments).values([{ activityId: kano!.id, text: 'Mooie foto’s' }]);
  await db.insert(redirects).values([
    { activityId: kano!.id, oldSlug: 'kano-amstel-oud', newSlug: 'kano-amstel-tussen' },
    { activityId: kano!.id, oldSlug: 'kano-amstel-tussen', newSlug: 'kanoen-op-de-amstel' },
    { activityId: hidden[0]!.id, oldSlug: 'verborgen-oud', newSlug: 'kano-niet-goedgekeurd' },
    { activityId: kanuDe!.id, oldSlug: 'kanu-alt', newSlug: 'kanufahren-muenchen' },
  ]);

  const [kerstmarkt, lichtjes, inactive, pastEvent, deEvent] = await db
    .insert(events)
    .values([
      {
        title: 'Kerstmarkt Amsterdam',
        active: true,
        startDate: daysFromToday(10, 9),
        endDate: daysFromToday(12, 18),
        description: 'Gezellige kerstmarkt',
        cityId: amsterdam!.id,
        organisationId: orgA!.id,
        imageId: mEvent!.id,
        platformId: 1,
      },
      { title: 'Lichtjesavond Haarlem', active: true, startDate: daysFromToday(19, 17), cityId: haarlem!.id, platformId: 1 },
      { title: 'Verborgen evenement', active: false, startDate: daysFromToday(14, 10), organisationId: orgA!.id, platformId: 1 },
      { title: 'Oud evenement', active: true, startDate: daysFromToday(-300, 10), organisationId: orgA!.id, platformId: 1 },
      { title: 'Weihnachtsmarkt', active: true, startDate: daysFromToday(11, 10), cityId: muenchen!.id, platformId: 2 },
    ])
    .returning();

  const [banner, inactiveBanner, deBanner] = await db
    .insert(banners)
    .values([
      { title: 'Adverteer hier', buttonTitle: 'Meer', link: '/adverteren', imageId: mBanner!.id, platformId: 1 },
      { title: 'Uit', buttonTitle: 'Uit', link: '/uit', active: false, platformId: 1 },
      { title: 'Werbung', buttonTitle: 'Mehr', link: '/werbung', platformId: 2 },
    ])
    .returning();

  const [seoRoot, seoCity, seoInactive] = await db
    .insert(seoPages)
    .values([
      { title: 'Bedrijfsuitje', slug: 'bedrijfsuitje', searchQuery: 'bedrijfsuitje', metaTitle: 'Bedrijfsuitje #locatie', platformId: 1 },
      { title: 'Bedrijfsuitje Amsterdam', slug: 'bedrijfsuitje/amsterdam', metaTitle: 'Bedrijfsuitje in #locatie', platformId: 1 },
      { title: 'Oud', slug: 'oud', active: false, platformId: 1 },
      { title: 'Firmenausflug', slug: 'firmenausflug', platformId: 2 },
    ])
    .returning();
  await db.insert(seoPageFilters).values([{ seoPageId: seoRoot!.id, filterId: sport!.id }]);
  await db.insert(seoPageCities).values([{ seoPageId: seoCity!.id, cityId: amsterdam!.id }]);

  return {
    provinces: { nh: nh!, zh: zh!, bayern: bayern! },
    regions: { randstad: randstad! },
    cities: { amsterdam: amsterdam!, haarlem: haarlem!, rotterdam: rotterdam!, utrecht: utrecht!, muenchen: muenchen! },
    groups: { typeGroup: typeGroup!, placeGroup: placeGroup!, specialGroup: specialGroup!, artGroup: artGroup! },
    filters: { sport: sport!, cultuur: cultuur!, binnen: binnen!, buiten: buiten!, rolstoel: rolstoel!, sportDe: sportDe! },
    organisations: { orgA: orgA!, orgB: orgB!, orgDe: orgDe! },
    media: { m0: m0!, m1: m1!, m2: m2!, mEvent: mEvent!, mBanner: mBanner! },
    activities: {
      kano: kano!,
      haarlemUitje: haarlemUitje!,
      escape: escape!,
      wijn: wijn!,
      schilderen: schilderen!,
      kanuDe: kanuDe!,
      kidsBos: kidsBos!,
      beUitje: beUitje!,
    },
    hidden,
    events: { kerstmarkt: kerstmarkt!, lichtjes: lichtjes!, inactive: inactive!, pastEvent: pastEvent!, deEvent: deEvent! },
    banners: { banner: banner!, inactiveBanner: inactiveBanner!, deBanner: deBanner! },
    seoPages: { seoRoot: seoRoot!, seoCity: seoCity!, seoInactive: seoInactive! },
  };
}

export type ReadFixtures = Awaited<ReturnType<typeof insertReadFixtures>>;

/**
 * GET/POST a path as a visitor on `host`, in-process. The Host header is set explicitly: `new Request(url)`
 * alone carries none, and the platform middleware reads the header (as behind a real server).
 */
export function requestAs(app: { fetch: (request: Request) => Response | Promise<Response> }) {
  return (host: string, pathAndQuery: string, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    headers.set('host', host);
    return Promise.resolve(app.fetch(new Request(`http://${host}${pathAndQuery}`, { ...init, headers })));
  };
}
