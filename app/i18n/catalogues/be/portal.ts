/** The portal speaks nl and de only (issue 17): the Flemish catalogue carries the Dutch texts. */
export { portal } from '../nl/portal.ts';
