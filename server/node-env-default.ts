import { DEFAULT_NODE_ENV } from '../app/config/env.server.ts';

/**
 * main.ts's first import, so it runs before anything loads React. React (like other libraries) picks its
 * development or production build from process.env.NODE_ENV when first loaded, and unset means
 * development there, while our settings treat unset as production: `npm start`, the quick start and the
 * e2e server rendered every page with React's development build (about 1.5x the time, development-only
 * checks) although the app believed it ran in production.
 */
process.env.NODE_ENV ??= DEFAULT_NODE_ENV;
