/** The URL state that opens the event form (works without JavaScript too). */
export const EVENT_FORM_PARAM = 'evenement';
export const EVENT_FORM_ANCHOR = 'evenement';
