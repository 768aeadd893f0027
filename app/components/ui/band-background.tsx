import { imageSources } from './image-sources.ts';

/**
 * A full-width decorative picture behind a band of text (page headers, the home hero and blog band;
 * screens.md 9: header images 1920 wide), with the overlay that keeps the white text readable. The
 * band is `relative overflow-hidden`; its content sits above in a `relative` box. The first band of a
 * page is its LCP (`priority`: not lazy, high priority); a band further down loads lazily.
 */
export function BandBackground({ url, height, priority, overlayClassName }: { url: string; height: number; priority: boolean; overlayClassName: string }) {
  return (
    <>
      <img
        {...imageSources(url, 1920, '100vw')}
        alt=""
        width={1920}
        height={height}
        className="absolute inset-0 h-full w-full object-cover"
        {...(priority ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
      />
      <div className={`absolute inset-0 ${overlayClassName}`} aria-hidden="true" />
    </>
  );
}
