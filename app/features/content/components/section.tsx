import type { ReactNode } from 'react';

/** Desktop paddings of the content sections (screens.md Newsletter: 120, 72, 56, 40, 32, 0). */
export type SectionPadding = 120 | 72 | 56 | 40 | 32 | 0;

const PADDING: Record<SectionPadding, string> = {
  120: 'py-8 sm:py-[120px]',
  72: 'py-8 sm:py-[72px]',
  56: 'py-8 sm:py-14',
  40: 'py-8 sm:py-10',
  32: 'py-8',
  0: 'py-0',
};

/** A page section: 32 px vertical padding on mobile, the chosen step of the scale from 640 px on. */
export function Section({
  padding = 72,
  className = '',
  children,
  ...rest
}: {
  padding?: SectionPadding;
  className?: string;
  children: ReactNode;
  'aria-labelledby'?: string;
  'data-testid'?: string;
}) {
  return (
    <section className={`${PADDING[padding]} ${className}`} {...rest}>
      <div className="mx-auto max-w-6xl px-4">{children}</div>
    </section>
  );
}
