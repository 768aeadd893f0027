import { useTranslation } from '../../../i18n/use-translation.tsx';
import { MediaImage } from '../../../components/ui/media-image.tsx';
import type { Media } from '../../../public-api/public-api.schemas.ts';
import { videoEmbedUrl } from '../../../components/ui/video-embed.ts';
import { useState } from 'react';

/**
 * A YouTube or Vimeo video: a play button until the visitor asks for it, so the page loads no player
 * (and sets no third-party cookie) for visitors who never watch.
 */
function EmbeddedVideo({ src, title }: { src: string; title: string }) {
  const { t } = useTranslation();
  const [playing, setPlaying] = useState(false);
  if (playing) {
    return (
      <iframe
        src={src}
        title={title}
        allow="autoplay; fullscreen; picture-in-picture"
        allowFullScreen
        className="aspect-[8/5] h-auto w-full border-0 bg-black"
        data-testid="gallery-video"
      />
    );
  }
  return (
    <button
      type="button"
      onClick={() => setPlaying(true)}
      className="flex aspect-[8/5] h-auto w-full items-center justify-center bg-black text-lg font-semibold text-white focus-visible:outline focus-visible:outline-4 focus-visible:outline-offset-[-4px] focus-visible:outline-white"
      data-testid="gallery-video"
    >
      <span aria-hidden="true" className="mr-3 text-4xl">
        ▶
      </span>
      {t('activityDetail.gallery.playVideo', { title })}
    </button>
  );
}

/** One gallery item: a video (loaded on play) or an image; `large` in the lightbox. */
export function MediaView({ item, title, large }: { item: Media; title: string; large?: boolean }) {
  // In the page the image is the first view's largest (LCP): high priority; in the lightbox full width.
  const { t } = useTranslation();
  if (item.type === 'VIDEO') {
    const embed = videoEmbedUrl(item.url);
    if (embed) return <EmbeddedVideo src={embed} title={item.title ?? item.alt ?? t('activityDetail.gallery.videoTitle', { title })} />;
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
