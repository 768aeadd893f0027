import type { DemoImageKey } from './demo-images.ts';

/**
 * Original articles for the three blog lists (decisions.md 15): the Dutch/Belgian company list of 31
 * articles (stored on platform 1, platform 4 reads it), the German list of 23 and the kids list of 17.
 * Written for this project; figures in them are editorial, not product rules. Each list has a small tag
 * vocabulary (tag pages /blogs/{slugify(tag)}.html; docs/decisions/102), several named like a filter so
 * 'Relevante uitjes' can match them; provinces use the names of geography-data.ts.
 */
export interface BlogArticle {
  title: string;
  image: DemoImageKey;
  html: string;
  /** Tag names (display form, e.g. 'Teambuilding', 'Kinderfeestje'); each has a page /blogs/{slug}.html. */
  tags: string[];
  /**
   * Provinces (Dutch: Noord-Holland, Zuid-Holland, Utrecht, ...; German brand: German Bundesländer names as in
   * db/seed/geography-data.ts) the article is about; empty when it is about no place.
   */
  provinces: string[];
  /**
   * The page the article's 'Lees meer op de website' link opens: a real, long-lived public website home page
   * relevant to the topic (e.g. https://www.natuurmonumenten.nl, https://www.belastingdienst.nl,
   * https://www.bundesfinanzministerium.de, https://www.rijksmuseum.nl). Only home pages or very stable
   * top-level pages; never invent deep links.
   */
  website: string;
}

