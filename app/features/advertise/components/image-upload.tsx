import { useState } from 'react';
import { FieldError, FieldLabel } from '../../../components/forms/text-field.tsx';
import { useHydrated } from '../../../components/forms/use-hydrated.ts';

export const IMAGE_UPLOAD_PATH = '/api/public/media/image';

interface UploadedImage {
  id: number;
  url: string;
  name: string;
}

/**
 * The event image: chosen from disk, uploaded at once (POST /api/public/media/image, multipart field
 * `file`) and posted with the form as `media.id`. A failed upload is logged only (screens.md 8): the
 * field stays empty and the form asks for an image on submit. The upload needs JavaScript; without it
 * the field says so.
 */
export function ImageUpload({ id, label, hint, noScriptText, errorId, errors }: { id: string; label: string; hint: string; noScriptText: string; errorId: string; errors: string[] | undefined }) {
  const hydrated = useHydrated();
  const [image, setImage] = useState<UploadedImage | null>(null);
  const [busy, setBusy] = useState(false);
  const hintId = `${id}-hint`;

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
      setImage({ id: media.id, url: media.url, name: file.name });
    } catch (error) {
      console.warn('event image upload failed', error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div data-testid="image-upload" data-state={busy ? 'uploading' : image ? 'uploaded' : 'empty'}>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      {hydrated ? (
        <input
          id={id}
          type="file"
          accept=".jpg,.jpeg,.png,image/jpeg,image/png"
          onChange={(event) => void upload(event.target.files?.[0])}
          aria-describedby={[hintId, errors ? errorId : null].filter(Boolean).join(' ')}
          aria-invalid={errors ? true : undefined}
          className="block w-full text-base file:mr-4 file:rounded-md file:border-0 file:bg-brand-light file:px-4 file:py-2 file:font-semibold"
        />
      ) : (
        <p id={id} className="text-gray-800">
          {noScriptText}
        </p>
      )}
      <p id={hintId} className="mt-1 text-sm text-gray-700">
        {hint}
      </p>
      {image ? (
        <>
          <input type="hidden" name="media.id" value={image.id} />
          <img src={image.url} alt="" width={154} height={96} className="mt-2 h-24 w-auto rounded border border-brand-border object-cover" data-testid="image-preview" />
        </>
      ) : (
        // No image yet: the empty field makes the form report 'add an image' for this field.
        <input type="hidden" name="media" value="" />
      )}
      <FieldError id={errorId} errors={errors} />
    </div>
  );
}
