import type { Brand } from '../config/brand.ts';

/** Menu item of core.md 3. */
export interface MenuItem {
  title: string;
  url: string;
  isExternalLink: boolean;
}

export interface PublicPlatform {
  id: number;
  name: string;
  alternativeName: string | null;
  domain: string;
  email: string;
  phone: string | null;
  logoUrl: string | null;
  tagline: string | null;
  countryCode: string;
}

export interface SiteShell {
  platform: PublicPlatform;
  brand: Brand;
  navigation: MenuItem[];
  footer: MenuItem[];
}
