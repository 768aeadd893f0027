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
    leadAnswer: {
      subject: 'Antwoord van {{organisationName}} op uw offerteaanvraag voor {{activityTitle}}',
      intro: 'Beste {{name}},\n\n{{organisationName}} antwoordde op uw offerteaanvraag voor "{{activityTitle}}" via {{platformName}}:',
      replyHint: 'Wil u reageren? Antwoord op deze e-mail; uw antwoord gaat rechtstreeks naar {{organisationName}}.',
    },
    leadReminder: nl.mails.leadReminder,
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
