import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { OpenAPIHono as Router } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { type AccountResult, type AccountsRequest, signIn } from '../../../app/features/accounts/accounts.server.ts';
import { PortalUserSchema, SecondFactorSchema, SignInSchema } from '../../../app/features/accounts/accounts.schemas.ts';
import { completeSecondFactor } from '../../../app/features/accounts/second-factor.server.ts';
import { totpKeysOf } from '../../../app/features/accounts/totp-secrets.server.ts';
import { PORTAL_SESSION_CLEAR, PORTAL_SESSION_HEADER } from '../../../app/portal/session-contract.ts';
import { endSession, listSessions, loadActor, signOut, signOutEverywhere } from '../../../app/features/accounts/sessions.server.ts';
import type { Actor } from '../../../app/portal/actor.ts';
import type { AppEnv } from '../../app-env.ts';
import { createBodyLimit, JSON_BODY_LIMIT, requireJsonBody } from '../../middleware/body-limit.ts';
import { clientIp } from '../../middleware/rate-limit.ts';
import type { ApiDependencies } from '../api-dependencies.ts';
import { ApiErrorSchema, validationHook } from '../errors.ts';
import { errorJson as apiError } from '../write/form-messages.ts';
import { jsonResponse } from '../read/responses.ts';

/** Name of the cookie-session security scheme in the OpenAPI document. */
export const PORTAL_SESSION_SCHEME = 'portalSession';

const tags = ['Portal'];
const error = (description: string) => jsonResponse(ApiErrorSchema, description);
const SIGN_IN_FAILED = 'The e-mail address or password is not right.';

const SignedInSchema = z
  .object({
    user: PortalUserSchema.nullable(),
    secondFactorRequired: z.boolean().openapi({ description: 'The password was right; POST the TOTP or recovery code to /api/portal/sign-in/second-factor.' }),
  })
  .openapi('PortalSignedIn');
const SessionSchema = z
  .object({
    id: z.number().int(),
    createdAt: z.string(),
    lastSeenAt: z.string(),
    ip: z.string().nullable(),
    userAgent: z.string().nullable(),
    current: z.boolean(),
  })
  .openapi('PortalSession');

const signInRoute = createRoute({
  method: 'post',
  path: '/sign-in',
  operationId: 'portalSignIn',
  tags,
  summary: 'Sign in to the portal (sets the session cookie)',
  description:
    'On the portal host only. 200 with the user and a new `HttpOnly` session cookie; when the account has a second factor, `secondFactorRequired` and a short-lived pending session. One generic 401 for every failure (unknown address, wrong password, locked or inactive account).',
  request: { body: { content: { 'application/json': { schema: SignInSchema } }, required: true } },
  responses: {
    200: jsonResponse(SignedInSchema, 'Signed in (or waiting for the second factor)'),
    400: error('Invalid input'),
    401: error('Not signed in: one generic message'),
    403: error('A request from another origin'),
    429: error('Too many failed sign-ins from this address'),
  },
});

const secondFactorRoute = createRoute({
  method: 'post',
  path: '/sign-in/second-factor',
  operationId: 'portalSignInSecondFactor',
  tags,
  summary: 'Finish a sign-in with a TOTP code or a recovery code',
  request: { body: { content: { 'application/json': { schema: SecondFactorSchema } }, required: true } },
  responses: {
    200: jsonResponse(SignedInSchema, 'Signed in'),
    400: error('Invalid input'),
    401: error('No pending sign-in, or a wrong code'),
    429: error('Too many wrong codes for this account: its second step is locked for a while (the owner is mailed)'),
  },
});

const signOutRoute = createRoute({
  method: 'post',
  path: '/sign-out',
  operationId: 'portalSignOut',
  tags,
  summary: 'Sign out (ends this session, clears the cookie)',
  security: [{ [PORTAL_SESSION_SCHEME]: [] }],
  responses: { 204: { description: 'Signed out (also when there was no session)' } },
});

const meRoute = createRoute({
  method: 'get',
  path: '/me',
  operationId: 'portalMe',
  tags,
  summary: 'The signed-in user',
  security: [{ [PORTAL_SESSION_SCHEME]: [] }],
  responses: { 200: jsonResponse(PortalUserSchema, 'The signed-in user'), 401: error('Not signed in') },
});

const sessionsRoute = createRoute({
  method: 'get',
  path: '/sessions',
  operationId: 'portalSessions',
  tags,
  summary: "The signed-in user's sessions",
  security: [{ [PORTAL_SESSION_SCHEME]: [] }],
  responses: { 200: jsonResponse(z.object({ items: z.array(SessionSchema) }), 'Sessions, most recently used first'), 401: error('Not signed in') },
});

const endSessionRoute = createRoute({
  method: 'delete',
  path: '/sessions/{sessionId}',
  operationId: 'portalEndSession',
  tags,
  summary: 'End one of your own sessions',
  security: [{ [PORTAL_SESSION_SCHEME]: [] }],
  request: {
    params: z.object({
      sessionId: z.coerce
        .number()
        .int()
        .positive()
        .openapi({ param: { name: 'sessionId', in: 'path' } }),
    }),
  },
  responses: { 204: { description: 'Ended' }, 401: error('Not signed in'), 404: error('No such session of yours') },
});

const signOutEverywhereRoute = createRoute({
  method: 'post',
  path: '/sessions/sign-out-everywhere',
  operationId: 'portalSignOutEverywhere',
  tags,
  summary: 'End every session of the signed-in user, this one included',
  security: [{ [PORTAL_SESSION_SCHEME]: [] }],
  responses: { 204: { description: 'Every session ended' }, 401: error('Not signed in') },
});

