/** The portal's product name: a name, the same in every language (like a brand's name, not a text). */
export const PORTAL_NAME = 'Uitjes portaal';
