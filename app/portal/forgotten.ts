/**
 * What replaces a forgotten person's data ("forget this person", decision 104; forget-person.server.ts),
 * also in e-mail columns, so no mail can go to it. The screens show it as "forgotten person".
 */
export const FORGOTTEN = '[vergeten]';
