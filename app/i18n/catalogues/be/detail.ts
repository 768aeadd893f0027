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
};
