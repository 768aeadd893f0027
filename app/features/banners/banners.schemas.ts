import { z } from 'zod';
import { MediaSchema } from '../../public-api/public-api.schemas.ts';

export const PublicBannerSchema = z
  .object({
    id: z.number().int(),
    active: z.boolean(),
    title: z.string(),
    buttonTitle: z.string(),
    link: z.string(),
    linkTarget: z.enum(['newWindow', 'sameWindow']).meta({ description: 'Where the link opens (core.md 3: link target).' }),
    ctaType: z.enum(['AD', 'QUESTION']),
    image: MediaSchema.nullable(),
    platform: z.number().int().meta({ description: 'Platform id.' }),
  })
  .meta({ id: 'PublicBanner' });
export type PublicBanner = z.infer<typeof PublicBannerSchema>;

/**
 * Where a banner's button points: the tracked redirect (app/routes/banner-click.tsx) that counts the click
 * and leads on to the banner's stored link (decision 109). Only the banner's id is in a page's HTML.
 */
export function bannerClickPath(bannerId: number): string {
  return `/b/${bannerId}/klik`;
}