export function portalUser(actor: Actor): z.infer<typeof PortalUserSchema> {
  return {
    id: actor.userId,
    email: actor.email,
    firstName: actor.firstName,
    lastName: actor.lastName,
    role: actor.role,
    locale: actor.locale,
    secondFactor: actor.secondFactor,
    organisationIds: actor.organisationIds,
  };
}

function requestOf(c: Context<AppEnv>, deps: ApiDependencies): AccountsRequest {
  return { portalOrigin: deps.env.PORTAL_ORIGIN, ip: clientIp(c, deps.env.TRUST_PROXY), userAgent: c.req.header('user-agent') ?? null };
}

function failure(c: Context<AppEnv>, result: Extract<AccountResult, { ok: false }>) {
  if (result.error === 'rate-limited') return apiError(c, 429, 'RATE_LIMITED', 'Too many attempts; please try again later.');
  if (result.error === 'unverified') return apiError(c, 401, 'EMAIL_NOT_VERIFIED', 'Confirm your e-mail address first: follow the link in the mail we sent.');
  return apiError(c, 401, 'SIGN_IN_FAILED', SIGN_IN_FAILED);
}

/**
 * The portal's JSON API (decision 103), cookie-session auth, on the portal host only (the portal gate
 * answers 404 elsewhere and refuses foreign origins). Writes take JSON only, which a cross-site form
 * cannot send: with the Origin check that is the API's CSRF protection.
 */
export function registerPortalApi(api: OpenAPIHono<AppEnv>, deps: ApiDependencies): void {
  const { db } = deps;
  const totpKeys = totpKeysOf(deps.env);
  api.openAPIRegistry.registerComponent('securitySchemes', PORTAL_SESSION_SCHEME, {
    type: 'apiKey',
    in: 'cookie',
    name: 'uitjes_session',
    description: 'The session cookie set by POST /api/portal/sign-in (`__Host-uitjes_session` over https). Portal host only.',
  });
  const portal = new Router<AppEnv>({ defaultHook: validationHook });
  portal.on('POST', ['/sign-in', '/sign-in/second-factor'], createBodyLimit(JSON_BODY_LIMIT), requireJsonBody());

  portal.openapi(signInRoute, async (c) => {
    const result = await signIn(db, c.req.valid('json'), requestOf(c, deps));
    if (!result.ok) return failure(c, result);
    c.header(PORTAL_SESSION_HEADER, result.sessionSecret);
    const actor = result.pendingSecondFactor ? null : await loadActor(db, result.userId, result.sessionId);
    return c.json({ user: actor ? portalUser(actor) : null, secondFactorRequired: result.pendingSecondFactor }, 200);
  });

  portal.openapi(secondFactorRoute, async (c) => {
    const pending = c.var.portal?.pendingSecondFactor;
    if (!pending) return apiError(c, 401, 'NO_PENDING_SIGN_IN', 'Sign in with your password first.');
    const result = await completeSecondFactor(db, totpKeys, pending, c.req.valid('json').code, requestOf(c, deps));
    if (!result.ok && result.error === 'second-factor-locked') return apiError(c, 429, 'RATE_LIMITED', 'Too many wrong codes; try again later.');
    if (!result.ok) return apiError(c, 401, 'WRONG_CODE', 'The code is not right.');
    c.header(PORTAL_SESSION_HEADER, result.sessionSecret);
    const actor = await loadActor(db, pending.userId, result.sessionId);
    return c.json({ user: actor ? portalUser(actor) : null, secondFactorRequired: false }, 200);
  });

  portal.openapi(signOutRoute, async (c) => {
    await signOut(db, { actor: c.var.portal?.actor ?? null, pending: c.var.portal?.pendingSecondFactor ?? null }, { ip: clientIp(c, deps.env.TRUST_PROXY) });
    c.header(PORTAL_SESSION_HEADER, PORTAL_SESSION_CLEAR);
    return c.body(null, 204);
  });

  portal.openapi(meRoute, (c) => {
    const actor = c.var.portal?.actor;
    if (!actor) return apiError(c, 401, 'UNAUTHENTICATED', 'Not signed in.');
    return c.json(portalUser(actor), 200);
  });

  portal.openapi(sessionsRoute, async (c) => {
    const actor = c.var.portal?.actor;
    if (!actor) return apiError(c, 401, 'UNAUTHENTICATED', 'Not signed in.');
    const items = await listSessions(db, actor);
    return c.json({ items: items.map((s) => ({ ...s, createdAt: s.createdAt.toISOString(), lastSeenAt: s.lastSeenAt.toISOString() })) }, 200);
  });

  portal.openapi(endSessionRoute, async (c) => {
    const actor = c.var.portal?.actor;
    if (!actor) return apiError(c, 401, 'UNAUTHENTICATED', 'Not signed in.');
    // Only the actor's own sessions: another user's session id is "not found", never ended.
    if (!(await endSession(db, actor, c.req.valid('param').sessionId, { ip: clientIp(c, deps.env.TRUST_PROXY) }))) {
      return apiError(c, 404, 'NOT_FOUND', 'No such session of yours.');
    }
    return c.body(null, 204);
  });

  portal.openapi(signOutEverywhereRoute, async (c) => {
    const actor = c.var.portal?.actor;
    if (!actor) return apiError(c, 401, 'UNAUTHENTICATED', 'Not signed in.');
    await signOutEverywhere(db, actor, { ip: clientIp(c, deps.env.TRUST_PROXY) });
    c.header(PORTAL_SESSION_HEADER, PORTAL_SESSION_CLEAR);
    return c.body(null, 204);
  });

  api.route('/portal', portal);
}
