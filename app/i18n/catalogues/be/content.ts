import { content as nl } from '../nl/content.ts';

/**
 * Texts of the content and contact screens: blogs, helpdesk, advertise, newsletter, about (decision 040), with
 * Belgian wording where it differs (uitstap, not uitje). Be is a company brand: the kids variants stay nl's.
 */
export const content: typeof nl = {
  ...nl,
  blogs: {
    ...nl.blogs,
    header: {
      ...nl.blogs.header,
      title: {
        ...nl.blogs.header.title,
        company: 'Blogs over bedrijfsuitstappen en teambuilding',
      },
      intro: {
        ...nl.blogs.header.intro,
        company: 'Ideeën, tips en achtergronden voor wie een bedrijfsuitstap, personeelsfeest of teamdag organiseert.',
      },
    },
    meta: {
      ...nl.blogs.meta,
      title: {
        ...nl.blogs.meta.title,
        company: 'Blogs over bedrijfsuitstappen, teamuitstappen en teambuilding',
      },
      description: {
        ...nl.blogs.meta.description,
        company:
          'Lees onze blogs over bedrijfsuitstappen, personeelsuitstappen en teambuilding: praktische tips voor het organiseren van een geslaagde uitstap met collega’s, van budget en locatie tot programma en vervoer.',
      },
    },
  },
  blog: {
    ...nl.blog,
    related: {
      ...nl.blog.related,
      title: 'Relevante uitstappen',
    },
  },
  newsletter: {
    ...nl.newsletter,
    meta: {
      ...nl.newsletter.meta,
      title: {
        ...nl.newsletter.meta.title,
        company: 'Nieuwsbrief met de leukste bedrijfsuitstappen',
      },
      description: {
        ...nl.newsletter.meta.description,
        company: 'Meld je aan voor onze nieuwsbrief en ontvang eens in de drie weken nieuwe bedrijfsuitstappen, teambuildingideeën en acties in je mailbox.',
      },
    },
    header: {
      ...nl.newsletter.header,
      intro: {
        ...nl.newsletter.header.intro,
        company: 'Nieuwe uitstappen en ideeën voor je team, zo in je mailbox.',
      },
    },
    section: {
      ...nl.newsletter.section,
      title: {
        ...nl.newsletter.section.title,
        company: 'Blijf op de hoogte van nieuwe bedrijfsuitstappen',
      },
      intro: {
        ...nl.newsletter.section.intro,
        company:
          'Op zoek naar inspiratie voor de volgende teamuitstap of personeelsfeest? Onze nieuwsbrief zet de nieuwste uitstappen en ideeën voor je op een rij.',
      },
      point1: {
        ...nl.newsletter.section.point1,
        company: 'Nieuwe uitstappen en teambuildingactiviteiten',
      },
      point2: {
        ...nl.newsletter.section.point2,
        company: 'Tips voor het organiseren van je uitstap',
      },
    },
  },
  helpdesk: {
    ...nl.helpdesk,
    meta: {
      ...nl.helpdesk.meta,
      description: {
        ...nl.helpdesk.meta.description,
        company:
          'Antwoorden op veelgestelde vragen over het aanvragen van een bedrijfsuitstap: prijzen, meer informatie, telefonisch contact en hulp bij het kiezen.',
      },
    },
    faq: {
      ...nl.helpdesk.faq,
      price: {
        ...nl.helpdesk.faq.price,
        question: {
          ...nl.helpdesk.faq.price.question,
          company: 'Wat kost een bedrijfsuitstap?',
        },
        answer: {
          ...nl.helpdesk.faq.price.answer,
          company:
            'De prijs verschilt per aanbieder en hangt af van het aantal personen, de duur en de wensen van je groep. Vraag via de pagina van een uitstap vrijblijvend een offerte aan; de aanbieder stuurt je een prijs op maat.',
        },
      },
      moreInfo: {
        ...nl.helpdesk.faq.moreInfo,
        question: {
          ...nl.helpdesk.faq.moreInfo.question,
          company: 'Hoe krijg ik meer informatie over een uitstap?',
        },
        answer: {
          ...nl.helpdesk.faq.moreInfo.answer,
          company:
            'Vul op de pagina van de uitstap het offerteformulier in. Je aanvraag gaat rechtstreeks naar de aanbieder, die contact met je opneemt met meer informatie.',
        },
      },
      phone: {
        ...nl.helpdesk.faq.phone,
        answer: {
          ...nl.helpdesk.faq.phone.answer,
          company: 'Ja. Op de pagina van een uitstap staat een knop om het telefoonnummer van de aanbieder te tonen, zodat je direct contact kunt opnemen.',
        },
      },
      help: {
        ...nl.helpdesk.faq.help,
        question: {
          ...nl.helpdesk.faq.help.question,
          company: 'Kunnen jullie helpen met het kiezen van een uitstap?',
        },
      },
    },
  },
  agenda: {
    ...nl.agenda,
    meta: { ...nl.agenda.meta, title: 'Agenda met uitstappen en evenementen voor kinderen' },
    filters: { ...nl.agenda.filters, show: 'Toon uitstappen' },
  },
  advertise: {
    ...nl.advertise,
    meta: {
      ...nl.advertise.meta,
      description: {
        ...nl.advertise.meta.description,
        company:
          'Adverteer met uw bedrijfsuitstap of teambuildingactiviteit op ons platform: tot wel 8.000 bezoekers per dag, voor 35 euro excl. btw per maand, met elke drie maanden een rapportage.',
      },
    },
    header: {
      ...nl.advertise.header,
      intro: {
        ...nl.advertise.header.intro,
        company: 'Laat bedrijven en teams uw uitstap vinden.',
      },
    },
    text: {
      ...nl.advertise.text,
      title: {
        ...nl.advertise.text.title,
        company: 'Uw bedrijfsuitstap in ons overzicht',
      },
      intro: {
        ...nl.advertise.text.intro,
        company:
          'Organiseert u bedrijfsuitstappen, teamuitstappen of teambuilding? Met een advertentie op ons platform bereikt u iedere dag organisatoren die op zoek zijn naar een uitstap voor hun collega’s.',
      },
    },
  },
  about: {
    ...nl.about,
    meta: {
      ...nl.about.meta,
      description: {
        ...nl.about.meta.description,
        company:
          'Wie wij zijn: het overzicht van bedrijfsuitstappen, teamuitstappen en teambuilding. Lees hoe het werkt, hoe we met je gegevens omgaan en hoe je contact met ons opneemt.',
      },
    },
    description: {
      ...nl.about.description,
      intro: {
        ...nl.about.description.intro,
        company:
          'Wij helpen organisatoren van bedrijfsuitstappen, personeelsuitstappen en teamdagen aan de juiste uitstap. In ons overzicht staan activiteiten van aanbieders uit het hele land, van workshops en sportieve uitdagingen tot culinaire dagen en complete programma’s.',
      },
      free: 'Ons overzicht is gratis te gebruiken. Aanbieders betalen voor hun vermelding; dat heeft geen invloed op de volgorde waarin je de uitstappen ziet.',
    },
    privacy: {
      ...nl.about.privacy,
      use: 'We gebruiken die gegevens alleen om je aanvraag af te handelen: een offerteaanvraag gaat naar de aanbieder van de uitstap, een vraag naar ons team. We verkopen je gegevens niet aan anderen.',
    },
  },
};
