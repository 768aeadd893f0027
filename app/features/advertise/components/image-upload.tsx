import { useRef, useState } from 'react';
import { FieldError, FieldLabel } from '../../../components/forms/fields.tsx';
import { useHydrated } from '../../../components/forms/use-hydrated.ts';
import { IMAGE_ACCEPT } from '../../../config/upload-rules.ts';

export const IMAGE_UPLOAD_PATH = '/api/public/media/image';
/** The file field the form posts without JavaScript; the route action stores it as an upload. */
export const IMAGE_FILE_FIELD = 'image';
/** Urls of stored uploads (a generated name): only these are shown as the preview of a kept image. */
const STORED_IMAGE_URL = /^\/images\/[0-9a-f-]{36}\.(jpg|png)$/;

interface UploadedImage {
  id: number;
  url: string;
}

/** The stored image a form answer carries back (`media.id`, `media.url`), when it is one. */
export function keptImage(value: unknown): UploadedImage | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id, url } = value as { id?: unknown; url?: unknown };
  const number = Number(id);
  if (!Number.isInteger(number) || number <= 0 || typeof url !== 'string' || !STORED_IMAGE_URL.test(url)) return null;
  return { id: number, url };
}

interface ImageUploadProps {
  id: string;
  label: string;
  hint: string;
  /** Said under the preview: the image is in, another file replaces it. */
  receivedText: string;
  errorId: string;
  errors: string[] | undefined;
  /** An image stored with an earlier post of this form (it came back with other messages). */
  initialImage?: UploadedImage | null;
}

/**
 * The event image. With JavaScript it is uploaded as soon as it is chosen (POST
 * /api/public/media/image, multipart field `file`) and posted with the form as `media.id`; a failed
 * upload is logged only (screens.md 8): the field stays empty and the form asks for an image on
 * submit. Without JavaScript (and until React runs) it is a plain file input named `image` that the
 * multipart form posts along; the route action stores it the same way. A stored image comes back as
 * `media.id` / `media.url` when the form has other messages, so it need not be chosen again.
 */
export function ImageUpload({ id, label, hint, receivedText, errorId, errors, initialImage }: ImageUploadProps) {
  const hydrated = useHydrated();
  const [image, setImage] = useState<UploadedImage | null>(initialImage ?? null);
  const [busy, setBusy] = useState(false);
  const carriedOver = useRef(false);
  const hintId = `${id}-hint`;
  const receivedId = `${id}-received`;

  const upload = async (file: File | undefined) => {
    setImage(null);
    if (!file) return;
    setBusy(true);
    try {
      const body = new FormData();
      body.append('file', file);
      const response = await fetch(IMAGE_UPLOAD_PATH, { method: 'POST', body, headers: { accept: 'application/json' } });
      if (!response.ok) throw new Error(`upload answered ${response.status}`);
      const media = (await response.json()) as { id: number; url: string };
      setImage({ id: media.id, url: media.url });
    } catch (error) {
      console.warn('event image upload failed', error);
    } finally {
      setBusy(false);
    }
  };

  // A file chosen before React ran (a slow script): the hydration render finds it in the input and
  // uploads it, since the input loses its name (the form must not post the file twice).
  const adoptChosenFile = (node: HTMLInputElement | null) => {
    if (!node || hydrated || carriedOver.current) return;
    carriedOver.current = true;
    const file = node.files?.[0];
    if (file) void upload(file);
  };

  return (
    <div data-testid="image-upload" data-state={busy ? 'uploading' : image ? 'uploaded' : 'empty'}>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <input
        ref={adoptChosenFile}
        id={id}
        type="file"
        // Without JavaScript the form posts the file itself; with it the upload above has done so.
        name={hydrated ? undefined : IMAGE_FILE_FIELD}
        accept={IMAGE_ACCEPT}
        onChange={(event) => void upload(event.target.files?.[0])}
        aria-describedby={[hintId, image ? receivedId : null, errors ? errorId : null].filter(Boolean).join(' ')}
        aria-invalid={errors ? true : undefined}
        className="block w-full rounded-md border border-gray-400 bg-white p-1 text-base text-gray-900 outline-none file:mr-4 file:cursor-pointer file:rounded file:border-0 file:bg-brand-light file:px-4 file:py-1 file:font-semibold focus-visible:border-brand-darker focus-visible:ring-2 focus-visible:ring-brand-border aria-[invalid=true]:border-red-700"
      />
      <p id={hintId} className="mt-1 text-sm text-gray-700">
        {hint}
      </p>
      {image ? (
        <>
          <input type="hidden" name="media.id" value={image.id} />
          <input type="hidden" name="media.url" value={image.url} />
          <img
            src={image.url}
            alt=""
            width={154}
            height={96}
            className="mt-2 h-24 w-auto rounded border border-brand-border object-cover"
            data-testid="image-preview"
          />
          <p id={receivedId} className="mt-1 text-sm text-gray-700" data-testid="image-received">
            {receivedText}
          </p>
        </>
      ) : (
        // No image yet: the empty field makes the form report 'add an image' for this field.
        <input type="hidden" name="media" value="" />
      )}
      <FieldError id={id} error={errors?.[0]} always />
    </div>
  );
}
