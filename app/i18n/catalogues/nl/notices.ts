/**
 * The small pages a browser gets when a page post is refused before its route sees it (server/middleware:
 * 400, 403, 413, 415, 429): the server's only, never loaded in the browser (like head.ts).
 */
export const notices = {
  notices: {
    unavailable: {
      title: 'Even geduld',
      text: 'De site is zo weer bereikbaar. Probeer het over een paar seconden opnieuw.',
      back: 'Opnieuw proberen',
    },
    pageTooLarge: {
      title: 'Formulier te groot',
      text: 'Het formulier is te groot om te verzenden (meer dan 8 MB). Kies een kleinere afbeelding (maximaal 2 MB) en probeer het opnieuw.',
      back: 'Terug naar het formulier',
    },
    formUnreadable: {
      title: 'Formulier niet leesbaar',
      text: 'Dit formulier kon niet worden gelezen. Vul het op de pagina zelf in en verstuur het opnieuw.',
      back: 'Terug naar het formulier',
    },
    crossSite: {
      title: 'Formulier van een andere website',
      text: 'Dit formulier is vanaf een andere website verstuurd. Vul het op onze eigen pagina in.',
      back: 'Naar het formulier',
    },
    rateLimited: {
      title: 'Even wachten',
      text: 'Vanaf dit adres zijn in korte tijd veel formulieren verzonden. Wacht een minuut en verstuur het formulier dan opnieuw.',
      back: 'Terug naar het formulier',
    },
    invalidCharacter: {
      title: 'Ongeldig teken',
      text: 'Het veld "{{field}}" bevat een teken dat niet kan worden opgeslagen. Pas het aan en probeer het opnieuw.',
      back: 'Terug',
    },
  },
};
