import type { BrandLook } from '../../config/platforms.ts';

export type FaqItem = 'price' | 'moreInfo' | 'phone' | 'help';

/** The helpdesk questions per brand (screens.md Helpdesk): company 4 items, kids 2. */
export function faqItemsFor(brand: Pick<BrandLook, 'kind'>): FaqItem[] {
  return brand.kind === 'kids' ? ['price', 'help'] : ['price', 'moreInfo', 'phone', 'help'];
}
