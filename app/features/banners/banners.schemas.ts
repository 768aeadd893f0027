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