const COMPANY: BlogArticle[] = [
  {
    title: 'Zo kies je een bedrijfsuitje waar iedereen zin in heeft',
    image: 'meeting',
    tags: ['Bedrijfsuitje', 'Evenement organiseren'],
    provinces: [],
    website: 'https://www.holland.com',
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
<p>Twijfel je tussen twee opties? Combineer ze: een actieve ochtend en een culinaire middag werken bijna altijd. Meer tips lees je in onze artikelen over het <a href="/blogs/bedrijfsuitje.html">bedrijfsuitje</a> en over <a href="/blogs/evenement-organiseren.html">evenementen organiseren</a>.</p>`,
  },
  {
    title: 'Vijf teambuildingactiviteiten die niet als teambuilding voelen',
    image: 'raft',
    tags: ['Teambuilding'],
    provinces: [],
    website: 'https://www.arboportaal.nl',
    html: `<p>Het woord teambuilding roept bij veel mensen beelden op van vertrouwensvallen en geforceerde rollenspellen. Gelukkig kan het ook anders: de beste activiteiten versterken de samenwerking terwijl iedereen gewoon plezier heeft.</p>
<h2>Onze favorieten</h2>
<ul>
<li><strong>Vlotbouwen</strong>: plannen, bouwen en samen de overkant halen.</li>
<li><strong>Escape room</strong>: zestig minuten communiceren onder tijdsdruk.</li>
<li><strong>Kookworkshop</strong>: verdeel de taken en eet samen het resultaat op.</li>
<li><strong>Stadsspel</strong>: teams die elkaar onderweg uitdagen.</li>
<li><strong>Improvisatietheater</strong>: luisteren en reageren zonder script.</li>
</ul>
<h2>Iedereen een eigen rol</h2>
<p>Niet iedereen is even sportief of staat graag in de schijnwerpers. Kies daarom activiteiten met verschillende rollen: wie niet wil klimmen, houdt het touw vast, tekent het plan of bewaakt de tijd. Zo draagt iedereen bij zonder dat iemand over een grens hoeft.</p>
<h2>Het gesprek achteraf</h2>
<p>Wat een activiteit tot teambuilding maakt, is vaak de korte nabespreking. Wie nam vanzelf de leiding? Wat ging er mis en waarom? Vraag de begeleider om daar tien minuten voor te reserveren.</p>
<p>Alle activiteiten vind je onder <a href="/teambuilding">teambuilding</a>. Meer ideeën en achtergrond lees je in onze artikelen over <a href="/blogs/teambuilding.html">teambuilding</a>.</p>`,
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
<h2>Bereikbaarheid</h2>
<p>Kom je met de hele groep met de trein? Centraal Station en station Zuid liggen dicht bij veel locaties, en met de pont ben je in een paar minuten in Noord. Parkeren in het centrum is duur en beperkt: kies bij vervoer per auto een locatie aan de rand van de stad en ga verder met de pont of de metro.</p>
<p>Plan bij grote groepen ruim vooruit: populaire locaties zijn in mei en juni maanden van tevoren volgeboekt. Bekijk alle opties op de pagina <a href="/bedrijfsuitje/amsterdam">bedrijfsuitje Amsterdam</a>, en lees over andere steden onder <a href="/blogs/locatie.html">locatie</a>.</p>`,
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
<h2>Besparen zonder dat het zo voelt</h2>
<ul>
<li>Kies een doordeweekse dag: veel locaties zijn dan goedkoper.</li>
<li>Combineer activiteit en eten op één plek, dan vervalt het vervoer ertussen.</li>
</ul>
<p>En vraag je boekhouder naar de fiscale regels voor personeelsfeesten: die verschillen per land en veranderen geregeld. Meer over het <a href="/blogs/personeelsuitje.html">personeelsuitje</a> lees je in onze blog.</p>`,
  },
  {
    title: 'Uitjes op het water: zeilen, suppen of sloepvaren?',
    image: 'sailing',
    tags: ['Buiten', 'Teambuilding'],
    provinces: [],
    website: 'https://www.knmi.nl',
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
<h2>Wind en weer</h2>
<p>Op het water bepaalt de wind veel meer dan op het land. Wat aan de wal een frisse bries is, maakt suppen op open water zwaar en zeilen spannend. Kijk een paar dagen vooraf naar de verwachting en spreek met de aanbieder af wie beslist of het doorgaat.</p>
<p>Bekijk alle wateractiviteiten in het <a href="/uitjes">overzicht</a> met het filter Water, of lees meer over uitjes <a href="/blogs/buiten.html">in de buitenlucht</a>.</p>`,
  },
  {
    title: 'Teamuitje met een kleine groep: tien ideeën',
    image: 'quiz',
    tags: ['Teambuilding', 'Eten en drinken'],
    provinces: [],
    website: 'https://www.holland.com',
    html: `<p>Een team van zes tot twaalf personen heeft een groot voordeel: je kunt kiezen uit activiteiten die voor grote groepen onmogelijk zijn. Hier zijn er tien om mee te beginnen.</p>
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
<h2>Waarom klein zo goed werkt</h2>
<p>In een kleine groep komt iedereen aan het woord, ook de collega’s die in een volle zaal liever luisteren. Een diner aan één tafel lukt in bijna elk restaurant zonder apart zaaltje, en veel aanbieders passen het programma graag aan jullie wensen aan.</p>
<p>Kleine groepen kunnen vaak ook doordeweeks terecht, wanneer locaties rustiger en goedkoper zijn. Zoek op <a href="/teamuitje">teamuitje</a> en zet het aantal personen op het filter. Meer ideeën staan onder <a href="/blogs/teambuilding.html">teambuilding</a> en <a href="/blogs/eten-en-drinken.html">eten en drinken</a>.</p>`,
  },
  {
    title: 'Bedrijfsuitje in Utrecht of de provincie Utrecht',
    image: 'cycling',
    tags: ['Locatie', 'Buiten'],
    provinces: ['Utrecht'],
    website: 'https://www.ns.nl',
    html: `<p>Centraal gelegen en vanuit het hele land met de trein bereikbaar: Utrecht is een ideale plek voor een uitje met collega’s uit verschillende vestigingen.</p>
<h2>In de stad</h2>
<p>Vaar met een sloep over de Oudegracht, beklim de Domtoren of volg een kookworkshop in een oude werfkelder.</p>
<h2>In de provincie</h2>
<ul>
<li>Fietsen langs de Vecht en de buitenplaatsen.</li>
<li>Mountainbiken op de Utrechtse Heuvelrug.</li>
<li>Kanoën in de Loosdrechtse Plassen.</li>
</ul>
<h2>Vergaderen en uitje combineren</h2>
<p>Omdat iedereen er snel is, kiezen veel bedrijven Utrecht voor een dag met een inhoudelijk deel in de ochtend en een uitje in de middag. Landgoederen en oude forten van de Hollandse Waterlinie hebben vaak zowel een zaal als ruimte buiten. Zo hoeft niemand tussendoor te reizen. Op de Heuvelrug vind je bovendien landgoederen met een eigen bos, waar je na de vergadering meteen naar buiten loopt.</p>
<p>Alle aanbieders vind je op <a href="/bedrijfsuitje/utrecht">bedrijfsuitje Utrecht</a>. Wil je liever naar het zuiden? Kijk dan eens bij <a href="/bedrijfsuitje/noord-brabant">Noord-Brabant</a> of <a href="/bedrijfsuitje/limburg">Limburg</a>. Meer bestemmingen vind je onder <a href="/blogs/locatie.html">locatie</a>.</p>`,
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
<h2>Beslis op tijd en laat het weten</h2>
<p>Spreek af wie de dag ervoor de knoop doorhakt, en op welk tijdstip. Stuur daarna iedereen één duidelijk bericht met de verzamelplek en het kledingadvies. Een plan B dat pas op de parkeerplaats bekend wordt, voelt als een noodoplossing; een plan B dat op tijd wordt gedeeld, voelt als een gewoon goed programma.</p>
<p>Filter in het <a href="/uitjes">overzicht</a> op binnenactiviteiten, of kies een activiteit die binnen én buiten kan. Meer tips over <a href="/blogs/evenement-organiseren.html">evenementen organiseren</a> lees je in onze blog.</p>`,
  },
  {
    title: 'Groepsuitjes voor verenigingen en vriendengroepen',
    image: 'beer',
    tags: ['Eten en drinken', 'Buiten'],
    provinces: [],
    website: 'https://www.holland.com',
    html: `<p>Niet alleen bedrijven gaan graag samen op pad. Sportclubs, koren en vriendengroepen zoeken net zo vaak een leuk groepsuitje.</p>
<h2>Wat werkt goed?</h2>
<ul>
<li>Oudhollandse spelen, voor alle leeftijden.</li>
<li>Een bierproeverij met een verhaal bij elk glas.</li>
<li>Footgolf, ook voor wie nooit voetbalt.</li>
</ul>
<p>Let bij grote en gemengde groepen vooral op de toegankelijkheid: vraag de aanbieder of de locatie rolstoeltoegankelijk is en of er genoeg parkeerplek is.</p>
<h2>Wie betaalt wat?</h2>
<p>Bij een vereniging of vriendengroep betaalt meestal iedereen zelf. Spreek vooraf een bedrag per persoon af en vraag het op tijd op, zodat de organisator niet alles hoeft voor te schieten. Een aanbetaling via een betaalverzoek werkt vaak het makkelijkst.</p>
<h2>Samen eten als afsluiter</h2>
<p>Een lange tafel met gedeelde gerechten of een barbecue na afloop maakt van een activiteit een echte dag uit. Vraag de aanbieder of eten op dezelfde locatie kan.</p>
<p>Bekijk alle <a href="/groepsuitje">groepsuitjes</a>. Meer ideeën vind je onder <a href="/blogs/eten-en-drinken.html">eten en drinken</a> en <a href="/blogs/buiten.html">buiten</a>.</p>`,
  },
  {
    title: 'Bedrijfsuitje in het voorjaar: vijf ideeën voor als de dagen lengen',
    image: 'cycling',
    tags: ['Bedrijfsuitje', 'Buiten'],
    provinces: ['Zuid-Holland'],
    website: 'https://www.keukenhof.nl',
    html: `<p>Na een lange winter binnen zit iedereen te springen om naar buiten te gaan. Het voorjaar is daarom een prima moment voor een bedrijfsuitje: de dagen worden langer, de natuur komt tot leven en de drukke zomer met de vakanties is nog niet begonnen.</p>
<h2>Vijf ideeën voor de lente</h2>
<ul>
<li><strong>Fietsen door de Bollenstreek</strong>: tussen Leiden en Haarlem kleuren de velden ruwweg van eind maart tot begin mei geel, roze en paars. Een fietstocht met gids langs de bollenvelden eindigt goed bij een kwekerij of op een terras.</li>
<li><strong>Een buitenkookworkshop</strong>: koken op vuur met de eerste asperges of wilde kruiden.</li>
<li><strong>Een golfclinic</strong>: in het voorjaar liggen de banen er fris bij en is het er nog rustig.</li>
<li><strong>Een huifkartocht</strong>: ontspannen door het landschap, met volop tijd voor een gesprek.</li>
<li><strong>Een wandeling met een boswachter</strong>: vogels, jonge blaadjes en uitleg over wat je onderweg ziet.</li>
</ul>
<h2>Houd rekening met april</h2>
<p>Het voorjaarsweer is wispelturig. Een zonnige ochtend kan omslaan in een koude bui, dus vraag bij buitenactiviteiten altijd naar een overdekte plek in de buurt. Plan rond de meivakantie en Koningsdag ruim vooruit: locaties en vervoer zijn dan snel vol.</p>
<p>Wie in de Bollenstreek wil fietsen, kiest liefst een doordeweekse dag; in het weekend is het er druk met toeristen. Meer ideeën vind je in onze artikelen met het label <a href="/blogs/buiten.html">buiten</a>, en alle aanbieders in de regio staan op <a href="/bedrijfsuitje/zuid-holland">bedrijfsuitje Zuid-Holland</a>.</p>`,
  },
  {
    title: 'Een zomeruitje met collega’s: zo houd je het koel',
    image: 'sup',
    tags: ['Bedrijfsuitje', 'Buiten'],
    provinces: [],
    website: 'https://www.rivm.nl',
    html: `<p>Een warme zomerdag lijkt ideaal voor een bedrijfsuitje, tot de thermometer boven de dertig graden komt. Dan wordt een fietstocht een beproeving en smelt de taart op het terras. Met een paar keuzes vooraf wordt de zomer juist het beste seizoen voor een uitje.</p>
<h2>Kies voor water en schaduw</h2>
<ul>
<li>Suppen, kanoën of een sloeptocht: op het water is het al snel een paar graden koeler.</li>
<li>Een bosrijke locatie voor een spel of een workshop in de buitenlucht.</li>
<li>Een strandactiviteit aan het eind van de middag, gevolgd door een barbecue.</li>
</ul>
<h2>Draai het programma om</h2>
<p>Het heetst is het tussen twaalf en vier uur. Begin daarom vroeg met het actieve deel, plan midden op de dag een lange lunch binnen of in de schaduw, en sluit af met een borrel als het afkoelt. Een zomeravond met een buitendiner is voor veel collega’s het hoogtepunt van het jaar.</p>
<h3>Praktische tips</h3>
<ul>
<li>Zorg voor genoeg water en zet het op tafel, niet alleen aan de bar.</li>
<li>Vraag collega’s om een pet en zonnebrand mee te nemen.</li>
<li>Spreek met de aanbieder af wanneer een activiteit bij hitte wordt aangepast.</li>
</ul>
<p>In juli en augustus is een deel van het team op vakantie. Juni en begin september zijn daarom populaire maanden: boek op tijd. Zoek de leukste activiteiten op het water in het <a href="/uitjes">overzicht</a> of lees meer over uitjes <a href="/blogs/buiten.html">in de buitenlucht</a>.</p>`,
  },
  {
    title: 'Een herfstuitje op de Veluwe: wandelen, proeven en opwarmen',
    image: 'forest',
    tags: ['Buiten', 'Eten en drinken'],
    provinces: ['Gelderland'],
    website: 'https://www.hogeveluwe.nl',
    html: `<p>De herfst heeft een slechte naam als het om uitjes gaat, maar ten onrechte. De bossen kleuren, de drukte van de zomer is voorbij en na een frisse dag buiten smaakt een stevige maaltijd dubbel zo goed. De Veluwe is in oktober en november op haar mooist.</p>
<h2>Overdag: het bos in</h2>
<p>Een wandeling met een gids over de heide en door de bossen is een rustige start. Wie het sportiever wil, kiest voor mountainbiken op een van de gemarkeerde routes of een oriëntatietocht met kaart en kompas. In Nationaal Park De Hoge Veluwe fiets je op de witte fietsen naar het Kröller-Müller Museum.</p>
<ul>
<li>Een wildexcursie in de schemering, in het najaar met kans op burlende edelherten.</li>
<li>Een paddenstoelenwandeling met een natuurgids.</li>
<li>Boogschieten of een survivalparcours op een buitenlocatie.</li>
</ul>
<h2>’s Avonds: opwarmen</h2>
<p>Sluit af in een landhuis of een restaurant met open haard. Wildgerechten horen bij het seizoen, maar vraag op tijd naar vegetarische alternatieven. Een proeverij van streekbier of een workshop met producten uit het bos past goed bij het thema.</p>
<h3>Waar let je op?</h3>
<ul>
<li>Het wordt vroeg donker: plan het buitenprogramma ruim voor zonsondergang, tenzij de schemering juist de bedoeling is.</li>
<li>Vraag iedereen om stevige schoenen en een regenjas mee te nemen.</li>
</ul>
<p>Bekijk alle aanbieders op <a href="/bedrijfsuitje/gelderland">bedrijfsuitje Gelderland</a> en lees meer over <a href="/blogs/eten-en-drinken.html">eten en drinken</a> tijdens een uitje.</p>`,
  },
  {
    title: 'De kerstborrel of het kerstdiner organiseren: een draaiboek',
    image: 'dinner',
    tags: ['Evenement organiseren', 'Eten en drinken'],
    provinces: [],
    website: 'https://www.ns.nl',
    html: `<p>Het kerstfeest is voor veel bedrijven het belangrijkste evenement van het jaar. Tegelijk is december de drukste maand voor restaurants en zalen. Wie pas in november begint, heeft weinig keus meer. Met dit draaiboek ben je op tijd.</p>
<h2>Het draaiboek</h2>
<ol>
<li><strong>Voor de zomer</strong>: prik een datum en leg een locatie vast. Donderdagen en vrijdagen in de eerste helft van december zijn het snelst weg.</li>
<li><strong>September</strong>: kies het programma. Alleen een diner, of eerst een activiteit zoals een kerstworkshop, een pubquiz of schaatsen?</li>
<li><strong>Oktober</strong>: stuur een save the date en vraag naar dieetwensen.</li>
<li><strong>November</strong>: bevestig aantallen, menu en vervoer.</li>
<li><strong>Een week vooraf</strong>: deel het programma en de praktische informatie nog één keer.</li>
</ol>
<h2>Denk aan de weg naar huis</h2>
<p>Een kerstborrel eindigt vaak later dan gepland. Kies een locatie die goed bereikbaar is met het openbaar vervoer en zet de laatste trein of bus in de uitnodiging. Bij een locatie buiten de stad kun je een pendelbus of taxi’s regelen. Zorg ook voor lekkere alcoholvrije drankjes, zodat niemand zich verplicht voelt om te drinken.</p>
<h3>Een fijne avond voor iedereen</h3>
<ul>
<li>Niet iedereen viert Kerstmis: een eindejaarsfeest of winterborrel sluit niemand uit.</li>
<li>Houd speeches kort en plan ze vóór het hoofdgerecht.</li>
<li>Denk aan collega’s die thuiswerken of in ploegen werken.</li>
</ul>
<p>Inspiratie voor het programma vind je op <a href="/personeelsuitje">personeelsuitje</a>, en meer tips over <a href="/blogs/evenement-organiseren.html">evenementen organiseren</a> in onze andere artikelen.</p>`,
  },
  {
    title: 'Een online uitje dat wél werkt',
    image: 'quiz',
    tags: ['Online uitje', 'Teambuilding'],
    provinces: [],
    website: 'https://zoom.us',
    html: `<p>Een online uitje heeft bij sommige collega’s een slechte naam: twee uur naar een scherm staren terwijl één persoon aan het woord is. Toch kan een goed online programma verrassend gezellig zijn, vooral voor teams die verspreid over het land of over meerdere landen werken.</p>
<h2>Wat maakt een online uitje goed?</h2>
<ul>
<li><strong>Kort</strong>: zestig tot negentig minuten is genoeg. Daarna zakt de aandacht snel.</li>
<li><strong>Interactief</strong>: iedereen moet iets doen, niet alleen kijken.</li>
<li><strong>In kleine groepen</strong>: werk met aparte ruimtes van vier tot zes personen.</li>
<li><strong>Met een pakket</strong>: een doos die vooraf thuis wordt bezorgd, maakt het tastbaar.</li>
</ul>
<h2>Populaire formats</h2>
<p>Een online pubquiz met een echte quizmaster blijft een favoriet. Ook een escape game in teams, een proeverij van kaas, bier of wijn met een pakket aan huis, en een kook- of cocktailworkshop waarbij iedereen in de eigen keuken staat, werken goed. Voor creatieve teams is een tekenles of een improvisatieworkshop een leuke afwisseling.</p>
<h3>Techniek vooraf testen</h3>
<p>Laat de aanbieder weten welk videoplatform jullie gebruiken en test een paar dagen van tevoren of links, geluid en aparte ruimtes werken. Verstuur de pakketten voor een proeverij ruim op tijd en vraag naar allergieën.</p>
<p>Plan het uitje binnen werktijd: na een lange dag achter het scherm heeft niemand zin in nog een videogesprek. Bekijk alle online activiteiten in het <a href="/uitjes">overzicht</a> of lees verder over het <a href="/blogs/online-uitje.html">online uitje</a>.</p>`,
  },
  {
    title: 'Hybride bedrijfsuitje: als niet iedereen op locatie kan zijn',
    image: 'meeting',
    tags: ['Online uitje', 'Evenement organiseren'],
    provinces: [],
    website: 'https://zoom.us',
    html: `<p>Een deel van het team zit op kantoor, een ander deel werkt in het buitenland of zit thuis met een zieke peuter. Een hybride uitje, waarbij een groep op locatie is en de rest online meedoet, lijkt dan de oplossing. Het kan prima werken, zolang je de online deelnemers niet als toeschouwers behandelt.</p>
<h2>Gelijkwaardig meedoen</h2>
<p>De grootste valkuil is een camera achter in de zaal, met collega’s thuis die alleen rumoer horen. Zorg daarom voor:</p>
<ul>
<li>Een goede microfoon per tafel, of een vaste spreker met een headset.</li>
<li>Een aparte host voor de online groep, die vragen en reacties doorgeeft.</li>
<li>Gemengde teams: elk team heeft leden op locatie én online.</li>
</ul>
<h2>Activiteiten die hybride werken</h2>
<ul>
<li>Een quiz waarbij iedereen via de eigen telefoon antwoordt.</li>
<li>Een proeverij met dezelfde producten op tafel en in een pakket aan huis.</li>
<li>Een gezamenlijke puzzel of escape game via een gedeeld scherm.</li>
</ul>
<p>Minder geschikt zijn activiteiten waarbij de groep op locatie rondloopt, zoals een stadsspel of een sportclinic. Plan die eventueel als apart onderdeel en geef de online collega’s dan een eigen programma.</p>
<h3>Test, test, test</h3>
<p>Organiseer een generale repetitie met de techniek op de echte locatie. Wifi in een oude boerderij of op een schip is niet altijd wat het belooft. Met een bekabelde verbinding of een mobiele router als reserve voorkom je verrassingen.</p>
<p>Meer over <a href="/blogs/online-uitje.html">online uitjes</a> en <a href="/blogs/evenement-organiseren.html">evenementen organiseren</a> lees je in onze blog.</p>`,
  },
  {
    title: 'Een teamdag voor een team dat op afstand werkt',
    image: 'hiking',
    tags: ['Teambuilding', 'Online uitje'],
    provinces: ['Utrecht'],
    website: 'https://www.arboportaal.nl',
    html: `<p>Wie vooral op afstand samenwerkt, kent collega’s soms alleen als een vakje op een scherm. Juist voor zulke teams is een dag samen op één plek waardevol. Maar omdat die dag schaars is, moet hij wel iets opleveren.</p>
<h2>Kies een centrale plek</h2>
<p>Als collega’s uit Groningen, Maastricht en Zeeland komen, ligt het midden van het land voor de hand. Utrecht en Amersfoort zijn vanuit bijna elke richting goed met de trein te bereiken. Een locatie op loopafstand van een station scheelt een hoop geregel met auto’s en parkeren.</p>
<h2>Een programma in balans</h2>
<ul>
<li><strong>Ochtend</strong>: werk aan iets wat online lastig is, zoals de plannen voor het komende halfjaar of een stevige discussie.</li>
<li><strong>Lunch</strong>: lang en aan één tafel, zonder laptops.</li>
<li><strong>Middag</strong>: een activiteit waarbij je elkaar echt leert kennen, bijvoorbeeld een kookworkshop of een wandeling op de Utrechtse Heuvelrug.</li>
<li><strong>Afsluiting</strong>: een borrel, met ruimte voor wie de trein naar huis wil halen.</li>
</ul>
<h3>Houd het contact daarna warm</h3>
<p>Een teamdag werkt het best als er iets op volgt. Een kort online uitje een paar maanden later, zoals een quiz of een proeverij, houdt de band vast. Lees ook onze tips voor een <a href="/blogs/online-uitje.html">online uitje</a> en bekijk <a href="/blogs/teambuilding.html">teambuilding</a> voor meer ideeën.</p>
<p>Alle locaties en activiteiten in de regio vind je op <a href="/bedrijfsuitje/utrecht">bedrijfsuitje Utrecht</a>.</p>`,
  },
  {
    title: 'Een bedrijfsuitje met meer dan honderd collega’s',
    image: 'football',
    tags: ['Evenement organiseren', 'Locatie'],
    provinces: [],
    website: 'https://www.rodekruis.nl',
    html: `<p>Met een handvol collega’s een uitje plannen is overzichtelijk. Bij honderd of meer deelnemers wordt het een evenement, met alle logistiek die daarbij hoort. Het goede nieuws: met een duidelijke opzet blijft het voor iedereen een ontspannen dag, ook voor jou.</p>
<h2>De locatie bepaalt veel</h2>
<p>Zoek een plek waar de hele groep tegelijk kan eten en waar je bij slecht weer binnen terecht kunt. Let ook op:</p>
<ul>
<li>Genoeg parkeerplekken of een station in de buurt.</li>
<li>Een ruimte voor de gezamenlijke opening en afsluiting.</li>
<li>Toiletten: bij grote groepen ontstaan daar de langste rijen.</li>
<li>Toegankelijkheid voor collega’s met een beperking.</li>
</ul>
<h2>Werk met een carrousel</h2>
<p>Vijf activiteiten die elk een deel van de groep tegelijk ontvangen, werken beter dan één activiteit voor iedereen. Deelnemers schuiven per uur door, zodat iedereen een paar onderdelen doet en niemand lang in de rij staat. Een zeskamp, een festivalplein met workshops of een bedrijfsolympiade zijn voorbeelden van zo’n opzet.</p>
<h3>Rollen verdelen</h3>
<ul>
<li>Eén eindverantwoordelijke met een draaiboek per kwartier.</li>
<li>Per groep een begeleider die tijden en aantallen bewaakt.</li>
<li>Een vast aanspreekpunt voor EHBO en noodgevallen; vraag de locatie of aanbieder wat zij daarvoor regelen.</li>
</ul>
<p>Vraag offertes aan op basis van hetzelfde programma en aantal personen, zodat je eerlijk kunt vergelijken. Alle grote <a href="/groepsuitje">groepsuitjes</a> vind je in ons aanbod. Lees meer over het kiezen van een <a href="/blogs/locatie.html">locatie</a>.</p>`,
  },
  {
    title: 'Een toegankelijk personeelsuitje: zo kan iedereen meedoen',
    image: 'museum',
    tags: ['Personeelsuitje', 'Evenement organiseren'],
    provinces: [],
    website: 'https://www.rijksoverheid.nl',
    html: `<p>Een personeelsuitje is bedoeld voor het hele team. Toch haakt er bij veel uitjes stilletjes iemand af: een collega die slecht ter been is, slechtziend of zwanger, of die gewoon geen zin heeft in een dag vol fysieke uitdagingen. Met wat aandacht vooraf voorkom je dat.</p>
<h2>Vraag het, maar niet publiekelijk</h2>
<p>Niemand vertelt graag in een groepsmail over een beperking of een blessure. Vraag daarom in de uitnodiging of iemand iets nodig heeft om mee te kunnen doen, en laat de antwoorden alleen naar de organisator gaan.</p>
<h2>Checklist voor de locatie</h2>
<ul>
<li>Is de locatie drempelvrij, met een lift en een aangepast toilet?</li>
<li>Hoe ver is het lopen van parkeerplaats of station naar de ingang?</li>
<li>Zijn er zitplekken tijdens activiteiten die lang duren?</li>
<li>Is er een rustige ruimte voor wie even wil bijkomen van de drukte?</li>
</ul>
<h2>Kies activiteiten met verschillende rollen</h2>
<p>Een vlotbouwwedstrijd heeft bouwers, maar ook tekenaars en tijdbewakers. Bij een kookworkshop kan iedereen aan tafel meedoen. Een quiz, een proeverij of een museumbezoek met gids zijn van zichzelf al toegankelijk voor bijna iedereen. Sportieve onderdelen kun je aanbieden als keuze, niet als verplicht programma.</p>
<p>Vraag de aanbieder expliciet wat er mogelijk is: veel aanbieders passen een activiteit graag aan, maar alleen als ze het vooraf weten. Meer tips lees je onder <a href="/blogs/personeelsuitje.html">personeelsuitje</a>; ideeën vind je op de pagina <a href="/personeelsuitje">personeelsuitje</a>.</p>`,
  },
  {
    title: 'Duurzaam op pad: een groener bedrijfsuitje',
    image: 'cycling',
    tags: ['Bedrijfsuitje', 'Buiten'],
    provinces: [],
    website: 'https://www.milieucentraal.nl',
    html: `<p>Steeds meer bedrijven letten bij hun uitje op de gevolgen voor het milieu. Dat hoeft het plezier niet te drukken. Vaak levert een duurzame keuze zelfs een origineler uitje op.</p>
<h2>Vervoer: de grootste winst</h2>
<p>De reis naar de locatie is vaak het grootste deel van de uitstoot van een uitje. Kies een plek die goed bereikbaar is met de trein, of regel een touringcar in plaats van veertig losse auto’s. Voor uitjes dichtbij is de fiets een prima vervoermiddel en meteen een onderdeel van het programma.</p>
<h2>Eten en drinken</h2>
<ul>
<li>Kies een vegetarisch menu als standaard, met vlees of vis op aanvraag.</li>
<li>Vraag naar seizoensproducten en leveranciers uit de streek.</li>
<li>Geef aantallen op tijd door om verspilling te voorkomen.</li>
<li>Vermijd wegwerpbekers en losse flesjes water.</li>
</ul>
<h2>Activiteiten met een verhaal</h2>
<p>Een dag vrijwilligerswerk bij een natuurorganisatie, een excursie op een biologische boerderij, een workshop upcyclen of een wandeling met een boswachter: zulke activiteiten zijn leerzaam en blijven lang hangen. Ook een zwerfafvalactie met een wedstrijdelement levert verrassend veel plezier op.</p>
<h3>Niet te streng</h3>
<p>Een duurzaam uitje is geen lijst met verboden. Kies twee of drie punten waar je echt verschil maakt en vertel collega’s waarom. Dat werkt beter dan een dag vol regels.</p>
<p>Ideeën voor uitjes <a href="/blogs/buiten.html">in de natuur</a> en andere artikelen over het <a href="/blogs/bedrijfsuitje.html">bedrijfsuitje</a> vind je in onze blog.</p>`,
  },
  {
    title: 'Een bedrijfsuitje in Rotterdam: haven, hoogbouw en foodhallen',
    image: 'city',
    tags: ['Locatie', 'Eten en drinken'],
    provinces: ['Zuid-Holland'],
    website: 'https://www.rotterdam.info',
    html: `<p>Rotterdam is een stad van contrasten: een van de grootste havens ter wereld, gedurfde architectuur en een levendige eetcultuur. Voor een bedrijfsuitje biedt de stad genoeg voor een hele dag, van actief tot culinair.</p>
<h2>Op en aan het water</h2>
<p>Een rondvaart door de haven laat zien hoe groot de schaal hier is. Sportiever is een tocht met een speedboot of een watertaxi over de Maas. Op de Kop van Zuid vind je locaties in oude pakhuizen en havengebouwen, met uitzicht op de Erasmusbrug.</p>
<h2>Stad en architectuur</h2>
<ul>
<li>Een architectuurwandeling langs de kubuswoningen en de Markthal.</li>
<li>Een stadsspel of fotospeurtocht door het centrum.</li>
<li>Een escape room of een klimhal voor als het regent.</li>
</ul>
<h2>Eten en drinken</h2>
<p>Sluit af met een proeverij bij een stadsbrouwerij, of laat iedereen zelf kiezen in een foodhal. Ook een kookworkshop met ingrediënten van de markt past goed bij de stad. Reserveer voor grote groepen op tijd: populaire plekken zijn op vrijdagmiddag snel vol.</p>
<h3>Bereikbaarheid</h3>
<p>Rotterdam Centraal is vanuit het hele land goed bereikbaar, en veel locaties liggen op loopafstand of een paar haltes met de metro. Met de auto kies je beter een parkeergarage aan de rand van het centrum.</p>
<p>Alle aanbieders vind je op <a href="/bedrijfsuitje/rotterdam">bedrijfsuitje Rotterdam</a> of breder op <a href="/bedrijfsuitje/zuid-holland">bedrijfsuitje Zuid-Holland</a>. Meer stadsuitjes staan onder <a href="/blogs/locatie.html">locatie</a>.</p>`,
  },
  {
    title: 'Een teamuitje in Limburg: heuvels, grotten en vlaai',
    image: 'hiking',
    tags: ['Locatie', 'Buiten'],
    provinces: ['Limburg'],
    website: 'https://www.visitzuidlimburg.nl',
    html: `<p>Voor wie denkt dat Nederland plat is, is Zuid-Limburg een verrassing. Glooiende heuvels, vakwerkhuizen, wijngaarden en mergelgrotten geven de streek een bijna buitenlands karakter. Ideaal voor een uitje van één of twee dagen.</p>
<h2>Buiten actief</h2>
<ul>
<li>Een wandeling of e-biketocht door het Heuvelland, met stops bij boerderijwinkels.</li>
<li>Een mountainbikeroute voor de sportievelingen.</li>
<li>Een rondleiding door een wijngaard, afgesloten met een proeverij.</li>
</ul>
<h2>Onder de grond</h2>
<p>In de mergelgrotten bij Valkenburg en Maastricht is het het hele jaar door koel. Een rondleiding met gids, een grottentocht met alleen een lampje of zelfs een diner in de grot maken de dag bijzonder, en ze gaan bij elk weer door.</p>
<h2>Maastricht</h2>
<p>Combineer het buitenprogramma met een middag in Maastricht. Een stadsspel door de oude binnenstad, een bezoek aan de vestingwerken of een lange lunch op een van de pleinen: de stad voelt als een klein stukje Bourgondië. En een stuk vlaai bij de koffie hoort er natuurlijk bij.</p>
<h3>Plannen</h3>
<p>Vanuit de Randstad ben je ruim twee uur onderweg. Een overnachting maakt het uitje ontspannen en geeft ruimte voor een avondprogramma. In het weekend en rond carnaval is het druk; doordeweeks is er meer keus.</p>
<p>Bekijk alle aanbieders op <a href="/bedrijfsuitje/limburg">bedrijfsuitje Limburg</a> en <a href="/bedrijfsuitje/maastricht">bedrijfsuitje Maastricht</a>, of lees meer over uitjes <a href="/blogs/buiten.html">in de buitenlucht</a>.</p>`,
  },
  {
    title: 'Bedrijfsuitje in Noord-Brabant: van Eindhoven tot de Biesbosch',
    image: 'canoe',
    tags: ['Locatie', 'Teambuilding'],
    provinces: ['Noord-Brabant'],
    website: 'https://www.staatsbosbeheer.nl',
    html: `<p>Noord-Brabant staat bekend om gastvrijheid en gezelligheid, en dat merk je ook bij een bedrijfsuitje. De provincie combineert steden met een eigen karakter en veel natuur, van de Kempen tot de Biesbosch.</p>
<h2>Natuur en water</h2>
<p>In Nationaal Park De Biesbosch vaar je met een fluisterboot of kano door de kreken, op zoek naar bevers en zeearenden. Teams kunnen er ook zelf een vlot bouwen of een oriëntatietocht over het water doen. In de bossen en op de heide van de Kempen zijn survivalparcours, boogschieten en mountainbiken populair.</p>
<h2>In de steden</h2>
<ul>
<li><strong>Eindhoven</strong>: design, technologie en een levendige horeca rond het Stratumseind.</li>
<li><strong>’s-Hertogenbosch</strong>: een rondvaart over de Binnendieze, onder de huizen van de binnenstad door.</li>
<li><strong>Breda</strong>: een historische binnenstad met veel terrassen en een mooie haven.</li>
<li><strong>Tilburg</strong>: oude textielfabrieken met een nieuwe functie als evenementlocatie.</li>
</ul>
<h2>Teambuilding met een Brabants tintje</h2>
<p>Een Bourgondische kookworkshop, oudhollandse spelen op een boerenerf of een zeskamp op een buitenlocatie: samenwerken en gezelligheid gaan hier hand in hand. Veel locaties bieden complete arrangementen aan, van ontvangst met koffie en worstenbrood tot het diner.</p>
<p>Alle aanbieders vind je op <a href="/bedrijfsuitje/noord-brabant">bedrijfsuitje Noord-Brabant</a> en <a href="/bedrijfsuitje/eindhoven">bedrijfsuitje Eindhoven</a>. Meer ideeën voor samenwerken staan onder <a href="/blogs/teambuilding.html">teambuilding</a>.</p>`,
  },
  {
    title: 'Een meerdaags uitje op de Waddeneilanden',
    image: 'beach',
    tags: ['Bedrijfsuitje', 'Buiten'],
    provinces: ['Friesland', 'Noord-Holland'],
    website: 'https://www.waddenvereniging.nl',
    html: `<p>Een uitje met een overnachting op een Waddeneiland voelt voor veel collega’s als een korte vakantie. Zodra de boot vertrekt, blijven de mail en de drukte op de wal achter. Texel hoort bij Noord-Holland; Vlieland, Terschelling, Ameland en Schiermonnikoog horen bij Friesland.</p>
<h2>Wat kun je er doen?</h2>
<ul>
<li>Wadlopen onder leiding van een erkende gids, bij laagwater over de drooggevallen zeebodem.</li>
<li>Fietsen over het eiland, met stops bij strandpaviljoens en vuurtorens.</li>
<li>Een tocht per boot naar de zandplaten waar zeehonden liggen.</li>
<li>Strandactiviteiten zoals blokarten, vliegeren of een strandzeskamp.</li>
<li>Een excursie met een natuurgids door duinen en kwelders.</li>
</ul>
<h2>Goed plannen</h2>
<p>De overtocht bepaalt je dag. Boten varen volgens een vaste dienstregeling en op sommige eilanden mogen bezoekers hun auto niet meenemen, dus regel bagagevervoer en fietsen vooraf. In het hoogseizoen zijn groepsaccommodaties maanden vooruit volgeboekt; in het voor- en najaar is er meer ruimte en zijn de prijzen lager.</p>
<h3>Een programma voor twee dagen</h3>
<ol>
<li>Dag één: overtocht, fietstocht naar de accommodatie, een middagactiviteit en een diner.</li>
<li>Dag twee: een ochtend op het strand of het wad, lunch en de boot terug.</li>
</ol>
<p>Wadlopen doe je nooit zonder gids: getij en weer veranderen snel. Vraag de aanbieder ook naar een alternatief bij harde wind. Bekijk de aanbieders op <a href="/bedrijfsuitje/friesland">bedrijfsuitje Friesland</a> en <a href="/bedrijfsuitje/noord-holland">bedrijfsuitje Noord-Holland</a>, en lees verder over uitjes <a href="/blogs/buiten.html">buiten</a>.</p>`,
  },
  {
    title: 'Een bedrijfsuitje in Zeeland: wind, water en oesters',
    image: 'sailing',
    tags: ['Locatie', 'Eten en drinken'],
    provinces: ['Zeeland'],
    website: 'https://www.zeeland.com',
    html: `<p>Zeeland is de provincie van het water. Brede stranden, de Oosterschelde, de Deltawerken en historische stadjes maken het een afwisselende bestemming voor een bedrijfsuitje, zeker in de maanden dat het er niet vol is met toeristen.</p>
<h2>Actief op en aan het water</h2>
<ul>
<li>Kitesurfen of windsurfen op het Veerse Meer of het Grevelingenmeer.</li>
<li>Een zeiltocht op de Oosterschelde, met kans op zeehonden.</li>
<li>Strandzeilen of blokarten op de brede stranden van Walcheren.</li>
<li>Een fietstocht over de dijken en dammen van de Deltawerken.</li>
</ul>
<h2>Proeven van Zeeland</h2>
<p>De Oosterschelde is bekend om haar oesters en mosselen. Een excursie naar een kwekerij in Yerseke, gevolgd door een proeverij, is een uitje dat collega’s niet snel vergeten. Het mosselseizoen loopt ruwweg van de zomer tot in het voorjaar; informeer bij de aanbieder wat er tijdens jullie bezoek op het menu kan. Wie geen schelpdieren eet, kiest zeekraal, lamsoor of vis uit de regio.</p>
<h2>Cultuur en geschiedenis</h2>
<p>Middelburg, Veere en Zierikzee hebben prachtige historische centra. Het Watersnoodmuseum in Ouwerkerk vertelt indrukwekkend het verhaal van de ramp van 1953 en laat zien waarom de Deltawerken er kwamen.</p>
<h3>Tip</h3>
<p>Laat het uitje niet wegwaaien: vraag bij wateractiviteiten altijd naar het plan bij harde wind, en neem warme kleding mee, ook in de zomer.</p>
<p>Bekijk alle aanbieders op <a href="/bedrijfsuitje/zeeland">bedrijfsuitje Zeeland</a> en lees meer over <a href="/blogs/eten-en-drinken.html">eten en drinken</a> tijdens een uitje.</p>`,
  },
  {
    title: 'Uitjes in Groningen en Drenthe: ruimte in het noorden',
    image: 'cycling',
    tags: ['Locatie', 'Buiten'],
    provinces: ['Groningen', 'Drenthe'],
    website: 'https://www.hunebedcentrum.nl',
    html: `<p>Het noorden van Nederland is voor veel bedrijven uit het westen een onbekende bestemming. Onterecht: Groningen en Drenthe bieden ruimte, rust en een stad die bruist. Wie er een dag is, merkt bovendien dat locaties er vaak voordeliger zijn dan in de Randstad.</p>
<h2>Stad Groningen</h2>
<p>Groningen is een studentenstad met veel energie. Een stadsspel langs de Martinitoren en de grachten, een rondvaart, een bierproeverij of een escape room: er is genoeg te doen, en de afstanden zijn klein. ’s Avonds is er volop keus in restaurants voor grote groepen.</p>
<h2>Het Groninger land en het wad</h2>
<ul>
<li>Wadlopen vanaf de kust, onder begeleiding van een gids.</li>
<li>Fietsen langs wierden en oude kerkjes in het Hogeland.</li>
<li>Een excursie naar een boerderij of een zuivelmakerij.</li>
</ul>
<h2>Drenthe: bos, heide en hunebedden</h2>
<p>Drenthe is een provincie voor wie graag buiten is. Fiets- en wandelroutes leiden langs heidevelden, bossen en de hunebedden, de oudste monumenten van ons land. In het Hunebedcentrum in Borger hoor je meer over de mensen die ze bouwden. Mountainbiken, huifkartochten en survival zijn populaire groepsactiviteiten.</p>
<h3>Reistijd</h3>
<p>Vanuit Amsterdam of Rotterdam ben je met de trein ruim twee uur onderweg. Een uitje met een overnachting maakt de reis de moeite waard en geeft ruimte voor een gezamenlijk diner.</p>
<p>Bekijk de aanbieders op <a href="/bedrijfsuitje/groningen">bedrijfsuitje Groningen</a> en <a href="/bedrijfsuitje/drenthe">bedrijfsuitje Drenthe</a>. Uitjes in andere provincies vind je onder <a href="/blogs/locatie.html">locatie</a>.</p>`,
  },
  {
    title: 'Kookworkshops, proeverijen en walking dinners voor groepen',
    image: 'cooking',
    tags: ['Eten en drinken', 'Teambuilding'],
    provinces: [],
    website: 'https://www.voedingscentrum.nl',
    html: `<p>Samen eten is de oudste vorm van teambuilding. Geen wonder dat culinaire uitjes bij bedrijven zo populair zijn: ze zijn laagdrempelig, gaan bij elk weer door en iedereen gaat met een volle maag naar huis.</p>
<h2>Drie populaire formats</h2>
<h3>De kookworkshop</h3>
<p>Teams bereiden elk een gang van het menu onder begeleiding van een kok. Samenwerking, timing en taakverdeling komen vanzelf aan bod, en aan het eind eet iedereen samen aan tafel. Een themaworkshop met sushi, Italiaanse pasta of Indiase curry geeft extra afwisseling.</p>
<h3>De proeverij</h3>
<p>Wijn, bier, kaas, whisky of chocolade: een proeverij is ontspannen en leerzaam. Vraag altijd naar alcoholvrije varianten, want niet iedereen drinkt alcohol.</p>
<h3>Het walking dinner</h3>
<p>Een reeks kleine gerechten, staand of aan statafels. Ideaal als je wilt dat collega’s zich mengen en niet de hele avond naast dezelfde mensen zitten.</p>
<h2>Denk aan dieetwensen</h2>
<ul>
<li>Vraag bij de aanmelding naar allergieën en dieetwensen.</li>
<li>Geef de lijst minstens een week vooraf door aan de aanbieder.</li>
<li>Zorg dat vegetarisch en veganistisch eten even feestelijk is als het standaardmenu.</li>
</ul>
<p>Een culinair onderdeel combineert goed met iets actiefs, zoals een fietstocht of een stadsspel. Bekijk alle culinaire uitjes in het <a href="/uitjes">overzicht</a> of lees meer over <a href="/blogs/eten-en-drinken.html">eten en drinken</a>.</p>`,
  },
  {
    title: 'Een bedrijfsevenement organiseren: van offerte tot evaluatie',
    image: 'meeting',
    tags: ['Evenement organiseren', 'Bedrijfsuitje'],
    provinces: [],
    website: 'https://www.kvk.nl',
    html: `<p>Wie voor het eerst een bedrijfsevenement organiseert, ontdekt al snel hoeveel er bij komt kijken. Deze checklist helpt je stap voor stap van het eerste idee tot de evaluatie achteraf.</p>
<h2>Voorbereiding</h2>
<ol>
<li>Stel het doel, de datum, het aantal gasten en het budget vast.</li>
<li>Maak een korte lijst met wensen en harde eisen, zoals bereikbaarheid en toegankelijkheid.</li>
<li>Vraag bij twee of drie aanbieders een offerte aan met dezelfde uitgangspunten.</li>
<li>Lees de voorwaarden: tot wanneer kun je kosteloos annuleren of het aantal aanpassen?</li>
</ol>
<h2>Uitvoering</h2>
<ol>
<li>Bevestig alle afspraken schriftelijk.</li>
<li>Maak een draaiboek met tijden, contactpersonen en telefoonnummers.</li>
<li>Stuur de uitnodiging met programma, adres, kledingadvies en vervoer.</li>
<li>Geef het definitieve aantal en de dieetwensen op tijd door.</li>
<li>Wees op de dag zelf vroeg aanwezig en loop het programma door met de aanbieder.</li>
</ol>
<h2>Achteraf</h2>
<p>Stuur binnen een week een korte enquête met drie vragen: wat vond je het leukst, wat kan beter en wat wil je volgende keer doen? Bewaar de antwoorden samen met het draaiboek en de facturen. Wie het evenement volgend jaar organiseert, hoeft dan niet bij nul te beginnen.</p>
<h3>Handig</h3>
<ul>
<li>Spreek met je leidinggevende af wie beslist over onverwachte kosten.</li>
<li>Houd een klein deel van het budget achter de hand.</li>
</ul>
<p>Vragen over een aanbieder of een aanvraag via onze site? Kijk op de <a href="/helpdesk">helpdesk</a>. Meer tips vind je onder <a href="/blogs/evenement-organiseren.html">evenement organiseren</a>.</p>`,
  },
  {
    title: 'Het personeelsuitje en de fiscus: welke vragen stel je?',
    image: 'meeting',
    tags: ['Personeelsuitje'],
    provinces: [],
    website: 'https://www.belastingdienst.nl',
    html: `<p>Een personeelsuitje is een mooie manier om collega’s te bedanken. Maar voor de administratie is het ook een vergoeding aan werknemers, en daar gelden regels voor. Die regels verschillen tussen Nederland en België en veranderen regelmatig. Dit artikel is geen fiscaal advies, wel een overzicht van de vragen die je aan je boekhouder of salarisadministratie kunt stellen.</p>
<h2>Nederland: de werkkostenregeling</h2>
<p>In Nederland vallen personeelsuitjes en kerstpakketten meestal onder de werkkostenregeling. Een werkgever heeft daarbinnen een vrije ruimte voor onbelaste vergoedingen; gaat het totaal daarboven, dan betaalt de werkgever over het meerdere een heffing. Hoe groot die ruimte is en welke kosten meetellen, hangt af van de loonsom en de regels van dat jaar. Informeer dus bij je salarisadministratie hoeveel ruimte er nog over is.</p>
<h2>België: andere regels</h2>
<p>Ook in België gelden voorwaarden voor voordelen zoals een personeelsfeest. Vraag je boekhouder of sociaal secretariaat wat er dit jaar van toepassing is.</p>
<h2>Vragen voor je boekhouder</h2>
<ul>
<li>Welke kosten tellen mee: de activiteit, het eten, het vervoer, een overnachting?</li>
<li>Maakt het uit of het uitje op de werkplek of elders plaatsvindt?</li>
<li>Hoe gaan we om met partners of gezinsleden die meegaan?</li>
<li>Welke facturen en gegevens wil je na afloop ontvangen?</li>
</ul>
<h3>Praktisch</h3>
<p>Vraag aanbieders om een duidelijke factuur met de juiste bedrijfsgegevens en een uitsplitsing per onderdeel. Dat maakt de administratie achteraf een stuk eenvoudiger.</p>
<p>Ideeën voor het uitje zelf vind je op <a href="/personeelsuitje">personeelsuitje</a>. Meer artikelen over het <a href="/blogs/personeelsuitje.html">personeelsuitje</a>, bijvoorbeeld over het budget, staan in onze blog.</p>`,
  },
  {
    title: 'Bedrijfsuitje in Overijssel en Flevoland: water, bos en nieuw land',
    image: 'canoe',
    tags: ['Locatie', 'Buiten'],
    provinces: ['Overijssel', 'Flevoland'],
    website: 'https://www.batavialand.nl',
    html: `<p>Tussen de Randstad en Duitsland liggen twee provincies die bij bedrijfsuitjes vaak over het hoofd worden gezien. Overijssel en Flevoland zijn goed bereikbaar, hebben veel ruimte en bieden uitjes die je niet overal vindt.</p>
<h2>Overijssel</h2>
<p>In de Weerribben en de Wieden vaar je met een fluisterboot of kano door rietlanden en smalle sloten. Giethoorn is wereldberoemd, maar wie verder het gebied in vaart, heeft het water vaak voor zich alleen. In Twente en Salland wisselen bossen, landgoederen en glooiende akkers elkaar af.</p>
<ul>
<li>Kanoën of punteren in de Kop van Overijssel.</li>
<li>Fietsen over de Sallandse Heuvelrug.</li>
<li>Boerengolf of klootschieten in Twente.</li>
<li>Een stadsspel in de Hanzesteden Zwolle, Deventer of Kampen.</li>
</ul>
<h2>Flevoland</h2>
<p>Flevoland is de jongste provincie van Nederland, gewonnen op het water. Dat levert een bijzonder decor op: weidse polders, jonge bossen en lange stranden aan het IJsselmeer en het Markermeer. In Lelystad vertelt Batavialand over het leven onder zeeniveau en ligt een replica van het VOC-schip Batavia.</p>
<ul>
<li>Kitesurfen of suppen aan de randmeren.</li>
<li>Een excursie naar de Oostvaardersplassen.</li>
<li>Een buitenprogramma op een moderne boerderij in de polder.</li>
</ul>
<h3>Goed om te weten</h3>
<p>De afstanden in beide provincies zijn groter dan je denkt. Reken de reistijd tussen de onderdelen mee en kies locaties die dicht bij elkaar liggen.</p>
<p>Bekijk de aanbieders op <a href="/bedrijfsuitje/overijssel">bedrijfsuitje Overijssel</a> en <a href="/bedrijfsuitje/flevoland">bedrijfsuitje Flevoland</a>, of lees meer over het kiezen van een <a href="/blogs/locatie.html">locatie</a> voor je uitje.</p>`,
  },
  {
    title: 'Een heidag of kick-off: een dag die ertoe doet',
    image: 'meeting',
    tags: ['Evenement organiseren', 'Locatie'],
    provinces: [],
    website: 'https://www.holland.com',
    html: `<p>Een heidag, strategiedag of kick-off van het nieuwe jaar is geen gewoon uitje. Het doel is werk: plannen maken, knopen doorhakken en iedereen dezelfde kant op laten kijken. Toch maken een goede locatie en een ontspannen onderdeel het verschil tussen een dag die inspireert en een lange vergadering op een andere plek.</p>
<h2>Kies een locatie die helpt</h2>
<ul>
<li>Daglicht en uitzicht: een zaal zonder ramen kost energie.</li>
<li>Kleinere ruimtes om in groepjes te werken.</li>
<li>Buitenruimte voor een wandeling tussen twee sessies.</li>
<li>Goede koffie, een gezonde lunch en weinig suiker in de middag.</li>
</ul>
<p>Landgoederen, kloosters, boerderijen en oude fabriekshallen zijn populair, juist omdat ze net anders zijn dan kantoor.</p>
<h2>Het programma</h2>
<p>Houd de inhoudelijke sessies kort en afwisselend, met niet meer dan drie grote onderwerpen per dag. Een externe dagvoorzitter kan helpen om de tijd te bewaken en iedereen aan het woord te laten. Plan na de lunch een actief onderdeel, zoals een korte teamactiviteit of een wandeling met opdrachten: dat voorkomt de middagdip.</p>
<h3>Na afloop</h3>
<p>Sluit af met heldere afspraken: wie doet wat, en wanneer komen we erop terug? Een borrel of diner na afloop geeft ruimte om nog even na te praten.</p>
<p>Zoek activiteiten voor het middagprogramma onder <a href="/teambuilding">teambuilding</a>, en lees meer over <a href="/blogs/evenement-organiseren.html">evenementen organiseren</a> en het kiezen van een <a href="/blogs/locatie.html">locatie</a>.</p>`,
  },
  {
    title: 'Een personeelsfeest op kantoor: zo maak je er iets bijzonders van',
    image: 'party',
    tags: ['Personeelsuitje', 'Eten en drinken'],
    provinces: [],
    website: 'https://www.voedingscentrum.nl',
    html: `<p>Niet elk feest hoeft op een externe locatie. Een personeelsfeest op kantoor is laagdrempelig, goed bereikbaar voor iedereen en vaak goedkoper. Met wat creativiteit voelt de vertrouwde werkplek een avond lang als een heel andere plek.</p>
<h2>Verander de ruimte</h2>
<ul>
<li>Schuif bureaus aan de kant en maak één lange tafel of een paar lounge-eilanden.</li>
<li>Werk met sfeerverlichting, planten en een thema.</li>
<li>Richt een aparte hoek in voor wie liever rustig praat dan danst.</li>
</ul>
<h2>Haal de activiteit naar binnen</h2>
<p>Veel aanbieders komen met hun activiteit naar je toe. Denk aan een pubquiz met quizmaster, een casinoavond, een workshop cocktails maken, karaoke of een foodtruck op de parkeerplaats. Ook een proeverij of een kookworkshop met een mobiele keuken past prima in een kantoorpand.</p>
<h2>Eten en drinken</h2>
<p>Laat een cateraar komen, of kies voor streetfood van verschillende kraampjes: dan kan iedereen zelf kiezen. Zorg voor genoeg alcoholvrije drankjes en een duidelijke eindtijd.</p>
<h3>Let op</h3>
<ul>
<li>Overleg met de beheerder van het gebouw over geluid, schoonmaak en sluitingstijden.</li>
<li>Controleer of de huisregels en de verzekering een feest in het pand toestaan.</li>
<li>Ruim werkplekken en schermen op, zodat niemand per ongeluk bier over een laptop gooit.</li>
</ul>
<p>Bekijk activiteiten die naar je toe kunnen komen in het <a href="/uitjes">overzicht</a>, en lees meer over het <a href="/blogs/personeelsuitje.html">personeelsuitje</a>.</p>`,
  },
];

const GERMAN: BlogArticle[] = [
  {
    title: 'So finden Sie den passenden Firmenausflug',
    image: 'meeting',
    tags: ['Firmenevent', 'Planung'],
    provinces: [],
    website: 'https://www.germany.travel',
    html: `<p>Ein Firmenausflug soll allen Spaß machen, doch die Interessen im Team gehen oft weit auseinander. Mit ein paar Fragen vorab treffen Sie eine Wahl, die die meisten begeistert.</p>
<h2>Das Ziel klären</h2>
<p>Soll der Ausflug danken, verbinden oder feiern? Ein Dankeschön verlangt nach Genuss und Entspannung, das Kennenlernen nach Aktivitäten in kleinen, wechselnden Gruppen.</p>
<h2>Drei Fragen an das Team</h2>
<ul>
<li>Lieber drinnen, draußen oder egal?</li>
<li>Wie viel Zeit: ein Nachmittag, ein Tag oder ein Wochenende?</li>
<li>Was möchten Sie auf keinen Fall machen?</li>
</ul>
<h2>Budget und Rahmen früh festlegen</h2>
<p>Klären Sie außerdem früh, wie viel Geld pro Person zur Verfügung steht und ob der Ausflug in der Arbeitszeit stattfindet. Davon hängt ab, ob ein halber Tag in der Nähe oder eine Reise mit Übernachtung in Frage kommt. Ein realistischer Rahmen erspart Enttäuschungen, wenn die ersten Angebote eintreffen.</p>
<p>Danach lohnt ein Blick in die <a href="/uitjes">Übersicht aller Aktivitäten</a>, gefiltert nach Personenzahl. Weitere Tipps zur <a href="/blogs/planung.html">Planung</a> und zum gelungenen <a href="/blogs/firmenevent.html">Firmenevent</a> finden Sie in unserem Blog.</p>`,
  },
  {
    title: 'Teambuilding ohne peinliche Momente',
    image: 'raft',
    tags: ['Teambuilding'],
    provinces: [],
    website: 'https://www.dguv.de',
    html: `<p>Beim Wort Teambuilding denken viele an Vertrauensfall und Rollenspiele. Die besten Aktivitäten stärken die Zusammenarbeit aber ganz nebenbei.</p>
<h2>Unsere Favoriten</h2>
<ul>
<li><strong>Floßbau</strong>: planen, bauen und gemeinsam ans andere Ufer.</li>
<li><strong>Escape Room</strong>: sechzig Minuten Kommunikation unter Zeitdruck.</li>
<li><strong>Kochkurs</strong>: Aufgaben verteilen und das Ergebnis genießen.</li>
<li><strong>GPS-Schnitzeljagd</strong>: Teams, die sich unterwegs herausfordern.</li>
</ul>
<h2>Jeder findet seine Rolle</h2>
<p>Nicht alle Kolleginnen und Kollegen sind gleich sportlich oder stehen gern im Mittelpunkt. Gute Aktivitäten bieten deshalb verschiedene Rollen: Wer nicht klettern möchte, sichert, plant oder behält die Zeit im Blick. Fragen Sie den Anbieter, wie er mit unterschiedlichen Fitnessniveaus umgeht und wie die Betreuung geschult ist. So fühlt sich niemand vorgeführt, und das Team erlebt gemeinsam einen Erfolg.</p>
<p>Wichtig ist die kurze Nachbesprechung: Wer hat die Führung übernommen, was lief schief? Zehn Minuten reichen, wenn die Betreuung gezielt fragt und alle kurz zu Wort kommen. Alle Angebote finden Sie unter <a href="/teambuilding">Teambuilding</a>, weitere Beiträge im Blog unter <a href="/blogs/teambuilding.html">Teambuilding</a>.</p>`,
  },
  {
    title: 'Firmenausflug in Berlin: Ideen abseits der Touristenpfade',
    image: 'city',
    tags: ['Location', 'Firmenevent'],
    provinces: ['Berlin'],
    website: 'https://www.visitberlin.de',
    html: `<p>Berlin bietet für Gruppen unzählige Möglichkeiten, doch die Klassiker sind oft überlaufen. Mit etwas Planung entdecken Sie die Stadt neu.</p>
<h2>Auf dem Wasser</h2>
<p>Floßbau am Wannsee oder eine Kanutour durch die Kanäle Kreuzbergs: Berlin ist wasserreicher, als viele denken.</p>
<h2>In der Stadt</h2>
<ul>
<li>Eine Street-Art-Rallye durch Friedrichshain.</li>
<li>Ein Kochkurs mit Zutaten vom Wochenmarkt.</li>
<li>Eine Bierverkostung in einer der vielen Craft-Brauereien.</li>
</ul>
<p>Zum Abschluss eignet sich ein Abendessen in einer Markthalle oder, je nach Jahreszeit, ein Biergarten am Wasser.</p>
<h2>Praktisch planen</h2>
<p>Berlin ist groß, und die Wege zwischen den Bezirken dauern länger als gedacht. Planen Sie das Programm deshalb in einem oder zwei Kiezen und nutzen Sie S-Bahn und U-Bahn statt eines Reisebusses. Für Gruppen, die aus ganz Deutschland anreisen, liegen Locations rund um den Hauptbahnhof und den Ostbahnhof günstig. Im Sommer und während großer Messen sind Hotels und Locations früh ausgebucht.</p>
<p>Alle Angebote finden Sie auf der Seite <a href="/firmenausflug/berlin">Firmenausflug Berlin</a>. Weitere Städteziele finden Sie im Blog unter <a href="/blogs/location.html">Location</a>.</p>`,
  },
  {
    title: 'Betriebsausflug planen: Zeitplan in sechs Schritten',
    image: 'hiking',
    tags: ['Planung', 'Steuern und Recht'],
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
<p>Benennen Sie für jeden Schritt eine verantwortliche Person und halten Sie Entscheidungen schriftlich fest. So geht nichts verloren, wenn jemand krank wird oder in den Urlaub fährt.</p>
<h2>Nach dem Ausflug</h2>
<p>Eine kurze Umfrage nach dem Ausflug zeigt, was gut ankam und was Sie beim nächsten Mal anders machen sollten. Bewahren Sie die Ergebnisse zusammen mit Angeboten und Rechnungen auf: So muss im nächsten Jahr niemand bei null anfangen.</p>
<p>Steuerliche Regeln für Betriebsveranstaltungen ändern sich regelmäßig: Fragen Sie Ihre Steuerberatung nach dem aktuellen Freibetrag. Mehr dazu lesen Sie unter <a href="/blogs/steuern-und-recht.html">Steuern und Recht</a>. Angebote vergleichen Sie in der <a href="/uitjes">Übersicht</a>.</p>`,
  },
  {
    title: 'Kulinarische Teamevents: Kochen, Grillen, Verkosten',
    image: 'cooking',
    tags: ['Essen und Trinken', 'Teambuilding'],
    provinces: [],
    website: 'https://www.deutscheweine.de',
    html: `<p>Gemeinsam kochen verbindet: Jeder übernimmt eine Aufgabe, und am Ende sitzen alle an einem Tisch. Kulinarische Events funktionieren bei jedem Wetter und sprechen auch diejenigen an, die mit sportlichen Aktivitäten wenig anfangen können.</p>
<h2>Die Varianten</h2>
<ul>
<li><strong>Kochkurs</strong>: ein Menü in Teams, angeleitet von Profis.</li>
<li><strong>Grillkurs</strong>: ideal im Sommer und für große Gruppen.</li>
<li><strong>Weinprobe</strong>: entspannt und lehrreich, etwa im Rheingau.</li>
<li><strong>Krimidinner</strong>: Rätseln zwischen den Gängen.</li>
</ul>
<h2>Die richtige Location</h2>
<p>Ein Kochkurs braucht eine Küche mit genügend Arbeitsplätzen; rechnen Sie mit etwa vier bis sechs Personen pro Kochinsel. Für größere Gruppen eignen sich Grillkurse im Freien oder ein Flying Dinner, bei dem kleine Gerichte im Stehen serviert werden. Bei Weinproben lohnt die Frage, ob der Anbieter einen Transfer organisiert, damit niemand mehr fahren muss.</p>
<p>Fragen Sie bei der Buchung nach vegetarischen und veganen Varianten sowie Allergien. Alle kulinarischen Angebote finden Sie mit dem Filter Kulinarisch in der <a href="/uitjes">Übersicht</a>, weitere Beiträge unter <a href="/blogs/essen-und-trinken.html">Essen und Trinken</a>.</p>`,
  },
  {
    title: 'Outdoor-Events im Schwarzwald und am Bodensee',
    image: 'forest',
    tags: ['Outdoor', 'Location'],
    provinces: ['Baden-Württemberg'],
    website: 'https://www.schwarzwald-tourismus.info',
    html: `<p>Der Südwesten Deutschlands ist ein Paradies für Gruppen, die gern draußen sind. Zwischen Bergwäldern und Seeufer finden Sie Programme für einen Tag oder ein ganzes Wochenende.</p>
<h2>Schwarzwald</h2>
<p>Geführte Wanderungen zu Wasserfällen, Hochseilgärten und Mountainbike-Touren: Im Schwarzwald finden Sie Aktivitäten für jedes Fitnessniveau. Wer es gemütlicher mag, besucht einen Schwarzwaldhof mit Schinkenräucherei oder backt gemeinsam eine Schwarzwälder Kirschtorte.</p>
<h2>Bodensee</h2>
<ul>
<li>Segeltörns mit Blick auf die Alpen.</li>
<li>Stand-Up-Paddling in ruhigen Buchten.</li>
<li>Radtouren rund um den See.</li>
</ul>
<h2>Anreise und Unterkunft</h2>
<p>Für ein Programm im Schwarzwald oder am Bodensee lohnt sich eine Übernachtung. Viele Hotels und Gasthöfe bieten Pakete für Gruppen an, oft mit Tagungsraum für einen Workshop am Vormittag. Freiburg, Konstanz und Friedrichshafen sind gut mit der Bahn erreichbar; von dort geht es mit Bus oder Schiff weiter.</p>
<p>Das Wetter im Mittelgebirge kann schnell umschlagen. Packen Sie Regenjacke und feste Schuhe ein und fragen Sie nach einem Alternativprogramm, etwa einer Brauereiführung oder einem Museumsbesuch.</p>
<p>Mehr Ideen finden Sie unter <a href="/firmenausflug/baden-wurttemberg">Firmenausflug Baden-Württemberg</a> und im Blog unter <a href="/blogs/outdoor.html">Outdoor</a>.</p>`,
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
<li>Museen mit Führung oder Workshop für Gruppen.</li>
</ul>
<h2>Rechtzeitig entscheiden</h2>
<p>Legen Sie vorab fest, wer über Plan A oder Plan B entscheidet und bis wann. Informieren Sie alle Teilnehmenden dann rechtzeitig über Treffpunkt und Kleidung. Die Vorhersage für den nächsten Tag ist meist zuverlässig genug; bei Gewitterwarnungen sollten Sie Aktivitäten auf dem Wasser oder in der Höhe nicht riskieren.</p>
<p>Ein gutes Alternativprogramm fühlt sich nicht wie eine Notlösung an. Wählen Sie es mit derselben Sorgfalt aus wie das Hauptprogramm. Oft ist eine gemischte Lösung am besten: draußen, solange es trocken bleibt, und ein Raum in der Nähe für den Fall der Fälle.</p>
<p>In der <a href="/uitjes">Übersicht</a> können Sie gezielt nach Aktivitäten für drinnen suchen. Mehr zur <a href="/blogs/planung.html">Planung</a> lesen Sie in unserem Blog.</p>`,
  },
  {
    title: 'Teamevents für kleine Gruppen',
    image: 'quiz',
    tags: ['Teambuilding', 'Essen und Trinken'],
    provinces: [],
    website: 'https://www.germany.travel',
    html: `<p>Sechs bis zwölf Personen? Dann stehen Ihnen Aktivitäten offen, die für große Gruppen nicht möglich sind.</p>
<ul>
<li>Ein Töpferkurs an der Drehscheibe.</li>
<li>Eine Weinprobe beim Winzer.</li>
<li>Ein Schokoladenworkshop.</li>
<li>Bogenschießen.</li>
<li>Eine Radtour mit Guide.</li>
<li>Eine Führung durch eine kleine Brauerei oder Kaffeerösterei.</li>
</ul>
<h2>Die Vorteile kleiner Gruppen</h2>
<p>In kleinen Gruppen kommt jede und jeder zu Wort. Gespräche entstehen von selbst, und die Aktivität lässt sich besser an die Interessen anpassen. Ein gemeinsames Abendessen an einem Tisch gelingt in fast jedem guten Restaurant ohne Sonderbestellung, und viele Anbieter stellen gern ein individuelles Programm zusammen. Auch die Anreise ist einfacher: Ein oder zwei Autos genügen, und beim Treffpunkt sind Sie flexibel.</p>
<p>Ein Tipp: Kombinieren Sie eine kurze Aktivität am Nachmittag mit einem Essen am Abend. So bleibt genug Zeit, sich in Ruhe zu unterhalten.</p>
<p>Kleine Gruppen finden oft auch unter der Woche freie Termine, wenn Anbieter günstiger sind. Mehr unter <a href="/teamevent">Teamevent</a> und im Blog unter <a href="/blogs/teambuilding.html">Teambuilding</a> und <a href="/blogs/essen-und-trinken.html">Essen und Trinken</a>.</p>`,
  },
  {
    title: 'Der Freibetrag von 110 Euro bei Betriebsveranstaltungen',
    image: 'meeting',
    tags: ['Steuern und Recht', 'Planung'],
    provinces: [],
    website: 'https://www.bundesfinanzministerium.de',
    html: `<p>Wer einen Betriebsausflug oder eine Weihnachtsfeier plant, hört schnell von den „110 Euro“. Gemeint ist ein steuerlicher Freibetrag für Betriebsveranstaltungen. Dieser Beitrag erklärt die Grundidee; er ersetzt keine Steuerberatung, denn Details und Beträge können sich ändern.</p>
<h2>Die Grundidee</h2>
<p>Nach der derzeitigen Regelung bleiben Zuwendungen des Arbeitgebers bei einer Betriebsveranstaltung bis zu 110 Euro je teilnehmender Person steuerfrei und in der Regel auch beitragsfrei. Das gilt für bis zu zwei Veranstaltungen im Jahr. Voraussetzung ist unter anderem, dass die Veranstaltung allen Beschäftigten des Betriebs oder einer Abteilung offensteht.</p>
<h2>Was zählt zu den Kosten?</h2>
<p>Angerechnet werden grundsätzlich alle Aufwendungen einschließlich Umsatzsteuer, also nicht nur Essen und Getränke, sondern zum Beispiel auch:</p>
<ul>
<li>die Miete der Location und die Dekoration,</li>
<li>Programm, Musik und Eintrittsgelder,</li>
<li>Transport, wenn er Teil der Veranstaltung ist,</li>
<li>der Anteil für mitgebrachte Begleitpersonen.</li>
</ul>
<p>Die Gesamtkosten werden auf die tatsächlich Teilnehmenden verteilt. Wer mit 50 Zusagen rechnet und am Ende nur 40 Gäste begrüßt, hat pro Kopf also höhere Kosten als geplant. Rechnen Sie deshalb mit etwas Puffer.</p>
<h2>Und wenn es mehr wird?</h2>
<p>Liegen die Kosten darüber, ist nur der übersteigende Teil steuerpflichtig. Häufig kann der Arbeitgeber ihn pauschal versteuern, sodass für die Beschäftigten nichts anfällt. Wie das im Einzelfall aussieht, klären Sie am besten mit Ihrer Steuerberatung oder der Lohnbuchhaltung, bevor Sie das Angebot unterschreiben.</p>
<p>Mehr Beiträge zu <a href="/blogs/steuern-und-recht.html">Steuern und Recht</a> finden Sie in unserem Blog, passende Programme in der <a href="/uitjes">Übersicht</a>.</p>`,
  },
  {
    title: 'Geschenke und Zuwendungen an Mitarbeitende: ein Überblick',
    image: 'party',
    tags: ['Steuern und Recht', 'Firmenevent'],
    provinces: [],
    website: 'https://www.bstbk.de',
    html: `<p>Neben dem Betriebsausflug gibt es viele Anlässe, dem Team etwas Gutes zu tun: ein Präsent bei der Weihnachtsfeier, ein Blumenstrauß zum Geburtstag, ein Gutschein als Dankeschön. Steuerlich sind das nicht immer dieselben Fälle. Ein kurzer Überblick hilft, die richtigen Fragen zu stellen.</p>
<h2>Geschenke auf der Feier</h2>
<p>Kleine Geschenke, die während einer Betriebsveranstaltung überreicht werden, zählen in der Regel zu den Kosten der Veranstaltung. Sie fließen damit in den Freibetrag pro Person ein. Ein teures Präsent kann also dazu führen, dass die Grenze überschritten wird.</p>
<h2>Aufmerksamkeiten zu persönlichen Anlässen</h2>
<p>Für kleine Sachgeschenke aus persönlichem Anlass, etwa zum Geburtstag oder zur Hochzeit, gibt es eine eigene Regelung mit einer Obergrenze. Geldgeschenke fallen nicht darunter. Fragen Sie Ihre Lohnbuchhaltung nach der aktuellen Grenze.</p>
<h2>Gutscheine und Sachbezüge</h2>
<p>Für Gutscheine und Sachbezüge gelten eigene, teils strenge Voraussetzungen. Was als Sachbezug gilt und was als Geldleistung, wurde in den letzten Jahren mehrfach neu geregelt.</p>
<h3>Fragen für die Steuerberatung</h3>
<ul>
<li>Gehört das Geschenk zur Betriebsveranstaltung oder zu einem anderen Anlass?</li>
<li>Welche Grenzen gelten in diesem Jahr?</li>
<li>Ist eine Pauschalversteuerung sinnvoll, damit das Geschenk für die Beschäftigten steuerfrei bleibt?</li>
<li>Welche Belege braucht die Buchhaltung?</li>
</ul>
<p>Lassen Sie sich beraten, bevor Sie bestellen: Eine kurze Nachfrage ist günstiger als eine Korrektur nach der nächsten Lohnsteuer-Außenprüfung. Weitere Beiträge finden Sie unter <a href="/blogs/steuern-und-recht.html">Steuern und Recht</a> und <a href="/blogs/firmenevent.html">Firmenevent</a>.</p>`,
  },
  {
    title: 'Arbeitszeit und Versicherungsschutz beim Betriebsausflug',
    image: 'hiking',
    tags: ['Steuern und Recht', 'Planung'],
    provinces: [],
    website: 'https://www.dguv.de',
    html: `<p>Zählt der Betriebsausflug als Arbeitszeit? Und wer kommt auf, wenn sich jemand beim Floßbau den Fuß verstaucht? Diese Fragen kommen bei fast jeder Planung auf. Die Antworten hängen vom Einzelfall ab; die folgenden Punkte helfen, sie rechtzeitig zu klären.</p>
<h2>Arbeitszeit</h2>
<p>Ob die Zeit des Ausflugs als Arbeitszeit gilt und vergütet wird, regeln häufig Arbeitsvertrag, Tarifvertrag oder eine Betriebsvereinbarung. Viele Unternehmen legen den Ausflug in die reguläre Arbeitszeit, um das Thema zu entschärfen. Gibt es einen Betriebsrat, sollten Sie ihn früh einbinden. Und wer nicht mitfahren möchte oder kann, braucht eine klare Regel: arbeiten, Urlaub nehmen oder frei?</p>
<h2>Unfallversicherung</h2>
<p>Betriebsveranstaltungen können unter dem Schutz der gesetzlichen Unfallversicherung stehen. Wichtig ist dabei in der Regel, dass die Unternehmensleitung die Veranstaltung trägt und sie allen Beschäftigten offensteht. Ob ein bestimmter Programmpunkt, etwa der spontane Abstecher in die Kneipe nach dem offiziellen Ende, noch dazugehört, ist eine andere Frage. Informieren Sie sich bei Ihrer Berufsgenossenschaft oder Unfallkasse.</p>
<h2>Checkliste</h2>
<ul>
<li>Beginn und Ende der offiziellen Veranstaltung in der Einladung nennen.</li>
<li>Eine Regelung für Beschäftigte festlegen, die nicht teilnehmen.</li>
<li>Beim Anbieter nach Haftpflichtversicherung und Sicherheitsregeln fragen.</li>
<li>Ersthelferinnen und Ersthelfer benennen und einen Notfallkontakt festlegen.</li>
</ul>
<p>Lassen Sie sich im Zweifel arbeitsrechtlich beraten. Mehr zum Thema lesen Sie unter <a href="/blogs/steuern-und-recht.html">Steuern und Recht</a>; Tipps zur <a href="/blogs/planung.html">Planung</a> finden Sie ebenfalls im Blog.</p>`,
  },
  {
    title: 'Die Weihnachtsfeier planen: von der Einladung bis zum Heimweg',
    image: 'dinner',
    tags: ['Firmenevent', 'Planung'],
    provinces: [],
    website: 'https://www.bahn.de',
    html: `<p>Die Weihnachtsfeier ist für viele Teams der Höhepunkt des Jahres. Gleichzeitig ist der Dezember für Restaurants und Eventlocations die stressigste Zeit. Wer früh plant, hat die freie Wahl.</p>
<h2>Der Zeitplan</h2>
<ol>
<li><strong>Bis zum Sommer</strong>: Termin festlegen und Location reservieren. Donnerstage und Freitage Anfang Dezember sind zuerst vergeben.</li>
<li><strong>September</strong>: Programm wählen, etwa Kochkurs, Krimidinner, Eisstockschießen oder ein Besuch auf dem Weihnachtsmarkt.</li>
<li><strong>Oktober</strong>: Save the Date verschicken, Essenswünsche und Allergien abfragen.</li>
<li><strong>November</strong>: Teilnehmerzahl, Menü und Anreise bestätigen.</li>
</ol>
<h2>Ein schöner Abend für alle</h2>
<ul>
<li>Nicht alle feiern Weihnachten: Eine Jahresabschlussfeier schließt niemanden aus.</li>
<li>Reden kurz halten und vor dem Hauptgang einplanen.</li>
<li>Kolleginnen und Kollegen im Schichtdienst oder im Homeoffice mitdenken.</li>
<li>Attraktive alkoholfreie Getränke anbieten.</li>
</ul>
<h2>Der Heimweg</h2>
<p>Eine Weihnachtsfeier dauert oft länger als geplant. Wählen Sie eine Location, die gut mit Bus und Bahn erreichbar ist, und nennen Sie in der Einladung die letzte Verbindung. Bei Locations außerhalb der Stadt lohnt sich ein Shuttle. Steuerlich gilt die Weihnachtsfeier meist als Betriebsveranstaltung; Fragen zum Freibetrag klären Sie mit Ihrer Steuerberatung.</p>
<p>Ideen für den Abend finden Sie unter <a href="/teamevent">Teamevent</a>. Weitere Tipps zum <a href="/blogs/firmenevent.html">Firmenevent</a> lesen Sie in unserem Blog.</p>`,
  },
  {
    title: 'Online-Teamevents, die wirklich verbinden',
    image: 'quiz',
    tags: ['Online-Event', 'Teambuilding'],
    provinces: [],
    website: 'https://zoom.us',
    html: `<p>Verteilte Teams, Homeoffice und Standorte in mehreren Ländern: Nicht immer lässt sich das ganze Team an einem Ort versammeln. Ein Online-Teamevent ist dann eine gute Möglichkeit, gemeinsam etwas zu erleben, wenn es gut gemacht ist.</p>
<h2>Worauf es ankommt</h2>
<ul>
<li><strong>Dauer</strong>: 60 bis 90 Minuten reichen. Danach lässt die Konzentration spürbar nach.</li>
<li><strong>Mitmachen</strong>: Alle sollten aktiv sein, nicht nur zuschauen.</li>
<li><strong>Kleine Gruppen</strong>: Breakout-Räume mit vier bis sechs Personen fördern Gespräche.</li>
<li><strong>Etwas zum Anfassen</strong>: Ein Paket, das vorab nach Hause geliefert wird, macht das Event greifbar.</li>
</ul>
<h2>Bewährte Formate</h2>
<p>Ein Online-Quiz mit professioneller Moderation ist ein Klassiker. Ebenfalls beliebt sind virtuelle Escape Games, Wein-, Bier- oder Schokoladenverkostungen mit Paket sowie Koch- und Cocktailkurse, bei denen alle in der eigenen Küche stehen. Für kreative Teams eignen sich Zeichen- oder Improvisationsworkshops.</p>
<h3>Technik vorab prüfen</h3>
<p>Teilen Sie dem Anbieter mit, welches Videotool Sie nutzen, und testen Sie Links, Ton und Breakout-Räume einige Tage vorher. Achten Sie bei Paketen auf Lieferzeiten, besonders bei Teilnehmenden im Ausland, und fragen Sie nach Allergien.</p>
<p>Wählen Sie einen Termin in der Arbeitszeit: Abends, nach einem langen Tag am Bildschirm, ist die Lust auf ein weiteres Videomeeting gering. Weitere Beiträge zum <a href="/blogs/online-event.html">Online-Event</a> finden Sie in unserem Blog, Angebote in der <a href="/uitjes">Übersicht</a>.</p>`,
  },
  {
    title: 'Hybride Firmenevents: Technik, Ablauf, Moderation',
    image: 'meeting',
    tags: ['Online-Event', 'Planung'],
    provinces: [],
    website: 'https://www.bfdi.bund.de',
    html: `<p>Ein Teil der Belegschaft sitzt im Saal, der andere schaltet sich von zu Hause oder von einem anderen Standort zu. Hybride Events sind anspruchsvoller als rein digitale oder reine Präsenzveranstaltungen, denn beide Gruppen sollen sich gleichermaßen beteiligt fühlen.</p>
<h2>Technik, die trägt</h2>
<ul>
<li>Eine stabile Internetverbindung, am besten per Kabel, mit mobilem Router als Reserve.</li>
<li>Gute Mikrofone im Saal, damit Zugeschaltete auch Fragen aus dem Publikum verstehen.</li>
<li>Eine Kamera, die nicht nur die Bühne, sondern auch den Saal zeigt.</li>
<li>Eine Person, die sich ausschließlich um die Technik kümmert.</li>
</ul>
<h2>Moderation für beide Seiten</h2>
<p>Setzen Sie neben der Moderation im Saal eine eigene Online-Moderation ein. Sie sammelt Fragen aus dem Chat, spricht die Zugeschalteten direkt an und hält den Kontakt, wenn im Saal Pause ist. Gemischte Gruppen, in denen Anwesende und Zugeschaltete zusammenarbeiten, verhindern, dass zwei getrennte Veranstaltungen entstehen.</p>
<h2>Aufzeichnungen und Datenschutz</h2>
<p>Wenn Sie das Event aufzeichnen oder Fotos veröffentlichen möchten, informieren Sie die Teilnehmenden vorab und holen Sie, wo nötig, eine Einwilligung ein. Welche Regeln im Einzelfall gelten, klären Sie mit Ihrer oder Ihrem Datenschutzbeauftragten.</p>
<h3>Generalprobe</h3>
<p>Proben Sie den Ablauf mit der Technik vor Ort, idealerweise am Vortag. So fallen Probleme mit WLAN, Ton oder Präsentationen auf, bevor die Gäste da sind.</p>
<p>Mehr zum <a href="/blogs/online-event.html">Online-Event</a> und zur <a href="/blogs/planung.html">Planung</a> lesen Sie in unserem Blog.</p>`,
  },
  {
    title: 'Firmenausflug in Hamburg: Hafen, Elbe und Speicherstadt',
    image: 'sailing',
    tags: ['Location', 'Firmenevent'],
    provinces: ['Hamburg'],
    website: 'https://www.hamburg.de',
    html: `<p>Hamburg verbindet hanseatisches Flair mit einem der größten Häfen Europas. Für einen Firmenausflug bietet die Stadt Wasser, Architektur und eine lebendige Gastronomie, alles auf kurzen Wegen.</p>
<h2>Auf dem Wasser</h2>
<p>Eine Hafenrundfahrt zeigt die Dimensionen von Containerterminals und Werften. Wer es aktiver mag, mietet Kanus und paddelt über die Alster und durch die Kanäle. Auch eine Segeltour auf der Elbe oder eine Barkassenfahrt durch die Speicherstadt sind beliebt.</p>
<h2>An Land</h2>
<ul>
<li>Eine Führung durch die Speicherstadt und die HafenCity.</li>
<li>Ein Abstecher auf die Plaza der Elbphilharmonie mit Blick über den Hafen.</li>
<li>Eine Stadtrallye durch St. Pauli oder das Karolinenviertel.</li>
<li>Ein Kochkurs mit Fisch vom Markt.</li>
</ul>
<h2>Zum Abschluss</h2>
<p>Ein Abendessen mit Blick auf die Elbe, etwa in Övelgönne oder an den Landungsbrücken, rundet den Tag ab. Für größere Gruppen gibt es Eventlocations in alten Lagerhallen und auf Schiffen.</p>
<h3>Gut zu wissen</h3>
<p>Das Wetter in Hamburg ist wechselhaft. Planen Sie für Programmpunkte im Freien eine Alternative ein und bitten Sie alle, eine Regenjacke mitzunehmen. Der Hauptbahnhof ist aus ganz Deutschland gut erreichbar, und die meisten Ziele liegen nur wenige Stationen entfernt.</p>
<p>Alle Angebote finden Sie auf <a href="/firmenausflug/hamburg">Firmenausflug Hamburg</a>. Weitere Städteziele stehen im Blog unter <a href="/blogs/location.html">Location</a>.</p>`,
  },
  {
    title: 'Teamevent in München und Oberbayern',
    image: 'hiking',
    tags: ['Location', 'Outdoor'],
    provinces: ['Bayern'],
    website: 'https://www.bayern.by',
    html: `<p>München ist für viele Unternehmen nicht nur Standort, sondern auch ein beliebtes Ziel für Firmenausflüge. Die Stadt selbst bietet Kultur und Biergärten, und die Berge und Seen Oberbayerns liegen nur etwa eine Stunde entfernt.</p>
<h2>In der Stadt</h2>
<ul>
<li>Eine Stadtführung mit Rätseln durch die Altstadt.</li>
<li>Den Surfern am Eisbach zuschauen und anschließend durch den Englischen Garten spazieren.</li>
<li>Ein Braukurs oder eine Bierverkostung.</li>
<li>Ein Besuch im Deutschen Museum mit einer Führung für Gruppen.</li>
</ul>
<h2>Raus ins Oberland</h2>
<p>Am Starnberger See, am Tegernsee oder am Chiemsee warten Segeln und Stand-Up-Paddling. Auf der Isar zwischen Wolfratshausen und München sind Floßfahrten mit Musik ein Klassiker für Gruppen; sie sind allerdings lange im Voraus ausgebucht. In den Voralpen bieten sich geführte Wanderungen, Klettersteige für Geübte oder eine Hüttentour mit Übernachtung an.</p>
<h2>Der Biergarten</h2>
<p>Kaum ein Münchner Firmenausflug endet ohne Biergarten. Für größere Gruppen lohnt es sich, Plätze zu reservieren. In vielen traditionellen Biergärten darf man die eigene Brotzeit mitbringen; fragen Sie für Gruppen vorab nach den Regeln.</p>
<h3>Timing</h3>
<p>Rund um das Oktoberfest sind Hotels und Locations in München teuer und knapp. Planen Sie lieber im Frühsommer oder im Herbst nach der Wiesn.</p>
<p>Alle Angebote finden Sie auf <a href="/firmenausflug/munchen">Firmenausflug München</a> und <a href="/firmenausflug/bayern">Firmenausflug Bayern</a>. Mehr Ideen für draußen im Blog unter <a href="/blogs/outdoor.html">Outdoor</a>.</p>`,
  },
  {
    title: 'Firmenausflug nach Köln und ins Rheinland',
    image: 'beer',
    tags: ['Location', 'Essen und Trinken'],
    provinces: ['Nordrhein-Westfalen'],
    website: 'https://www.koelner-dom.de',
    html: `<p>Köln ist gesellig, gut erreichbar und hat mehr zu bieten als den Dom. Für einen Firmenausflug lässt sich die Stadt gut mit dem Rhein und dem Umland verbinden.</p>
<h2>Stadt und Kultur</h2>
<ul>
<li>Eine Domführung oder der Aufstieg auf den Südturm.</li>
<li>Eine Stadtrallye durch die Altstadt und das Belgische Viertel.</li>
<li>Ein Besuch im Schokoladenmuseum am Rheinauhafen.</li>
<li>Eine Schifffahrt auf dem Rhein mit Blick auf die Altstadt.</li>
</ul>
<h2>Kölsch und Küche</h2>
<p>Ein Besuch im Brauhaus gehört für viele dazu. Das Kölsch kommt in schmalen Stangen, und der Köbes stellt so lange nach, bis Sie einen Bierdeckel auf das Glas legen. Für Gruppen gibt es Brauhausführungen und Verkostungen; ein Kochkurs mit rheinischer Küche ist eine schöne Alternative.</p>
<h2>Ins Umland</h2>
<p>Im Siebengebirge bei Bonn warten Wanderwege mit Blick über das Rheintal, im Bergischen Land Kanutouren und Kletterparks. Auch das Ruhrgebiet mit seinen Industriedenkmälern ist nicht weit: Ein Besuch auf einer ehemaligen Zeche verbindet Geschichte und Teamerlebnis.</p>
<h3>Tipp</h3>
<p>Meiden Sie die Karnevalstage und die Wochen großer Messen, wenn Sie nicht gerade eine Karnevalsfeier planen: Dann sind Hotels und Restaurants voll.</p>
<p>Alle Angebote finden Sie auf <a href="/firmenausflug/koln">Firmenausflug Köln</a> und <a href="/firmenausflug/nordrhein-westfalen">Firmenausflug Nordrhein-Westfalen</a>. Mehr zum Thema <a href="/blogs/essen-und-trinken.html">Essen und Trinken</a> lesen Sie im Blog.</p>`,
  },
  {
    title: 'Aktiv in Sachsen: Elbsandstein, Dresden und Leipzig',
    image: 'climbing',
    tags: ['Location', 'Outdoor'],
    provinces: ['Sachsen'],
    website: 'https://www.sachsen-tourismus.de',
    html: `<p>Sachsen verbindet Kulturstädte mit einer der eindrucksvollsten Landschaften Deutschlands. Ein Firmenausflug kann hier Kultur am Vormittag und Abenteuer am Nachmittag bieten.</p>
<h2>Sächsische Schweiz</h2>
<p>Die Felsen des Elbsandsteingebirges sind ein Paradies für Wandernde und Kletternde. Eine geführte Wanderung zur Bastei, eine Schnupperstunde Klettern mit ausgebildeten Guides oder eine Kanutour auf der Elbe sind ideale Teamaktivitäten. Im Nationalpark gelten Regeln zum Schutz der Natur, etwa für das Klettern; ein Anbieter aus der Region kennt sie.</p>
<h2>Dresden</h2>
<ul>
<li>Eine Fahrt mit einem historischen Raddampfer auf der Elbe.</li>
<li>Eine Führung durch die Altstadt mit Frauenkirche und Zwinger.</li>
<li>Eine Weinprobe in den Weinbergen von Radebeul.</li>
</ul>
<h2>Leipzig</h2>
<p>Leipzig ist jung, kreativ und hat überraschend viel Wasser. Auf den Kanälen der Stadt und im Neuseenland rundherum können Gruppen paddeln, segeln oder Stand-Up-Paddling ausprobieren. Ehemalige Industriehallen dienen als Eventlocations mit Charakter.</p>
<h3>Anreise</h3>
<p>Dresden und Leipzig sind mit dem Fernverkehr gut erreichbar. In die Sächsische Schweiz kommen Sie von Dresden aus mit der S-Bahn oft bequemer als mit dem Reisebus.</p>
<p>Alle Angebote finden Sie unter <a href="/firmenausflug/sachsen">Firmenausflug Sachsen</a> und <a href="/firmenausflug/leipzig">Firmenausflug Leipzig</a>. Weitere Ideen für draußen lesen Sie im Blog unter <a href="/blogs/outdoor.html">Outdoor</a>.</p>`,
  },
  {
    title: 'Teamausflug an die Ostsee',
    image: 'beach',
    tags: ['Outdoor', 'Location'],
    provinces: ['Mecklenburg-Vorpommern', 'Schleswig-Holstein'],
    website: 'https://www.auf-nach-mv.de',
    html: `<p>Weite Strände, frische Luft und Hansestädte mit Backsteingotik: Die Ostseeküste ist ein Ziel, das in Erinnerung bleibt. Ob in Schleswig-Holstein oder in Mecklenburg-Vorpommern, für Teams gibt es viel zu entdecken.</p>
<h2>Aktiv am Meer</h2>
<ul>
<li>Segeln auf der Kieler Förde oder vor Warnemünde.</li>
<li>Stand-Up-Paddling und Kitesurfen an geschützten Stränden.</li>
<li>Eine Strandolympiade mit Volleyball, Tauziehen und Sandburgenbau.</li>
<li>Radtouren entlang der Küste, etwa auf dem Ostseeküsten-Radweg.</li>
</ul>
<h2>Hansestädte</h2>
<p>Lübeck, Wismar und Stralsund bieten historische Altstädte, die sich für Stadtrallyes und Führungen eignen. In Lübeck gehört Marzipan dazu, in Wismar und Stralsund ein Fischbrötchen am Hafen.</p>
<h2>Rügen und Usedom</h2>
<p>Für einen mehrtägigen Ausflug bieten sich die Inseln an. Auf Rügen lockt der Nationalpark Jasmund mit seinen Kreidefelsen, auf Usedom warten lange Strände und Seebrücken. Viele Hotels haben Tagungsräume, sodass sich ein Workshop gut mit Freizeit verbinden lässt.</p>
<h3>Reisezeit</h3>
<p>Im Juli und August sind die Küstenorte voll. Mai, Juni und September sind ideal: Die Tage sind lang, das Wetter ist meist angenehm und die Preise sind moderater. Denken Sie an Windjacken, auch im Sommer.</p>
<p>Alle Angebote finden Sie unter <a href="/firmenausflug/mecklenburg-vorpommern">Firmenausflug Mecklenburg-Vorpommern</a> und <a href="/firmenausflug/schleswig-holstein">Firmenausflug Schleswig-Holstein</a>. Mehr Ideen im Blog unter <a href="/blogs/outdoor.html">Outdoor</a>.</p>`,
  },
  {
    title: 'Nachhaltige Firmenevents: weniger Müll, mehr Wirkung',
    image: 'forest',
    tags: ['Firmenevent', 'Planung'],
    provinces: [],
    website: 'https://www.umweltbundesamt.de',
    html: `<p>Immer mehr Unternehmen möchten, dass auch ihre Feiern und Ausflüge zu den eigenen Nachhaltigkeitszielen passen. Das muss nicht kompliziert sein und macht ein Event oft sogar interessanter.</p>
<h2>Zuerst die Anreise</h2>
<p>Der größte Teil der Emissionen entsteht meist durch An- und Abreise. Wählen Sie eine Location, die gut mit der Bahn erreichbar ist, und organisieren Sie bei Bedarf einen Shuttle vom Bahnhof. Bei Zielen in der Nähe kann eine gemeinsame Radtour Teil des Programms sein.</p>
<h2>Essen und Getränke</h2>
<ul>
<li>Vegetarisch als Standard, Fleisch und Fisch auf Wunsch.</li>
<li>Regionale und saisonale Zutaten bevorzugen.</li>
<li>Teilnehmerzahlen rechtzeitig melden, um Lebensmittelabfälle zu vermeiden.</li>
<li>Mehrweggeschirr statt Einwegbechern, Leitungswasser in Karaffen.</li>
</ul>
<h2>Ein Programm mit Sinn</h2>
<p>Ein Tag im Wald mit der Försterin, ein Einsatz für einen Naturschutzverein, ein Upcycling-Workshop oder eine Führung auf einem Biohof verbinden Teamerlebnis und Nachhaltigkeit. Solche Erlebnisse bleiben oft länger im Gedächtnis als ein weiteres Abendessen.</p>
<h3>Mit Augenmaß</h3>
<p>Nachhaltigkeit sollte nicht zur Liste von Verboten werden. Setzen Sie zwei oder drei klare Schwerpunkte und erklären Sie dem Team, warum. Fragen Sie Anbieter gezielt, was sie selbst tun, etwa bei Energie, Abfall und Lieferanten.</p>
<p>Weitere Tipps zur <a href="/blogs/planung.html">Planung</a> und zum <a href="/blogs/firmenevent.html">Firmenevent</a> lesen Sie im Blog, passende Programme in der <a href="/uitjes">Übersicht</a>.</p>`,
  },
  {
    title: 'Firmenevent in Frankfurt und im Rheingau',
    image: 'wine',
    tags: ['Location', 'Essen und Trinken'],
    provinces: ['Hessen'],
    website: 'https://www.frankfurt-tourismus.de',
    html: `<p>Frankfurt ist Messe- und Bankenstadt, aber auch ein guter Ausgangspunkt für einen Firmenausflug. Die Skyline am Main, Apfelwein in Sachsenhausen und die Weinberge des Rheingaus liegen nah beieinander.</p>
<h2>In Frankfurt</h2>
<ul>
<li>Eine Stadtführung vom Römerberg bis zur Skyline, gern als Rallye.</li>
<li>Eine Schifffahrt auf dem Main.</li>
<li>Der Blick von einer Aussichtsplattform hoch über der Stadt.</li>
<li>Ein Apfelweinabend in einer traditionellen Wirtschaft in Sachsenhausen, mit Grüner Soße und Handkäs.</li>
</ul>
<h2>Im Rheingau</h2>
<p>Eine knappe Stunde westlich beginnt der Rheingau. Weinwanderungen durch die Rebhänge, eine Weinprobe im Kloster Eberbach oder eine Schifffahrt auf dem Rhein ab Rüdesheim sind beliebte Programmpunkte. Im Herbst zur Weinlese ist die Stimmung besonders schön, aber auch die Nachfrage hoch.</p>
<h2>Taunus</h2>
<p>Für aktive Teams bietet der Taunus Wanderungen auf den Großen Feldberg, Kletterwälder und Mountainbike-Strecken. Danach geht es zurück in die Stadt oder in ein Landgasthaus.</p>
<h3>Den Messekalender im Blick</h3>
<p>Während großer Messen sind Hotels in und um Frankfurt ausgebucht und teuer. Prüfen Sie den Messekalender, bevor Sie einen Termin festlegen.</p>
<p>Alle Angebote finden Sie unter <a href="/firmenausflug/frankfurt-am-main">Firmenausflug Frankfurt am Main</a> und <a href="/firmenausflug/hessen">Firmenausflug Hessen</a>. Mehr zu <a href="/blogs/essen-und-trinken.html">Essen und Trinken</a> lesen Sie im Blog.</p>`,
  },
  {
    title: 'Teamevent im Harz: Wandern, Klettern und Sagen',
    image: 'forest',
    tags: ['Outdoor', 'Teambuilding'],
    provinces: ['Niedersachsen', 'Sachsen-Anhalt'],
    website: 'https://www.harzinfo.de',
    html: `<p>Der Harz ist das nördlichste Mittelgebirge Deutschlands und von vielen Städten aus gut erreichbar. Wälder, Talsperren und Fachwerkstädte bieten Teams eine abwechslungsreiche Kulisse, und rund um den Brocken ranken sich jede Menge Sagen.</p>
<h2>Draußen aktiv</h2>
<ul>
<li>Eine geführte Wanderung auf den Brocken oder durch das Bodetal.</li>
<li>Ein Hochseilgarten oder Kletterwald für das ganze Team.</li>
<li>Eine Fahrt mit der Harzer Schmalspurbahn, kombiniert mit einer Wanderung.</li>
<li>Im Winter Langlauf oder Schneeschuhwandern, wenn genug Schnee liegt.</li>
</ul>
<h2>Teambuilding mit Aussicht</h2>
<p>An der Rappbodetalsperre spannt sich eine lange Hängebrücke über das Tal. Wer mutig ist, läuft hinüber, die anderen feuern an. Floßbau an einem der Stauseen, GPS-Touren oder eine Orientierungsrallye durch den Wald fördern die Zusammenarbeit.</p>
<h2>Fachwerk und Kultur</h2>
<p>Goslar, Wernigerode und Quedlinburg haben historische Altstädte, die sich für Führungen und Stadtspiele eignen. Am Abend sitzen Sie in einem Gasthaus zusammen, gern mit regionaler Küche.</p>
<h3>Gut zu wissen</h3>
<p>Der Harz liegt in Niedersachsen, Sachsen-Anhalt und zu einem kleinen Teil in Thüringen. Das Wetter auf dem Brocken kann deutlich rauer sein als im Tal; planen Sie warme Kleidung ein.</p>
<p>Angebote finden Sie unter <a href="/firmenausflug/niedersachsen">Firmenausflug Niedersachsen</a> und <a href="/firmenausflug/sachsen-anhalt">Firmenausflug Sachsen-Anhalt</a>. Weitere Ideen im Blog unter <a href="/blogs/teambuilding.html">Teambuilding</a>.</p>`,
  },
  {
    title: 'Musik, Fotos und Datenschutz bei der Firmenfeier',
    image: 'theatre',
    tags: ['Steuern und Recht', 'Firmenevent'],
    provinces: [],
    website: 'https://www.gema.de',
    html: `<p>Eine Firmenfeier ohne Musik und Fotos ist kaum vorstellbar. Doch beides berührt rechtliche Fragen, die bei der Planung gern vergessen werden. Dieser Überblick nennt die wichtigsten Punkte; im Zweifel lassen Sie sich beraten.</p>
<h2>Musik</h2>
<p>Wird bei einer Veranstaltung Musik gespielt, kann eine Lizenz der GEMA nötig sein. Ob das bei Ihrer Feier der Fall ist, hängt unter anderem davon ab, ob die Veranstaltung als öffentlich gilt. Fragen Sie vorab:</p>
<ul>
<li>Übernimmt die Location die Anmeldung, oder ist das Ihre Aufgabe?</li>
<li>Kümmern sich Band oder DJ um die Musikfolge und die Meldung?</li>
<li>Welche Kosten fallen an, und sind sie im Angebot enthalten?</li>
</ul>
<p>Welche Regeln für Ihren Fall gelten, erfahren Sie direkt bei der GEMA.</p>
<h2>Fotos und Videos</h2>
<p>Fotos von der Feier sind schöne Erinnerungen, aber auch personenbezogene Daten. Wenn Sie Bilder im Intranet, im Newsletter oder in sozialen Medien zeigen möchten, informieren Sie die Beschäftigten vorab und holen Sie eine Einwilligung ein, wo das nötig ist. Eine einfache Lösung: Ein farbiges Band oder ein Sticker zeigt, wer nicht fotografiert werden möchte.</p>
<h2>Einladungen und Teilnehmerlisten</h2>
<p>Abfragen zu Allergien oder Ernährungsweisen können sensible Angaben enthalten. Geben Sie nur weiter, was Caterer und Location wirklich brauchen, und löschen Sie die Listen nach der Feier.</p>
<p>Bei Fragen im Einzelfall helfen Ihre Datenschutzbeauftragten und die Personalabteilung. Weitere Beiträge finden Sie unter <a href="/blogs/steuern-und-recht.html">Steuern und Recht</a> und <a href="/blogs/firmenevent.html">Firmenevent</a>.</p>`,
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
<h2>Het programma</h2>
<p>Twee tot tweeënhalf uur is voor de meeste kinderen lang genoeg. Begin met iets te drinken en de cadeautjes, ga dan naar de activiteit en sluit af met iets lekkers. Kinderen onder de zes vinden een vast ritme fijn; oudere kinderen willen vooral veel doen.</p>
<p>Houd rekening met kinderen die iets niet mogen of niet lusten, en kies bij twijfel een traktatie zonder noten. Meer ideeën vind je in onze artikelen over het <a href="/blogs/kinderfeestje.html">kinderfeestje</a>.</p>
<p>Op zoek naar een plek? Bekijk alle locaties voor een <a href="/kinderfeestje">kinderfeestje</a>.</p>`,
  },
  {
    title: 'Tien uitjes voor een regenachtige dag',
    image: 'indoorplay',
    tags: ['Regenachtige dag'],
    provinces: [],
    website: 'https://www.bibliotheek.nl',
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
<h2>Tips voor een natte dag</h2>
<p>Op regenachtige dagen in de vakantie zijn binnenspeeltuinen en zwembaden snel vol. Ga vroeg in de ochtend of juist aan het eind van de middag, en reserveer als dat kan. Neem voor de kleintjes droge kleren en sokken mee: in veel binnenspeeltuinen zijn sokken verplicht. Ga je vaker, dan is een jaarkaart of strippenkaart vaak voordeliger.</p>
<p>En met een regenjas en laarzen wordt een natte dag ook gewoon een buitendag: in plassen springen in het bos is voor veel kinderen het leukste wat er is.</p>
<p>Gebruik in het <a href="/uitjes">overzicht</a> het filter Regenachtige dag, en lees in onze blog meer tips voor een <a href="/blogs/regenachtige-dag.html">regenachtige dag</a>.</p>`,
  },
  {
    title: 'Op pad met een peuter: waar let je op?',
    image: 'farm',
    tags: ['Kleine kinderen', 'Dieren'],
    provinces: [],
    website: 'https://www.veiligheid.nl',
    html: `<p>Met een peuter op stap gaan vraagt wat voorbereiding, maar levert ook de mooiste momenten op.</p>
<h2>Kies kort en dichtbij</h2>
<p>Peuters hebben na een uur of twee genoeg indrukken opgedaan. Een kinderboerderij of speeltuin in de buurt is vaak leuker dan een lange autorit naar een pretpark.</p>
<h2>Checklist</h2>
<ul>
<li>Is de locatie buggyvriendelijk?</li>
<li>Is er een verschoonruimte?</li>
<li>Kun je ergens binnen zitten als het gaat regenen?</li>
</ul>
<h2>Neem mee</h2>
<ul>
<li>Een extra set kleding en genoeg luiers.</li>
<li>Water en een gezonde snack, zodat je niet bij elke kiosk hoeft te stoppen.</li>
<li>Een vertrouwde knuffel voor het dutje in de buggy.</li>
<li>Zonnebrand en een petje in de zomer.</li>
</ul>
<p>Plan het uitje rond het middagslaapje: een uitgeruste peuter geniet meer. Een kinderboerderij is een prima eerste uitje, want geitjes aaien en eieren zoeken is spannend genoeg. Houd het tempo van je peuter aan: stilstaan bij elke plas of mier hoort er ook bij. Meer tips voor uitjes met <a href="/blogs/kleine-kinderen.html">kleine kinderen</a> vind je in onze blog.</p>
<p>Zoek op <a href="/kinderuitje">kinderuitjes</a> en stel de leeftijd in op alle leeftijden.</p>`,
  },
  {
    title: 'Speurtochten: avontuur in je eigen stad',
    image: 'treasure',
    tags: ['Buiten spelen', 'Kinderfeestje'],
    provinces: [],
    website: 'https://www.ivn.nl',
    html: `<p>Een speurtocht maakt van een gewone wandeling een avontuur. Kinderen zoeken aanwijzingen, lossen raadsels op en ontdekken ondertussen hun eigen stad.</p>
<h2>Zelf maken of boeken?</h2>
<p>Een eenvoudige speurtocht maak je zelf: verstop briefjes met aanwijzingen in de tuin of het park. Voor een kinderfeestje is een geboekte tocht handig, met schatkaart, kompas en een echte schatkist.</p>
<ul>
<li>Vanaf zes jaar kunnen kinderen zelf kaartlezen.</li>
<li>Maak teams van drie tot vier kinderen.</li>
</ul>
<h2>Tips voor een geslaagde tocht</h2>
<p>Houd de route kort, zeker voor jonge kinderen: een uur is vaak genoeg. Maak de opdrachten afwisselend, met rekenen, zoeken, tekenen en iets doen, zoals een boom van een bepaalde soort vinden. Een kleine beloning aan het eind, zoals iets lekkers in de schatkist, maakt het af.</p>
<p>In het bos kun je een natuurspeurtocht doen met bladeren, sporen en dieren. Meer ideeën voor <a href="/blogs/buiten-spelen.html">buiten spelen</a> en het <a href="/blogs/kinderfeestje.html">kinderfeestje</a> vind je in onze blog.</p>
<p>Bekijk alle speurtochten in het <a href="/uitjes">overzicht</a>.</p>`,
  },
  {
    title: 'Dierenparken en kinderboerderijen in Nederland',
    image: 'zoo',
    tags: ['Dieren'],
    provinces: ['Gelderland', 'Noord-Brabant'],
    website: 'https://www.artis.nl',
    html: `<p>Dieren zijn bij kinderen van elke leeftijd populair. Van een kleine kinderboerderij om de hoek tot een groot dierenpark: er is voor elk budget iets.</p>
<h2>Kinderboerderijen</h2>
<p>Vaak gratis, dichtbij en perfect voor peuters. Veel boerderijen hebben in het voorjaar lammetjesdagen.</p>
<h2>Dierenparken</h2>
<p>Plan een hele dag in en kijk vooraf naar de tijden van de voederrondes: daar vertellen verzorgers de leukste verhalen.</p>
<h2>Goedkoper uit</h2>
<p>Een dag naar een dierenpark is voor een heel gezin niet goedkoop. Kijk of er een jaarabonnement is als je vaker gaat, en koop kaartjes online: dat is vaak voordeliger en je staat niet in de rij. Neem eten en drinken mee als dat mag.</p>
<p>Kleine kinderen raken in een groot park snel moe. Kies een paar dieren uit die je zeker wilt zien en plan een pauze bij een speeltuin. Meer artikelen over uitjes met <a href="/blogs/dieren.html">dieren</a> vind je in onze blog.</p>
<p>Bekijk de uitjes per provincie, bijvoorbeeld in <a href="/kinderuitje/gelderland">Gelderland</a> of <a href="/kinderuitje/noord-brabant">Noord-Brabant</a>.</p>`,
  },
  {
    title: 'Zomervakantie: zes weken vol uitjes',
    image: 'beach',
    tags: ['Vakantie', 'Buiten spelen'],
    provinces: [],
    website: 'https://www.rijksoverheid.nl',
    html: `<p>Zes weken vrij is lang. Met een mix van grote uitjes en kleine dagjes weg blijft het voor iedereen leuk.</p>
<h2>Wissel af</h2>
<ul>
<li>Eén groot uitje per week, zoals een pretpark of dierenpark.</li>
<li>Korte uitjes in de buurt: speeltuin, bos of strand.</li>
<li>Rustdagen thuis, met een knutselproject.</li>
<li>Een dag bij opa en oma of bij vriendjes, zodat jij ook even op adem komt.</li>
</ul>
<h2>Bespaartips</h2>
<p>Veel musea zijn gratis voor kinderen en kinderboerderijen vragen geen entree. Kijk ook in de <a href="/agenda">agenda</a> voor gratis activiteiten in de buurt.</p>
<h2>Met slecht weer</h2>
<p>Ook in de zomer regent het geregeld. Houd een lijstje met binnenuitjes bij de hand: een zwembad, een museum of een binnenspeeltuin. Zo hoef je op een natte ochtend niet lang na te denken.</p>
<p>Maak aan het begin van de vakantie samen met de kinderen een lijst met wensen. Dan heeft iedereen iets om naar uit te kijken. Spreek ook met andere ouders af om om de beurt een uitje te doen. Meer ideeën voor de <a href="/blogs/vakantie.html">vakantie</a> en voor <a href="/blogs/buiten-spelen.html">buiten spelen</a> vind je in onze blog.</p>`,
  },
  {
    title: 'Creatief met kinderen: workshops en ateliers',
    image: 'painting',
    tags: ['Creatief', 'Regenachtige dag'],
    provinces: [],
    website: 'https://www.rijksmuseum.nl',
    html: `<p>Kinderen zijn van nature creatief. In een atelier of workshop krijgen ze de ruimte om te experimenteren, zonder dat de keukentafel onder de verf komt.</p>
<ul>
<li>Schilderen en tekenen, vanaf vier jaar.</li>
<li>Pottenbakken, vanaf zes jaar.</li>
<li>Kinderkookworkshops, vanaf zes jaar.</li>
<li>Stempelen en zeefdrukken, vanaf acht jaar.</li>
</ul>
<p>Veel ateliers bieden ook een arrangement voor een kinderfeestje aan. Filter in het <a href="/uitjes">overzicht</a> op Creatief.</p>
<h2>Thuis aan de slag</h2>
<p>Creatief bezig zijn kan ook thuis. Een doos met klei, verf, stiften, lijm en oud karton is goud waard op een regenachtige middag. Laat kinderen zelf kiezen wat ze maken: het gaat om het plezier, niet om het resultaat. Bewaar lege potjes, doppen en wc-rolletjes: daar maken kinderen de mooiste dingen van.</p>
<h2>In het museum</h2>
<p>Veel musea hebben in de vakanties speciale workshops voor kinderen, vaak gekoppeld aan een tentoonstelling. Kijk op de website van een museum bij jou in de buurt of in de <a href="/agenda">agenda</a>. Meer inspiratie vind je onder <a href="/blogs/creatief.html">creatief</a>.</p>`,
  },
  {
    title: 'Uitjes met kinderen in Zuid-Holland',
    image: 'castle',
    tags: ['Musea en cultuur', 'Buiten spelen'],
    provinces: ['Zuid-Holland'],
    website: 'https://www.naturalis.nl',
    html: `<p>Zuid-Holland heeft alles voor een dagje uit met kinderen: strand, musea en kastelen liggen dicht bij elkaar.</p>
<h2>Aan de kust</h2>
<p>Zandkastelen bouwen, pootje baden en een frietje op de boulevard: de kust is altijd een succes.</p>
<h2>In de steden</h2>
<ul>
<li>Kindermusea waar je overal aan mag komen.</li>
<li>Speurtochten door oude binnensteden.</li>
<li>Jeugdtheater op zondagmiddag.</li>
</ul>
<h2>Kastelen en buitenplaatsen</h2>
<p>Rond de kastelen en buitenplaatsen in de provincie liggen vaak parken en bossen om in te spelen. Sommige hebben in de vakanties rondleidingen of speurtochten speciaal voor kinderen; kijk vooraf op hun website wat er te doen is.</p>
<h2>Natuur en dieren</h2>
<p>Tussen de steden liggen polders, duinen en plassen. In de duinen bij Den Haag en Wassenaar kun je wandelen en speuren naar konijnen, en in het Groene Hart zie je koeien, weidevogels en molens. In Naturalis in Leiden bekijk je dinosaurussen van dichtbij.</p>
<p>Zuid-Holland is druk: vermijd de stranden op zonnige zondagen of ga vroeg. Meer over uitjes naar <a href="/blogs/musea-en-cultuur.html">musea</a> vind je in onze blog.</p>
<p>Alle uitjes vind je op <a href="/kinderuitje/zuid-holland">kinderuitjes in Zuid-Holland</a>.</p>`,
  },
  {
    title: 'Gratis uitjes met kinderen: twaalf ideeën',
    image: 'playground',
    tags: ['Buiten spelen', 'Vakantie'],
    provinces: [],
    website: 'https://www.staatsbosbeheer.nl',
    html: `<p>Een dagje uit hoeft niet veel te kosten. Sterker nog: sommige van de leukste uitjes zijn helemaal gratis. Neem een broodtrommel en een fles water mee, en je bent de hele dag onder de pannen.</p>
<h2>Buiten</h2>
<ul>
<li>Een speeltuin die je nog niet kent, een paar dorpen verderop.</li>
<li>Een natuurspeelplaats in het bos, met water, zand en boomstammen.</li>
<li>Hutten bouwen of een blotevoetenpad in een natuurgebied.</li>
<li>De kinderboerderij: vaak gratis, soms met een donatiepot.</li>
<li>Het strand of een zwemmeer in de zomer.</li>
<li>Vliegeren op de dijk als het een beetje waait.</li>
</ul>
<h2>Binnen</h2>
<ul>
<li>De bibliotheek, met voorleesuurtjes en spelletjes.</li>
<li>Een museum: in sommige musea betalen kinderen niets.</li>
<li>Een open dag bij de brandweer, een boerderij of een haven.</li>
</ul>
<h2>In de buurt</h2>
<ul>
<li>Een zelfgemaakte speurtocht door de eigen wijk.</li>
<li>Een picknick in het park, met een bal en een kleed.</li>
<li>Vogels kijken met een verrekijker en een zoekkaart.</li>
</ul>
<p>Natuurorganisaties zoals Staatsbosbeheer en Natuurmonumenten hebben op veel plekken natuurspeelplaatsen, waar kinderen vrij mogen spelen en vies mogen worden. Neem dus reservekleding mee. In de schoolvakanties zijn er bovendien veel gratis activiteiten in wijkcentra en bibliotheken.</p>
<p>Kijk in de <a href="/agenda">agenda</a> voor gratis activiteiten bij jou in de buurt, en lees meer over <a href="/blogs/buiten-spelen.html">buiten spelen</a>.</p>`,
  },
  {
    title: 'Met je baby op stap: de eerste uitjes',
    image: 'farm',
    tags: ['Kleine kinderen', 'Musea en cultuur'],
    provinces: [],
    website: 'https://www.ns.nl',
    html: `<p>Met een baby op pad gaan voelt de eerste keer als een expeditie. De tas zit vol luiers, flesjes en reservekleding, en toch vergeet je iets. Gelukkig zijn baby’s makkelijker mee te nemen dan je denkt, zeker in de eerste maanden, als ze nog veel slapen.</p>
<h2>Uitjes die goed werken</h2>
<ul>
<li><strong>Een museum</strong>: rustig en overdekt, en met je baby in de draagzak loop je in je eigen tempo rond. Veel musea hebben een verschoontafel en een rustige plek om te voeden.</li>
<li><strong>Een wandeling in het bos</strong>: met een draagzak kom je ook op paden waar een kinderwagen niet kan komen.</li>
<li><strong>Een kinderboerderij</strong>: vanaf een maand of zes kijkt je baby de ogen uit bij de dieren.</li>
<li><strong>Babyzwemmen</strong>: veel zwembaden hebben speciale uren met extra warm water.</li>
</ul>
<h2>De tas</h2>
<ul>
<li>Luiers, doekjes en een verschoonmatje.</li>
<li>Reservekleding, voor de baby én voor jezelf.</li>
<li>Voeding, en een voedingsdoek of iets om de fles op te warmen.</li>
<li>Een zonnehoedje in de zomer, een muts in de winter.</li>
</ul>
<h2>Met de trein</h2>
<p>Reis buiten de spits: dan is er plek voor de kinderwagen en stap je rustig in. Controleer vooraf of de stations op je route een lift hebben.</p>
<p>Plan het uitje rond voedingen en dutjes en houd het kort: twee uur is een mooie start. Meer tips voor uitjes met <a href="/blogs/kleine-kinderen.html">kleine kinderen</a> vind je in onze blog, en uitjes bij jou in de buurt op <a href="/kinderuitje">kinderuitjes</a>.</p>`,
  },
  {
    title: 'Kindermusea: kijken met je handen',
    image: 'museum',
    tags: ['Musea en cultuur', 'Regenachtige dag'],
    provinces: [],
    website: 'https://www.museumkaart.nl',
    html: `<p>‘Niet aankomen’ is in een kindermuseum juist de uitzondering. Hier mogen kinderen duwen, draaien, bouwen en uitproberen. Dat maakt een museumbezoek voor jonge bezoekers net zo spannend als een pretpark, en op regenachtige dagen is het een uitkomst.</p>
<h2>Wat kun je verwachten?</h2>
<ul>
<li><strong>Wetenschapsmusea</strong>: proefjes met water, licht, geluid en elektriciteit.</li>
<li><strong>Natuurhistorische musea</strong>: skeletten van dinosaurussen, insecten en opgezette dieren van dichtbij.</li>
<li><strong>Kunstmusea met een kinderroute</strong>: een zoekkaart of speurtocht langs de schilderijen.</li>
<li><strong>Openluchtmusea</strong>: oude ambachten, boerderijen en trams waar je echt in mag.</li>
</ul>
<h2>Tips voor een museumdag</h2>
<ol>
<li>Kijk vooraf op de website welke zalen geschikt zijn voor de leeftijd van je kinderen.</li>
<li>Ga vroeg op de dag of buiten de vakanties, dan is het rustiger.</li>
<li>Plan een pauze: na een uur of anderhalf is de energie op.</li>
<li>Laat kinderen zelf kiezen wat ze willen zien. Liever drie zalen goed dan tien half.</li>
</ol>
<h2>Voordeliger naar het museum</h2>
<p>Kinderen betalen in veel musea minder of niets. Met een Museumkaart kunnen kinderen en volwassenen bij een groot aantal musea zonder extra kosten naar binnen; voor gezinnen die vaker gaan, is die vaak snel terugverdiend. Kijk op de website van de Museumkaart welke musea meedoen.</p>
<p>Bekijk musea voor kinderen in het <a href="/uitjes">overzicht</a> en lees meer over uitjes naar <a href="/blogs/musea-en-cultuur.html">musea</a>.</p>`,
  },
  {
    title: 'Een kinderfeestje thuis: een plan voor twee uur',
    image: 'party',
    tags: ['Kinderfeestje', 'Creatief'],
    provinces: [],
    website: 'https://www.voedingscentrum.nl',
    html: `<p>Een feestje thuis is goedkoop, vertrouwd en kan net zo leuk zijn als een feest op een speciale locatie. Het geheim is een strak plan: kinderen die niet weten wat er komt, gaan zelf iets verzinnen, en dat is meestal rennen en gillen.</p>
<h2>Het draaiboek</h2>
<ol>
<li><strong>Het eerste kwartier</strong>: ontvangst met limonade en een knutseltafel voor wie vroeg is.</li>
<li><strong>Daarna</strong>: cadeautjes uitpakken, in een kring.</li>
<li><strong>Een half uur</strong>: de hoofdactiviteit, bijvoorbeeld een knutselproject rond het thema.</li>
<li><strong>Pauze</strong>: taart of een traktatie.</li>
<li><strong>Een half uur</strong>: spelletjes, binnen of in de tuin.</li>
<li><strong>Het laatste kwartier</strong>: rustig afsluiten met een verhaal tot de ouders komen.</li>
</ol>
<h2>Knutselideeën</h2>
<ul>
<li>Kroontjes of maskers versieren.</li>
<li>Een eigen T-shirt of tasje beschilderen met textielverf.</li>
<li>Cupcakes versieren, die de kinderen mee naar huis nemen.</li>
<li>Een sleutelhanger van strijkkralen maken.</li>
</ul>
<h2>Spelletjes</h2>
<p>Stoelendans, zaklopen, spijkerpoepen en een ballonnenrace werken nog steeds. Zorg dat er geen echte verliezers zijn: een klein prijsje voor iedereen voorkomt tranen.</p>
<p>Vraag ouders vooraf naar allergieën en zet de eindtijd duidelijk op de uitnodiging. Meer tips lees je onder <a href="/blogs/kinderfeestje.html">kinderfeestje</a> en <a href="/blogs/creatief.html">creatief</a>. Liever toch naar een locatie? Kijk dan bij <a href="/kinderfeestje">kinderfeestje</a>.</p>`,
  },
  {
    title: 'Uitjes met kinderen in Gelderland: Veluwe, dieren en avontuur',
    image: 'zoo',
    tags: ['Dieren', 'Buiten spelen'],
    provinces: ['Gelderland'],
    website: 'https://www.hogeveluwe.nl',
    html: `<p>Gelderland is een van de grootste provincies van Nederland, en voor gezinnen een van de leukste. Bossen en heide op de Veluwe, rivieren en uiterwaarden in het Rivierengebied en een paar bekende dierenparken: je kunt er weken vooruit.</p>
<h2>De Veluwe</h2>
<p>Op de Veluwe leven edelherten, wilde zwijnen en reeën. Met een beetje geluk zie je ze in de schemering vanaf een uitkijkpost. In Nationaal Park De Hoge Veluwe fiets je op de bekende witte fietsen door het park. En er zijn volop speelbossen waar kinderen mogen klimmen en hutten bouwen.</p>
<h2>Dieren kijken</h2>
<ul>
<li>In Arnhem vind je een groot dierenpark met verschillende natuurgebieden, van woestijn tot regenwoud.</li>
<li>In Apeldoorn ligt een park dat bekendstaat om zijn apen, die vrij tussen de bezoekers rondlopen.</li>
<li>Overal in de provincie zijn kinderboerderijen en zorgboerderijen waar kinderen mogen helpen.</li>
</ul>
<h2>Geschiedenis om aan te raken</h2>
<p>In het openluchtmuseum bij Arnhem stap je in oude huizen, boerderijen en een tram. Kinderen spelen er zoals vroeger en zien hoe mensen vroeger woonden en werkten.</p>
<h3>Praktisch</h3>
<ul>
<li>Neem een verrekijker mee voor de dieren op de Veluwe.</li>
<li>Houd honden aangelijnd in natuurgebieden, zeker in het voorjaar.</li>
</ul>
<p>Alle uitjes vind je op <a href="/kinderuitje/gelderland">kinderuitjes in Gelderland</a>. Meer over uitjes met <a href="/blogs/dieren.html">dieren</a> lees je in onze blog.</p>`,
  },
  {
    title: 'Herfstvakantie in Zuid-Limburg: grotten, heuvels en kastelen',
    image: 'castle',
    tags: ['Vakantie', 'Buiten spelen'],
    provinces: ['Limburg'],
    website: 'https://www.visitzuidlimburg.nl',
    html: `<p>In de herfstvakantie is Zuid-Limburg op zijn mooist. De bossen kleuren, de heuvels zijn perfect voor een wandeling en als het regent, duik je gewoon onder de grond. Een paar dagen weg voelt hier als een echte vakantie.</p>
<h2>Onder de grond</h2>
<p>In Valkenburg en Maastricht liggen kilometers aan gangen in de mergel. Bij een rondleiding met gids hoor je verhalen over de mensen die er vroeger werkten en schuilden. Sommige grotten hebben een speciale tocht voor kinderen. Het is er het hele jaar koel, dus neem een trui mee.</p>
<h2>Buiten</h2>
<ul>
<li>Wandelen door het Heuvelland, met korte routes voor kinderbenen.</li>
<li>Met de kabelbaan in Valkenburg naar een uitzichtpunt.</li>
<li>Een speurtocht rond een kasteelruïne.</li>
<li>Appels of peren plukken bij een fruitteler, als het seizoen het toelaat.</li>
</ul>
<h2>Binnen bij slecht weer</h2>
<p>Naast de grotten zijn er zwembaden, musea en binnenspeeltuinen. In Maastricht kun je na een regenbui opwarmen met een stuk vlaai en warme chocolademelk.</p>
<h3>Plannen</h3>
<p>De herfstvakantie valt niet overal in Nederland in dezelfde week. Kijk welke regio’s tegelijk vrij hebben, dan weet je wanneer het drukker is. Boek een vakantiehuisje of hotel op tijd.</p>
<p>Alle uitjes vind je op <a href="/kinderuitje/limburg">kinderuitjes in Limburg</a>. Meer tips voor de <a href="/blogs/vakantie.html">vakantie</a> lees je in onze blog.</p>`,
  },
  {
    title: 'Met kinderen naar het wad: zeehonden, wadlopen en eilanden',
    image: 'beach',
    tags: ['Dieren', 'Vakantie'],
    provinces: ['Friesland', 'Groningen'],
    website: 'https://www.zeehondencentrum.nl',
    html: `<p>Het Waddengebied is een van de bijzonderste natuurgebieden ter wereld, en voor kinderen een grote speeltuin. Ze zien er zeehonden, vogels en krabben, en ontdekken hoe de zee twee keer per dag verdwijnt en weer terugkomt.</p>
<h2>Zeehonden</h2>
<p>In Pieterburen, in het noorden van Groningen, worden zieke en verzwakte zeehonden opgevangen. Kinderen zien er hoe de dieren worden verzorgd voordat ze terug naar zee gaan. Vanaf de eilanden en de kust varen boten naar zandplaten waar zeehonden liggen te zonnen.</p>
<h2>Wadlopen</h2>
<p>Een tocht over de drooggevallen zeebodem is een avontuur. Voor kinderen zijn er korte tochten met een gids, waarbij je wormen, schelpen en garnalen zoekt. Lange oversteken naar een eiland zijn alleen geschikt voor oudere kinderen met een goede conditie. Ga nooit zonder gids: het water komt sneller terug dan je denkt.</p>
<h2>Naar een eiland</h2>
<ul>
<li>Ameland en Terschelling hebben lange stranden en fietspaden door de duinen.</li>
<li>Op Schiermonnikoog en Vlieland mogen bezoekers hun auto niet meenemen, wat het er lekker rustig maakt.</li>
<li>Op de meeste eilanden vind je een natuurcentrum met uitleg over het wad.</li>
</ul>
<h3>Praktisch</h3>
<p>Neem laarzen of oude sportschoenen mee voor het wad, en een windjack. Kijk voor de overtocht naar de dienstregeling van de boot en reserveer in de vakanties op tijd.</p>
<p>Alle uitjes vind je op <a href="/kinderuitje/friesland">kinderuitjes in Friesland</a> en <a href="/kinderuitje/groningen">kinderuitjes in Groningen</a>. Meer over uitjes met <a href="/blogs/dieren.html">dieren</a> lees je in onze blog.</p>`,
  },
  {
    title: 'Kinderfeestje op de kinderboerderij of in het dierenpark',
    image: 'farm',
    tags: ['Kinderfeestje', 'Dieren'],
    provinces: [],
    website: 'https://www.natuurmonumenten.nl',
    html: `<p>Dieren voeren, konijnen aaien en eieren rapen: voor veel kinderen is een feestje tussen de dieren het mooiste wat er is. Kinderboerderijen en dierenparken spelen daar steeds vaker op in met speciale arrangementen.</p>
<h2>Op de kinderboerderij</h2>
<p>Een feestje op de kinderboerderij is ideaal voor jonge kinderen, van een jaar of drie tot zeven. Vaak hoort er een rondleiding bij, helpen de kinderen met voeren of borstelen ze een pony. Sommige boerderijen hebben een eigen feestruimte met limonade en pannenkoeken.</p>
<ul>
<li>Vraag wat de kinderen precies mogen doen met de dieren.</li>
<li>Laat iedereen laarzen of oude schoenen aantrekken.</li>
<li>Zorg dat iedereen na het aaien goed de handen wast, zeker vóór het eten.</li>
</ul>
<h2>In het dierenpark</h2>
<p>Oudere kinderen vinden een feest in een dierenpark spannend, zeker met een speurtocht of een kijkje achter de schermen bij de verzorgers. Zulke arrangementen zijn populair en moet je vaak ruim vooruit boeken. Reken op meer kosten dan bij een kinderboerderij, omdat je voor elk kind entree betaalt.</p>
<h2>Waar let je op?</h2>
<ul>
<li>Zijn er kinderen met een allergie voor dieren of hooi?</li>
<li>Is er een overdekte plek als het regent?</li>
<li>Hoeveel begeleiders heb je nodig? Reken op één volwassene per vier of vijf kinderen.</li>
</ul>
<p>Bekijk locaties voor een <a href="/kinderfeestje">kinderfeestje</a> bij jou in de buurt, en lees meer artikelen over het <a href="/blogs/kinderfeestje.html">kinderfeestje</a> en uitjes met <a href="/blogs/dieren.html">dieren</a>.</p>`,
  },
  {
    title: 'Uitjes met kinderen in Noord-Holland: musea, duinen en molens',
    image: 'museum',
    tags: ['Musea en cultuur', 'Buiten spelen'],
    provinces: ['Noord-Holland'],
    website: 'https://www.nemosciencemuseum.nl',
    html: `<p>Noord-Holland heeft voor gezinnen een enorme keus. Amsterdam met zijn musea, de duinen en stranden aan de kust, molens en kaasmarkten in het noorden: je kunt er elk weekend iets nieuws doen.</p>
<h2>Musea in Amsterdam</h2>
<ul>
<li>In het wetenschapsmuseum in het groene gebouw bij het Oosterdok doen kinderen zelf proefjes.</li>
<li>In het Rijksmuseum zijn er speurtochten en familierondleidingen langs de schilderijen.</li>
<li>In het Scheepvaartmuseum gaan kinderen aan boord van een nagebouwd VOC-schip.</li>
</ul>
<p>Amsterdam is druk; ga vroeg of kies een doordeweekse dag in de vakantie. Reserveer musea vooraf, want veel werken met tijdsloten.</p>
<h2>Duinen en strand</h2>
<p>In Nationaal Park Zuid-Kennemerland en de duinen bij Bergen en Castricum kun je wandelen, fietsen en speuren naar wilde dieren. In een deel van de duinen leven zelfs wisenten, al zie je ze niet vaak. Zandvoort, Bloemendaal en Egmond zijn populaire stranden voor een dagje zee.</p>
<h2>Molens, kaas en dijken</h2>
<p>Bij de Zaanse Schans staan de molens dicht bij elkaar en zie je hoe er vroeger gewerkt werd. In Alkmaar is in het voorjaar en de zomer de kaasmarkt, waar kinderen de kaasdragers aan het werk zien. Fietsen over de dijk naar Marken is een mooie dagtocht voor oudere kinderen.</p>
<p>Alle uitjes vind je op <a href="/kinderuitje/noord-holland">kinderuitjes in Noord-Holland</a>. Meer over uitjes naar <a href="/blogs/musea-en-cultuur.html">musea</a> lees je in onze blog.</p>`,
  },
];

export const BLOG_LISTS: Record<'company' | 'de' | 'kids', BlogArticle[]> = { company: COMPANY, de: GERMAN, kids: KIDS };
