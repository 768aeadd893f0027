import { z } from 'zod';
import { scheduleSchema, withScheduleRules } from '../../portal/schedule.ts';

/**
 * A banner as the operator edits it in the back office (decision 104; core.md 3: call-to-action type AD or
 * QUESTION, link target newWindow or sameWindow). Messages are catalogue keys under
 * portal.backOffice.banners.errors. The image comes as a file beside these fields (the image pipeline).
 */
export const BANNER_FORM = 'banner';
export const BANNER_IMAGE_FIELD = 'image';

const E = 'portal.backOffice.banners.errors';

/** A link of the site itself (`/agenda`) or a web address (`https://...`). */
function isBannerLink(value: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//');
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** The title and the button's text, the same for a banner and a pop-up. */
const TitleSchema = z
  .string({ error: `${E}.title` })
  .trim()
  .min(2, `${E}.title`)
  .max(200, `${E}.title`);
const ButtonTitleSchema = z
  .string({ error: `${E}.buttonTitle` })
  .trim()
  .min(1, `${E}.buttonTitle`)
  .max(60, `${E}.buttonTitle`);

export const BannerFormSchema = withScheduleRules(
  z.object({
    title: TitleSchema,
    buttonTitle: ButtonTitleSchema,
    link: z
      .string({ error: `${E}.link` })
      .trim()
      .max(2000, `${E}.link`)
      .refine(isBannerLink, `${E}.link`),
    linkTarget: z.enum(['newWindow', 'sameWindow'], { error: `${E}.linkTarget` }),
    ctaType: z.enum(['AD', 'QUESTION'], { error: `${E}.ctaType` }),
    /** A ticked checkbox: the banner shows on the site. */
    active: z
      .string()
      .optional()
      .transform((v) => v !== undefined),
    /** "Remove the image" ticked (a new file wins over it). */
    removeImage: z
      .string()
      .optional()
      .transform((v) => v !== undefined),
    /** Switched on and off at these times of the platform's zone (docs/decisions/121). */
    ...scheduleSchema(),
  }),
  (banner) => banner.active,
);
export type BannerFormInput = z.input<typeof BannerFormSchema>;
export type BannerForm = z.output<typeof BannerFormSchema>;

/** The on/off switch of one banner in the list. */
export const BannerSwitchSchema = z.object({
  id: z.coerce.number().int().positive(),
  active: z.enum(['on', 'off']),
});

/** A pop-up as the operator edits it (core.md 3: title, button title, call-to-action type, description, image). */
export const POPUP_FORM = 'popup';

/**
 * Also whether the site shows it (decision 110: core.md 3 names no switch), and when it is switched on and
 * off (docs/decisions/121; these times replaced the days a pop-up was shown on).
 */
export const PopupFormSchema = withScheduleRules(
  z.object({
    title: TitleSchema,
    buttonTitle: ButtonTitleSchema,
    ctaType: z.enum(['AD', 'QUESTION'], { error: `${E}.ctaType` }),
    description: z
      .string()
      .trim()
      .max(2000, `${E}.description`)
      .optional()
      .transform((v) => v || null),
    /** A ticked checkbox: the site shows it. */
    active: z
      .string()
      .optional()
      .transform((v) => v !== undefined),
    ...scheduleSchema(),
    removeImage: z
      .string()
      .optional()
      .transform((v) => v !== undefined),
  }),
  (popup) => popup.active,
);
export type PopupFormInput = z.input<typeof PopupFormSchema>;
export type PopupForm = z.output<typeof PopupFormSchema>;
