import { z } from 'zod';

/**
 * The back office's account upload (docs/decisions/114 "Accounts"): at most what a page post with a file
 * may carry (server/middleware/body-limit.ts, 8 MB), about 35,000 accounts; a larger file is split, or
 * imported with `npm run import:accounts`, which reads any size.
 */
export const ACCOUNT_UPLOAD_MAX_BYTES = 7 * 1024 * 1024;

const FILE_ERROR = 'portal.backOffice.imports.errors.file';

/** Step 1: the file, checked (a dry run). */
export const AccountFileFormSchema = z.object({
  file: z.instanceof(File, { message: FILE_ERROR }).refine((file) => file.size > 0 && file.size <= ACCOUNT_UPLOAD_MAX_BYTES, FILE_ERROR),
});

/** Step 2: the checked file's text, sent back with the page, imported. */
export const AccountImportFormSchema = z.object({
  csv: z.string({ message: FILE_ERROR }).max(ACCOUNT_UPLOAD_MAX_BYTES, FILE_ERROR),
  fileName: z.string().max(200).default('accounts.csv'),
});
