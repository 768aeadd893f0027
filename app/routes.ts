import { type RouteConfig, index, route } from '@react-router/dev/routes';

// core.md section 2. `/agenda` is registered for every host, but its loader answers 404 off platform 3.
export default [
  index('routes/home.tsx'),
  route('uitjes', 'routes/activities.tsx'),
  route('uitjes/:slug', 'routes/activity-detail.tsx'),
  route('blogs', 'routes/blogs.tsx'),
  route('blogs/:tagFile', 'routes/blog-tag.tsx'),
  route('blog/:id', 'routes/blog-detail.tsx'),
  route('helpdesk', 'routes/helpdesk.tsx'),
  route('nieuwsbrief', 'routes/newsletter.tsx'),
  route('adverteren', 'routes/advertise.tsx'),
  route('overzicht', 'routes/organisations.tsx'),
  route('overzicht/:slug', 'routes/organisation-detail.tsx'),
  route('over-ons', 'routes/about.tsx'),
  route('agenda', 'routes/agenda.tsx'),
  // The portal (issue 17): served on the portal host only (server/portal/portal-gate.ts), with its own layout.
  route('portaal', 'routes/portal/portal-layout.tsx', { id: 'portal' }, [
    index('routes/portal/home.tsx'),
    route('inloggen', 'routes/portal/sign-in.tsx'),
    route('inloggen/code', 'routes/portal/second-factor.tsx'),
    route('aanmelden', 'routes/portal/sign-up.tsx'),
    route('bevestigen', 'routes/portal/verify-email.tsx'),
    route('wachtwoord-vergeten', 'routes/portal/forgot-password.tsx'),
    route('wachtwoord-instellen', 'routes/portal/set-password.tsx'),
    route('uitnodiging', 'routes/portal/invitation.tsx'),
    route('email-bevestigen', 'routes/portal/confirm-email.tsx'),
    route('account', 'routes/portal/account.tsx'),
    route('gebruikers', 'routes/portal/users.tsx'),
    route('uitloggen', 'routes/portal/sign-out.tsx'),
    route('*', 'routes/portal/not-found.tsx'),
  ]),
  route('not-found', 'routes/not-found.tsx'),
  route('*', 'routes/catch-all.tsx'),
] satisfies RouteConfig;
