import { type DragEvent, useRef, useState } from 'react';
import { inputClassName } from '../../../components/forms/fields.tsx';
import { secondaryButtonClassName, usePortalText } from '../../../portal/ui/portal-page.tsx';
import { VIDEO_URL } from '../activity-editing.schemas.ts';

/** One photo or video of the editor; `key` is the list's own (a video has no media id until saved). */
export interface MediaDraft {
  key: string;
  mediaId: number | null;
  type: 'IMAGE' | 'VIDEO';
  url: string;
  alt: string;
}

const UPLOAD_PATH = '/api/public/media/image';

/**
 * The activity's photos and videos (decision 104): upload through the image pipeline, alt text per photo,
 * order by dragging or with the buttons (keyboard), the first photo is the cover, YouTube/Vimeo links as
 * videos. Every item travels as one `media` field (JSON) in the editor's form.
 */
export function MediaManager({ items, onChange, error }: { items: MediaDraft[]; onChange: (items: MediaDraft[]) => void; error?: string | undefined }) {
  const t = usePortalText();
  const [uploading, setUploading] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [videoUrl, setVideoUrl] = useState('');
  const [dragged, setDragged] = useState<number | null>(null);
  const liveRef = useRef<HTMLParagraphElement>(null);
  const firstImage = items.findIndex((item) => item.type === 'IMAGE');

  const move = (from: number, to: number) => {
    if (to < 0 || to >= items.length || from === to) return;
    const next = [...items];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item!);
    onChange(next);
    setMessage(t('portal.activityEditor.media.moved', { position: to + 1, count: items.length }));
  };

  async function upload(files: FileList | null) {
    if (!files?.length) return;
    setUploading(true);
    setMessage(null);
    const added: MediaDraft[] = [];
    try {
      for (const file of Array.from(files)) {
        const body = new FormData();
        body.append('file', file);
        const response = await fetch(UPLOAD_PATH, { method: 'POST', body, headers: { accept: 'application/json' } });
        const json = (await response.json().catch(() => null)) as { id?: number; url?: string; message?: string } | null;
        if (!response.ok || !json?.id || !json.url) {
          setMessage(t('portal.activityEditor.media.uploadFailed', { name: file.name, reason: json?.message ?? response.statusText }));
          continue;
        }
        added.push({ key: `m${json.id}`, mediaId: json.id, type: 'IMAGE', url: json.url, alt: '' });
      }
    } catch {
      setMessage(t('portal.activityEditor.media.uploadFailed', { name: '', reason: t('portal.activityEditor.media.offline') }));
    } finally {
      setUploading(false);
    }
    if (added.length) {
      onChange([...items, ...added]);
      setMessage((previous) => previous ?? t('portal.activityEditor.media.uploaded', { count: added.length }));
    }
  }

  function addVideo() {
    const url = videoUrl.trim();
    if (!VIDEO_URL.test(url)) {
      setMessage(t('portal.activityEditor.errors.videoUrl'));
      return;
    }
    onChange([...items, { key: `v${Date.now()}`, mediaId: null, type: 'VIDEO', url, alt: '' }]);
    setVideoUrl('');
    setMessage(t('portal.activityEditor.media.videoAdded'));
  }

  const onDrop = (index: number) => (event: DragEvent) => {
    event.preventDefault();
    if (dragged !== null) move(dragged, index);
    setDragged(null);
  };

  return (
    <div>
      {error ? (
        <p id="activity-media-error" className="mb-2 text-sm font-medium text-red-700" data-testid="field-error">
          {t(error)}
        </p>
      ) : null}
      <p className="mb-3 text-sm text-gray-700">{t('portal.activityEditor.media.hint')}</p>
      {items.length === 0 ? <p className="mb-3 text-sm">{t('portal.activityEditor.media.none')}</p> : null}
      <ol className="grid grid-cols-1 gap-3 sm:grid-cols-2" data-testid="media-list">
        {items.map((item, index) => (
          <li
            key={item.key}
            draggable
            onDragStart={() => setDragged(index)}
            onDragOver={(event) => event.preventDefault()}
            onDrop={onDrop(index)}
            className={`rounded-md border p-3 ${dragged === index ? 'border-slate-800 opacity-60' : 'border-slate-300'} bg-white`}
            data-testid="media-item"
          >
            <input
              type="hidden"
              name="media"
              value={JSON.stringify(
                item.type === 'IMAGE' ? { type: 'IMAGE', mediaId: item.mediaId, alt: item.alt } : { type: 'VIDEO', url: item.url, alt: item.alt },
              )}
            />
            <div className="flex gap-3">
              {item.type === 'IMAGE' ? (
                <img src={`${item.url}?w=400`} alt="" width={120} height={75} className="h-[75px] w-[120px] shrink-0 cursor-move rounded object-cover" />
              ) : (
                <div className="flex h-[75px] w-[120px] shrink-0 cursor-move items-center justify-center rounded bg-slate-800 text-sm font-semibold text-white">
                  {t('portal.activityEditor.media.video')}
                </div>
              )}
              <div className="min-w-0 flex-1">
                <p className="text-sm font-semibold">
                  {t('portal.activityEditor.media.position', { position: index + 1 })}
                  {index === firstImage ? (
                    <span className="ml-2 rounded bg-green-100 px-2 py-0.5 text-green-900">{t('portal.activityEditor.media.cover')}</span>
                  ) : null}
                </p>
                {item.type === 'VIDEO' ? <p className="truncate text-sm text-gray-700">{item.url}</p> : null}
                <label className="mt-1 block text-sm font-semibold" htmlFor={`media-alt-${item.key}`}>
                  {item.type === 'IMAGE' ? t('portal.activityEditor.media.alt') : t('portal.activityEditor.media.videoTitle')}
                </label>
                <input
                  id={`media-alt-${item.key}`}
                  value={item.alt}
                  maxLength={200}
                  required={item.type === 'IMAGE'}
                  aria-invalid={item.type === 'IMAGE' && error && !item.alt.trim() ? true : undefined}
                  onChange={(event) => onChange(items.map((other) => (other.key === item.key ? { ...other, alt: event.target.value } : other)))}
                  className={`${inputClassName} py-1 text-sm`}
                />
              </div>
            </div>
            <div className="mt-2 flex flex-wrap gap-2">
              <button type="button" className={`${secondaryButtonClassName} px-2 py-1 text-sm`} disabled={index === 0} onClick={() => move(index, index - 1)}>
                {t('portal.activityEditor.media.earlier')}
              </button>
              <button
                type="button"
                className={`${secondaryButtonClassName} px-2 py-1 text-sm`}
                disabled={index === items.length - 1}
                onClick={() => move(index, index + 1)}
              >
                {t('portal.activityEditor.media.later')}
              </button>
              <button
                type="button"
                className={`${secondaryButtonClassName} px-2 py-1 text-sm`}
                onClick={() => {
                  onChange(items.filter((other) => other.key !== item.key));
                  setMessage(t('portal.activityEditor.media.removed'));
                }}
              >
                {t('portal.activityEditor.media.remove')}
              </button>
            </div>
          </li>
        ))}
      </ol>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <div>
          {/* The browser's own file button speaks the browser's language; this label speaks the portal's. */}
          <label
            htmlFor="activity-media-upload"
            className={`${secondaryButtonClassName} cursor-pointer has-[:focus-visible]:outline has-[:focus-visible]:outline-2`}
          >
            {t('portal.activityEditor.media.upload')}
            <input
              id="activity-media-upload"
              type="file"
              accept="image/jpeg,image/png"
              multiple
              disabled={uploading}
              onChange={(event) => {
                void upload(event.target.files);
                event.target.value = '';
              }}
              className="sr-only"
            />
          </label>
          <p className="mt-1 text-sm text-gray-700">{t('portal.activityEditor.media.uploadHint')}</p>
        </div>
        <div>
          <label htmlFor="activity-media-video" className="mb-1 block font-semibold">
            {t('portal.activityEditor.media.videoUrl')}
          </label>
          <div className="flex gap-2">
            <input
              id="activity-media-video"
              type="url"
              value={videoUrl}
              placeholder="https://www.youtube.com/watch?v=..."
              onChange={(event) => setVideoUrl(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  addVideo();
                }
              }}
              className={inputClassName}
            />
            <button type="button" className={secondaryButtonClassName} onClick={addVideo}>
              {t('portal.activityEditor.media.addVideo')}
            </button>
          </div>
        </div>
      </div>
      <p ref={liveRef} role="status" aria-live="polite" className="mt-2 min-h-6 text-sm" data-testid="media-status">
        {uploading ? t('portal.activityEditor.media.uploading') : message}
      </p>
    </div>
  );
}
