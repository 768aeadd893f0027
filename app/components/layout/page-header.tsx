import type { ReactNode } from 'react';
import { BandBackground } from '../ui/band-background.tsx';

interface HeaderImage {
  url: string;
  alt?: string | null;
}

/** Title band at the top of a screen, optionally over an image (screens.md 9: header images 1920 wide). */
export function PageHeader({ title, children, image }: { title: string; children?: ReactNode; image?: HeaderImage | null }) {
  return (
    <div className="relative overflow-hidden bg-brand-strong text-white">
      {image ? (
        // The page's LCP.
        <BandBackground url={image.url} height={480} priority overlayClassName="bg-gradient-to-r from-black/75 via-black/55 to-black/25" />
      ) : null}
      <div className="relative mx-auto max-w-7xl px-4 py-10 sm:py-14">
        <h1 className="text-3xl font-bold sm:text-4xl">{title}</h1>
        {children}
      </div>
    </div>
  );
}
