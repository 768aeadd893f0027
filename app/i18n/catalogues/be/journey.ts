import { journey as nlJourney } from '../nl/journey.ts';

/** Texts of the visitor journey screens (issue 5): Flemish Dutch, the nl texts with Belgian wording where it differs. */
export const journey: typeof nlJourney = {
  ...nlJourney,
  home: {
    ...nlJourney.home,
    hero: {
      ...nlJourney.home.hero,
      subtitle: {
        ...nlJourney.home.hero.subtitle,
        company: 'Bedrijfsuitjes, teambuilding en personeelsuitjes van aanbieders in heel België.',
      },
      locationPlaceholder: 'Stad of provincie',
      keywordPlaceholder: 'Bijvoorbeeld escape room of kajakken',
    },
  },
  overview: {
    ...nlJourney.overview,
    subtitle: 'Filter op wat u zoekt en vraag meteen een offerte aan.',
  },
  contactForm: {
    ...nlJourney.contactForm,
    intro: 'Vul het formulier in; de aanbieder neemt binnen enkele minuten contact met u op.',
    success: {
      title: 'Bedankt voor uw aanvraag!',
      message: 'De aanbieder ontvangt uw aanvraag en neemt zo snel mogelijk contact met u op. U krijgt een bevestiging per e-mail.',
    },
  },
};
