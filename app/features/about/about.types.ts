export interface OtherPlatform {
  id: number;
  name: string;
  alternativeName: string | null;
  domain: string;
  tagline: string | null;
  url: string;
}
