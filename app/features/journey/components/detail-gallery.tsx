import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { MediaImage } from '../../../components/ui/media-image.tsx';
import type { Media } from '../../../public-api/public-api.schemas.ts';
import { firstVideoIndex, wrapIndex } from '../gallery-index.ts';

const arrow =
  'absolute top-1/2 flex h-11 w-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-2xl font-bold text-gray-900 shadow outline-offset-2 hover:bg-white';

function MediaView({ item, title, large }: { item: Media; title: string; large?: boolean }) {
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
      eager
      className={large ? 'max-h-[80vh] w-auto object-contain' : 'aspect-[8/5] h-auto w-full object-cover'}
    />
  );
}

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
      <Button onPress={() => go(-1)} aria-label={t('activityDetail.gallery.previous')} className={`${arrow} left-3`} data-testid="gallery-previous">
        ‹
      </Button>
      <Button onPress={() => go(1)} aria-label={t('activityDetail.gallery.next')} className={`${arrow} right-3`} data-testid="gallery-next">
        ›
      </Button>
    </>
  );

  return (
    <section aria-label={t('activityDetail.gallery.label')} aria-roledescription="carousel" data-testid="gallery">
      <div className="relative overflow-hidden rounded-lg bg-gray-100">
        {current.type === 'IMAGE' ? (
          <button type="button" onClick={() => setLightbox(true)} className="block w-full cursor-zoom-in" aria-label={t('activityDetail.gallery.enlarge')}>
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
          <Button
            onPress={() => setIndex(videoAt)}
            className="absolute bottom-3 right-3 rounded-md bg-white px-3 py-2 text-sm font-semibold text-gray-900 shadow"
            data-testid="gallery-video-button"
          >
            ▶ {t('activityDetail.gallery.video')}
          </Button>
        ) : null}
      </div>
      {media.length > 1 ? (
        <ul className="mt-2 flex gap-2 overflow-x-auto pb-1">
          {media.map((item, i) => (
            <li key={item.id} className="shrink-0">
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={t('activityDetail.gallery.thumbnail', { index: i + 1 })}
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
      <ModalOverlay isOpen={lightbox} onOpenChange={setLightbox} isDismissable className="fixed inset-0 z-50 flex items-center justify-center bg-black/90 p-4">
        <Modal className="w-full max-w-6xl outline-none">
          <Dialog className="relative outline-none" aria-label={title} data-testid="lightbox">
            <Heading slot="title" className="sr-only">
              {title}
            </Heading>
            <div className="relative flex items-center justify-center">
              <MediaView item={current} title={title} large />
              {arrows}
            </div>
            <p className="mt-2 text-center text-white">{position}</p>
            <Button onPress={() => setLightbox(false)} className="absolute right-0 top-0 rounded-md bg-white px-3 py-2 font-semibold text-gray-900">
              {t('activityDetail.gallery.close')}
            </Button>
          </Dialog>
        </Modal>
      </ModalOverlay>
    </section>
  );
}
