/**
 * The mails the site sends (quote requests, contact messages, event submissions): the server's only,
 * never loaded in the browser (like head.ts). `{{name}}` placeholders are filled when a mail is rendered.
 */
export const mails = {
  mails: {
    closing: 'Met vriendelijke groet,\n{{platformName}}',
    quote: {
      providerSubject: 'Offerteaanvraag voor {{activityTitle}} via {{platformName}}',
      providerIntro:
        'Beste aanbieder,\n\nVia {{platformName}} ({{platformDomain}}) is een offerteaanvraag binnengekomen voor "{{activityTitle}}". Beantwoord deze mail om de aanvrager direct te bereiken.',
      confirmationSubject: 'Uw offerteaanvraag voor {{activityTitle}}',
      confirmationIntro:
        'Beste {{name}},\n\nBedankt voor uw offerteaanvraag voor "{{activityTitle}}" via {{platformName}}. De aanbieder ontvangt uw aanvraag en neemt zo snel mogelijk contact met u op.',
      reference: 'Kenmerk: offerte {{id}}',
      labels: {
        name: 'Naam',
        gender: 'Aanhef',
        company: 'Bedrijf',
        email: 'E-mail',
        phone: 'Telefoon',
        persons: 'Aantal personen',
        date: 'Geplande datum',
        address: 'Adres',
        zipcode: 'Postcode',
        city: 'Plaats',
        remark: 'Opmerking',
        reference: 'Referentie',
      },
      gender: { man: 'Dhr.', vrouw: 'Mevr.' },
    },
    contact: {
      type: { Question: 'Vraag', Ad: 'Adverteren' },
      teamSubject: '{{type}} van {{name}}{{company}}',
      teamIntro: 'Via het contactformulier van {{platformName}} kwam dit bericht binnen. Beantwoord deze mail om de afzender te bereiken.',
      confirmationSubject: 'We hebben uw bericht ontvangen - {{platformName}}',
      confirmationIntro: 'Beste {{name}},\n\nBedankt voor uw bericht. We nemen zo snel mogelijk contact met u op.',
      reference: 'Kenmerk: bericht {{id}}',
      labels: { name: 'Naam', company: 'Bedrijf', email: 'E-mail', phone: 'Telefoon', remark: 'Bericht' },
    },
    event: {
      subject: 'Nieuw evenement aangemeld: {{title}}',
      intro: 'Via de agenda van {{platformName}} is een evenement aangemeld. Het staat inactief klaar voor controle (evenement {{eventId}}).',
      labels: {
        title: 'Titel',
        startDate: 'Startdatum',
        endDate: 'Einddatum',
        website: 'Website',
        description: 'Beschrijving',
        image: 'Afbeelding',
        name: 'Naam',
        company: 'Bedrijf',
        email: 'E-mail',
        iban: 'IBAN',
        address: 'Adres',
        zipcode: 'Postcode',
        city: 'Stad',
        province: 'Provincie',
      },
    },
  },
};
