import type { DemoImageKey } from './demo-images.ts';

/** The four content lists: Dutch company (1), German company (2), Dutch kids (3), Belgian company (4). */
export type Brand = 'nl' | 'de' | 'kids' | 'be';

export const BRAND_OF_PLATFORM: Record<number, Brand> = { 1: 'nl', 2: 'de', 3: 'kids', 4: 'be' };

export interface FilterDef {
  name: string;
  description: string;
  image: DemoImageKey;
}

export interface FilterGroupDef {
  name: string;
  image: DemoImageKey;
  headerImage: DemoImageKey;
  filters: FilterDef[];
}

export interface ActivityTemplate {
  /**
   * `{city}` (exactly once) is replaced by the activity's first city, so every title names the place it is
   * in. Titles start with a letter (see redirects).
   */
  title: string;
  /**
   * Two more ways to say the same outing, each with `{city}` once: the second and third activity of this
   * template in one town take them, so titles stay unique per platform (bulk-activities.ts, decision 007).
   */
  alternatives: [string, string];
  /**
   * Only for an outing tied to a landscape its title or description names (the IJsselmeer, the Veluwe,
   * the coast): the towns of the platform it takes place in. Others take place anywhere.
   */
  towns?: string[];
  /** Filter names from the brand's activity-category group. */
  categories: string[];
  indoorOutdoor: 'INDOOR' | 'OUTDOOR' | 'BOTH';
  images: DemoImageKey[];
  description: string;
  /** Kids only: youngest age the activity suits. */
  minimumAge?: number;
}

export interface BrandCatalog {
  /** In display order; the first is the hero dropdown group on company brands. */
  filterGroups: FilterGroupDef[];
  /** Group whose filters every activity gets one or two of (outing type). */
  outingTypeGroup: string;
  /** Group holding the activity categories the templates refer to. */
  categoryGroup: string;
  templates: ActivityTemplate[];
  /** Closing paragraphs; `{city}` may appear. */
  closings: string[];
  locationDescriptions: string[];
  durations: string[];
  /** Per activity category: words that make organisation names with a city or a family name. */
  organisationNouns: Record<string, string[]>;
  organisationSuffixes: string[];
  reviewComments: string[];
  /** Sentence prepended to the description of a pending edit copy. */
  editNotes: string[];
  topLevelDomain: string;
  /** Persons ranges [min, max] for company brands or group sizes for kids. */
  personsMin: number[];
  personsMax: number[];
}

/** The template's titles: its own, then its alternatives, in the order the activities of one town take them. */
export function templateTitles(template: Pick<ActivityTemplate, 'title' | 'alternatives'>): string[] {
  return [template.title, ...template.alternatives];
}

/** Kept by exact name: the screens drop this group from the generic filters (core.md section 4). */
export const SPECIAL_WISHES_GROUP = 'Speciale wensen';

