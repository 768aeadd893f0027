import type { Brand } from '../../config/brand.ts';

export type FaqItem = 'price' | 'moreInfo' | 'phone' | 'help';

/** The helpdesk questions per brand (screens.md Helpdesk): company 4 items, kids 2. */
export function faqItemsFor(brand: Pick<Brand, 'kind'>): FaqItem[] {
  return brand.kind === 'kids' ? ['price', 'help'] : ['price', 'moreInfo', 'phone', 'help'];
}
