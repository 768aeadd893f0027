import type { ReactNode } from 'react';
import { deepPrimaryBg } from '../../../components/forms/brand-styles.ts';

/**
 * The header band of the content screens: title (and optional intro) on a dark shade of the brand
 * colour (readable with white text on every palette), an optional image beside it, and optional
 * content above the title (breadcrumbs).
 */
export function ContentHeader({ title, intro, aside, children }: { title: string; intro?: string; aside?: ReactNode; children?: ReactNode }) {
  return (
    <header className={`${deepPrimaryBg} text-white`} data-testid="content-header">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-8 px-4 py-10 sm:py-14">
        <div>
          {children}
          <h1 className="text-3xl font-bold sm:text-4xl">{title}</h1>
          {intro ? <p className="mt-3 max-w-3xl text-lg">{intro}</p> : null}
        </div>
        {aside}
      </div>
    </header>
  );
}
