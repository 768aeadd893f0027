/** The portal speaks nl and de only (decision 103): the Flemish catalogue carries the Dutch texts. */
export { portal } from '../nl/portal.ts';
