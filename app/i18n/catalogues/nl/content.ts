/** Texts of the content and contact screens: blogs, helpdesk, advertise, newsletter, about, agenda (issue 6). */
export const content = {};