const NL_TEMPLATES: ActivityTemplate[] = [
  {
    title: 'Kookworkshop in {city}',
    alternatives: ['Koken met een chef in {city}', 'Kookworkshop met driegangenmenu in {city}'],
    categories: ['Culinair', 'Workshops'],
    indoorOutdoor: 'INDOOR',
    images: ['cooking', 'dinner', 'meeting'],
    description:
      'Onder leiding van een chef bereiden jullie in kleine teams een driegangenmenu met seizoensproducten. Iedereen snijdt, proeft en kookt mee, en daarna schuiven jullie samen aan tafel om het resultaat op te eten.',
  },
  {
    title: 'Escape room {city}',
    alternatives: ['Escape room met spelleider in {city}', 'Teamescape in {city}'],
    categories: ['Spel en quiz'],
    indoorOutdoor: 'INDOOR',
    images: ['escape', 'quiz'],
    description:
      'Zestig minuten, een afgesloten kamer en een reeks raadsels die alleen samen op te lossen zijn. Wie neemt de leiding, wie ziet het detail dat de anderen missen? Na afloop bespreekt de spelleider hoe jullie als team hebben samengewerkt.',
  },
  {
    title: 'Zeilen op het IJsselmeer vanuit {city}',
    alternatives: ['Zeiltocht op een platbodem vanuit {city}', 'Dagje zeilen op het IJsselmeer bij {city}'],
    // Harbours on the IJsselmeer and the lakes that open onto it.
    towns: ['Hoorn', 'Medemblik', 'Volendam', 'Lelystad', 'Almere', 'Kampen', 'Harderwijk'],
    categories: ['Water', 'Actief'],
    indoorOutdoor: 'OUTDOOR',
    images: ['sailing', 'beach'],
    description:
      'Met een traditioneel platbodemschip steken jullie van wal voor een dag op het IJsselmeer. De schipper legt uit hoe je zeilen hijst en een koers vaart; daarna draait de bemanning zelf aan de lieren.',
  },
  {
    title: 'Bierproeverij in {city}',
    alternatives: ['Speciaalbieren proeven in {city}', 'Bierproeverij met hapjes in {city}'],
    categories: ['Culinair'],
    indoorOutdoor: 'INDOOR',
    images: ['beer', 'dinner'],
    description:
      'Een biersommelier neemt jullie mee langs zes bijzondere bieren van kleine brouwerijen: van fris witbier tot een zwaar winterbier. Bij elk glas hoort een verhaal en een hapje dat de smaak laat uitkomen.',
  },
  {
    title: 'Wijnproeverij op een wijngaard bij {city}',
    alternatives: ['Wijngaardwandeling met proeverij bij {city}', 'Wijnproeverij met streekproducten bij {city}'],
    categories: ['Culinair', 'Cultureel'],
    indoorOutdoor: 'BOTH',
    images: ['wine', 'dinner'],
    description:
      'Wandel met de wijnboer tussen de ranken en hoor hoe er in ons klimaat goede wijn wordt gemaakt. In de proeverij vergelijken jullie witte, rosé en rode wijnen van eigen oogst met een plankje streekproducten.',
  },
  {
    title: 'Sloepvaren door {city}',
    alternatives: ['Sloeptocht met picknick door {city}', 'Zelf varen in een sloep door {city}'],
    categories: ['Water', 'Actief'],
    indoorOutdoor: 'OUTDOOR',
    images: ['canoe', 'city'],
    description:
      'Jullie stappen in elektrische sloepen en varen zelf door de grachten en singels. Onderweg wachten opdrachten op de kade, en een picknickmand aan boord zorgt voor de lunch.',
  },
  {
    title: 'Kanotocht bij {city}',
    alternatives: ['Kanoën op de rivier bij {city}', 'Kanotocht in Canadese kano’s bij {city}'],
    categories: ['Water', 'Outdoor'],
    indoorOutdoor: 'OUTDOOR',
    images: ['canoe', 'forest'],
    description:
      'In Canadese kano’s peddelen jullie met twee of drie personen door een rustig riviertje. Een instructeur geeft vooraf uitleg over sturen en samenwerken, zodat ook beginners ontspannen op het water zitten.',
  },
  {
    title: 'Suppen in {city}',
    alternatives: ['SUP-les in {city}', 'Suppen met estafette in {city}'],
    categories: ['Water', 'Sportief'],
    indoorOutdoor: 'OUTDOOR',
    images: ['sup', 'beach'],
    description:
      'Stand-up paddling is makkelijker dan het eruitziet. Na een korte les op de kant proberen jullie het evenwicht te vinden en eindigen jullie met een estafette op het water.',
  },
  {
    title: 'Vlotbouwen en vlotrace bij {city}',
    alternatives: ['Vlotbouwen bij {city}', 'Vlotrace met zelfgebouwd vlot bij {city}'],
    categories: ['Water', 'Outdoor'],
    indoorOutdoor: 'OUTDOOR',
    images: ['raft', 'canoe'],
    description:
      'Met tonnen, balken en touw bouwt elk team een eigen vlot. Pas als alle knopen goed zitten begint de race naar de overkant, en natte voeten horen er gewoon bij.',
  },
  {
    title: 'Boogschieten in {city}',
    alternatives: ['Boogschietclinic in {city}', 'Boogschieten met finale in {city}'],
    categories: ['Sportief', 'Outdoor'],
    indoorOutdoor: 'BOTH',
    images: ['archery', 'forest'],
    description:
      'Een ervaren schutter leert jullie de basis van het boogschieten: stand, ademhaling en richten. Daarna volgt een wedstrijd op verschillende afstanden met een finale voor de beste schutters.',
  },
  {
    title: 'Footgolf bij {city}',
    alternatives: ['Footgolf op negen holes bij {city}', 'Footgolftoernooi bij {city}'],
    categories: ['Sportief', 'Outdoor'],
    indoorOutdoor: 'OUTDOOR',
    images: ['golf', 'football'],
    description:
      'Golf spelen, maar dan met een voetbal: op een parcours van negen holes trap je de bal in zo weinig mogelijk slagen in een grote hole. Geschikt voor iedereen, ook voor wie nooit voetbalt.',
  },
  {
    title: 'Klimmen en abseilen in {city}',
    alternatives: ['Klimmen in de klimhal in {city}', 'Teamklimmen in {city}'],
    categories: ['Actief', 'Sportief'],
    indoorOutdoor: 'INDOOR',
    images: ['climbing'],
    description:
      'In een klimhal met routes voor elk niveau zekeren jullie elkaar onder begeleiding van instructeurs. Vertrouwen in je collega krijgt hier letterlijk een touw.',
  },
  {
    title: 'Survivaltocht op de Veluwe bij {city}',
    alternatives: ['Survivaltocht bij {city}', 'Survivalrun in de bossen bij {city}'],
    towns: ['Apeldoorn', 'Ede', 'Harderwijk', 'Epe', 'Barneveld', 'Putten', 'Elburg'],
    categories: ['Outdoor', 'Actief'],
    indoorOutdoor: 'OUTDOOR',
    images: ['forest', 'hiking'],
    description:
      'Touwbruggen, een apenhang boven een beek en kaartlezen zonder telefoon: de survivaltocht vraagt om durf en overleg. De begeleiders stemmen de hindernissen af op de conditie van de groep.',
  },
  {
    title: 'Mountainbiken in de bossen bij {city}',
    alternatives: ['Mountainbiketocht met gids bij {city}', 'MTB-tocht bij {city}'],
    categories: ['Sportief', 'Outdoor'],
    indoorOutdoor: 'OUTDOOR',
    images: ['cycling', 'forest'],
    description:
      'Op goed onderhouden mountainbikes volgen jullie een gids over bospaden, heuveltjes en door zandverstuivingen. Er is een korte en een sportieve route, zodat iedereen op zijn eigen tempo kan rijden.',
  },
  {
    title: 'Fietstocht met gids door {city}',
    alternatives: ['Stadsfietstocht door {city}', 'Fietstour langs de hofjes van {city}'],
    categories: ['Actief', 'Cultureel'],
    indoorOutdoor: 'OUTDOOR',
    images: ['cycling', 'city'],
    description:
      'Een lokale gids laat jullie per fiets de verborgen hofjes, oude pakhuizen en nieuwe architectuur van de stad zien. Onderweg is er tijd voor koffie op een terras.',
  },
  {
    title: 'Stadsspel {city}',
    alternatives: ['Stadsspel met tablets in {city}', 'Teamstadsspel door {city}'],
    categories: ['Spel en quiz', 'Cultureel'],
    indoorOutdoor: 'OUTDOOR',
    images: ['city', 'treasure'],
    description:
      'Met een tablet per team trekken jullie door de binnenstad en lossen opdrachten op bij monumenten en pleinen. Punten verdien je met kennis, creativiteit en snelheid; de eindstand volgt bij de borrel.',
  },
  {
    title: 'Museumrondleiding met workshop in {city}',
    alternatives: ['Kunstrondleiding met workshop in {city}', 'Museumbezoek met atelierworkshop in {city}'],
    categories: ['Cultureel', 'Creatief'],
    indoorOutdoor: 'INDOOR',
    images: ['museum', 'painting'],
    description:
      'Een rondleider vertelt bij een handvol topstukken het verhaal achter het werk. In het atelier gaan jullie daarna zelf aan de slag met de techniek die je net hebt gezien.',
  },
  {
    title: 'Schilderworkshop in {city}',
    alternatives: ['Schilderen op doek in {city}', 'Schilderworkshop met kunstenaar in {city}'],
    categories: ['Creatief', 'Workshops'],
    indoorOutdoor: 'INDOOR',
    images: ['painting'],
    description:
      'Een kunstenaar helpt jullie stap voor stap een eigen schilderij op doek te maken. Talent is niet nodig: het gaat om plezier, en iedereen neemt een eigen werk mee naar huis.',
  },
  {
    title: 'Pottenbakken aan de draaischijf in {city}',
    alternatives: ['Pottenbakworkshop in {city}', 'Keramiekworkshop aan de draaischijf in {city}'],
    categories: ['Creatief', 'Workshops'],
    indoorOutdoor: 'INDOOR',
    images: ['pottery'],
    description:
      'Klei centreren op de draaischijf is lastiger dan het lijkt, en daardoor juist heel grappig. De keramist bakt de beste stukken na afloop en stuurt ze op.',
  },
  {
    title: 'Improvisatietheater voor teams in {city}',
    alternatives: ['Improvisatieworkshop in {city}', 'Theaterworkshop improviseren in {city}'],
    categories: ['Creatief'],
    indoorOutdoor: 'INDOOR',
    images: ['theatre'],
    description:
      'Twee acteurs leiden jullie door korte spelvormen waarin luisteren en op elkaar reageren centraal staan. Het is lachen, en tegelijk oefening in samenwerken zonder vooraf gemaakte plannen.',
  },
  {
    title: 'Pubquiz op jullie locatie in {city}',
    alternatives: ['Pubquiz met quizmaster in {city}', 'Teamquiz op locatie in {city}'],
    categories: ['Spel en quiz'],
    indoorOutdoor: 'INDOOR',
    images: ['quiz', 'beer'],
    description:
      'Een quizmaster komt met geluid, beeldscherm en vragenrondes naar jullie toe. Algemene kennis, muziek en een ronde over jullie eigen organisatie: die laatste stellen we samen met jullie op.',
  },
  {
    title: 'Sushi workshop in {city}',
    alternatives: ['Sushi maken in {city}', 'Sushi workshop met sushichef in {city}'],
    categories: ['Culinair', 'Workshops'],
    indoorOutdoor: 'INDOOR',
    images: ['cooking', 'dinner'],
    description:
      'Rijst koken, vis snijden en rollen met een bamboematje: een sushichef laat zien hoe het moet. Daarna maakt ieder team een eigen schaal die samen wordt opgegeten.',
  },
  {
    title: 'Barbecueworkshop in {city}',
    alternatives: ['BBQ-workshop met pitmaster in {city}', 'Barbecueën als een pitmaster in {city}'],
    categories: ['Culinair', 'Outdoor'],
    indoorOutdoor: 'OUTDOOR',
    images: ['dinner', 'cooking'],
    description:
      'Een pitmaster legt uit hoe je met houtskool, rook en geduld vlees, vis en groenten perfect gaart. Jullie staan zelf aan de grill en sluiten af met een uitgebreide tafel.',
  },
  {
    title: 'Golfclinic voor beginners bij {city}',
    alternatives: ['Golfles voor groepen bij {city}', 'Golfclinic met wedstrijd bij {city}'],
    categories: ['Sportief'],
    indoorOutdoor: 'OUTDOOR',
    images: ['golf'],
    description:
      'Op de oefenbaan leren jullie van een golfprofessional de basis van de swing, het chippen en het putten. Als afsluiting spelen jullie een korte wedstrijd op de par-3 baan.',
  },
  {
    title: 'Oudhollandse spelen in {city}',
    alternatives: ['Oudhollandse spelencompetitie in {city}', 'Oudhollandse spellen voor teams in {city}'],
    categories: ['Actief', 'Outdoor'],
    indoorOutdoor: 'OUTDOOR',
    images: ['football', 'playground'],
    description:
      'Spijkerpoepen, zaklopen, koekhappen en touwtrekken: de klassiekers uit de kindertijd in een teamcompetitie. Laagdrempelig en geschikt voor grote groepen en alle leeftijden.',
  },
  {
    title: 'Strandactiviteiten bij {city}',
    alternatives: ['Beachvolleybal en blokarten bij {city}', 'Strandspelen bij {city}'],
    towns: ['Den Helder', 'Castricum', 'Velsen', 'Noordwijk', 'Wassenaar', 'Scheveningen', 'Vlissingen'],
    categories: ['Outdoor', 'Actief'],
    indoorOutdoor: 'OUTDOOR',
    images: ['beach', 'sup'],
    description:
      'Beachvolleybal, blokarten en een zandsculpturenwedstrijd: op het strand is ruimte voor een hele middag spel. De dag sluit af met een barbecue in het strandpaviljoen.',
  },
  {
    title: 'Kasteelspel met diner bij {city}',
    alternatives: ['Kasteelspel met ridderdiner bij {city}', 'Intrigespel op een kasteel bij {city}'],
    categories: ['Cultureel', 'Culinair'],
    indoorOutdoor: 'BOTH',
    images: ['castle', 'dinner'],
    description: 'In en rond een middeleeuws kasteel speelt de groep een spel van intriges en raadsels. Het avondeten wordt geserveerd in de ridderzaal.',
  },
  {
    title: 'Bootcamp in het park in {city}',
    alternatives: ['Bootcamptraining in {city}', 'Teambootcamp in {city}'],
    categories: ['Sportief', 'Outdoor'],
    indoorOutdoor: 'OUTDOOR',
    images: ['football', 'forest'],
    description:
      'Een energieke training met oefeningen in tweetallen en kleine groepen. De trainer past het niveau aan, zodat zowel sporters als niet-sporters met een goed gevoel naar huis gaan.',
  },
  {
    title: 'Chocolade workshop in {city}',
    alternatives: ['Bonbons maken in {city}', 'Chocolade workshop met chocolatier in {city}'],
    categories: ['Culinair', 'Creatief'],
    indoorOutdoor: 'INDOOR',
    images: ['cooking'],
    description:
      'Een chocolatier vertelt over de weg van cacaoboon naar bonbon. Daarna tempereren, vullen en decoreren jullie je eigen bonbons, die je in een doosje meeneemt.',
  },
  {
    title: 'Wadlopen naar een eiland vanaf {city}',
    alternatives: ['Wadlooptocht met gids vanaf {city}', 'Wadlopen vanaf {city}'],
    // On the Wadden coast, or where the organiser's coach leaves for it.
    towns: ['Harlingen', 'Delfzijl', 'Groningen', 'Leeuwarden', 'Drachten', 'Sneek'],
    categories: ['Outdoor', 'Actief'],
    indoorOutdoor: 'OUTDOOR',
    images: ['beach', 'hiking'],
    description:
      'Bij laag water lopen jullie met een erkende gids over de drooggevallen zeebodem. Zeehonden, wadpieren en de stilte van het wad maken deze tocht onvergetelijk.',
  },
  {
    title: 'Moordmysteriediner in {city}',
    alternatives: ['Moordmysteriediner met acteurs in {city}', 'Murder mystery diner in {city}'],
    categories: ['Spel en quiz', 'Culinair'],
    indoorOutdoor: 'INDOOR',
    images: ['dinner', 'theatre'],
    description:
      'Tussen de gangen door ontvouwt zich een misdaad, gespeeld door acteurs tussen de gasten. Wie goed oplet en de juiste vragen stelt, ontmaskert aan het dessert de dader.',
  },
  {
    title: 'Teamtraining met flip-over en buitenopdrachten in {city}',
    alternatives: ['Teamtraining met buitenopdrachten in {city}', 'Teamtraining met overleg en opdrachten in {city}'],
    categories: ['Actief', 'Workshops'],
    indoorOutdoor: 'BOTH',
    images: ['meeting', 'forest'],
    description:
      'Een ochtend overleg afgewisseld met korte buitenopdrachten die laten zien hoe jullie samenwerken. Een trainer koppelt de ervaringen terug naar de dagelijkse praktijk op de werkvloer.',
  },
];

