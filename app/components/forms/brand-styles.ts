/**
 * Brand shades dark enough for white text (and as text on white) on every palette: WCAG AA contrast
 * holds for the light company blue and the kids pink and green alike.
 */
export const deepPrimaryBg = 'bg-[color-mix(in_srgb,var(--brand-primary)_60%,black)]';
export const deepPrimaryText = 'text-[color-mix(in_srgb,var(--brand-primary)_60%,black)]';
export const deepSecondaryBg = 'bg-[color-mix(in_srgb,var(--brand-secondary)_65%,black)]';
export const deepSecondaryHoverBg = 'hover:bg-[color-mix(in_srgb,var(--brand-secondary)_50%,black)]';

/** The main call-to-action button of forms and cards. */
export const actionButtonClassName = `inline-flex items-center justify-center rounded-md ${deepSecondaryBg} px-6 py-3 font-semibold text-white ${deepSecondaryHoverBg} disabled:cursor-not-allowed disabled:bg-gray-600`;
