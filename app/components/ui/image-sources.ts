/** Widths the image route serves (screens.md 9: cards, default, banner, header). */
export const IMAGE_WIDTHS = [400, 500, 1000, 1920] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/**
 * Images the image route can render (server/image-route.ts, docs/decisions/081): uploads
 * (`/images/<name>`) and the demo images (`/demo/<name>.jpg`, rendered from the files in public/demo).
 * Anything else (SVG logos, external URLs) is used as it is.
 */
const UPLOADED = /^\/images\/([0-9a-f-]{36}\.(?:jpg|png))$/;
const DEMO = /^\/demo\/([a-z0-9-]+\.jpg)$/;

/** The image route's URL of `src` at `width` (AVIF, WebP or JPEG by the browser's Accept), or null. */
export function imageRouteUrl(src: string, width: ImageWidth): string | null {
  const uploaded = UPLOADED.exec(src)?.[1];
  if (uploaded) return `/images/${uploaded}?w=${width}`;
  const demo = DEMO.exec(src)?.[1];
  if (demo) return `/images/demo/${demo}?w=${width}`;
  return null;
}

export interface ImageSources {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/**
 * `src`, `srcSet` and `sizes` of an <img> shown at most `width` CSS pixels wide: every width of the image
 * route, so the browser picks by layout (`sizes`) and pixel density; `src` (for browsers without srcset)
 * is the smallest width that covers `width`. `sizes` defaults to "`width`px, or the viewport when
 * narrower".
 */
export function imageSources(src: string, width: number, sizes?: string): ImageSources {
  const fallback = IMAGE_WIDTHS.find((w) => w >= width) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;
  const fallbackUrl = imageRouteUrl(src, fallback);
  if (!fallbackUrl) return { src };
  return {
    src: fallbackUrl,
    srcSet: IMAGE_WIDTHS.map((w) => `${imageRouteUrl(src, w)} ${w}w`).join(', '),
    sizes: sizes ?? `(min-width: ${width}px) ${width}px, 100vw`,
  };
}
