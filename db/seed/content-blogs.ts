import type { DemoImageKey } from './demo-images.ts';
import { slugify } from './slug.ts';

/**
 * Original short articles for the three blog lists (decisions.md 15): the Dutch/Belgian company list
 * (stored on platform 1, platform 4 reads it), the German list and the kids list. Written for this
 * project; figures in them are editorial, not product rules.
 */
export interface BlogArticle {
  title: string;
  image: DemoImageKey;
  html: string;
  /** Tag names; each has a page /blogs/{slug}.html (screens.md Blogs). */
  tags: string[];
  /** Provinces (names as in geography-data.ts) the article is about; its 'Relevante uitjes' come from there. */
  provinces: string[];
  /** Where 'Lees meer op de website' goes: the home page of an organisation about the subject. */
  website: string;
}

const COMPANY: BlogArticle[] = [
  {
    title: 'Zo kies je een bedrijfsuitje waar iedereen zin in heeft',
    image: 'meeting',
    tags: ['Bedrijfsuitje', 'Evenement organiseren'],
    provinces: [],
    website: 'https://www.ondernemersplein.nl',
    html: `<p>Een bedrijfsuitje slaagt of mislukt meestal al bij de keuze. De sportievelingen willen een survivaltocht, de rest hoopt stiekem op een lange lunch. Met een paar vragen vooraf voorkom je dat een deel van de groep de dag uitzit.</p>
<h2>Begin bij het doel</h2>
<p>Wil je vooral bedanken, elkaar beter leren kennen of juist iets vieren? Een bedankje vraagt om ontspanning en goed eten, kennismaken om activiteiten in kleine, wisselende groepjes. Schrijf het doel op in één zin en leg elke optie daarnaast.</p>
<h2>Drie vragen aan je collega’s</h2>
<ul>
<li>Liever binnen, buiten of maakt het niet uit?</li>
<li>Hoeveel tijd mag het kosten: een middag, een dag of een weekend?</li>
<li>Is er iets wat je absoluut niet wilt doen?</li>
</ul>
<p>Vooral die laatste vraag is goud waard: hoogtevrees of een hekel aan water hoor je liever vooraf. Bekijk daarna de <a href="/uitjes">activiteiten in ons overzicht</a> en filter op aantal personen.</p>
<p>Twijfel je tussen twee opties? Combineer ze: een actieve ochtend en een culinaire middag werken bijna altijd.</p>`,
  },
  {
    title: 'Vijf teambuildingactiviteiten die niet als teambuilding voelen',
    image: 'raft',
    tags: ['Teambuilding'],
    provinces: [],
    website: 'https://www.ondernemersplein.nl',
    html: `<p>Het woord teambuilding roept bij veel mensen beelden op van vertrouwensvallen en geforceerde rollenspellen. Gelukkig kan het ook anders: de beste activiteiten versterken de samenwerking terwijl iedereen gewoon plezier heeft.</p>
<h2>Onze favorieten</h2>
<ul>
<li><strong>Vlotbouwen</strong>: plannen, bouwen en samen de overkant halen.</li>
<li><strong>Escape room</strong>: zestig minuten communiceren onder tijdsdruk.</li>
<li><strong>Kookworkshop</strong>: verdeel de taken en eet samen het resultaat op.</li>
<li><strong>Stadsspel</strong>: teams die elkaar onderweg uitdagen.</li>
<li><strong>Improvisatietheater</strong>: luisteren en reageren zonder script.</li>
</ul>
<h2>Het gesprek achteraf</h2>
<p>Wat een activiteit tot teambuilding maakt, is vaak de korte nabespreking. Wie nam vanzelf de leiding? Wat ging er mis en waarom? Vraag de begeleider om daar tien minuten voor te reserveren.</p>
<p>Alle activiteiten vind je onder <a href="/teambuilding">teambuilding</a>.</p>`,
  },
  {
    title: 'Een bedrijfsuitje in Amsterdam: meer dan grachten alleen',
    image: 'city',
    tags: ['Bedrijfsuitje', 'Locatie'],
    provinces: ['Noord-Holland'],
    website: 'https://www.iamsterdam.com',
    html: `<p>Amsterdam is voor veel bedrijven de voor de hand liggende keuze: goed bereikbaar en altijd wat te doen. Maar wie verder kijkt dan de standaard rondvaart, vindt verrassende uitjes.</p>
<h2>Op het water</h2>
<p>Huur een elektrische sloep en vaar zelf door de grachten, met een picknickmand aan boord. In Amsterdam-Noord kun je suppen tussen de oude scheepswerven.</p>
<h2>In de stad</h2>
<ul>
<li>Een stadsspel langs verborgen hofjes in de Jordaan.</li>
<li>Een kookworkshop met producten van de markt.</li>
<li>Een bierproeverij bij een van de vele kleine brouwerijen.</li>
</ul>
<p>Plan bij grote groepen ruim vooruit: populaire locaties zijn in mei en juni maanden van tevoren volgeboekt. Bekijk alle opties op de pagina <a href="/bedrijfsuitje/amsterdam">bedrijfsuitje Amsterdam</a>.</p>`,
  },
  {
    title: 'Het budget van een personeelsuitje: waar let je op?',
    image: 'dinner',
    tags: ['Personeelsuitje', 'Evenement organiseren'],
    provinces: [],
    website: 'https://www.belastingdienst.nl',
    html: `<p>Wie een personeelsuitje organiseert, krijgt vaak een bedrag per persoon mee. Dat lijkt overzichtelijk, tot blijkt dat vervoer, drankjes en een zaal er nog bij komen.</p>
<h2>Maak een complete begroting</h2>
<ul>
<li>De activiteit zelf, inclusief begeleiding en materiaal.</li>
<li>Eten en drinken: lunch, borrel of diner.</li>
<li>Vervoer naar de locatie, of reiskosten.</li>
<li>Een reserve van tien procent voor de onverwachte dingen.</li>
</ul>
<h2>Vraag meerdere offertes aan</h2>
<p>Aanbieders rekenen verschillend: per persoon, per groep of per uur. Vraag daarom bij twee of drie aanbieders een offerte aan met precies hetzelfde aantal personen en dezelfde datum. Via elk uitje in ons <a href="/uitjes">overzicht</a> kan dat met één formulier.</p>
<p>En vraag je boekhouder naar de fiscale regels voor personeelsfeesten: die verschillen per land en veranderen geregeld.</p>`,
  },
  {
    title: 'Uitjes op het water: zeilen, suppen of sloepvaren?',
    image: 'sailing',
    tags: ['Buiten', 'Teambuilding'],
    provinces: ['Friesland', 'Noord-Holland'],
    website: 'https://www.waterrecreatienederland.nl',
    html: `<p>Nederland en Vlaanderen zijn gemaakt voor uitjes op het water. Maar welk type past bij jouw groep?</p>
<h2>Zeilen</h2>
<p>Op een platbodem op het IJsselmeer werkt de hele groep samen onder leiding van een schipper. Ideaal voor een hele dag en groepen tot zo’n dertig personen per schip.</p>
<h2>Suppen</h2>
<p>Sportief en laagdrempelig: na een korte les staat bijna iedereen. Reken op natte pakken en veel gelach.</p>
<h2>Sloepvaren</h2>
<p>De meest ontspannen variant: zelf varen, zonder vaarbewijs, met een borrel aan boord. Perfect in steden met grachten.</p>
<ul>
<li>Neem droge kleding mee, ook bij mooi weer.</li>
<li>Vraag naar een alternatief bij harde wind.</li>
</ul>
<p>Bekijk alle wateractiviteiten in het <a href="/uitjes">overzicht</a> met het filter Water.</p>`,
  },
  {
    title: 'Teamuitje met een kleine groep: tien ideeën',
    image: 'quiz',
    tags: ['Teambuilding', 'Personeelsuitje'],
    provinces: [],
    website: 'https://www.ondernemersplein.nl',
    html: `<p>Een team van zes tot twaalf personen heeft een groot voordeel: je kunt kiezen uit activiteiten die voor grote groepen onmogelijk zijn.</p>
<h2>Tien ideeën</h2>
<ul>
<li>Een sushiworkshop aan één lange tafel.</li>
<li>Een wijnproeverij bij een kleine wijngaard.</li>
<li>Pottenbakken aan de draaischijf.</li>
<li>Een escape room, met twee teams tegen elkaar.</li>
<li>Klimmen in een boulderhal.</li>
<li>Een fietstocht met gids.</li>
<li>Een chocoladeworkshop.</li>
<li>Boogschieten.</li>
<li>Een pubquiz op kantoor.</li>
<li>Een kanotocht over een klein riviertje.</li>
</ul>
<p>Kleine groepen kunnen vaak ook doordeweeks terecht, wanneer locaties rustiger en goedkoper zijn. Zoek op <a href="/teamuitje">teamuitje</a> en zet het aantal personen op het filter.</p>`,
  },
  {
    title: 'Bedrijfsuitje in Utrecht of de provincie Utrecht',
    image: 'cycling',
    tags: ['Bedrijfsuitje', 'Locatie'],
    provinces: ['Utrecht'],
    website: 'https://www.visit-utrecht.com',
    html: `<p>Centraal gelegen en vanuit het hele land met de trein bereikbaar: Utrecht is een ideale plek voor een uitje met collega’s uit verschillende vestigingen.</p>
<h2>In de stad</h2>
<p>Vaar met een sloep over de Oudegracht, beklim de Domtoren of volg een kookworkshop in een oude werfkelder.</p>
<h2>In de provincie</h2>
<ul>
<li>Fietsen langs de Vecht en de buitenplaatsen.</li>
<li>Mountainbiken op de Utrechtse Heuvelrug.</li>
<li>Kanoën in de Loosdrechtse Plassen.</li>
</ul>
<p>Alle aanbieders vind je op <a href="/bedrijfsuitje/utrecht">bedrijfsuitje Utrecht</a>. Wil je liever naar het zuiden? Kijk dan eens bij <a href="/bedrijfsuitje/noord-brabant">Noord-Brabant</a> of <a href="/bedrijfsuitje/limburg">Limburg</a>.</p>`,
  },
  {
    title: 'Een uitje bij slecht weer: altijd een plan B',
    image: 'escape',
    tags: ['Evenement organiseren', 'Bedrijfsuitje'],
    provinces: [],
    website: 'https://www.knmi.nl',
    html: `<p>Een buitenactiviteit boeken in het voorjaar of najaar is altijd een gok. Met een goed plan B hoeft regen de dag niet te verpesten.</p>
<h2>Vraag het vooraf</h2>
<p>Veel aanbieders hebben een overdekt alternatief, maar niet allemaal. Vraag in je offerteaanvraag direct wat er gebeurt bij onweer of storm, en tot wanneer je kosteloos kunt omboeken.</p>
<h2>Activiteiten die altijd doorgaan</h2>
<ul>
<li>Kookworkshops en proeverijen.</li>
<li>Escape rooms en moordmysteriediners.</li>
<li>Klimhallen en trampolineparken.</li>
<li>Museumbezoek met een workshop.</li>
</ul>
<p>Filter in het <a href="/uitjes">overzicht</a> op binnenactiviteiten, of kies een activiteit die binnen én buiten kan.</p>`,
  },
  {
    title: 'Groepsuitjes voor verenigingen en vriendengroepen',
    image: 'beer',
    tags: ['Buiten', 'Personeelsuitje'],
    provinces: [],
    website: 'https://www.nocnsf.nl',
    html: `<p>Niet alleen bedrijven gaan graag samen op pad. Sportclubs, koren en vriendengroepen zoeken net zo vaak een leuk groepsuitje.</p>
<h2>Wat werkt goed?</h2>
<ul>
<li>Oudhollandse spelen, voor alle leeftijden.</li>
<li>Een bierproeverij met een verhaal bij elk glas.</li>
<li>Footgolf, ook voor wie nooit voetbalt.</li>
</ul>
<p>Let bij grote en gemengde groepen vooral op de toegankelijkheid: vraag de aanbieder of de locatie rolstoeltoegankelijk is en of er genoeg parkeerplek is.</p>
<p>Bekijk alle <a href="/groepsuitje">groepsuitjes</a>.</p>`,
  },
];

