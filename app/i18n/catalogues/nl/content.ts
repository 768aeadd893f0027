/** Texts of the content and contact screens: blogs, helpdesk, advertise, newsletter, about, agenda (decision 040). */
export const content = {
  forms: {
    /** The message of an API answer 400 whose fields carry the texts. */
    checkFields: 'Controleer de gemarkeerde velden.',
    honeypot: 'Laat dit veld leeg',
    optional: 'optioneel',
  },
  blogs: {
    breadcrumb: 'Blogs',
    empty: 'Er zijn nog geen blogs.',
    header: {
      title: { company: 'Blogs over bedrijfsuitjes en teambuilding', kids: 'Blogs over uitjes met kinderen' },
      intro: {
        company: 'Ideeën, tips en achtergronden voor wie een bedrijfsuitje, personeelsfeest of teamdag organiseert.',
        kids: 'Tips en ideeën voor leuke dagen met de kinderen: binnen, buiten, in de vakantie en op het verjaardagsfeestje.',
      },
    },
    meta: {
      title: { company: 'Blogs over bedrijfsuitjes, teamuitjes en teambuilding', kids: 'Blogs over kinderuitjes en familie-uitjes' },
      description: {
        company:
          'Lees onze blogs over bedrijfsuitjes, personeelsuitjes en teambuilding: praktische tips voor het organiseren van een geslaagd uitje met collega’s, van budget en locatie tot programma en vervoer.',
        kids: 'Lees onze blogs over uitjes met kinderen: ideeën voor regenachtige dagen, de schoolvakanties, kinderfeestjes en dagjes uit met het hele gezin, met praktische tips voor ouders.',
      },
    },
  },
  blog: {
    back: 'Terug naar alle blogs',
    related: { title: 'Relevante uitjes' },
    website: 'Lees meer op de website',
    newWindow: 'opent in een nieuw venster',
    tags: 'Onderwerpen',
  },
  blogTag: {
    title: 'Blogs over {{tag}}',
    intro_one: '{{count}} artikel over dit onderwerp.',
    intro_other: '{{count}} artikelen over dit onderwerp.',
    metaTitle: 'Blogs over {{tag}}',
    metaDescription_one: 'Lees ons artikel over {{tag}}: tips en ideeën.',
    metaDescription_other: 'Lees onze {{count}} artikelen over {{tag}}: tips en ideeën.',
  },
  newsletter: {
    meta: {
      title: { company: 'Nieuwsbrief met de leukste bedrijfsuitjes', kids: 'Nieuwsbrief met de leukste kinderuitjes' },
      description: {
        company: 'Meld je aan voor onze nieuwsbrief en ontvang eens in de drie weken nieuwe bedrijfsuitjes, teambuildingideeën en acties in je mailbox.',
        kids: 'Meld je aan voor onze nieuwsbrief en ontvang eens in de drie weken de leukste uitjes, evenementen en acties voor het hele gezin.',
      },
    },
    header: {
      title: { company: 'Nieuwsbrief', kids: 'Nieuwsbrief' },
      intro: { company: 'Nieuwe uitjes en ideeën voor je team, zo in je mailbox.', kids: 'De leukste uitjes met kinderen, zo in je mailbox.' },
    },
    section: {
      title: { company: 'Blijf op de hoogte van nieuwe bedrijfsuitjes', kids: 'Blijf op de hoogte van de leukste kinderuitjes' },
      intro: {
        company:
          'Op zoek naar inspiratie voor het volgende teamuitje of personeelsfeest? Onze nieuwsbrief zet de nieuwste uitjes en ideeën voor je op een rij.',
        kids: 'Wat gaan we doen dit weekend? Onze nieuwsbrief zet nieuwe uitjes, evenementen uit de agenda en ideeën voor de vakantie voor je op een rij.',
      },
      point1: { company: 'Nieuwe uitjes en teambuildingactiviteiten', kids: 'Nieuwe uitjes voor kinderen en gezinnen' },
      point2: { company: 'Tips voor het organiseren van je uitje', kids: 'Evenementen uit onze agenda' },
      point3: { company: 'Acties van aanbieders', kids: 'Ideeën voor de schoolvakanties' },
      frequency: 'De nieuwsbrief verschijnt eens in de drie weken. Afmelden kan altijd met één klik.',
    },
    form: {
      name: 'Naam',
      email: 'E-mailadres',
      submit: 'Aanmelden',
      sending: 'Bezig met aanmelden...',
      sent: 'Aangemeld',
      thanks: 'Bedankt voor je aanmelding! We hebben je een mail gestuurd: bevestig je aanmelding via de link daarin, dan ontvang je de nieuwsbrief.',
      error: 'Er ging iets mis met het aanmelden. Probeer het nog eens.',
    },
    confirm: {
      title: 'Aanmelding bevestigen',
      intro: 'Bevestig hieronder dat je de nieuwsbrief van {{platformName}} wilt ontvangen. Zonder bevestiging sturen we je geen nieuwsbrief.',
      submit: 'Ja, ik wil de nieuwsbrief ontvangen',
      confirmed: 'Bedankt! Je aanmelding is bevestigd; je ontvangt voortaan de nieuwsbrief van {{platformName}}.',
      invalid: 'Deze link is niet (meer) geldig. Misschien heb je je aanmelding al bevestigd; anders kun je je opnieuw aanmelden.',
      again: 'Opnieuw aanmelden',
      metaDescription: 'Bevestig je aanmelding voor de nieuwsbrief van {{platformName}}.',
    },
  },
  questionForm: {
    name: 'Naam',
    email: 'E-mailadres',
    phone: 'Telefoonnummer',
    company: 'Bedrijfsnaam',
    remark: 'Opmerking',
    submit: 'Versturen',
    sent: 'Verzonden',
    success: 'Bedankt voor je bericht. Je ontvangt binnen enkele minuten een bevestiging per e-mail.',
    error: 'Het formulier kon niet worden verzonden. Probeer het later nog eens.',
  },
  helpdesk: {
    meta: {
      title: 'Helpdesk en veelgestelde vragen',
      description: {
        company:
          'Antwoorden op veelgestelde vragen over het aanvragen van een bedrijfsuitje: prijzen, meer informatie, telefonisch contact en hulp bij het kiezen.',
        kids: 'Antwoorden op veelgestelde vragen over kinderuitjes: prijzen en hulp bij het vinden van het juiste uitje voor jouw gezin.',
      },
    },
    header: { title: 'Helpdesk', intro: 'Heb je een vraag? Hier vind je de antwoorden op de meest gestelde vragen.' },
    faq: {
      title: 'Veelgestelde vragen',
      price: {
        question: { company: 'Wat kost een bedrijfsuitje?', kids: 'Wat kost een uitje?' },
        answer: {
          company:
            'De prijs verschilt per aanbieder en hangt af van het aantal personen, de duur en de wensen van je groep. Vraag via de pagina van een uitje vrijblijvend een offerte aan; de aanbieder stuurt je een prijs op maat.',
          kids: 'De prijs verschilt per uitje en per aanbieder. Op de pagina van een uitje vind je de website van de aanbieder met de actuele tarieven en eventuele kortingen voor gezinnen.',
        },
      },
      moreInfo: {
        question: { company: 'Hoe krijg ik meer informatie over een uitje?', kids: 'Hoe krijg ik meer informatie over een uitje?' },
        answer: {
          company:
            'Vul op de pagina van het uitje het offerteformulier in. Je aanvraag gaat rechtstreeks naar de aanbieder, die contact met je opneemt met meer informatie.',
          kids: 'Op de pagina van het uitje vind je de gegevens van de aanbieder.',
        },
      },
      phone: {
        question: { company: 'Kan ik de aanbieder bellen?', kids: 'Kan ik de aanbieder bellen?' },
        answer: {
          company: 'Ja. Op de pagina van een uitje staat een knop om het telefoonnummer van de aanbieder te tonen, zodat je direct contact kunt opnemen.',
          kids: 'Op de pagina van een uitje staat het telefoonnummer van de aanbieder.',
        },
      },
      help: {
        question: { company: 'Kunnen jullie helpen met het kiezen van een uitje?', kids: 'Kunnen jullie helpen met het vinden van een uitje?' },
        answer: {
          company:
            'Zeker. Stel je vraag met het formulier op deze pagina en vertel ons wat je zoekt: het aantal personen, de regio en het budget. We denken graag met je mee.',
          kids: 'Zeker. Stel je vraag met het formulier op deze pagina en vertel ons de leeftijd van de kinderen en de regio. We denken graag met je mee.',
        },
      },
    },
    form: { title: 'Stel je vraag', intro: 'Staat je vraag er niet tussen? Stuur ons een bericht, dan nemen we zo snel mogelijk contact met je op.' },
  },
  agenda: {
    title: 'Agenda',
    meta: {
      title: 'Agenda met uitjes en evenementen voor kinderen',
      description:
        'Wat is er te doen met kinderen? Bekijk de agenda met voorstellingen, workshops, festivals en andere evenementen voor het hele gezin, te zoeken op plaats en datum.',
    },
    filters: {
      label: 'Agenda doorzoeken',
      search: 'Zoeken',
      show: 'Toon uitjes',
      clear: 'Wissen',
      title: 'Zoek op titel',
      titlePlaceholder: 'Bijvoorbeeld: circus',
      city: 'Plaats',
      cityPlaceholder: 'Zoek een plaats',
      from: 'Vanaf',
      to: 'Tot en met',
      openCalendar: 'Kalender openen',
      previousMonth: 'Vorige maand',
      nextMonth: 'Volgende maand',
    },
    results: {
      title: 'Agendapunten',
      count_one: '{{count}} agendapunt gevonden',
      count_other: '{{count}} agendapunten gevonden',
      empty: 'Geen agendapunten gevonden',
    },
    card: { date: 'Datum', website: 'Naar de website', newWindow: 'opent in een nieuw venster' },
    ad: { label: 'Advertentie', text: 'Organiseert u een evenement voor kinderen? Zet het in onze agenda.', link: 'Plaats uw evenement' },
  },
  advertise: {
    meta: {
      title: 'Adverteren',
      description: {
        company:
          'Adverteer met uw bedrijfsuitje of teambuildingactiviteit op ons platform: tot wel 8.000 bezoekers per dag, voor 35 euro excl. btw per maand, met elke drie maanden een rapportage.',
        kids: 'Adverteer met uw kinderuitje of evenement op ons platform: tot wel 8.000 bezoekers per dag, voor 35 euro excl. btw per maand, met elke drie maanden een rapportage.',
      },
    },
    header: {
      title: 'Adverteren',
      intro: { company: 'Laat bedrijven en teams uw uitje vinden.', kids: 'Laat ouders en kinderen uw uitje of evenement vinden.' },
    },
    text: {
      title: { company: 'Uw bedrijfsuitje in ons overzicht', kids: 'Uw kinderuitje in ons overzicht' },
      intro: {
        company:
          'Organiseert u bedrijfsuitjes, teamuitjes of teambuilding? Met een advertentie op ons platform bereikt u iedere dag organisatoren die op zoek zijn naar een uitje voor hun collega’s.',
        kids: 'Heeft u een uitje, attractie of activiteit voor kinderen? Met een advertentie op ons platform bereikt u iedere dag ouders die op zoek zijn naar een leuk dagje uit.',
      },
    },
    claims: {
      visitors: 'Tot wel 8.000 bezoekers per dag',
      price: 'Voor € 35 excl. btw staat uw advertentie maximaal 1 maand online',
      report: 'Elke 3 maanden een rapportage van uw bezoekers, klikken en aanvragen',
    },
    login: { text: 'Adverteert u al bij ons?', link: 'Inloggen voor adverteerders' },
    signUp: { text: 'Nog geen account?', link: 'Meld u aan als aanbieder' },
    form: { title: 'Vraag informatie aan', intro: 'Laat uw gegevens achter, dan nemen we contact met u op over de mogelijkheden.' },
    agenda: {
      title: 'Uw evenement in onze agenda',
      text: 'Bezoekers zoeken in de agenda op plaats en datum naar iets leuks om te doen.',
      button: 'Bekijk de agenda',
    },
    event: {
      title: 'Evenement aanmelden',
      text: 'Organiseert u een voorstelling, workshop, festival of ander evenement voor kinderen? Meld het aan voor onze agenda.',
      open: 'Plaats uw evenement!',
      formTitle: 'Uw evenement',
      formIntro: 'Vul de gegevens van uw evenement in. We bekijken de aanmelding en zetten het evenement daarna in de agenda.',
    },
  },
  eventForm: {
    errors: {
      nameRequired: 'Vul een naam in',
      emailRequired: 'Vul een email in',
      emailInvalid: 'Email adres is niet geldig',
      ibanRequired: 'Vul een IBAN in',
      ibanInvalid: 'IBAN is niet geldig',
      provinceRequired: 'Vul een provincie in',
      cityRequired: 'Vul een stad in',
      addressRequired: 'Vul een straat en huisnummer in',
      zipcodeRequired: 'Vul een postcode in',
      titleRequired: 'Vul een titel in',
      descriptionRequired: 'Vul een beschrijving in',
      websiteRequired: 'Vul een website in',
      startDateRequired: 'Vul een startdatum in',
      endDateInvalid: 'De einddatum ligt voor de startdatum',
      mediaRequired: 'Voeg een afbeelding toe',
      tooLong: 'Deze tekst is te lang',
    },
    you: 'Uw gegevens',
    event: 'Het evenement',
    name: 'Naam',
    companyName: 'Bedrijfsnaam',
    email: 'E-mailadres',
    iban: 'IBAN',
    ibanHint: 'Het rekeningnummer waarvan de advertentiekosten worden afgeschreven, bijvoorbeeld NL91 ABNA 0417 1643 00.',
    title: 'Titel van het evenement',
    description: 'Beschrijving',
    startDate: 'Startdatum',
    endDate: 'Einddatum',
    address: 'Straat en huisnummer',
    zipcode: 'Postcode',
    city: 'Plaats',
    province: 'Provincie',
    provincePlaceholder: 'Selecteer een provincie',
    website: 'Website',
    image: 'Afbeelding',
    imageHint: 'Een .jpg-, .jpeg- of .png-bestand van maximaal 2 MB en minimaal 154 x 50 pixels. Eén bestand.',
    imageReceived: 'Uw afbeelding is ontvangen. Kiest u een ander bestand, dan vervangt dat deze afbeelding.',
    openCalendar: 'Kalender openen',
    previousMonth: 'Vorige maand',
    nextMonth: 'Volgende maand',
    submit: 'Evenement versturen',
    sending: 'Bezig met versturen...',
    success: 'Bedankt! We hebben uw evenement ontvangen. Na controle zetten we het in de agenda.',
  },
  about: {
    meta: {
      title: 'Over ons',
      description: {
        company:
          'Wie wij zijn: het overzicht van bedrijfsuitjes, teamuitjes en teambuilding. Lees hoe het werkt, hoe we met je gegevens omgaan en hoe je contact met ons opneemt.',
        kids: 'Wie wij zijn: het overzicht van uitjes met kinderen en het gezin. Lees hoe het werkt, hoe we met je gegevens omgaan en hoe je contact met ons opneemt.',
      },
    },
    header: { title: 'Over ons' },
    description: {
      title: 'Over {{name}}',
      intro: {
        company:
          'Wij helpen organisatoren van bedrijfsuitjes, personeelsuitjes en teamdagen aan het juiste uitje. In ons overzicht staan activiteiten van aanbieders uit het hele land, van workshops en sportieve uitdagingen tot culinaire dagen en complete programma’s.',
        kids: 'Wij helpen ouders, opa’s, oma’s en oppassen aan een leuk dagje uit met de kinderen. In ons overzicht en onze agenda staan uitjes en evenementen van aanbieders uit het hele land, voor elke leeftijd en elk weer.',
      },
      how: {
        company: 'Zoek op plaats, aantal personen en soort activiteit, en vraag rechtstreeks bij de aanbieder een vrijblijvende offerte aan.',
        kids: 'Zoek op plaats, leeftijd en binnen of buiten, en ga via de pagina van het uitje naar de aanbieder.',
      },
      free: 'Ons overzicht is gratis te gebruiken. Aanbieders betalen voor hun vermelding; dat heeft geen invloed op de volgorde waarin je de uitjes ziet.',
    },
    platforms: { title: 'Onze andere websites' },
    privacy: {
      title: 'Privacy',
      data: 'Vraag je een offerte aan, stel je een vraag of meld je je aan voor de nieuwsbrief, dan bewaren we de gegevens die je daarvoor invult.',
      use: 'We gebruiken die gegevens alleen om je aanvraag af te handelen: een offerteaanvraag gaat naar de aanbieder van het uitje, een vraag naar ons team. We verkopen je gegevens niet aan anderen.',
      rights: 'Wil je weten welke gegevens we van je hebben, of wil je ze laten verwijderen? Mail ons op {{email}}.',
    },
    terms: {
      title: 'Algemene voorwaarden',
      nl: 'Algemene voorwaarden (Nederlands)',
      de: 'Allgemeine Geschäftsbedingungen (Deutsch)',
      fr: 'Conditions générales (français)',
    },
    contact: { title: 'Contact', text: 'Heb je een vraag of opmerking? We horen graag van je.', mail: 'E-mail', phone: 'Telefoon' },
  },
  faqForm: {
    errors: {
      nameRequired: 'Vul uw naam in',
      emailRequired: 'Vul uw e-mailadres in',
      emailInvalid: 'Vul een geldig e-mailadres in',
      phoneRequired: 'Vul uw telefoonnummer in',
      phoneInvalid: 'Vul een geldig telefoonnummer in',
      typeInvalid: 'Kies een vraag of een advertentie',
      tooLong: 'Deze tekst is te lang',
    },
  },
  newsletterForm: {
    errors: {
      nameRequired: 'Vul uw naam in',
      emailRequired: 'Vul uw e-mailadres in',
      emailInvalid: 'Geen valide e-mailadres',
      tooLong: 'Deze tekst is te lang',
    },
  },
  upload: {
    errors: {
      fileRequired: 'Voeg een afbeelding toe',
      oneFile: 'Voeg precies één afbeelding toe',
      tooLarge: 'De afbeelding is groter dan 2 MB',
      wrongType: 'Alleen .jpg-, .jpeg- of .png-afbeeldingen zijn toegestaan',
      tooSmall: 'De afbeelding moet minimaal 154 x 50 pixels zijn',
      tooManyPixels: 'De afbeelding heeft te veel pixels',
      unreadable: 'De afbeelding kan niet worden gelezen',
      dailyLimit: 'Vandaag zijn er vanaf dit adres te veel afbeeldingen geüpload. Probeer het morgen opnieuw',
    },
  },
};