/** Dutch outings Belgian providers do not offer: Dutch landscapes and traditions. */
const DUTCH_ONLY = /IJsselmeer|wijngaard|Veluwe|Wadlopen|Oudhollandse/;
/** Belgian towns for the Dutch templates tied to a landscape both countries have. */
const BELGIAN_TOWNS: Record<string, string[]> = { 'Strandactiviteiten bij {city}': ['Oostende', 'Knokke-Heist', 'Koksijde', 'Blankenberge'] };

/** Belgian providers: the Dutch list without the purely Dutch landscapes (the beach in Belgian towns), plus Flemish classics. */
const BE_TEMPLATES: ActivityTemplate[] = [
  ...NL_TEMPLATES.filter((t) => !DUTCH_ONLY.test(t.title)).map((t) => (t.towns ? { ...t, towns: BELGIAN_TOWNS[t.title]! } : t)),
  {
    title: 'Trappistenproeverij in {city}',
    alternatives: ['Trappisten proeven in {city}', 'Trappistenproeverij met abdijkaas in {city}'],
    categories: ['Culinair'],
    indoorOutdoor: 'INDOOR',
    images: ['beer', 'castle'],
    description:
      'Van dubbel tot tripel: een biersommelier laat jullie de zes Belgische trappisten proeven en vertelt over de abdijen waar ze gebrouwen worden. Bij elk bier hoort een stukje abdijkaas.',
  },
  {
    title: 'Kajakken op de Lesse bij {city}',
    alternatives: ['Kajaktocht op de Lesse bij {city}', 'Kajakken in de Ardennen bij {city}'],
    towns: ['Ciney', 'Marche-en-Famenne', 'Namen'],
    categories: ['Water', 'Outdoor'],
    indoorOutdoor: 'OUTDOOR',
    images: ['canoe', 'forest'],
    description:
      'Tussen de rotsen van de Ardennen peddelen jullie de Lesse af naar Anseremme. Onderweg is er een picknick op een grindbank en tijd om te zwemmen.',
  },
  {
    title: 'Pralines maken in {city}',
    alternatives: ['Pralineworkshop in {city}', 'Pralines maken met een chocolatier in {city}'],
    categories: ['Culinair', 'Workshops'],
    indoorOutdoor: 'INDOOR',
    images: ['cooking'],
    description:
      'Een Belgische chocolatier deelt de geheimen van een krokante praline. Iedereen vult, decoreert en verpakt een eigen doos om mee naar huis te nemen.',
  },
  {
    title: 'Fietstocht langs de Vlaamse kust vanuit {city}',
    alternatives: ['E-biketocht langs de kust vanuit {city}', 'Fietstocht door de duinen bij {city}'],
    towns: ['Oostende', 'Knokke-Heist', 'Koksijde', 'Blankenberge'],
    categories: ['Actief', 'Outdoor'],
    indoorOutdoor: 'OUTDOOR',
    images: ['cycling', 'beach'],
    description:
      'Op elektrische fietsen rijden jullie van badplaats naar badplaats langs de dijk en door de duinen. Een stop voor verse garnaalkroketten hoort erbij.',
  },
  {
    title: 'Belevingswandeling in de Vlaamse Ardennen bij {city}',
    alternatives: ['Wandeling over de hellingen bij {city}', 'Belevingswandeling met streekbieren bij {city}'],
    towns: ['Oudenaarde', 'Geraardsbergen', 'Zottegem', 'Ronse'],
    categories: ['Outdoor', 'Cultureel'],
    indoorOutdoor: 'OUTDOOR',
    images: ['hiking', 'forest'],
    description:
      'Over kasseien en hellingen die elke wielerfan kent wandelen jullie met een gids door het heuvelland. Onderweg wachten opdrachten en een proeverij van streekbieren.',
  },
];