const GERMAN: BlogArticle[] = [
  {
    title: 'So finden Sie den passenden Firmenausflug',
    image: 'meeting',
    tags: ['Firmenevent', 'Planung'],
    provinces: [],
    website: 'https://www.ihk.de',
    html: `<p>Ein Firmenausflug soll allen Spaß machen, doch die Interessen im Team gehen oft weit auseinander. Mit ein paar Fragen vorab treffen Sie eine Wahl, die die meisten begeistert.</p>
<h2>Das Ziel klären</h2>
<p>Soll der Ausflug danken, verbinden oder feiern? Ein Dankeschön verlangt nach Genuss und Entspannung, das Kennenlernen nach Aktivitäten in kleinen, wechselnden Gruppen.</p>
<h2>Drei Fragen an das Team</h2>
<ul>
<li>Lieber drinnen, draußen oder egal?</li>
<li>Wie viel Zeit: ein Nachmittag, ein Tag oder ein Wochenende?</li>
<li>Was möchten Sie auf keinen Fall machen?</li>
</ul>
<p>Danach lohnt ein Blick in die <a href="/uitjes">Übersicht aller Aktivitäten</a>, gefiltert nach Personenzahl.</p>`,
  },
  {
    title: 'Teambuilding ohne peinliche Momente',
    image: 'raft',
    tags: ['Teambuilding'],
    provinces: [],
    website: 'https://www.ihk.de',
    html: `<p>Beim Wort Teambuilding denken viele an Vertrauensfall und Rollenspiele. Die besten Aktivitäten stärken die Zusammenarbeit aber ganz nebenbei.</p>
<h2>Unsere Favoriten</h2>
<ul>
<li><strong>Floßbau</strong>: planen, bauen und gemeinsam ans andere Ufer.</li>
<li><strong>Escape Room</strong>: sechzig Minuten Kommunikation unter Zeitdruck.</li>
<li><strong>Kochkurs</strong>: Aufgaben verteilen und das Ergebnis genießen.</li>
<li><strong>GPS-Schnitzeljagd</strong>: Teams, die sich unterwegs herausfordern.</li>
</ul>
<p>Wichtig ist die kurze Nachbesprechung: Wer hat die Führung übernommen, was lief schief? Alle Angebote finden Sie unter <a href="/teambuilding">Teambuilding</a>.</p>`,
  },
  {
    title: 'Firmenausflug in Berlin: Ideen abseits der Touristenpfade',
    image: 'city',
    tags: ['Firmenevent', 'Location'],
    provinces: ['Berlin'],
    website: 'https://www.visitberlin.de',
    html: `<p>Berlin bietet für Gruppen unzählige Möglichkeiten, doch die Klassiker sind oft überlaufen. Mit etwas Planung entdecken Sie die Stadt neu.</p>
<h2>Auf dem Wasser</h2>
<p>Floßbau am Wannsee oder eine Kanutour durch die Kanäle Kreuzbergs: Berlin ist wasserreicher als Venedig.</p>
<h2>In der Stadt</h2>
<ul>
<li>Eine Street-Art-Rallye durch Friedrichshain.</li>
<li>Ein Kochkurs mit Zutaten vom Wochenmarkt.</li>
<li>Eine Bierverkostung in einer der vielen Craft-Brauereien.</li>
</ul>
<p>Alle Angebote finden Sie auf der Seite <a href="/firmenausflug/berlin">Firmenausflug Berlin</a>.</p>`,
  },
  {
    title: 'Betriebsausflug planen: Zeitplan in sechs Schritten',
    image: 'hiking',
    tags: ['Planung', 'Firmenevent'],
    provinces: [],
    website: 'https://www.bundesfinanzministerium.de',
    html: `<p>Ein gelungener Betriebsausflug beginnt drei bis sechs Monate vorher. Dieser Zeitplan hilft, nichts zu vergessen.</p>
<h2>Sechs Schritte</h2>
<ul>
<li>Sechs Monate vorher: Budget und Termin festlegen.</li>
<li>Fünf Monate vorher: Wünsche im Team abfragen.</li>
<li>Vier Monate vorher: Angebote einholen und vergleichen.</li>
<li>Drei Monate vorher: buchen und Anreise planen.</li>
<li>Einen Monat vorher: Einladung mit Programm verschicken.</li>
<li>Eine Woche vorher: Teilnehmerzahl und Wetter prüfen.</li>
</ul>
<p>Steuerliche Regeln für Betriebsveranstaltungen ändern sich regelmäßig: Fragen Sie Ihre Steuerberatung nach dem aktuellen Freibetrag. Angebote vergleichen Sie in der <a href="/uitjes">Übersicht</a>.</p>`,
  },
  {
    title: 'Kulinarische Teamevents: Kochen, Grillen, Verkosten',
    image: 'cooking',
    tags: ['Essen und Trinken', 'Teambuilding'],
    provinces: [],
    website: 'https://www.dehoga-bundesverband.de',
    html: `<p>Gemeinsam kochen verbindet: Jeder übernimmt eine Aufgabe, und am Ende sitzen alle an einem Tisch.</p>
<h2>Die Varianten</h2>
<ul>
<li><strong>Kochkurs</strong>: ein Menü in Teams, angeleitet von Profis.</li>
<li><strong>Grillkurs</strong>: ideal im Sommer und für große Gruppen.</li>
<li><strong>Weinprobe</strong>: entspannt und lehrreich, etwa im Rheingau.</li>
<li><strong>Krimidinner</strong>: Rätseln zwischen den Gängen.</li>
</ul>
<p>Fragen Sie bei der Buchung nach vegetarischen und veganen Varianten sowie Allergien. Alle kulinarischen Angebote finden Sie mit dem Filter Kulinarisch in der <a href="/uitjes">Übersicht</a>.</p>`,
  },
  {
    title: 'Outdoor-Events im Schwarzwald und am Bodensee',
    image: 'forest',
    tags: ['Location', 'Teambuilding'],
    provinces: ['Baden-Württemberg'],
    website: 'https://www.schwarzwald-tourismus.info',
    html: `<p>Der Südwesten Deutschlands ist ein Paradies für Gruppen, die gern draußen sind.</p>
<h2>Schwarzwald</h2>
<p>Geführte Wanderungen zu Wasserfällen, Hochseilgärten und Mountainbike-Touren: Im Schwarzwald finden Sie Aktivitäten für jedes Fitnessniveau.</p>
<h2>Bodensee</h2>
<ul>
<li>Segeltörns mit Blick auf die Alpen.</li>
<li>Stand-Up-Paddling in ruhigen Buchten.</li>
<li>Radtouren rund um den See.</li>
</ul>
<p>Mehr Ideen finden Sie unter <a href="/firmenausflug/baden-wurttemberg">Firmenausflug Baden-Württemberg</a>.</p>`,
  },
  {
    title: 'Schlechtwetter-Programm: Wenn der Ausflug ins Wasser fällt',
    image: 'escape',
    tags: ['Planung', 'Firmenevent'],
    provinces: [],
    website: 'https://www.dwd.de',
    html: `<p>Regen am großen Tag? Mit einem Plan B bleibt die Stimmung gut.</p>
<h2>Vorher klären</h2>
<p>Fragen Sie den Anbieter, ob es ein Alternativprogramm drinnen gibt und bis wann Sie kostenlos umbuchen können.</p>
<h2>Aktivitäten, die immer stattfinden</h2>
<ul>
<li>Kochkurse und Verkostungen.</li>
<li>Escape Rooms und Krimidinner.</li>
<li>Kletterhallen und Bubble Soccer in der Halle.</li>
</ul>
<p>In der <a href="/uitjes">Übersicht</a> können Sie gezielt nach Aktivitäten für drinnen suchen.</p>`,
  },
  {
    title: 'Teamevents für kleine Gruppen',
    image: 'quiz',
    tags: ['Teambuilding', 'Essen und Trinken'],
    provinces: [],
    website: 'https://www.ihk.de',
    html: `<p>Sechs bis zwölf Personen? Dann stehen Ihnen Aktivitäten offen, die für große Gruppen nicht möglich sind.</p>
<ul>
<li>Ein Töpferkurs an der Drehscheibe.</li>
<li>Eine Weinprobe beim Winzer.</li>
<li>Ein Schokoladenworkshop.</li>
<li>Bogenschießen.</li>
<li>Eine Radtour mit Guide.</li>
</ul>
<p>Kleine Gruppen finden oft auch unter der Woche freie Termine, wenn Anbieter günstiger sind. Mehr unter <a href="/teamevent">Teamevent</a>.</p>`,
  },
];

