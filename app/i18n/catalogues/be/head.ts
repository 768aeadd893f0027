import { head as nlHead } from '../nl/head.ts';

/** Flemish page titles for the page head (the server's loaders): never loaded in the browser. */
export const head: typeof nlHead = {
  pages: {
    ...nlHead.pages,
    home: { title: 'Bedrijfsuitstappen, teambuilding en personeelsfeesten', kidsTitle: 'De leukste uitstappen met kinderen' },
    activities: { title: 'Alle uitstappen' },
    activity: { title: 'Uitstap' },
  },
};
