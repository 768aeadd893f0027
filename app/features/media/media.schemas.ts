import { z } from 'zod';
import { MediaSchema as PublicMediaSchema } from '../../public-api/public-api.schemas.ts';

export { UPLOAD_RULES } from '../../config/upload-rules.ts';

// Widths the image route serves: shared with the components that build srcset (screens.md 9).
export { IMAGE_WIDTHS, type ImageWidth } from '../../components/ui/image-sources.ts';

/** The answer of POST /api/public/media/image: the stored media row (the public Media and its timestamps). */
export const MediaSchema = PublicMediaSchema.extend({ createdAt: z.string(), updatedAt: z.string() });
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
