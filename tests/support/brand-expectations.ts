/** The four brand hosts' names as the e2e projects and the page tests call them. */
export type BrandName = 'nl' | 'de' | 'kids' | 'be';

/** What each brand host must show (decisions.md 1-5): name, html lang and primary colour. */
export const BRAND_EXPECTATIONS: Record<BrandName, { platformId: number; name: string; lang: string; primary: string; menuLabel: string }> = {
  nl: { platformId: 1, name: 'Uitjesbaas', lang: 'nl-NL', primary: '#34aadf', menuLabel: 'Menu' },
  de: { platformId: 2, name: 'Ausflugsbaas', lang: 'de-DE', primary: '#34aadf', menuLabel: 'Menü' },
  kids: { platformId: 3, name: 'Kidsuitjes', lang: 'nl-NL', primary: '#e72e6c', menuLabel: 'Menu' },
  be: { platformId: 4, name: 'Uitjesbaas België', lang: 'nl-BE', primary: '#34aadf', menuLabel: 'Menu' },
};

/** The host each brand answers on in the page tests (the e2e projects add the server's port). */
export const BRAND_HOSTS: Record<BrandName, string> = { nl: 'nl.localhost', de: 'de.localhost', kids: 'kids.localhost', be: 'be.localhost' };
