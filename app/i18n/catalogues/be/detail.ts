import { detail as nl } from '../nl/detail.ts';

/** Texts of the activity detail and the organisation screens: the nl texts with Belgian wording where it differs. */
export const detail: typeof nl = {
  ...nl,
  contactForm: {
    ...nl.contactForm,
    intro: 'Vul het formulier in; de aanbieder neemt binnen enkele minuten contact met u op.',
    success: {
      title: 'Bedankt voor uw aanvraag!',
      message: 'De aanbieder ontvangt uw aanvraag en neemt zo snel mogelijk contact met u op. U krijgt een bevestiging per e-mail.',
    },
  },
  activityDetail: {
    ...nl.activityDetail,
    tabs: {
      ...nl.activityDetail.tabs,
      label: 'Over deze uitstap',
    },
    others: {
      ...nl.activityDetail.others,
      title: 'Meer uitstappen van {{name}}',
      showAll_one: 'Toon alle {{count}} uitstappen',
      showAll_other: 'Toon alle {{count}} uitstappen',
    },
  },
  organisations: {
    ...nl.organisations,
    intro: 'Alle aanbieders en hun uitstappen op een rij.',
    activities_one: '{{count}} uitstap',
    activities_other: '{{count}} uitstappen',
    detailIntro: 'Alle uitstappen van {{name}}.',
    noActivities: 'Deze aanbieder heeft op dit moment geen uitstappen.',
  },
};
