import { mails as nl } from '../nl/mails.ts';

/** The mails the site sends, with Belgian wording where it differs (the server's only, like head.ts). */
export const mails: typeof nl = {
  mails: {
    closing: 'Met vriendelijke groeten,\n{{platformName}}',
    quote: {
      ...nl.mails.quote,
      providerIntro:
        'Beste aanbieder,\n\nVia {{platformName}} ({{platformDomain}}) kwam een offerteaanvraag binnen voor "{{activityTitle}}". Antwoord op deze mail om de aanvrager rechtstreeks te bereiken.',
      labels: { ...nl.mails.quote.labels, gender: 'Aanspreking', city: 'Gemeente' },
    },
    newsletter: nl.mails.newsletter,
    contact: {
      ...nl.mails.contact,
      teamIntro: 'Via het contactformulier van {{platformName}} kwam dit bericht binnen. Antwoord op deze mail om de afzender te bereiken.',
    },
    event: {
      ...nl.mails.event,
      intro: 'Via de agenda van {{platformName}} werd een evenement aangemeld. Het staat inactief klaar voor controle (evenement {{eventId}}).',
      labels: { ...nl.mails.event.labels, city: 'Gemeente' },
    },
    review: nl.mails.review,
    eventReview: nl.mails.eventReview,
    submissionReview: nl.mails.submissionReview,
    accounts: nl.mails.accounts,
    notifications: nl.mails.notifications,
  },
};
