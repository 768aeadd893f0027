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
  route('not-found', 'routes/not-found.tsx'),
  route('*', 'routes/catch-all.tsx'),
] satisfies RouteConfig;