const DE_TEMPLATES: ActivityTemplate[] = [
  {
    title: 'Kochkurs in {city}',
    alternatives: ['Teamkochen in {city}', 'Kochkurs mit Drei-Gänge-Menü in {city}'],
    categories: ['Kulinarisch', 'Workshops'],
    indoorOutdoor: 'INDOOR',
    images: ['cooking', 'dinner', 'meeting'],
    description:
      'Unter Anleitung eines Kochs bereiten Sie in kleinen Teams ein Drei-Gänge-Menü aus regionalen Zutaten zu. Anschließend genießen alle gemeinsam an einer langen Tafel, was sie gekocht haben.',
  },
  {
    title: 'Floßbau am See bei {city}',
    alternatives: ['Floßbau und Floßrennen bei {city}', 'Floßbau-Teamevent bei {city}'],
    categories: ['Wasser', 'Outdoor'],
    indoorOutdoor: 'OUTDOOR',
    images: ['raft', 'canoe'],
    description:
      'Aus Fässern, Balken und Seilen baut jedes Team ein eigenes Floß. Erst wenn alle Knoten halten, startet das Rennen über den See, und nasse Füße gehören dazu.',
  },
  {
    title: 'Escape Room {city}',
    alternatives: ['Escape Room mit Spielleitung in {city}', 'Team-Escape-Game in {city}'],
    categories: ['Spiel und Rätsel'],
    indoorOutdoor: 'INDOOR',
    images: ['escape', 'quiz'],
    description:
      'Sechzig Minuten, ein verschlossener Raum und Rätsel, die nur gemeinsam zu lösen sind. Nach dem Spiel bespricht die Spielleitung mit Ihnen, wie das Team zusammengearbeitet hat.',
  },
  {
    title: 'Bierverkostung in {city}',
    alternatives: ['Craft-Beer-Tasting in {city}', 'Bierverkostung mit Biersommelier in {city}'],
    categories: ['Kulinarisch'],
    indoorOutdoor: 'INDOOR',
    images: ['beer', 'dinner'],
    description:
      'Ein Biersommelier stellt sechs Biere kleiner Brauereien vor, vom hellen Kellerbier bis zum kräftigen Bock. Zu jedem Glas gibt es eine Geschichte und einen passenden Happen.',
  },
  {
    title: 'Weinprobe beim Winzer bei {city}',
    alternatives: ['Weinprobe im Gewölbekeller bei {city}', 'Weinbergwanderung mit Weinprobe bei {city}'],
    // Towns of the wine regions: Rheingau and Rheinhessen, Franken, Mosel, Nahe, Pfalz, Württemberg, Baden.
    towns: ['Wiesbaden', 'Mainz', 'Würzburg', 'Trier', 'Koblenz', 'Bad Kreuznach', 'Neustadt', 'Landau in der Pfalz', 'Heilbronn', 'Freiburg im Breisgau'],
    categories: ['Kulinarisch', 'Kultur'],
    indoorOutdoor: 'BOTH',
    images: ['wine', 'dinner'],
    description:
      'Mit dem Winzer geht es durch die Reben hinunter in den Gewölbekeller. Dort verkosten Sie sechs Weine des Guts mit Brot, Käse und Blick über die Weinberge.',
  },
  {
    title: 'Kanutour bei {city}',
    alternatives: ['Kanutour im Kanadier bei {city}', 'Paddeltour bei {city}'],
    categories: ['Wasser', 'Outdoor'],
    indoorOutdoor: 'OUTDOOR',
    images: ['canoe', 'forest'],
    description:
      'In Kanadiern paddeln Sie zu zweit oder zu dritt einen ruhigen Fluss hinab. Eine kurze Einweisung genügt, damit auch Einsteiger entspannt auf dem Wasser unterwegs sind.',
  },
  {
    title: 'Stand-Up-Paddling in {city}',
    alternatives: ['SUP-Kurs in {city}', 'Stand-Up-Paddling mit Staffelrennen in {city}'],
    categories: ['Wasser', 'Sport'],
    indoorOutdoor: 'OUTDOOR',
    images: ['sup', 'beach'],
    description:
      'Nach einer kurzen Einführung an Land finden alle schnell ihr Gleichgewicht auf dem Board. Zum Abschluss wartet ein Staffelrennen auf dem Wasser.',
  },
  {
    title: 'Segeltörn ab {city}',
    alternatives: ['Segeln mit Skipper ab {city}', 'Tagestörn unter Segeln ab {city}'],
    // Harbours on the Bodensee and the Baltic Sea.
    towns: ['Konstanz', 'Friedrichshafen', 'Kiel', 'Lübeck', 'Flensburg', 'Rostock', 'Wismar', 'Stralsund'],
    categories: ['Wasser', 'Aktiv'],
    indoorOutdoor: 'OUTDOOR',
    images: ['sailing', 'beach'],
    description:
      'Der Skipper zeigt, wie man Segel setzt und einen Kurs hält, dann übernimmt die Crew selbst die Winschen. Mittags ankern Sie in einer ruhigen Bucht.',
  },
  {
    title: 'Hochseilgarten bei {city}',
    alternatives: ['Kletterwald bei {city}', 'Hochseilgarten-Parcours bei {city}'],
    categories: ['Aktiv', 'Outdoor'],
    indoorOutdoor: 'OUTDOOR',
    images: ['climbing', 'forest'],
    description:
      'Auf Parcours in verschiedenen Höhen sichern sich die Teilnehmenden gegenseitig und meistern Brücken, Netze und Seilbahnen. Trainer sind jederzeit in der Nähe.',
  },
  {
    title: 'Bogenschießen in {city}',
    alternatives: ['Bogenschießen mit Turnier in {city}', 'Bogenschieß-Workshop in {city}'],
    categories: ['Sport', 'Outdoor'],
    indoorOutdoor: 'BOTH',
    images: ['archery'],
    description:
      'Ein erfahrener Schütze erklärt Stand, Atmung und Zielen. Danach folgt ein Turnier auf verschiedene Distanzen mit einem Finale der besten Schützen.',
  },
  {
    title: 'Fußballgolf in {city}',
    alternatives: ['Fußballgolf auf achtzehn Bahnen in {city}', 'Soccergolf-Turnier in {city}'],
    categories: ['Sport', 'Outdoor'],
    indoorOutdoor: 'OUTDOOR',
    images: ['golf', 'football'],
    description:
      'Golf mit dem Fußball: Auf achtzehn Bahnen wird der Ball mit möglichst wenigen Schüssen ins Loch befördert. Ideal für gemischte Gruppen, auch ohne Fußballerfahrung.',
  },
  {
    title: 'GPS-Schnitzeljagd durch {city}',
    alternatives: ['GPS-Rallye durch {city}', 'Stadtrallye mit Tablet durch {city}'],
    categories: ['Spiel und Rätsel', 'Kultur'],
    indoorOutdoor: 'OUTDOOR',
    images: ['city', 'treasure'],
    description:
      'Mit einem Tablet pro Team geht es durch die Altstadt zu Sehenswürdigkeiten, an denen Aufgaben warten. Punkte gibt es für Wissen, Kreativität und Tempo.',
  },
  {
    title: 'Krimidinner in {city}',
    alternatives: ['Krimidinner mit Schauspielern in {city}', 'Mörderisches Dinner in {city}'],
    categories: ['Spiel und Rätsel', 'Kulinarisch'],
    indoorOutdoor: 'INDOOR',
    images: ['dinner', 'theatre'],
    description:
      'Zwischen den Gängen geschieht ein Verbrechen, gespielt von Schauspielern mitten unter den Gästen. Wer gut zuhört, entlarvt beim Dessert den Täter.',
  },
  {
    title: 'Malworkshop in {city}',
    alternatives: ['Malen auf Leinwand in {city}', 'Malworkshop mit Künstlerin in {city}'],
    categories: ['Kreativ', 'Workshops'],
    indoorOutdoor: 'INDOOR',
    images: ['painting'],
    description:
      'Eine Künstlerin begleitet Sie Schritt für Schritt zum eigenen Bild auf Leinwand. Talent ist keine Voraussetzung, und jedes Werk darf mit nach Hause.',
  },
  {
    title: 'Töpferkurs an der Drehscheibe in {city}',
    alternatives: ['Töpferworkshop in {city}', 'Töpfern an der Scheibe in {city}'],
    categories: ['Kreativ', 'Workshops'],
    indoorOutdoor: 'INDOOR',
    images: ['pottery'],
    description:
      'Ton auf der Scheibe zu zentrieren ist schwieriger als gedacht, und genau das sorgt für viel Gelächter. Die gelungensten Stücke werden gebrannt und verschickt.',
  },
  {
    title: 'Improtheater-Workshop in {city}',
    alternatives: ['Improvisationstheater für Teams in {city}', 'Impro-Training in {city}'],
    categories: ['Kreativ'],
    indoorOutdoor: 'INDOOR',
    images: ['theatre'],
    description:
      'Zwei Schauspieler leiten kurze Spiele an, in denen Zuhören und spontanes Reagieren im Mittelpunkt stehen. Das ist lustig und zugleich ein Training für Zusammenarbeit.',
  },
  {
    title: 'Grillkurs mit Grillmeister in {city}',
    alternatives: ['BBQ-Kurs in {city}', 'Grillseminar für Teams in {city}'],
    categories: ['Kulinarisch', 'Outdoor'],
    indoorOutdoor: 'OUTDOOR',
    images: ['dinner', 'cooking'],
    description:
      'Direkt, indirekt oder mit Rauch: Der Grillmeister erklärt die Methoden, die Teams setzen sie am Rost um. Zum Schluss wird gemeinsam getafelt.',
  },
  {
    title: 'Wanderung im Schwarzwald bei {city}',
    alternatives: ['Geführte Wanderung bei {city}', 'Wanderung zu Wasserfällen bei {city}'],
    towns: ['Freiburg im Breisgau', 'Villingen-Schwenningen', 'Offenburg', 'Baden-Baden', 'Lahr', 'Rastatt'],
    categories: ['Outdoor', 'Aktiv'],
    indoorOutdoor: 'OUTDOOR',
    images: ['hiking', 'forest'],
    description:
      'Ein Wanderführer zeigt Wege zu Wasserfällen und Aussichtspunkten abseits der bekannten Routen. Die Einkehr in einer Hütte mit Schwarzwälder Vesper gehört dazu.',
  },
  {
    title: 'Schokoladenworkshop in {city}',
    alternatives: ['Pralinenkurs in {city}', 'Schokoladenworkshop mit Chocolatier in {city}'],
    categories: ['Kulinarisch', 'Kreativ'],
    indoorOutdoor: 'INDOOR',
    images: ['cooking'],
    description: 'Ein Chocolatier erzählt vom Weg der Kakaobohne zur Praline. Danach temperieren, füllen und verzieren alle ihre eigenen Pralinen.',
  },
  {
    title: 'Museumsführung mit Kreativteil in {city}',
    alternatives: ['Kunstführung mit Atelier in {city}', 'Museumsbesuch mit Kreativworkshop in {city}'],
    categories: ['Kultur', 'Kreativ'],
    indoorOutdoor: 'INDOOR',
    images: ['museum', 'painting'],
    description:
      'Vor einigen Hauptwerken erzählt die Führung die Geschichte hinter dem Bild. Im Atelier probieren Sie die gesehene Technik anschließend selbst aus.',
  },
  {
    title: 'Bubble Soccer in {city}',
    alternatives: ['Bubble-Football-Turnier in {city}', 'Bubble Soccer für Teams in {city}'],
    categories: ['Sport', 'Aktiv'],
    indoorOutdoor: 'BOTH',
    images: ['football'],
    description: 'In großen Luftbällen eingepackt wird Fußball zur lustigsten Sportart der Welt. Fallen gehört dazu, verletzt wird niemand.',
  },
  {
    title: 'Quizabend für Teams in {city}',
    alternatives: ['Firmenquiz in {city}', 'Quizabend mit Quizmaster in {city}'],
    categories: ['Spiel und Rätsel'],
    indoorOutdoor: 'INDOOR',
    images: ['quiz', 'beer'],
    description:
      'Ein Quizmaster bringt Technik, Bildschirm und Fragerunden mit. Eine Runde über Ihr eigenes Unternehmen stellen wir vorher gemeinsam zusammen.',
  },
  {
    title: 'Burgrallye mit Rittermahl bei {city}',
    alternatives: ['Rittermahl auf der Burg bei {city}', 'Burgrallye für Teams bei {city}'],
    categories: ['Kultur', 'Kulinarisch'],
    indoorOutdoor: 'BOTH',
    images: ['castle', 'dinner'],
    description:
      'Auf einer mittelalterlichen Burg lösen Teams Rätsel rund um Burgherren und Belagerungen. Am Abend wird im Rittersaal ein deftiges Mahl serviert.',
  },
  {
    title: 'Teamtraining mit Outdoor-Aufgaben in {city}',
    alternatives: ['Teamtraining mit Praxisaufgaben in {city}', 'Teamworkshop mit Outdoor-Aufgaben in {city}'],
    categories: ['Aktiv', 'Workshops'],
    indoorOutdoor: 'BOTH',
    images: ['meeting', 'forest'],
    description:
      'Ein Vormittag Workshop im Wechsel mit kurzen Aufgaben im Freien, die zeigen, wie Ihr Team zusammenarbeitet. Ein Trainer überträgt die Erfahrungen auf den Arbeitsalltag.',
  },
  {
    title: 'Radtour mit Guide durch {city}',
    alternatives: ['Stadtradtour durch {city}', 'Radtour zu den Hinterhöfen von {city}'],
    categories: ['Aktiv', 'Kultur'],
    indoorOutdoor: 'OUTDOOR',
    images: ['cycling', 'city'],
    description:
      'Ein ortskundiger Guide zeigt per Rad versteckte Hinterhöfe, alte Speicher und neue Architektur. Unterwegs gibt es eine Kaffeepause im Biergarten.',
  },
];

