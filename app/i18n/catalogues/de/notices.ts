import type { notices as nl } from '../nl/notices.ts';

/** The pages of refused page posts (server/middleware; the server's only, like head.ts). */
export const notices: typeof nl = {
  notices: {
    unavailable: {
      title: 'Einen Moment bitte',
      text: 'Die Website ist gleich wieder erreichbar. Bitte versuchen Sie es in ein paar Sekunden erneut.',
      back: 'Erneut versuchen',
    },
    pageTooLarge: {
      title: 'Formular zu groß',
      text: 'Das Formular ist zu groß zum Senden (mehr als 8 MB). Bitte wählen Sie ein kleineres Bild (höchstens 2 MB) und versuchen Sie es erneut.',
      back: 'Zurück zum Formular',
    },
    formUnreadable: {
      title: 'Formular nicht lesbar',
      text: 'Dieses Formular konnte nicht gelesen werden. Bitte füllen Sie es auf der Seite selbst aus und senden Sie es erneut.',
      back: 'Zurück zum Formular',
    },
    crossSite: {
      title: 'Formular einer anderen Website',
      text: 'Dieses Formular wurde von einer anderen Website gesendet. Bitte füllen Sie es auf unserer eigenen Seite aus.',
      back: 'Zum Formular',
    },
    rateLimited: {
      title: 'Bitte kurz warten',
      text: 'Von dieser Adresse wurden in kurzer Zeit viele Formulare gesendet. Bitte warten Sie eine Minute und senden Sie das Formular dann erneut.',
      back: 'Zurück zum Formular',
    },
    invalidCharacter: {
      title: 'Ungültiges Zeichen',
      text: 'Das Feld „{{field}}“ enthält ein Zeichen, das nicht gespeichert werden kann. Bitte ändern Sie es und versuchen Sie es erneut.',
      back: 'Zurück',
    },
  },
};
