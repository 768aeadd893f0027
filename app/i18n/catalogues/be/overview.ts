import { overview as nl } from '../nl/overview.ts';

/** Texts of the activity overview, its filters and cards: the nl texts with Belgian wording where it differs (uitstap, not uitje). */
export const overview: typeof nl = {
  ...nl,
  overview: {
    ...nl.overview,
    title: 'Alle uitstappen',
    subtitle: 'Filter op wat u zoekt en vraag meteen een offerte aan.',
    count_one: '{{formatted}} uitstap',
    count_other: '{{formatted}} uitstappen',
    found_one: '{{formatted}} uitstap gevonden',
    found_other: '{{formatted}} uitstappen gevonden',
    resultsLabel: 'Uitstappen',
    benefits: {
      ...nl.overview.benefits,
      unique: {
        ...nl.overview.benefits.unique,
        text: 'Uitstappen die je nergens anders vindt.',
      },
    },
    about: {
      ...nl.overview.about,
      text: 'Wij helpen je graag de juiste uitstap te vinden. In onze helpdesk staan antwoorden op de meest gestelde vragen, en je kunt ons daar ook direct een vraag stellen.',
    },
  },
  filters: {
    ...nl.filters,
    personsHint: 'Kies het aantal deelnemers; helemaal links toont uitstappen voor alle groepen.',
  },
  activityCard: {
    ...nl.activityCard,
    button: 'Bekijk uitstap',
    buttonFor: 'Bekijk uitstap {{title}}',
  },
};