const KIDS_TEMPLATES: ActivityTemplate[] = [
  {
    title: 'Kinderboerderij {city}',
    alternatives: ['Dieren voeren op de kinderboerderij in {city}', 'Boerderijbezoek voor kinderen in {city}'],
    categories: ['Dieren'],
    indoorOutdoor: 'OUTDOOR',
    images: ['farm', 'playground'],
    minimumAge: 0,
    description:
      'Geitjes voeren, konijnen aaien en kijken hoe de kippen hun eieren leggen. De boerderij heeft een speeltuin en een overdekte kantine voor als het regent.',
  },
  {
    title: 'Speurtocht door {city}',
    alternatives: ['Schattenjacht door {city}', 'Speurtocht met schatkaart door {city}'],
    categories: ['Spelen', 'Natuur'],
    indoorOutdoor: 'OUTDOOR',
    images: ['treasure', 'city'],
    minimumAge: 6,
    description:
      'Met een schatkaart en een kompas volgen de kinderen aanwijzingen door straten en parken. Wie alle letters vindt, kraakt de code van de schatkist.',
  },
  {
    title: 'Klimpark in het bos bij {city}',
    alternatives: ['Klimbos voor kinderen bij {city}', 'Klimparcours met kabelbanen bij {city}'],
    categories: ['Klimmen en klauteren', 'Natuur'],
    indoorOutdoor: 'OUTDOOR',
    images: ['climbing', 'forest'],
    minimumAge: 4,
    description:
      'Parcours op verschillende hoogtes met hangbruggen, netten en kabelbanen. De kleinsten klimmen op een laag parcours vlak boven de grond, de stoere klimmers gaan tot tien meter hoog.',
  },
  {
    title: 'Binnenspeeltuin {city}',
    alternatives: ['Overdekte speeltuin in {city}', 'Binnenspeelparadijs in {city}'],
    categories: ['Spelen', 'Klimmen en klauteren'],
    indoorOutdoor: 'INDOOR',
    images: ['indoorplay', 'party'],
    minimumAge: 1,
    description:
      'Ballenbakken, glijbanen en een groot klimtoestel: hier kunnen kinderen zich de hele dag uitleven, ook als het buiten stormt. Voor peuters is er een apart afgeschermd hoekje.',
  },
  {
    title: 'Speeltuin en natuurspeelplaats in {city}',
    alternatives: ['Natuurspeelplaats in {city}', 'Speeltuin met waterpomp in {city}'],
    categories: ['Spelen', 'Natuur'],
    indoorOutdoor: 'OUTDOOR',
    images: ['playground', 'forest'],
    minimumAge: 2,
    description:
      'Een speeltuin met schommels en een waterpomp, en daarnaast een natuurspeelplaats met boomstammen, modder en een beekje. Neem droge kleren mee!',
  },
  {
    title: 'Dierenpark bij {city}',
    alternatives: ['Kleine dierentuin bij {city}', 'Dierenpark met vlindertuin bij {city}'],
    categories: ['Dieren', 'Natuur'],
    indoorOutdoor: 'OUTDOOR',
    images: ['zoo', 'farm'],
    minimumAge: 0,
    description:
      'Giraffen, stokstaartjes en een vlindertuin: het park is klein genoeg om in een dag te zien. Bij de voederrondes vertellen verzorgers over de dieren.',
  },
  {
    title: 'Zwemparadijs met glijbanen in {city}',
    alternatives: ['Zwembad met wildwaterbaan in {city}', 'Subtropisch zwemparadijs in {city}'],
    categories: ['Water en zwemmen'],
    indoorOutdoor: 'INDOOR',
    images: ['swimming'],
    minimumAge: 3,
    description:
      'Een golfslagbad, een wildwaterbaan en drie glijbanen voor verschillende leeftijden. Voor de kleintjes is er een ondiep peuterbad met fonteintjes.',
  },
  {
    title: 'Kinderkookworkshop in {city}',
    alternatives: ['Koken voor kinderen in {city}', 'Pizza bakken voor kinderen in {city}'],
    categories: ['Eten en koken', 'Creatief'],
    indoorOutdoor: 'INDOOR',
    images: ['cooking'],
    minimumAge: 6,
    description: 'Pizza’s bakken met zelfgemaakt deeg, of cupcakes versieren: kinderen koken zelf onder begeleiding en eten alles daarna samen op.',
  },
  {
    title: 'Knutselatelier in {city}',
    alternatives: ['Knutselmiddag in {city}', 'Kinderatelier in {city}'],
    categories: ['Creatief'],
    indoorOutdoor: 'INDOOR',
    images: ['painting', 'party'],
    minimumAge: 4,
    description:
      'Schilderen, kleien, stempelen en plakken: in het atelier ligt alles klaar. Elke week staat er een ander thema centraal, van ridders tot ruimtevaart.',
  },
  {
    title: 'Pottenbakken voor kinderen in {city}',
    alternatives: ['Kleien voor kinderen in {city}', 'Kinderpottenbakken in {city}'],
    categories: ['Creatief'],
    indoorOutdoor: 'INDOOR',
    images: ['pottery'],
    minimumAge: 6,
    description: 'Kinderen maken een eigen kommetje of beestje van klei en beschilderen het. Na het bakken kun je het werk ophalen.',
  },
  {
    title: 'Ponyrijden op de manege in {city}',
    alternatives: ['Ponyrijden voor kinderen in {city}', 'Pony’s verzorgen en rijden in {city}'],
    categories: ['Dieren', 'Sport en bewegen'],
    indoorOutdoor: 'BOTH',
    images: ['farm'],
    minimumAge: 4,
    description:
      'Eerst de pony borstelen, dan een rondje in de bak onder begeleiding. Ook kinderen die nog nooit op een pony zaten voelen zich hier snel op hun gemak.',
  },
  {
    title: 'Kabouterpad in het bos bij {city}',
    alternatives: ['Kabouterwandeling bij {city}', 'Kabouterroute voor peuters bij {city}'],
    categories: ['Natuur', 'Spelen'],
    indoorOutdoor: 'OUTDOOR',
    images: ['forest', 'treasure'],
    minimumAge: 2,
    description: 'Een wandelroute van twee kilometer met kabouterhuisjes, een blotevoetenstuk en opdrachten onderweg. Kort genoeg voor kleine beentjes.',
  },
  {
    title: 'Kindermuseum met ontdekzalen in {city}',
    alternatives: ['Ontdekmuseum voor kinderen in {city}', 'Doe-museum voor kinderen in {city}'],
    categories: ['Musea en cultuur'],
    indoorOutdoor: 'INDOOR',
    images: ['museum'],
    minimumAge: 4,
    description:
      'Hier mag je overal aankomen: proefjes doen, een tunnel door kruipen en zelf een tentoonstelling bouwen. Rondleiders vertellen verhalen op kinderhoogte.',
  },
  {
    title: 'Jeugdtheater in {city}',
    alternatives: ['Kindervoorstelling in {city}', 'Poppentheater in {city}'],
    categories: ['Musea en cultuur'],
    indoorOutdoor: 'INDOOR',
    images: ['theatre'],
    minimumAge: 4,
    description:
      'Voorstellingen voor peuters, kleuters en oudere kinderen, met muziek en poppenspel. Na afloop mogen de kinderen het decor van dichtbij bekijken.',
  },
  {
    title: 'Midgetgolf bij {city}',
    alternatives: ['Minigolf bij {city}', 'Midgetgolf met achttien banen bij {city}'],
    categories: ['Sport en bewegen', 'Spelen'],
    indoorOutdoor: 'OUTDOOR',
    images: ['golf', 'playground'],
    minimumAge: 4,
    description: 'Achttien banen met bruggetjes, tunnels en een molen. Het hele gezin speelt mee en de winnaar krijgt een ijsje.',
  },
  {
    title: 'Kanoën voor kinderen bij {city}',
    alternatives: ['Kanoles voor kinderen bij {city}', 'Peddelen voor kinderen bij {city}'],
    categories: ['Water en zwemmen', 'Sport en bewegen'],
    indoorOutdoor: 'OUTDOOR',
    images: ['canoe'],
    minimumAge: 8,
    description: 'Met een zwemdiploma op zak mogen kinderen zelf peddelen op een rustige vaart. Een instructeur gaat mee en zorgt voor zwemvesten.',
  },
  {
    title: 'Piratenfeest in {city}',
    alternatives: ['Piratenkinderfeestje in {city}', 'Schatzoeken als piraat in {city}'],
    categories: ['Spelen', 'Creatief'],
    indoorOutdoor: 'BOTH',
    images: ['party', 'treasure'],
    minimumAge: 4,
    description:
      'Verkleed als piraat zoeken de kinderen de verstopte schat, leren ze knopen leggen en gaan ze over de loopplank. Een feestje dat ze niet snel vergeten.',
  },
  {
    title: 'Strand en zandkastelen bouwen in {city}',
    alternatives: ['Zandkastelen bouwen in {city}', 'Stranddag met zandkunstenaar in {city}'],
    towns: ['Den Helder', 'Castricum', 'Velsen', 'Noordwijk', 'Wassenaar', 'Scheveningen', 'Vlissingen'],
    categories: ['Water en zwemmen', 'Spelen'],
    indoorOutdoor: 'OUTDOOR',
    images: ['beach'],
    minimumAge: 2,
    description: 'Met emmers, schepjes en een zandkunstenaar bouwen de kinderen het hoogste kasteel van het strand. Daarna pootje baden en een frietje.',
  },
  {
    title: 'Ridderdag op het kasteel bij {city}',
    alternatives: ['Ridderfeest op het kasteel bij {city}', 'Kasteelavontuur voor kinderen bij {city}'],
    categories: ['Musea en cultuur', 'Spelen'],
    indoorOutdoor: 'BOTH',
    images: ['castle'],
    minimumAge: 5,
    description:
      'Kinderen worden in een ceremonie tot ridder geslagen, schieten met een kruisboog van schuimrubber en verkennen de kerkers. Helm en schild liggen klaar.',
  },
  {
    title: 'Trampolinepark {city}',
    alternatives: ['Springen in het trampolinepark in {city}', 'Trampolinespringen in {city}'],
    categories: ['Sport en bewegen', 'Spelen'],
    indoorOutdoor: 'INDOOR',
    images: ['indoorplay'],
    minimumAge: 5,
    description: 'Tientallen trampolines, een schuimblokkenbak en een dodgeballveld. Elke sessie begint met een korte uitleg over veilig springen.',
  },
  {
    title: 'Blotevoetenpad bij {city}',
    alternatives: ['Blotevoetenwandeling bij {city}', 'Blotevoetenpad met speelbos bij {city}'],
    categories: ['Natuur'],
    indoorOutdoor: 'OUTDOOR',
    images: ['forest', 'playground'],
    minimumAge: 3,
    description: 'Schoenen uit en voelen: over boomschors, kiezels, door modder en water. Onderweg zijn er picknickplekken en een klein speelbos.',
  },
  {
    title: 'Kinderfeestje met cupcakes versieren in {city}',
    alternatives: ['Cupcakes versieren in {city}', 'Taartjesfeestje in {city}'],
    categories: ['Eten en koken', 'Creatief'],
    indoorOutdoor: 'INDOOR',
    images: ['party', 'cooking'],
    minimumAge: 5,
    description:
      'De jarige en vriendjes versieren elk zes cupcakes met botercrème, strooisel en marsepein. Limonade en een taart voor de jarige zijn inbegrepen.',
  },
  {
    title: 'Boerengolf bij {city}',
    alternatives: ['Boerengolf met de hele familie bij {city}', 'Klompengolf bij {city}'],
    categories: ['Sport en bewegen', 'Dieren'],
    indoorOutdoor: 'OUTDOOR',
    images: ['farm', 'golf'],
    minimumAge: 6,
    description: 'Met een klompstick en een grote bal over de weilanden van de boer. Een uitje waarbij ook opa en oma graag meedoen.',
  },
];

