import { z } from 'zod';

/** What the upload enforces (decisions.md 10; screens.md 5 only hints at it). */
export const UPLOAD_RULES = {
  maxBytes: 2 * 1024 * 1024,
  minWidth: 154,
  minHeight: 50,
  /** Decoded pixels allowed at most: guards against decompression bombs (a small file, a huge canvas). */
  maxInputPixels: 40_000_000,
  acceptedTypes: ['image/jpeg', 'image/png'] as const,
} as const;

// Widths the image route serves: shared with the components that build srcset (screens.md 9).
export { IMAGE_WIDTHS, type ImageWidth } from '../../components/ui/image-sources.ts';

/** The answer of POST /api/public/media/image: the stored media row. */
export const MediaSchema = z.object({
  id: z.number().int(),
  title: z.string().nullable(),
  alt: z.string().nullable(),
  url: z.string(),
  type: z.enum(['IMAGE', 'VIDEO']),
  index: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Media = z.infer<typeof MediaSchema>;

export const UPLOAD_MESSAGE_KEYS = {
  fileRequired: 'upload.errors.fileRequired',
  oneFile: 'upload.errors.oneFile',
  tooLarge: 'upload.errors.tooLarge',
  wrongType: 'upload.errors.wrongType',
  tooSmall: 'upload.errors.tooSmall',
  tooManyPixels: 'upload.errors.tooManyPixels',
  unreadable: 'upload.errors.unreadable',
  dailyLimit: 'upload.errors.dailyLimit',
} as const;

const K = UPLOAD_MESSAGE_KEYS;
const NL = {
  [K.fileRequired]: 'Voeg een afbeelding toe',
  [K.oneFile]: 'Voeg precies één afbeelding toe',
  [K.tooLarge]: 'De afbeelding is groter dan 2 MB',
  [K.wrongType]: 'Alleen .jpg-, .jpeg- of .png-afbeeldingen zijn toegestaan',
  [K.tooSmall]: 'De afbeelding moet minimaal 154 x 50 pixels zijn',
  [K.tooManyPixels]: 'De afbeelding heeft te veel pixels',
  [K.unreadable]: 'De afbeelding kan niet worden gelezen',
  [K.dailyLimit]: 'Vandaag zijn er vanaf dit adres te veel afbeeldingen geüpload. Probeer het morgen opnieuw',
};
export const UPLOAD_MESSAGES: Record<'nl' | 'be' | 'de', Record<string, string>> = {
  nl: NL,
  be: NL,
  de: {
    [K.fileRequired]: 'Bitte fügen Sie ein Bild hinzu',
    [K.oneFile]: 'Bitte fügen Sie genau ein Bild hinzu',
    [K.tooLarge]: 'Das Bild ist größer als 2 MB',
    [K.wrongType]: 'Nur .jpg-, .jpeg- oder .png-Bilder sind erlaubt',
    [K.tooSmall]: 'Das Bild muss mindestens 154 x 50 Pixel groß sein',
    [K.tooManyPixels]: 'Das Bild hat zu viele Pixel',
    [K.unreadable]: 'Das Bild kann nicht gelesen werden',
    [K.dailyLimit]: 'Von dieser Adresse wurden heute zu viele Bilder hochgeladen. Bitte versuchen Sie es morgen erneut',
  },
};
