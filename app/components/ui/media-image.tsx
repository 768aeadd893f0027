import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { imageSources } from './image-sources.ts';

export interface MediaImageProps {
  src: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
  /** The `sizes` of the srcset: the width the image takes in the layout (default: `width` px at most). */
  sizes?: string;
  /** Lazy by default (screens.md 2: cards load their images lazily). */
  eager?: boolean;
  /** The page's largest image in the first view (LCP): loaded at once with high priority. */
  priority?: boolean;
  /** Show 'Kan afbeelding niet laden.' in the placeholder when loading fails (screens.md 8). */
  withMessage?: boolean;
}

/**
 * An image with its size set (no layout shift), in AVIF/WebP at the widths the layout needs (the image
 * route, image-sources.ts) and a placeholder when it cannot be loaded.
 */
export function MediaImage({ src, alt, width, height, className = '', sizes, eager = false, priority = false, withMessage = true }: MediaImageProps) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState<string | null>(null);
  if (failed === src) {
    return (
      <div
        role="img"
        aria-label={alt || t('media.loadFailed')}
        className={`flex items-center justify-center bg-gray-100 p-4 text-center text-sm text-gray-600 ${className}`}
        style={{ aspectRatio: `${width} / ${height}` }}
        data-testid="image-placeholder"
      >
        {withMessage ? t('media.loadFailed') : null}
      </div>
    );
  }
  const sources = imageSources(src, width, sizes);
  return (
    <img
      {...sources}
      alt={alt}
      width={width}
      height={height}
      loading={eager || priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={className}
      onError={() => setFailed(src)}
      ref={(node) => {
        // An image that failed before hydration has already fired its error event: probe it again.
        if (!node || !node.complete || node.naturalWidth > 0) return;
        const probe = new Image();
        probe.onerror = () => setFailed(src);
        probe.src = node.currentSrc || sources.src;
      }}
    />
  );
}