const NL_CLOSINGS = [
  'Het programma stemmen we af op jullie groep, de tijd van het jaar en de wensen van de organisator.',
  'De activiteit is goed te combineren met een lunch, borrel of diner op dezelfde locatie.',
  'Jullie locatie ligt goed bereikbaar vanuit {city}, met gratis parkeren en een station in de buurt.',
  'Ook bij slecht weer gaat het door: er is een alternatief programma binnen.',
  'Begeleiding, materialen en koffie met iets lekkers bij aankomst zijn inbegrepen.',
  'Vraag vrijblijvend een offerte aan; binnen twee werkdagen ontvangen jullie een voorstel op maat.',
];

const DE_CLOSINGS = [
  'Das Programm stimmen wir auf Ihre Gruppe, die Jahreszeit und Ihre Wünsche ab.',
  'Die Aktivität lässt sich gut mit einem Mittagessen, Umtrunk oder Abendessen vor Ort verbinden.',
  'Der Treffpunkt ist von {city} aus gut erreichbar, mit kostenlosen Parkplätzen und einem Bahnhof in der Nähe.',
  'Auch bei schlechtem Wetter findet das Event statt: Es gibt ein Alternativprogramm drinnen.',
  'Betreuung, Material sowie Kaffee und Kuchen bei der Ankunft sind inklusive.',
  'Fordern Sie unverbindlich ein Angebot an; innerhalb von zwei Werktagen erhalten Sie einen Vorschlag.',
];

const KIDS_CLOSINGS = [
  'Ouders kunnen meedoen of even bijkomen met een kop koffie in de kantine.',
  'Voor een kinderfeestje is er een arrangement met limonade, patat en een cadeautje voor de jarige.',
  'De locatie ligt goed bereikbaar vanuit {city} en er is voldoende parkeergelegenheid.',
  'Bij regen is er een overdekte ruimte waar het programma gewoon doorgaat.',
  'Groepen en scholen kunnen vooraf reserveren; losse bezoekers zijn ook welkom.',
  'Kinderen tot twee jaar mogen gratis mee.',
];

