import type { home as nlHome } from '../nl/home.ts';

/** Texts of the home page, and the blog cards and link boxes it shares with the blog screens. */
export const home: typeof nlHome = {
  home: {
    hero: {
      title: { company: 'Finden Sie den perfekten Firmenausflug', kids: 'Finden Sie den schönsten Kinderausflug', unknown: 'Finden Sie den perfekten Ausflug' },
      subtitle: {
        company: 'Firmenausflüge, Teambuilding und Betriebsausflüge von Anbietern in ganz Deutschland.',
        kids: 'Ausflüge mit Kindern, Kindergeburtstage und Familienausflüge in Ihrer Nähe.',
        unknown: 'Ausflüge für jede Gruppe.',
      },
      searchLabel: 'Ausflug suchen',
      type: { company: 'Art des Ausflugs', kids: 'Aktivität', unknown: 'Art des Ausflugs' },
      typeAll: 'Alle Arten',
      location: 'Ort',
      locationPlaceholder: 'Stadt oder Bundesland',
      keyword: 'Suchbegriff',
      keywordPlaceholder: 'Zum Beispiel Escape Room',
      persons: 'Anzahl Personen',
      submit_one: '{{formatted}} Ausflug anzeigen',
      submit_other: '{{formatted}} Ausflüge anzeigen',
    },
    categories: {
      title: { company: 'Ausflüge nach Kategorie', kids: 'Ausflüge nach Aktivität', unknown: 'Ausflüge nach Kategorie' },
      count_one: '{{formatted}} Ausflug',
      count_other: '{{formatted}} Ausflüge',
    },
    newActivity: {
      title: 'Neue Ausflüge',
      persons: '{{min}} - {{max}} Personen',
      button: { title: 'Diesen Ausflug ansehen' },
    },
    blogs: {
      title: 'Inspiration für Ihren nächsten Ausflug',
      button: 'Alle Blogs',
      readMore: 'Weiterlesen',
    },
    linkBoxes: {
      title: 'Nützliche Links',
    },
  },
  blogCard: { button: { title: 'Weiterlesen' } },
  linkBoxes: {
    heading: 'Nützliche Links',
    cities: 'Firmenausflug nach Stadt',
    topics: 'Arten von Ausflügen',
    provinces: 'Firmenausflug nach Provinz',
    cityLink: 'Firmenausflug {{name}}',
    provinceLink: 'Firmenausflug {{name}}',
    topic: {
      bedrijfsuitje: 'Firmenausflug',
      personeelsuitje: 'Betriebsausflug',
      groepsuitje: 'Gruppenausflug',
      teambuilding: 'Teambuilding',
      teamuitje: 'Teamausflug',
    },
  },
};
