/**
 * The newsletter header image: an envelope with a letter drawn in the brand's own palette (so every
 * brand gets its own colours without an image file per brand). Decorative.
 */
export function NewsletterIllustration({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 240 180" className={className} aria-hidden="true" focusable="false" data-testid="newsletter-image">
      <rect x="20" y="60" width="200" height="110" rx="10" fill="var(--brand-light)" stroke="var(--brand-border)" strokeWidth="4" />
      <rect x="50" y="18" width="140" height="110" rx="6" fill="#fff" stroke="var(--brand-border)" strokeWidth="4" />
      <rect x="68" y="40" width="104" height="10" rx="5" fill="var(--brand-primary)" />
      <rect x="68" y="60" width="84" height="8" rx="4" fill="var(--brand-secondary)" />
      <rect x="68" y="76" width="96" height="8" rx="4" fill="var(--brand-border)" />
      <path d="M20 70 L120 130 L220 70 L220 160 a10 10 0 0 1 -10 10 H30 a10 10 0 0 1 -10 -10 Z" fill="var(--brand-primary)" />
      <path d="M20 168 L100 112 M220 168 L140 112" stroke="#fff" strokeOpacity="0.5" strokeWidth="4" />
      <circle cx="196" cy="40" r="18" fill="var(--brand-secondary)" />
      <path d="M187 40 l6 6 l12 -12" stroke="#fff" strokeWidth="4" fill="none" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
