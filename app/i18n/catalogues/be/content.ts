import { content as nl } from '../nl/content.ts';

/** Texts of the content and contact screens: blogs, helpdesk, advertise, newsletter, about, agenda (issue 6). */
export const content: typeof nl = {
  ...nl,
};
