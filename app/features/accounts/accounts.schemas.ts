import { z } from 'zod';
import { ACCOUNT_RULES, PORTAL_LOCALES } from './account-rules.ts';

// One schema per payload (docs/architecture.md#house-rule-3): the portal API, its OpenAPI document and the portal's forms.
// Messages are catalogue keys (portal.errors.*): the forms show them in the user's language.

const email = z.string().trim().toLowerCase().max(254).email('portal.errors.email');
/** The length rule; "not a common password" is checked by the service (the list stays on the server). */
export const NewPasswordSchema = z
  .string()
  .min(ACCOUNT_RULES.passwordMinLength, 'portal.errors.passwordLength')
  .max(ACCOUNT_RULES.passwordMaxLength, 'portal.errors.passwordLength');

export const SignInSchema = z.object({
  email,
  password: z.string().min(1, 'portal.errors.required').max(1024),
});
export type SignIn = z.infer<typeof SignInSchema>;

export const SecondFactorSchema = z.object({
  /** A 6-digit TOTP code or one of the recovery codes (xxxxx-xxxxx). */
  code: z.string().trim().min(6, 'portal.errors.code').max(32, 'portal.errors.code'),
});
export type SecondFactor = z.infer<typeof SecondFactorSchema>;

export const SignUpSchema = z.object({
  name: z.string().trim().min(2, 'portal.errors.required').max(120),
  organisationName: z.string().trim().min(2, 'portal.errors.required').max(160),
  email,
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 ()-]{8,20}$/, 'portal.errors.phone'),
  password: NewPasswordSchema,
  /** The platform the visitor came from (the advertise page's link); the default platform otherwise. */
  platformId: z.coerce.number().int().positive().optional(),
});
export type SignUp = z.infer<typeof SignUpSchema>;

export const ForgotPasswordSchema = z.object({ email });
export type ForgotPassword = z.infer<typeof ForgotPasswordSchema>;

export const TokenSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{20,100}$/, 'portal.errors.token');

export const SetPasswordSchema = z.object({ token: TokenSchema, password: NewPasswordSchema });
export type SetPassword = z.infer<typeof SetPasswordSchema>;

export const ChangePasswordSchema = z.object({
  currentPassword: z.string().min(1, 'portal.errors.required').max(1024),
  newPassword: NewPasswordSchema,
});
export type ChangePassword = z.infer<typeof ChangePasswordSchema>;

export const ChangeEmailSchema = z.object({
  newEmail: email,
  password: z.string().min(1, 'portal.errors.required').max(1024),
});
export type ChangeEmail = z.infer<typeof ChangeEmailSchema>;

export const InvitationSchema = z.object({
  email,
  firstName: z.string().trim().max(80).optional(),
  lastName: z.string().trim().max(80).optional(),
  role: z.enum(['ADMIN', 'USER']),
  locale: z.enum(PORTAL_LOCALES).default('nl'),
  /** The organisations a provider (USER) may keep. */
  organisationIds: z.array(z.coerce.number().int().positive()).max(50).default([]),
});
export type Invitation = z.output<typeof InvitationSchema>;

export const ConfirmSecondFactorSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[0-9]{6}$/, 'portal.errors.code'),
});
export const DisableSecondFactorSchema = z.object({ password: z.string().min(1, 'portal.errors.required').max(1024) });

export const LocaleChoiceSchema = z.object({ locale: z.enum(PORTAL_LOCALES) });

/** What the portal API tells about the signed-in user (GET /api/portal/me, sign-in). */
export const PortalUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: z.enum(['ADMIN', 'USER']),
  locale: z.enum(PORTAL_LOCALES),
  secondFactor: z.boolean(),
  organisationIds: z.array(z.number().int()),
});
export type PortalUser = z.infer<typeof PortalUserSchema>;
