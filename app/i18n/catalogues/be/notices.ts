import { notices as nl } from '../nl/notices.ts';

/** The pages of refused page posts (server/middleware; the server's only, like head.ts): as in nl. */
export const notices: typeof nl = nl;