const KIDS: BlogArticle[] = [
  {
    title: 'Het perfecte kinderfeestje in vijf stappen',
    image: 'party',
    tags: ['Kinderfeestje'],
    provinces: [],
    website: 'https://www.voedingscentrum.nl',
    html: `<p>Een kinderfeestje organiseren hoeft geen stress te zijn. Met deze vijf stappen houd je het overzicht, en heeft de jarige de dag van zijn of haar leven.</p>
<h2>Vijf stappen</h2>
<ul>
<li>Kies samen met de jarige een thema.</li>
<li>Bepaal het aantal vriendjes: een vuistregel is de leeftijd plus één.</li>
<li>Reserveer de locatie minstens vier weken vooraf.</li>
<li>Vraag andere ouders naar allergieën.</li>
<li>Spreek af wie de kinderen ophaalt en brengt.</li>
</ul>
<p>Op zoek naar een plek? Bekijk alle locaties voor een <a href="/kinderfeestje">kinderfeestje</a>.</p>`,
  },
  {
    title: 'Tien uitjes voor een regenachtige dag',
    image: 'indoorplay',
    tags: ['Binnen', 'Vakantie'],
    provinces: [],
    website: 'https://www.museumkaart.nl',
    html: `<p>Het regent al de hele week en de kinderen stuiteren door het huis? Deze uitjes gaan altijd door.</p>
<ul>
<li>Een binnenspeeltuin met ballenbak.</li>
<li>Een trampolinepark.</li>
<li>Een zwemparadijs met glijbanen.</li>
<li>Een kindermuseum waar alles mag.</li>
<li>Een jeugdtheatervoorstelling.</li>
<li>Een knutselatelier.</li>
<li>Pottenbakken voor kinderen.</li>
<li>Een kinderkookworkshop.</li>
<li>Een overdekte klimhal.</li>
<li>De bibliotheek, met voorleesmiddagen.</li>
</ul>
<p>Gebruik in het <a href="/uitjes">overzicht</a> het filter Regenachtige dag.</p>`,
  },
  {
    title: 'Op pad met een peuter: waar let je op?',
    image: 'farm',
    tags: ['Uitjes met peuters', 'Buiten spelen'],
    provinces: [],
    website: 'https://www.consumentenbond.nl',
    html: `<p>Met een peuter op stap gaan vraagt wat voorbereiding, maar levert ook de mooiste momenten op.</p>
<h2>Kies kort en dichtbij</h2>
<p>Peuters hebben na een uur of twee genoeg indrukken opgedaan. Een kinderboerderij of speeltuin in de buurt is vaak leuker dan een lange autorit naar een pretpark.</p>
<h2>Checklist</h2>
<ul>
<li>Is de locatie buggyvriendelijk?</li>
<li>Is er een verschoonruimte?</li>
<li>Kun je ergens binnen zitten als het gaat regenen?</li>
</ul>
<p>Zoek op <a href="/kinderuitje">kinderuitjes</a> en stel de leeftijd in op alle leeftijden.</p>`,
  },
  {
    title: 'Speurtochten: avontuur in je eigen stad',
    image: 'treasure',
    tags: ['Buiten spelen', 'Kinderfeestje'],
    provinces: [],
    website: 'https://www.natuurmonumenten.nl',
    html: `<p>Een speurtocht maakt van een gewone wandeling een avontuur. Kinderen zoeken aanwijzingen, lossen raadsels op en ontdekken ondertussen hun eigen stad.</p>
<h2>Zelf maken of boeken?</h2>
<p>Een eenvoudige speurtocht maak je zelf: verstop briefjes met aanwijzingen in de tuin of het park. Voor een kinderfeestje is een geboekte tocht handig, met schatkaart, kompas en een echte schatkist.</p>
<ul>
<li>Vanaf zes jaar kunnen kinderen zelf kaartlezen.</li>
<li>Maak teams van drie tot vier kinderen.</li>
</ul>
<p>Bekijk alle speurtochten in het <a href="/uitjes">overzicht</a>.</p>`,
  },
  {
    title: 'Dierenparken en kinderboerderijen in Nederland',
    image: 'zoo',
    tags: ['Dieren', 'Buiten spelen', 'Uitjes met peuters'],
    provinces: [],
    website: 'https://www.kinderboerderijen.nl',
    html: `<p>Dieren zijn bij kinderen van elke leeftijd populair. Van een kleine kinderboerderij om de hoek tot een groot dierenpark: er is voor elk budget iets.</p>
<h2>Kinderboerderijen</h2>
<p>Vaak gratis, dichtbij en perfect voor peuters. Veel boerderijen hebben in het voorjaar lammetjesdagen.</p>
<h2>Dierenparken</h2>
<p>Plan een hele dag in en kijk vooraf naar de tijden van de voederrondes: daar vertellen verzorgers de leukste verhalen.</p>
<p>Bekijk de uitjes per provincie, bijvoorbeeld in <a href="/kinderuitje/gelderland">Gelderland</a> of <a href="/kinderuitje/noord-brabant">Noord-Brabant</a>.</p>`,
  },
  {
    title: 'Zomervakantie: zes weken vol uitjes',
    image: 'beach',
    tags: ['Vakantie', 'Buiten spelen'],
    provinces: [],
    website: 'https://www.schoolvakanties-nederland.nl',
    html: `<p>Zes weken vrij is lang. Met een mix van grote uitjes en kleine dagjes weg blijft het voor iedereen leuk.</p>
<h2>Wissel af</h2>
<ul>
<li>Eén groot uitje per week, zoals een pretpark of dierenpark.</li>
<li>Korte uitjes in de buurt: speeltuin, bos of strand.</li>
<li>Rustdagen thuis, met een knutselproject.</li>
</ul>
<h2>Bespaartips</h2>
<p>Veel musea zijn gratis voor kinderen en kinderboerderijen vragen geen entree. Kijk ook in de <a href="/agenda">agenda</a> voor gratis activiteiten in de buurt.</p>`,
  },
  {
    title: 'Creatief met kinderen: workshops en ateliers',
    image: 'painting',
    tags: ['Binnen', 'Kinderfeestje'],
    provinces: [],
    website: 'https://www.museumkaart.nl',
    html: `<p>Kinderen zijn van nature creatief. In een atelier of workshop krijgen ze de ruimte om te experimenteren, zonder dat de keukentafel onder de verf komt.</p>
<ul>
<li>Schilderen en tekenen, vanaf vier jaar.</li>
<li>Pottenbakken, vanaf zes jaar.</li>
<li>Kinderkookworkshops, vanaf zes jaar.</li>
</ul>
<p>Veel ateliers bieden ook een arrangement voor een kinderfeestje aan. Filter in het <a href="/uitjes">overzicht</a> op Creatief.</p>`,
  },
  {
    title: 'Uitjes met kinderen in Zuid-Holland',
    image: 'castle',
    tags: ['Vakantie', 'Dieren'],
    provinces: ['Zuid-Holland'],
    website: 'https://www.zuid-holland.nl',
    html: `<p>Zuid-Holland heeft alles voor een dagje uit met kinderen: strand, musea en kastelen liggen dicht bij elkaar.</p>
<h2>Aan de kust</h2>
<p>Zandkastelen bouwen, pootje baden en een frietje op de boulevard: de kust is altijd een succes.</p>
<h2>In de steden</h2>
<ul>
<li>Kindermusea waar je overal aan mag komen.</li>
<li>Speurtochten door oude binnensteden.</li>
<li>Jeugdtheater op zondagmiddag.</li>
</ul>
<p>Alle uitjes vind je op <a href="/kinderuitje/zuid-holland">kinderuitjes in Zuid-Holland</a>.</p>`,
  },
];

/**
 * screens.md Blogs: article bodies link to their tag pages. An article whose text names none of its
 * tags' pages ends with a line that does.
 */
function linkingItsTags(articles: BlogArticle[], lead: string): BlogArticle[] {
  return articles.map((article) => {
    if (/href="\/blogs\/[a-z0-9-]+\.html"/.test(article.html) || article.tags.length === 0) return article;
    const links = article.tags.map((tag) => `<a href="/blogs/${slugify(tag)}.html">${tag.toLowerCase()}</a>`).join(' · ');
    return { ...article, html: `${article.html}\n<p>${lead} ${links}</p>` };
  });
}

export const BLOG_LISTS: Record<'company' | 'de' | 'kids', BlogArticle[]> = {
  company: linkingItsTags(COMPANY, 'Meer over:'),
  de: linkingItsTags(GERMAN, 'Mehr zum Thema:'),
  kids: linkingItsTags(KIDS, 'Meer over:'),
};
