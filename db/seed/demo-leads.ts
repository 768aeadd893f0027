import { Faker, base, nl } from '@faker-js/faker';
import { type SQL, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../client.server.ts';
import { BRAND_OF_PLATFORM, type Brand } from './catalog.ts';
import { deriveSeed } from './random.ts';
import { recountStatisticsDayTotals } from './statistics-totals.ts';
import { slugify } from '../../app/config/slug.ts';
import { leadDueTimes } from '../../app/config/lead-follow-up.ts';

/**
 * The demo provider's leads and figures (decision 104): quote requests for their live activities
 * over two years, and the daily statistics the portal shows, whose quote-request counts are counted from
 * those requests. So the statistics and the leads list of a period always agree, as they do when a
 * visitor sends a request (quote.server.ts stores the request and counts it in the same transaction).
 * Views and clicks have no rows of their own; they are made up per day, never fewer views than requests.
 */

/** Days back from the reference date the figures cover; requests stop the day before it (none lies ahead of the seed). */
const DAYS = 730;
/** People who send requests, drawn from by hash. */
const PEOPLE = 240;

/** What visitors write, per brand; `{persons}` is their number of persons. */
const REQUEST_TEXTS: Record<Brand, string[]> = {
  nl: [
    'Wij zijn met {persons} collega’s en zoeken een middagprogramma, graag met een borrel na afloop.',
    'Is deze activiteit ook in het weekend mogelijk? We zijn met ongeveer {persons} personen.',
    'Graag een offerte voor {persons} personen, inclusief lunch als dat kan.',
    'Ons team van {persons} mensen heeft in het voorjaar een teamdag. Welke data zijn nog vrij?',
    'Kunnen jullie ook naar ons kantoor komen? We zijn met {persons} deelnemers.',
    'Voor een afscheid van een collega zoeken we iets leuks voor {persons} personen.',
  ],
  be: [
    'Wij zijn met {persons} collega’s en zoeken een namiddagprogramma, graag met een receptie achteraf.',
    'Graag een offerte voor {persons} personen, eventueel met lunch.',
    'Kan dit ook op een zaterdag? We zijn met een {persons}-tal deelnemers.',
  ],
  de: [
    'Wir sind {persons} Kolleginnen und Kollegen und suchen ein Nachmittagsprogramm mit anschließendem Umtrunk.',
    'Bitte ein Angebot für {persons} Personen, gern mit Mittagessen.',
    'Ist die Aktivität auch am Wochenende möglich? Wir sind etwa {persons} Personen.',
  ],
  kids: [
    'Mijn zoon wordt zeven en wil dit met {persons} vriendjes vieren. Is er plek op een woensdagmiddag?',
    'Graag informatie over een kinderfeestje voor {persons} kinderen, met iets te eten erbij.',
    'Wij komen met een schoolklas van {persons} leerlingen. Kunnen we een rondleiding krijgen?',
    'Is dit geschikt voor kinderen van vier jaar? We zijn met {persons} kinderen en drie ouders.',
  ],
};

/** The provider's own notes on requests they followed up. */
const NOTES: Record<Brand, string[]> = {
  nl: ['Offerte verstuurd, klant denkt erover na.', 'Telefonisch besproken; datum staat vast.', 'Te kort dag, alternatief voorgesteld.'],
  be: ['Offerte verstuurd.', 'Telefonisch besproken; datum ligt vast.', 'Geen plaats meer op die datum.'],
  de: ['Angebot verschickt.', 'Telefonisch besprochen; Termin steht.', 'Termin ausgebucht, Alternative angeboten.'],
  kids: ['Bevestiging gestuurd.', 'Gebeld; feestje staat in de agenda.', 'Vol op die dag, andere datum voorgesteld.'],
};

/** The provider's answers sent from the portal (docs/decisions/115), kept with the lead. */
const ANSWERS: Record<Brand, string[]> = {
  nl: [
    'Dank voor uw aanvraag! Op die datum hebben we nog plaats. In de bijlage van de offerte die volgt vindt u het programma.',
    'Leuk dat u aan ons denkt. Mogen we u even bellen om de wensen door te nemen?',
    'Dat kan zeker, ook met lunch. Welke tijd komt u het beste uit?',
  ],
  be: ['Bedankt voor uw aanvraag! Op die datum is er nog plaats; de offerte volgt.', 'Mogen we u even opbellen om uw wensen te overlopen?'],
  de: ['Vielen Dank für Ihre Anfrage! An dem Termin ist noch Platz, das Angebot folgt.', 'Dürfen wir Sie kurz anrufen, um Ihre Wünsche zu besprechen?'],
  kids: [
    'Wat leuk! Op woensdagmiddag is er nog plek. Zal ik het feestje vastzetten?',
    'Dank voor je bericht. Voor die leeftijd hebben we een speciaal programma.',
  ],
};

/** A non-negative int hash of `value` for `purpose`, depending on the seed. */
const hash = (value: SQL, seed: number, purpose: number) => sql`(hashint8extended(${value}, ${seed * 100 + purpose}::bigint) & 2147483647)::int`;

const GROUP_SIZES: Record<Brand, [number, number]> = { nl: [8, 80], be: [8, 60], de: [8, 80], kids: [5, 30] };

/** What the senders' employers do (faker has no Dutch company names). */
const COMPANY_KINDS = ['Advies', 'Accountants', 'Architecten', 'Bouw', 'ICT', 'Installatietechniek', 'Logistiek', 'Makelaardij', 'Notarissen', 'Zorg'];

interface LeadPerson {
  name: string;
  gender: 'man' | 'vrouw';
  email: string;
  phone: string;
  companyName: string | null;
  address: string;
  zipcode: string;
  city: string;
}

/** People with Dutch names; the addresses are under the reserved .example domain (RFC 2606): no real mailbox. */
function leadPeople(seed: number): LeadPerson[] {
  const faker = new Faker({ locale: [nl, base] });
  faker.seed(deriveSeed(seed, 'demo-leads'));
  return Array.from({ length: PEOPLE }, (_, i) => {
    const sex = i % 2 === 0 ? 'female' : 'male';
    const firstName = faker.person.firstName(sex);
    const lastName = faker.person.lastName();
    const companyName = i % 3 === 2 ? null : `${faker.person.lastName()} ${COMPANY_KINDS[i % COMPANY_KINDS.length]}`;
    const mailbox = `${slugify(firstName)}.${slugify(lastName)}`.replace(/-/g, '');
    return {
      name: `${firstName} ${lastName}`,
      gender: sex === 'female' ? 'vrouw' : 'man',
      email: `${mailbox}.${i}@${companyName ? slugify(companyName).replace(/-/g, '') : 'thuis'}.example`,
      phone: faker.phone.number(),
      companyName,
      address: `${faker.location.street()} ${faker.location.buildingNumber()}`,
      zipcode: faker.location.zipCode(),
      city: faker.location.city(),
    };
  });
}

/**
 * Writes the quote requests and then the daily statistics of `userId`'s live activities (the demo
 * provider's), both deterministic in the activity, the day and the seed. Request ids follow the time
 * they were sent, as real ones do.
 */
export async function insertDemoLeadsAndStatistics(tx: Pick<Database, 'execute'>, input: { userId: number; seed: number; referenceDate: Date }): Promise<void> {
  const ref = input.referenceDate.toISOString().slice(0, 10);
  const people = leadPeople(input.seed);
  const texts = Object.entries(BRAND_OF_PLATFORM).map(([platformId, brand]) => ({
    platformId: Number(platformId),
    texts: REQUEST_TEXTS[brand],
    notes: NOTES[brand],
    answers: ANSWERS[brand],
    fewest: GROUP_SIZES[brand][0],
    most: GROUP_SIZES[brand][1],
    business: brand !== 'kids',
  }));
  const activities = sql`SELECT a.id, a.platform_id FROM activities a
    JOIN user_organisations uo ON uo.organisation_id = a.organisation_id AND uo.user_id = ${input.userId}
    WHERE a.approved AND NOT a.is_edit_copy`;
  // About one request in nine days per activity, now and then two; sent between 8:00 and 22:00 in Amsterdam.
  await tx.execute(sql`WITH people AS (
      SELECT n::int AS i, x FROM jsonb_array_elements(${JSON.stringify(people)}::jsonb) WITH ORDINALITY AS e(x, n)
    ), brand AS (
      SELECT (x->>'platformId')::int AS platform_id, ARRAY(SELECT jsonb_array_elements_text(x->'texts')) AS texts,
        ARRAY(SELECT jsonb_array_elements_text(x->'notes')) AS notes, ARRAY(SELECT jsonb_array_elements_text(x->'answers')) AS answers, (x->>'fewest')::int AS fewest, (x->>'most')::int AS most,
        (x->>'business')::boolean AS business
      FROM jsonb_array_elements(${JSON.stringify(texts)}::jsonb) AS e(x)
    ), sent AS (
      SELECT a.id AS activity_id, a.platform_id, d, k, h.v,
        ((${ref}::date - d)::timestamp + make_interval(hours => 8 + h.v % 14, mins => (h.v / 14) % 60)) AT TIME ZONE 'Europe/Amsterdam' AS created_at
      FROM (${activities}) a
      CROSS JOIN generate_series(1, ${DAYS - 1}) AS d
      CROSS JOIN LATERAL (SELECT ${hash(sql`a.id::bigint * 1000 + d`, input.seed, 1)} AS v) h
      CROSS JOIN LATERAL generate_series(1, CASE WHEN h.v % 9 <> 0 THEN 0 WHEN (h.v / 9) % 6 = 0 THEN 2 ELSE 1 END) AS k
    ), lead AS (
      SELECT s.activity_id, s.d, s.k, s.v, s.created_at, p.x AS person, b.texts, b.notes, b.business,
        b.fewest + (s.v / 11 + s.k) % (b.most - b.fewest + 1) AS persons,
        -- Every step of the pipeline (docs/decisions/115): the newest still new, one in ten never answered;
        -- younger than two weeks answered at most (no step lies after the reference date); older ones quoted, won or lost too.
        CASE WHEN s.d < 2 OR (s.v / 13) % 10 = 0 THEN 'NEW' WHEN s.d < 14 OR (s.v / 13) % 10 < 4 THEN 'ANSWERED'
          WHEN (s.v / 13) % 10 < 6 THEN 'QUOTED' WHEN (s.v / 13) % 10 < 8 THEN 'WON' ELSE 'LOST' END AS status
      FROM sent s
      JOIN people p ON p.i = 1 + ${hash(sql`s.activity_id::bigint * 10000 + s.d * 10 + s.k`, input.seed, 2)} % ${PEOPLE}
      JOIN brand b ON b.platform_id = s.platform_id
    ), answered AS (
      -- Answered within a quarter of an hour to a few hours, one in six the next morning: the badge's
      -- figures. Quotes and closes on later days in office hours (Amsterdam wall clock).
      SELECT l.*, CASE WHEN l.status = 'NEW' THEN NULL
        WHEN (l.v / 5) % 6 = 0 THEN ((l.created_at AT TIME ZONE 'Europe/Amsterdam')::date + 1 + time '09:00' + make_interval(mins => l.v % 120)) AT TIME ZONE 'Europe/Amsterdam'
        ELSE l.created_at + make_interval(mins => 15 + (l.v / 7) % 200) END AS answered_at
      FROM lead l
    ), quoted AS (
      SELECT a.*, CASE WHEN a.status IN ('QUOTED', 'WON') OR (a.status = 'LOST' AND a.v % 2 = 0)
        THEN ((a.answered_at AT TIME ZONE 'Europe/Amsterdam')::date + 1 + a.v % 2 + time '10:00' + make_interval(mins => a.v % 300)) AT TIME ZONE 'Europe/Amsterdam' END AS quoted_at
      FROM answered a
    ), steps AS (
      SELECT q.*, CASE WHEN q.status IN ('WON', 'LOST')
        THEN ((coalesce(q.quoted_at, q.answered_at) AT TIME ZONE 'Europe/Amsterdam')::date + 1 + q.v % 5 + time '09:30' + make_interval(mins => (q.v / 3) % 420)) AT TIME ZONE 'Europe/Amsterdam' END AS closed_at
      FROM quoted q
    )
    INSERT INTO quote_requests (activity_id, organisation_id, platform_id, name, gender, email, phone, number_of_persons, planned_date, address, zipcode, city,
      description, company_name, subscribe, created_at, lead_status, lead_note, lead_updated_at, answered_at, quoted_at, closed_at, lost_reason)
    -- The activity's organisation and platform written here, not left to the trigger (a large seed loads without triggers).
    SELECT l.activity_id, (SELECT a.organisation_id FROM activities a WHERE a.id = l.activity_id), (SELECT a.platform_id FROM activities a WHERE a.id = l.activity_id), l.person->>'name', (l.person->>'gender')::gender, l.person->>'email', l.person->>'phone', l.persons,
      CASE WHEN l.v % 4 = 0 THEN NULL ELSE (l.created_at::date + 14 + l.v % 90)::timestamp AT TIME ZONE 'UTC' + interval '12 hours' END,
      l.person->>'address', l.person->>'zipcode', l.person->>'city',
      replace(l.texts[1 + (l.v / 7) % cardinality(l.texts)], '{persons}', l.persons::text),
      CASE WHEN l.business THEN l.person->>'companyName' END,
      false, l.created_at, l.status::lead_status,
      CASE WHEN l.status IN ('WON', 'LOST') OR (l.status = 'ANSWERED' AND l.v % 3 = 0) THEN l.notes[1 + (l.v / 17) % cardinality(l.notes)] END,
      coalesce(l.closed_at, l.quoted_at, l.answered_at), l.answered_at, l.quoted_at, l.closed_at,
      CASE WHEN l.status = 'LOST' THEN (ARRAY['PRICE', 'DATE', 'OTHER_PROVIDER', 'NO_REPLY', 'CANCELLED', 'OTHER'])[1 + (l.v / 19) % 6] END
    FROM steps l
    ORDER BY l.created_at, l.activity_id, l.k`);
  // The unanswered requests' due times (docs/decisions/117), as a request gets them when it arrives; their
  // reminders count as sent (the demo's provider addresses have no mailbox), so the operators' list of
  // leads waiting shows the old ones and no reminder goes out when the demo starts.
  const unanswered = await queryRows<{ id: number; created_at: string | Date; country_code: string }>(
    tx,
    sql`SELECT q.id, q.created_at, p.country_code
    FROM quote_requests q JOIN (${activities}) a ON a.id = q.activity_id JOIN platforms p ON p.id = a.platform_id
    WHERE q.answered_at IS NULL ORDER BY q.id`,
  );
  const due = unanswered.map((row) => {
    const times = leadDueTimes(new Date(row.created_at), row.country_code);
    return { id: row.id, reminder: times.reminderDueAt.toISOString(), waiting: times.waitingDueAt.toISOString() };
  });
  await tx.execute(sql`UPDATE quote_requests q SET reminder_due_at = (d.x->>'reminder')::timestamptz, waiting_due_at = (d.x->>'waiting')::timestamptz,
      reminded_at = (d.x->>'reminder')::timestamptz
    FROM jsonb_array_elements(${JSON.stringify(due)}::jsonb) AS d(x) WHERE q.id = (d.x->>'id')::int`);
  // Half the answered requests were answered from the portal: the answer kept with the lead, by the
  // demo provider (no mail: the demo's visitors have no mailbox). The rest were marked answered.
  await tx.execute(sql`WITH brand AS (
      SELECT (x->>'platformId')::int AS platform_id, ARRAY(SELECT jsonb_array_elements_text(x->'answers')) AS answers
      FROM jsonb_array_elements(${JSON.stringify(texts)}::jsonb) AS e(x)
    )
    INSERT INTO lead_answers (quote_request_id, author_user_id, body, sent_at)
    SELECT q.id, ${input.userId}, b.answers[1 + q.id % cardinality(b.answers)], q.answered_at
    FROM quote_requests q
    JOIN (${activities}) a ON a.id = q.activity_id
    JOIN brand b ON b.platform_id = a.platform_id
    WHERE q.answered_at IS NOT NULL AND q.id % 2 = 0
    ORDER BY q.id`);
  // Two years of daily figures (the portal's statistics and dashboard): views with a weekly rhythm, now and
  // then a click, and the requests of the day as they are stored. Counted as the site counts
  // (docs/decisions/113 "Counted openly"): whoever revealed the phone number, clicked to the website or
  // asked a quote had opened the page, so a day has at least as many views. The ORDER BY gives the rows the same ids
  // whatever plan the statistics of an earlier load lead the planner to.
  await tx.execute(sql`WITH requests AS (
      -- The day of a request is its calendar day in Amsterdam, as the counters record it (statistics.server.ts).
      SELECT q.activity_id, (q.created_at AT TIME ZONE 'Europe/Amsterdam')::date AS day, count(*)::int AS n
      FROM quote_requests q JOIN (${activities}) a ON a.id = q.activity_id GROUP BY 1, 2
    )
    INSERT INTO service_mail_statistics (activity_id, submit_date, views, phone_clicks, web_clicks, offer_requests)
    SELECT a.id, (${ref}::date - d) AS day,
      h.v % 30 + CASE WHEN extract(isodow FROM ${ref}::date - d) >= 6 THEN 25 ELSE 5 END + (h.v / 31) % 3 + (h.v / 97) % 5 + coalesce(r.n, 0),
      (h.v / 31) % 3, (h.v / 97) % 5, coalesce(r.n, 0)
    FROM (${activities}) a
    CROSS JOIN generate_series(0, ${DAYS - 1}) AS d
    CROSS JOIN LATERAL (SELECT abs(hashint4(a.id * 1009 + d)) AS v) h
    LEFT JOIN requests r ON r.activity_id = a.id AND r.day = ${ref}::date - d
    ORDER BY a.id, d`);
  // A large catalogue is loaded without triggers (seed.server.ts): the day totals are counted here.
  await recountStatisticsDayTotals(tx);
}
