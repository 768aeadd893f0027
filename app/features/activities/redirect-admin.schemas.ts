import { z } from 'zod';

/**
 * The operators' redirect form (decision 104): an old address of an activity and the activity it now leads
 * to, named by its current slug or its id. An address may be pasted whole (`https://…/uitjes/oud`,
 * `/uitjes/oud`): only the slug counts. Messages are catalogue keys (portal.backOffice.redirects.errors.*).
 */
const E = 'portal.backOffice.redirects.errors';
export const REDIRECT_SLUG_MAX = 200;

/** The slug of an activity address as typed or pasted: what follows /uitjes/, without query or fragment. */
export function slugOfAddress(typed: string): string {
  let text = typed.trim().replace(/[?#].*$/, '');
  const at = text.lastIndexOf('/uitjes/');
  if (at >= 0) text = text.slice(at + '/uitjes/'.length);
  text = text.replace(/^\/+|\/+$/g, '');
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

const slug = (message: string) =>
  z
    .string(message)
    .transform(slugOfAddress)
    .pipe(
      z
        .string()
        .min(1, message)
        .max(REDIRECT_SLUG_MAX, message)
        .regex(/^[^\s/?#]+$/, message),
    );

export const RedirectFormSchema = z.object({
  oldSlug: slug(`${E}.oldSlug`),
  /** The activity: its id (digits) or its current slug. */
  target: slug(`${E}.target`).transform((value) => (/^\d{1,9}$/.test(value) ? { id: Number(value) } : { slug: value })),
});
export type RedirectForm = z.output<typeof RedirectFormSchema>;

export const RemoveRedirectSchema = z.object({
  redirectId: z.coerce.number(`${E}.unknown`).int(`${E}.unknown`).positive(`${E}.unknown`).max(2_147_483_647, `${E}.unknown`),
});

export type RedirectAdminError = 'shadows-activity' | 'unknown-activity' | 'loop' | 'exists';
