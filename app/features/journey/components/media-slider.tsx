import { type RefObject, useEffect, useRef } from 'react';
import type { EmblaCarouselType } from 'embla-carousel';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { MediaImage } from '../../../components/ui/media-image.tsx';
import type { CardMedia } from '../journey.types.ts';

/** Card images take a third of the grid on wide screens, half from 640 px, the full width below. */
export const CARD_IMAGE_SIZES = '(min-width: 1280px) 300px, (min-width: 640px) 50vw, 100vw';

// Embla's duration is in its own units; 30 is about half a second (screens.md 2: speed 500 ms).
const EMBLA_OPTIONS = { loop: true, duration: 30 } as const;

/** Starts embla on the slider's viewport once (its code is loaded then); null before the viewport exists. */
function startCarousel(node: HTMLElement | null, carousel: RefObject<Promise<EmblaCarouselType> | null>): Promise<EmblaCarouselType> | null {
  if (!node) return null;
  carousel.current ??= import('embla-carousel').then(({ default: EmblaCarousel }) => EmblaCarousel(node, EMBLA_OPTIONS));
  return carousel.current;
}

/**
 * The card's image slider (screens.md 2: speed 500 ms, image width 400, lazy images). `priority`: the
 * first image is the page's LCP (the first card of a page without a header image).
 *
 * The slides are plain server HTML; embla (swiping, the arrows) starts only when the slider comes near
 * the screen, each in a task of its own, and its code loads then: starting it measures the layout, and a
 * page of cards starting them all at once held the main thread for a long task after hydration (decision 080).
 * An arrow pressed before that starts it at once.
 */
export function MediaSlider({ media, title, priority = false }: { media: CardMedia[]; title: string; priority?: boolean }) {
  const { t } = useTranslation();
  const images = media.filter((m) => m.type === 'IMAGE');
  const viewport = useRef<HTMLDivElement>(null);
  const carousel = useRef<Promise<EmblaCarouselType> | null>(null);
  const slides = images.length;

  const start = () => (slides > 1 ? startCarousel(viewport.current, carousel) : null);

  useEffect(() => {
    const node = viewport.current;
    if (!node || slides < 2) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        timer = setTimeout(() => void startCarousel(node, carousel), 0);
      },
      { rootMargin: '200px' },
    );
    observer.observe(node);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
      const started = carousel.current;
      carousel.current = null;
      void started?.then((api) => api.destroy());
    };
  }, [slides]);

  if (slides === 0) {
    return <div className="flex aspect-[8/5] items-center justify-center bg-brand-light text-sm text-gray-600">{title}</div>;
  }
  return (
    <div className="group relative">
      <div className="overflow-hidden" ref={viewport}>
        <div className="flex">
          {images.map((image, i) => (
            <div
              className="min-w-0 flex-[0_0_100%]"
              key={image.id}
              aria-roledescription={t('activityCard.slide')}
              aria-label={`${i + 1} / ${slides}`}
              role="group"
            >
              <MediaImage
                src={image.url}
                alt={image.alt ?? title}
                width={400}
                height={250}
                sizes={CARD_IMAGE_SIZES}
                priority={priority && i === 0}
                className="aspect-[8/5] h-auto w-full object-cover"
              />
            </div>
          ))}
        </div>
      </div>
      {slides > 1 ? (
        <>
          <button
            type="button"
            onClick={() => void start()?.then((api) => api.scrollPrev())}
            aria-label={t('activityCard.previousImage')}
            className="absolute left-2 top-1/2 flex h-9 w-9 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-lg font-bold text-gray-900 shadow"
          >
            ‹
          </button>
          <button
            type="button"
            onClick={() => void start()?.then((api) => api.scrollNext())}
            aria-label={t('activityCard.nextImage')}
            className="absolute right-2 top-1/2 flex h-9 w-9 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-lg font-bold text-gray-900 shadow"
          >
            ›
          </button>
        </>
      ) : null}
    </div>
  );
}
