import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../app-env.ts';
import type { ApiDependencies } from './api-dependencies.ts';
import { registerActivityRoutes } from './read/activities.routes.ts';
import { registerAdminCityRoutes } from './read/admin-cities.routes.ts';
import { registerBlogRoutes } from './read/blogs.routes.ts';
import { registerCatalogueRoutes } from './read/catalogue.routes.ts';
import { registerEventRoutes } from './read/events.routes.ts';
import { registerOrganisationRoutes } from './read/organisations.routes.ts';
import { registerPlacesRoutes } from './read/places.routes.ts';
import { registerSuggestionRoutes } from './read/suggestions.routes.ts';

/** GET calls of core.md 7 (decision 020); the platform always comes from the request host (c.var.platform). */
export function registerPublicReadApi(api: OpenAPIHono<AppEnv>, deps: ApiDependencies): void {
  registerActivityRoutes(api, deps);
  registerEventRoutes(api, deps);
  registerBlogRoutes(api, deps);
  registerCatalogueRoutes(api, deps);
  registerOrganisationRoutes(api, deps);
  registerPlacesRoutes(api, deps);
  registerSuggestionRoutes(api, deps);
  registerAdminCityRoutes(api, deps);
}
