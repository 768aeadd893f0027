import useEmblaCarousel from 'embla-carousel-react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { MediaImage } from '../../../components/ui/media-image.tsx';
import type { Media } from '../../../public-api/public-api.schemas.ts';

/** The card's image slider (screens.md 2: speed 500 ms, image width 400, lazy images). */
/** Card images take a third of the grid on wide screens, half from 640 px, the full width below. */
export const CARD_IMAGE_SIZES = '(min-width: 1280px) 300px, (min-width: 640px) 50vw, 100vw';

/** `priority`: the first image is the page's LCP (the first card of a page without a header image). */
export function MediaSlider({ media, title, priority = false }: { media: Media[]; title: string; priority?: boolean }) {
  const { t } = useTranslation();
  const images = media.filter((m) => m.type === 'IMAGE');
  // Embla's duration is in its own units; 30 is about half a second.
  const [ref, api] = useEmblaCarousel({ loop: true, duration: 30 });
  if (images.length === 0) {
    return <div className="flex aspect-[8/5] items-center justify-center bg-brand-light text-sm text-gray-600">{title}</div>;
  }
  return (
    <div className="group relative">
      <div className="overflow-hidden" ref={ref}>
        <div className="flex">
          {images.map((image, i) => (
            <div className="min-w-0 flex-[0_0_100%]" key={image.id} aria-roledescription={t('activityCard.slide')} aria-label={`${i + 1} / ${images.length}`} role="group">
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
      {images.length > 1 ? (
        <>
          <button
            type="button"
            onClick={() => api?.scrollPrev()}
            aria-label={t('activityCard.previousImage')}
            className="absolute left-2 top-1/2 flex h-9 w-9 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-lg font-bold text-gray-900 shadow"
          >
            ‹
          </button>
          <button
            type="button"
            onClick={() => api?.scrollNext()}
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
