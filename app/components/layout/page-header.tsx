import type { ReactNode } from 'react';

/** Title band at the top of a screen. */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="bg-brand text-white">
      <div className="mx-auto max-w-6xl px-4 py-10">
        <h1 className="text-3xl font-bold sm:text-4xl">{title}</h1>
        {children}
      </div>
    </div>
  );
}
