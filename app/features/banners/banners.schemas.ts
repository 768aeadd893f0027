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

/** A pop-up as the brand's pages show it (core.md 3: Pop-up; decision 110). */
export const PublicPopupSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    buttonTitle: z.string(),
    ctaType: z.enum(['AD', 'QUESTION']).meta({ description: 'What the button leads to: the advertising question (AD) or the helpdesk question (QUESTION).' }),
    description: z.string().nullable(),
    media: MediaSchema.nullable(),
    platform: z.number().int().meta({ description: 'Platform id.' }),
  })
  .meta({ id: 'PublicPopup' });
export type PublicPopup = z.infer<typeof PublicPopupSchema>;

/** The answer of the pop-up call: none is the usual answer, not an error. */
export const ShownPopupSchema = z
  .object({ popup: PublicPopupSchema.nullable().meta({ description: 'The switched-on pop-up whose days include today, or null.' }) })
  .meta({ id: 'ShownPopup' });
export type ShownPopup = z.infer<typeof ShownPopupSchema>;

/**
 * Where a banner's button points: the tracked redirect (app/routes/banner-click.tsx) that counts the click
 * and leads on to the banner's stored link (decision 110). Only the banner's id is in a page's HTML.
 */
export function bannerClickPath(bannerId: number): string {
  return `/b/${bannerId}/klik`;
}
