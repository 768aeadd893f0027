import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { lazyComponent } from '../../../components/lazy/lazy-component.tsx';
import { MediaImage } from '../../../components/ui/media-image.tsx';
import type { Media } from '../../../public-api/public-api.schemas.ts';
import { firstVideoIndex, wrapIndex } from '../gallery-index.ts';
import { MediaView } from './gallery-media.tsx';

const arrow =
  'absolute top-1/2 flex h-11 w-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-2xl font-bold text-gray-900 shadow outline-offset-2 hover:bg-white';

/** The lightbox (react-aria modal) loads when the visitor reaches for the enlarge button. */
const Lightbox = lazyComponent(() => import('./gallery-lightbox.tsx').then((m) => m.GalleryLightbox));
const preloadLightbox = () => void Lightbox.preload();

/**
 * Image/video gallery of the detail screen (screens.md 2): the index wraps at both ends, a video button
 * jumps to the first video, a lightbox that closes on Escape.
 */
export function DetailGallery({ media, title }: { media: Media[]; title: string }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [lightbox, setLightbox] = useState(false);
  if (media.length === 0) return null;
  const current = media[wrapIndex(index, media.length)]!;
  const videoAt = firstVideoIndex(media);
  const go = (delta: number) => setIndex((i) => wrapIndex(i + delta, media.length));
  const position = t('activityDetail.gallery.position', { index: wrapIndex(index, media.length) + 1, total: media.length });

  const arrows = media.length > 1 && (
    <>
      <button
        type="button"
        onClick={() => go(-1)}
        aria-label={t('activityDetail.gallery.previous')}
        className={`${arrow} left-3`}
        data-testid="gallery-previous"
      >
        ‹
      </button>
      <button type="button" onClick={() => go(1)} aria-label={t('activityDetail.gallery.next')} className={`${arrow} right-3`} data-testid="gallery-next">
        ›
      </button>
    </>
  );

  return (
    <section aria-label={t('activityDetail.gallery.label')} aria-roledescription="carousel" data-testid="gallery">
      <div className="relative overflow-hidden rounded-lg bg-gray-100">
        {current.type === 'IMAGE' ? (
          <button
            type="button"
            onClick={() => setLightbox(true)}
            onPointerEnter={preloadLightbox}
            onFocus={preloadLightbox}
            className="block w-full cursor-zoom-in"
            aria-label={t('activityDetail.gallery.enlarge')}
          >
            <MediaView item={current} title={title} />
          </button>
        ) : (
          <MediaView item={current} title={title} />
        )}
        {arrows}
        <p className="absolute bottom-3 left-3 rounded bg-black/70 px-2 py-1 text-sm text-white" aria-live="polite" data-testid="gallery-position">
          {position}
        </p>
        {videoAt >= 0 ? (
          <button
            type="button"
            onClick={() => setIndex(videoAt)}
            className="absolute bottom-3 right-3 rounded-md bg-white px-3 py-2 text-sm font-semibold text-gray-900 shadow"
            data-testid="gallery-video-button"
          >
            ▶ {t('activityDetail.gallery.video')}
          </button>
        ) : null}
      </div>
      {media.length > 1 ? (
        <ul className="mt-2 flex gap-2 overflow-x-auto pb-1">
          {media.map((item, i) => (
            <li key={item.id} className="shrink-0">
              <button
                type="button"
                onClick={() => setIndex(i)}
                // Named by what it shows (its alt text or title), not only by its number.
                aria-label={t(item.type === 'VIDEO' ? 'activityDetail.gallery.thumbnailVideo' : 'activityDetail.gallery.thumbnailImage', {
                  index: i + 1,
                  what: item.alt ?? item.title ?? title,
                })}
                aria-current={i === wrapIndex(index, media.length) ? 'true' : undefined}
                className={`block h-14 w-20 overflow-hidden rounded border-2 ${i === wrapIndex(index, media.length) ? 'border-brand-strong' : 'border-transparent'}`}
              >
                {item.type === 'IMAGE' ? (
                  <MediaImage src={item.url} alt="" width={80} height={56} className="h-full w-full object-cover" withMessage={false} />
                ) : (
                  <span className="flex h-full w-full items-center justify-center bg-gray-800 text-white">▶</span>
                )}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {lightbox ? <Lightbox item={current} title={title} position={position} arrows={arrows} onClose={() => setLightbox(false)} /> : null}
    </section>
  );
}
