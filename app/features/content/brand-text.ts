import type { Brand } from '../../config/brand.ts';

/**
 * Catalogue keys of texts that differ per brand kind (company or kids). The locale already separates
 * the Dutch, Belgian and German company sites; the kind separates the Dutch company and kids sites.
 */
export function brandTextKey(brand: Pick<Brand, 'kind'>, key: string): string {
  return `${key}.${brand.kind === 'kids' ? 'kids' : 'company'}`;
}