const NL_LOCATIONS = [
  'Op onze eigen locatie in {city}, of op een plek naar keuze in de regio.',
  'Start bij onze locatie aan de rand van {city}, met parkeerplaats voor de deur.',
  'In het centrum van {city}, op loopafstand van het station.',
  'Wij komen naar jullie toe: op kantoor, in een zaal of in de tuin.',
];
const DE_LOCATIONS = [
  'An unserem Standort in {city} oder an einem Ort Ihrer Wahl in der Region.',
  'Treffpunkt ist unser Standort am Stadtrand von {city}, mit Parkplätzen direkt vor der Tür.',
  'Im Zentrum von {city}, wenige Gehminuten vom Hauptbahnhof.',
  'Wir kommen zu Ihnen: ins Büro, in einen Saal oder in den Garten.',
];
const KIDS_LOCATIONS = [
  'In {city}, met een ruime parkeerplaats voor de deur.',
  'Net buiten {city}, goed te bereiken met de fiets.',
  'Midden in {city}, vlak bij de bushalte.',
];

const NL_GROUPS: FilterGroupDef[] = [
  {
    name: 'Soort uitje',
    image: 'meeting',
    headerImage: 'city',
    filters: [
      { name: 'Bedrijfsuitje', description: 'Een dag of middag uit met het hele bedrijf.', image: 'sailing' },
      { name: 'Personeelsuitje', description: 'Een bedankje voor collega’s, van klein tot groot.', image: 'dinner' },
      { name: 'Teamuitje', description: 'Samen met je eigen team iets nieuws beleven.', image: 'canoe' },
      { name: 'Teambuilding', description: 'Activiteiten waarin samenwerken centraal staat.', image: 'raft' },
      { name: 'Groepsuitje', description: 'Voor vrienden, families en verenigingen.', image: 'beer' },
    ],
  },
  {
    name: 'Activiteiten',
    image: 'forest',
    headerImage: 'hiking',
    filters: [
      { name: 'Actief', description: 'In beweging, zonder dat je sportief hoeft te zijn.', image: 'hiking' },
      { name: 'Culinair', description: 'Koken, proeven en samen aan tafel.', image: 'cooking' },
      { name: 'Creatief', description: 'Zelf iets maken om mee naar huis te nemen.', image: 'painting' },
      { name: 'Cultureel', description: 'Musea, stadswandelingen en verhalen.', image: 'museum' },
      { name: 'Sportief', description: 'Voor groepen die graag de strijd aangaan.', image: 'football' },
      { name: 'Water', description: 'Varen, peddelen en natte voeten.', image: 'sailing' },
      { name: 'Outdoor', description: 'Buiten, in de natuur of op het strand.', image: 'forest' },
      { name: 'Workshops', description: 'Onder begeleiding een nieuwe vaardigheid leren.', image: 'pottery' },
      { name: 'Spel en quiz', description: 'Raadsels, quizzen en spellen voor teams.', image: 'escape' },
    ],
  },
  {
    name: SPECIAL_WISHES_GROUP,
    image: 'meeting',
    headerImage: 'meeting',
    filters: [
      { name: 'Rolstoeltoegankelijk', description: 'De locatie en activiteit zijn toegankelijk met een rolstoel.', image: 'meeting' },
      { name: 'Op eigen locatie', description: 'De aanbieder komt naar jullie toe.', image: 'quiz' },
      { name: 'Geschikt voor grote groepen', description: 'Vanaf honderd personen.', image: 'football' },
      { name: 'Inclusief lunch', description: 'Een lunch is bij de prijs inbegrepen.', image: 'dinner' },
      { name: 'Bereikbaar met OV', description: 'Op loopafstand van een station of halte.', image: 'city' },
    ],
  },
];

/** The Belgian site speaks of uitstappen where the Dutch one says uitjes (README.md); the other groups are shared. */
const BE_GROUPS: FilterGroupDef[] = [
  {
    name: 'Soort uitstap',
    image: 'meeting',
    headerImage: 'city',
    filters: [
      { name: 'Bedrijfsuitstap', description: 'Een dag of namiddag uit met het hele bedrijf.', image: 'sailing' },
      { name: 'Personeelsuitstap', description: 'Een bedankje voor collega’s, van klein tot groot.', image: 'dinner' },
      { name: 'Teamuitstap', description: 'Samen met je eigen team iets nieuws beleven.', image: 'canoe' },
      { name: 'Teambuilding', description: 'Activiteiten waarin samenwerken centraal staat.', image: 'raft' },
      { name: 'Groepsuitstap', description: 'Voor vrienden, families en verenigingen.', image: 'beer' },
    ],
  },
  ...NL_GROUPS.slice(1),
];

const DE_GROUPS: FilterGroupDef[] = [
  {
    name: 'Art des Ausflugs',
    image: 'meeting',
    headerImage: 'city',
    filters: [
      { name: 'Firmenausflug', description: 'Ein Tag mit dem ganzen Unternehmen.', image: 'sailing' },
      { name: 'Betriebsausflug', description: 'Ein Dankeschön an die Belegschaft.', image: 'dinner' },
      { name: 'Teamevent', description: 'Gemeinsam mit dem eigenen Team etwas erleben.', image: 'canoe' },
      { name: 'Teambuilding', description: 'Aktivitäten, bei denen Zusammenarbeit zählt.', image: 'raft' },
      { name: 'Gruppenausflug', description: 'Für Freunde, Familien und Vereine.', image: 'beer' },
    ],
  },
  {
    name: 'Aktivitäten',
    image: 'forest',
    headerImage: 'hiking',
    filters: [
      { name: 'Aktiv', description: 'In Bewegung, ohne sportlich sein zu müssen.', image: 'hiking' },
      { name: 'Kulinarisch', description: 'Kochen, verkosten und gemeinsam essen.', image: 'cooking' },
      { name: 'Kreativ', description: 'Selbst etwas gestalten und mitnehmen.', image: 'painting' },
      { name: 'Kultur', description: 'Museen, Stadtführungen und Geschichte.', image: 'museum' },
      { name: 'Sport', description: 'Für Gruppen, die sich gern messen.', image: 'football' },
      { name: 'Wasser', description: 'Segeln, paddeln und nasse Füße.', image: 'sailing' },
      { name: 'Outdoor', description: 'Draußen in der Natur.', image: 'forest' },
      { name: 'Workshops', description: 'Unter Anleitung etwas Neues lernen.', image: 'pottery' },
      { name: 'Spiel und Rätsel', description: 'Rätsel, Quiz und Spiele für Teams.', image: 'escape' },
    ],
  },
  {
    // Same name as on the Dutch sites on purpose: it is the hidden group the screens drop.
    name: SPECIAL_WISHES_GROUP,
    image: 'meeting',
    headerImage: 'meeting',
    filters: [
      { name: 'Barrierefrei', description: 'Ort und Aktivität sind rollstuhlgerecht.', image: 'meeting' },
      { name: 'Bei Ihnen vor Ort', description: 'Der Anbieter kommt zu Ihnen.', image: 'quiz' },
      { name: 'Für große Gruppen', description: 'Ab hundert Personen.', image: 'football' },
      { name: 'Mittagessen inklusive', description: 'Ein Mittagessen ist im Preis enthalten.', image: 'dinner' },
      { name: 'Mit ÖPNV erreichbar', description: 'Wenige Gehminuten von Bahnhof oder Haltestelle.', image: 'city' },
    ],
  },
];

const KIDS_GROUPS: FilterGroupDef[] = [
  {
    name: 'Activiteiten',
    image: 'playground',
    headerImage: 'farm',
    filters: [
      { name: 'Dieren', description: 'Kinderboerderijen, dierenparken en pony’s.', image: 'farm' },
      { name: 'Spelen', description: 'Speeltuinen, feestjes en spellen.', image: 'playground' },
      { name: 'Klimmen en klauteren', description: 'Klimparken en klimhallen.', image: 'climbing' },
      { name: 'Water en zwemmen', description: 'Zwembaden, strand en kanoën.', image: 'swimming' },
      { name: 'Creatief', description: 'Knutselen, kleien en schilderen.', image: 'painting' },
      { name: 'Musea en cultuur', description: 'Musea, theater en kastelen.', image: 'museum' },
      { name: 'Natuur', description: 'Bossen, speurtochten en natuurspeelplaatsen.', image: 'forest' },
      { name: 'Sport en bewegen', description: 'Trampolines, midgetgolf en meer.', image: 'football' },
      { name: 'Eten en koken', description: 'Zelf koken en bakken.', image: 'cooking' },
    ],
  },
  {
    name: 'Soort uitje',
    image: 'party',
    headerImage: 'beach',
    filters: [
      { name: 'Kinderfeestje', description: 'Een feestje voor de jarige en vriendjes.', image: 'party' },
      { name: 'Dagje uit', description: 'Met het hele gezin op pad.', image: 'zoo' },
      { name: 'Schoolreisje', description: 'Geschikt voor een klas of school.', image: 'castle' },
      { name: 'Vakantie-uitje', description: 'Voor de lange dagen in de schoolvakantie.', image: 'beach' },
      { name: 'Regenachtige dag', description: 'Binnen, dus het weer maakt niet uit.', image: 'indoorplay' },
    ],
  },
  {
    name: SPECIAL_WISHES_GROUP,
    image: 'playground',
    headerImage: 'playground',
    filters: [
      { name: 'Rolstoeltoegankelijk', description: 'Toegankelijk met een rolstoel.', image: 'playground' },
      { name: 'Buggyvriendelijk', description: 'Goed te doen met een kinderwagen.', image: 'forest' },
      { name: 'Met horeca', description: 'Er is een restaurant of kantine.', image: 'dinner' },
      { name: 'Gratis parkeren', description: 'Parkeren kost niets.', image: 'farm' },
    ],
  },
];

