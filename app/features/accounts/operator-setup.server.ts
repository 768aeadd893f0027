import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../../db/client.server.ts';
import { roles, users } from '../../../db/schema/index.ts';
import { PORTAL_PATHS } from '../../config/portal-links.ts';
import { ACCOUNT_RULES, PORTAL_LOCALES } from './account-rules.ts';
import { recordAudit } from '../../portal/audit.server.ts';
import { issueToken } from './tokens.server.ts';

/** What `npm run user:create` sends (also through the running server's control socket). */
export const CreateUserCommandSchema = z.object({
  email: z.string().trim().toLowerCase().email(),
  role: z.enum(['ADMIN', 'USER']).default('ADMIN'),
  firstName: z.string().trim().max(80).optional(),
  lastName: z.string().trim().max(80).optional(),
  locale: z.enum(PORTAL_LOCALES).default('nl'),
});
export type CreateUserCommand = z.input<typeof CreateUserCommandSchema>;

/**
 * Creates an account from the command line (the first operator of a real installation) and returns a
 * single-use link to set its password: the invitation link, valid 7 days. No mail: the operator at the
 * terminal hands the link over. An address that already has an account is refused.
 */
export async function createUserWithLink(
  db: Database,
  command: CreateUserCommand,
  portalOrigin: string,
): Promise<{ ok: true; userId: number; link: string } | { ok: false; message: string }> {
  const input = CreateUserCommandSchema.parse(command);
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, input.email));
  if (existing) return { ok: false, message: `${input.email} already has an account (user ${existing.id}); use "forgot password" in the portal.` };
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, input.role));
  if (!role) return { ok: false, message: `The role ${input.role} does not exist: is the database migrated and seeded?` };
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        email: input.email,
        firstName: input.firstName ?? null,
        lastName: input.lastName ?? null,
        roleId: role.id,
        active: false,
        password: null,
        locale: input.locale,
      })
      .returning({ id: users.id });
    const secret = await issueToken(tx, user!.id, 'invitation', ACCOUNT_RULES.invitationMs);
    await recordAudit(tx, { action: 'invitation', subjectUserId: user!.id, detail: { role: input.role, via: 'user:create' } });
    const url = new URL(PORTAL_PATHS.invitation, portalOrigin);
    url.searchParams.set('token', secret);
    return { ok: true as const, userId: user!.id, link: url.href };
  });
}
