import type { mails as nl } from '../nl/mails.ts';

/** The mails the site sends (the server's only, like head.ts). */
export const mails: typeof nl = {
  mails: {
    closing: 'Mit freundlichen Grüßen\n{{platformName}}',
    quote: {
      providerSubject: 'Angebotsanfrage für {{activityTitle}} über {{platformName}}',
      providerIntro:
        'Sehr geehrte Damen und Herren,\n\nüber {{platformName}} ({{platformDomain}}) ist eine Angebotsanfrage für "{{activityTitle}}" eingegangen. Antworten Sie auf diese E-Mail, um die anfragende Person direkt zu erreichen.',
      confirmationSubject: 'Ihre Angebotsanfrage für {{activityTitle}}',
      confirmationIntro:
        'Guten Tag {{name}},\n\nvielen Dank für Ihre Angebotsanfrage für "{{activityTitle}}" über {{platformName}}. Der Anbieter erhält Ihre Anfrage und meldet sich so schnell wie möglich bei Ihnen.',
      reference: 'Referenz: Angebot {{id}}',
      labels: {
        name: 'Name',
        gender: 'Anrede',
        company: 'Firma',
        email: 'E-Mail',
        phone: 'Telefon',
        persons: 'Anzahl Personen',
        date: 'Geplantes Datum',
        address: 'Adresse',
        zipcode: 'Postleitzahl',
        city: 'Ort',
        remark: 'Bemerkung',
        reference: 'Referenz',
      },
      gender: { man: 'Herr', vrouw: 'Frau' },
    },
    contact: {
      type: { Question: 'Frage', Ad: 'Werbung' },
      teamSubject: '{{type}} von {{name}}{{company}}',
      teamIntro: 'Über das Kontaktformular von {{platformName}} ist diese Nachricht eingegangen. Antworten Sie auf diese E-Mail, um den Absender zu erreichen.',
      confirmationSubject: 'Wir haben Ihre Nachricht erhalten - {{platformName}}',
      confirmationIntro: 'Guten Tag {{name}},\n\nvielen Dank für Ihre Nachricht. Wir melden uns so schnell wie möglich bei Ihnen.',
      reference: 'Referenz: Nachricht {{id}}',
      labels: { name: 'Name', company: 'Firma', email: 'E-Mail', phone: 'Telefon', remark: 'Nachricht' },
    },
    event: {
      subject: 'Neue Veranstaltung eingereicht: {{title}}',
      intro: 'Über den Kalender von {{platformName}} wurde eine Veranstaltung eingereicht. Sie wartet inaktiv auf Prüfung (Veranstaltung {{eventId}}).',
      labels: {
        title: 'Titel',
        startDate: 'Beginn',
        endDate: 'Ende',
        website: 'Website',
        description: 'Beschreibung',
        image: 'Bild',
        name: 'Name',
        company: 'Firma',
        email: 'E-Mail',
        iban: 'IBAN',
        address: 'Adresse',
        zipcode: 'Postleitzahl',
        city: 'Ort',
        province: 'Bundesland',
      },
    },
  },
};