const NL_REVIEW = [
  'Graag een foto toevoegen waarop de activiteit zelf te zien is.',
  'De beschrijving noemt prijzen; die horen in de offerte, niet in de tekst.',
  'Het telefoonnummer ontbreekt bij de contactgegevens.',
  'De titel is te algemeen; noem wat de deelnemers gaan doen.',
];
const DE_REVIEW = [
  'Bitte ein Foto ergänzen, auf dem die Aktivität selbst zu sehen ist.',
  'Die Beschreibung nennt Preise; diese gehören ins Angebot, nicht in den Text.',
  'Bei den Kontaktdaten fehlt die Telefonnummer.',
  'Der Titel ist zu allgemein; bitte nennen, was die Teilnehmenden tun.',
];

const NL_EDIT_NOTES = ['Nieuw dit seizoen: een uitgebreider programma met extra onderdelen.', 'Vanaf dit jaar ook op zondag te boeken.'];
const DE_EDIT_NOTES = ['Neu in dieser Saison: ein erweitertes Programm.', 'Ab diesem Jahr auch sonntags buchbar.'];

const COMPANY_PERSONS_MIN = [2, 4, 6, 8, 10, 12, 15, 20];
const COMPANY_PERSONS_MAX = [20, 25, 30, 40, 50, 60, 80, 100, 150, 200, 300, 500];

export const CATALOGS: Record<Brand, BrandCatalog> = {
  nl: {
    filterGroups: NL_GROUPS,
    outingTypeGroup: 'Soort uitje',
    categoryGroup: 'Activiteiten',
    templates: NL_TEMPLATES,
    closings: NL_CLOSINGS,
    locationDescriptions: NL_LOCATIONS,
    durations: ['2 uur', '2,5 uur', '3 uur', 'Halve dag', 'Hele dag', 'Avondvullend'],
    organisationNouns: {
      Actief: ['Buitensport', 'Avonturencentrum'],
      Culinair: ['Kookstudio', 'Proeflokaal', 'Smaakatelier'],
      Creatief: ['Atelier', 'Creatieve Werkplaats'],
      Cultureel: ['Stadsgidsen', 'Cultuurbureau'],
      Sportief: ['Sportcentrum', 'Sportevents'],
      Water: ['Watersport', 'Zeilschool', 'Botenverhuur'],
      Outdoor: ['Outdoorcentrum', 'Buitencentrum'],
      Workshops: ['Workshopstudio', 'Werkplaats'],
      'Spel en quiz': ['Escape Rooms', 'Quizbureau', 'Spelbureau'],
    },
    organisationSuffixes: ['Events', 'Groepsuitjes', 'Outdoor', 'Belevingen', 'Activiteiten', '& Partners'],
    reviewComments: NL_REVIEW,
    editNotes: NL_EDIT_NOTES,
    topLevelDomain: 'nl',
    personsMin: COMPANY_PERSONS_MIN,
    personsMax: COMPANY_PERSONS_MAX,
  },
  be: {
    filterGroups: BE_GROUPS,
    outingTypeGroup: 'Soort uitstap',
    categoryGroup: 'Activiteiten',
    templates: BE_TEMPLATES,
    closings: NL_CLOSINGS.map((s) => s.replace('gratis parkeren en een station', 'gratis parking en een treinstation')),
    locationDescriptions: NL_LOCATIONS,
    durations: ['2 uur', '2,5 uur', '3 uur', 'Halve dag', 'Volledige dag', 'Avondvullend'],
    organisationNouns: {
      Actief: ['Buitensport', 'Avonturencentrum'],
      Culinair: ['Kookatelier', 'Brouwerij', 'Smaakatelier'],
      Creatief: ['Atelier', 'Creatieve Werkplaats'],
      Cultureel: ['Stadsgidsen', 'Cultuurbureau'],
      Sportief: ['Sportcentrum', 'Sportevents'],
      Water: ['Watersport', 'Kajakverhuur', 'Zeilschool'],
      Outdoor: ['Outdoorcentrum', 'Buitencentrum'],
      Workshops: ['Workshopstudio', 'Werkplaats'],
      'Spel en quiz': ['Escape Rooms', 'Quizbureau', 'Spelbureau'],
    },
    organisationSuffixes: ['Events', 'Groepsuitstappen', 'Outdoor', 'Belevingen', 'Activiteiten', '& Partners'],
    reviewComments: NL_REVIEW,
    editNotes: NL_EDIT_NOTES,
    topLevelDomain: 'be',
    personsMin: COMPANY_PERSONS_MIN,
    personsMax: COMPANY_PERSONS_MAX,
  },
  de: {
    filterGroups: DE_GROUPS,
    outingTypeGroup: 'Art des Ausflugs',
    categoryGroup: 'Aktivitäten',
    templates: DE_TEMPLATES,
    closings: DE_CLOSINGS,
    locationDescriptions: DE_LOCATIONS,
    durations: ['2 Stunden', '3 Stunden', 'Halber Tag', 'Ganzer Tag', 'Abendprogramm'],
    organisationNouns: {
      Aktiv: ['Aktivzentrum', 'Erlebniswelt'],
      Kulinarisch: ['Kochschule', 'Genusswerkstatt', 'Brauhaus'],
      Kreativ: ['Atelier', 'Kreativwerkstatt'],
      Kultur: ['Stadtführungen', 'Kulturbüro'],
      Sport: ['Sportzentrum', 'Sportevents'],
      Wasser: ['Wassersport', 'Segelschule', 'Bootsverleih'],
      Outdoor: ['Outdoorzentrum', 'Naturerlebnis'],
      Workshops: ['Workshopstudio', 'Werkstatt'],
      'Spiel und Rätsel': ['Escape Rooms', 'Rätselwerk'],
    },
    organisationSuffixes: ['Events', 'Erlebnis GmbH', 'Outdoor', 'Teamevents', '& Partner', 'Eventagentur'],
    reviewComments: DE_REVIEW,
    editNotes: DE_EDIT_NOTES,
    topLevelDomain: 'de',
    personsMin: COMPANY_PERSONS_MIN,
    personsMax: COMPANY_PERSONS_MAX,
  },
  kids: {
    filterGroups: KIDS_GROUPS,
    outingTypeGroup: 'Soort uitje',
    categoryGroup: 'Activiteiten',
    templates: KIDS_TEMPLATES,
    closings: KIDS_CLOSINGS,
    locationDescriptions: KIDS_LOCATIONS,
    durations: ['1 uur', '2 uur', 'Halve dag', 'Hele dag'],
    organisationNouns: {
      Dieren: ['Kinderboerderij', 'Dierenpark', 'Manege'],
      Spelen: ['Speelparadijs', 'Speeltuin'],
      'Klimmen en klauteren': ['Klimbos', 'Klimhal'],
      'Water en zwemmen': ['Zwembad', 'Zwemparadijs'],
      Creatief: ['Kinderatelier', 'Knutselwerkplaats'],
      'Musea en cultuur': ['Kindermuseum', 'Jeugdtheater'],
      Natuur: ['Natuurcentrum', 'Natuurspeeltuin'],
      'Sport en bewegen': ['Sportpark', 'Springpaleis'],
      'Eten en koken': ['Kinderkookstudio'],
    },
    organisationSuffixes: ['Kinderfeestjes', 'Speelplezier', 'Familie-uitjes', 'Avonturen', 'Kids'],
    reviewComments: NL_REVIEW,
    editNotes: ['Nieuw: in de schoolvakanties elke dag open.', 'Vanaf dit seizoen met een overdekt speelgedeelte.'],
    topLevelDomain: 'nl',
    personsMin: [1, 1, 2, 4, 6, 8],
    personsMax: [10, 12, 15, 20, 25, 30, 40],
  },
};
