import { useTranslation } from '../../../i18n/use-translation.tsx';
import { MediaImage } from '../../../components/ui/media-image.tsx';
import type { Media } from '../../../public-api/public-api.schemas.ts';

/** One gallery item: a video (loaded on play) or an image; `large` in the lightbox. */
export function MediaView({ item, title, large }: { item: Media; title: string; large?: boolean }) {
  // In the page the image is the first view's largest (LCP): high priority; in the lightbox full width.
  const { t } = useTranslation();
  if (item.type === 'VIDEO') {
    return (
      <video
        src={item.url}
        controls
        preload="none"
        className="aspect-[8/5] h-auto w-full bg-black object-contain"
        aria-label={item.title ?? t('activityDetail.gallery.videoTitle', { title })}
        data-testid="gallery-video"
      />
    );
  }
  return (
    <MediaImage
      src={item.url}
      alt={item.alt ?? title}
      width={large ? 1920 : 1000}
      height={large ? 1200 : 625}
      sizes={large ? '100vw' : '(min-width: 960px) 850px, 100vw'}
      eager
      priority={!large}
      className={large ? 'max-h-[80vh] w-auto object-contain' : 'aspect-[8/5] h-auto w-full object-cover'}
    />
  );
}
