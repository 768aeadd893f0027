import { type ComponentType, type ReactNode, Suspense, lazy, useId, useLayoutEffect, useRef, useState } from 'react';
import { inputClassName } from '../../components/forms/fields.tsx';
import { useHydrated } from '../../components/forms/use-hydrated.ts';
import type { TiptapEditorProps } from './rich-text-editor-tiptap.tsx';

/**
 * The portal's rich-text field (descriptions of activities and events), shared by every editor screen.
 *
 * It is a form field like any other: the HTML travels under `name` in a plain form POST, and the server
 * sanitises it (`sanitizeRichText(html, 'description')`, app/rendering/rich-text.ts) whatever arrives.
 * The server and the first browser render show a `<textarea name>` with the same value, so the form
 * works before (and without) JavaScript; after hydration TipTap takes over. TipTap is a chunk of its own,
 * loaded only when a page renders this field, and the textarea stays in place while it loads (with what
 * was typed into it meanwhile).
 */
export interface RichTextEditorProps {
  /** The form field's name: a hidden input (the editor) or the textarea (before hydration) carries the HTML. */
  name: string;
  /** The stored HTML. The field is uncontrolled afterwards: give it a new `key` to start from other HTML. */
  defaultValue?: string;
  /** The textarea's id; the editable area's label points here too. Default: a generated id. */
  id?: string;
  /** A visible label the field renders itself (text, or text with an "(optional)" in it); or `labelledBy`. */
  label?: ReactNode;
  /** The id of the page's own label element (give it `htmlFor={id}` for the textarea before hydration). */
  labelledBy?: string;
  /** Ids of the hint and error texts under the field. */
  describedBy?: string;
  invalid?: boolean;
  /** Every change of the HTML ('' when empty), e.g. to mark the form dirty. */
  onChange?: (html: string) => void;
}

const loadTiptap = () => import('./rich-text-editor-tiptap.tsx').then((module) => ({ default: module.TiptapEditor }));
const TiptapEditor: ComponentType<TiptapEditorProps> = lazy(loadTiptap);

export function RichTextEditor({ name, defaultValue = '', id, label, labelledBy, describedBy, invalid, onChange }: RichTextEditorProps) {
  const generatedId = useId();
  const fieldId = id ?? `rich-text-${generatedId.replace(/:/g, '')}`;
  const labelId = labelledBy ?? `${fieldId}-label`;
  // What the textarea holds, so text typed before the editor's code arrives goes into the editor.
  const [value, setValue] = useState(defaultValue);
  const hydrated = useHydrated();
  const textareaRef = useRef<HTMLTextAreaElement>(null);

  // Text typed while the page's scripts were still on their way is only in the textarea's DOM (no React
  // heard it): taken over once React runs, before the editor replaces the textarea. The textarea is
  // uncontrolled for this reason: hydrating a controlled one would reset it to the server's text.
  useLayoutEffect(() => {
    const typed = textareaRef.current?.value;
    if (typed !== undefined && typed !== defaultValue) {
      setValue(typed);
      onChange?.(typed);
    }
    // Once, on hydration: later changes arrive through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const textarea = (
    <textarea
      ref={textareaRef}
      id={fieldId}
      name={name}
      rows={8}
      defaultValue={value}
      onChange={(event) => {
        setValue(event.target.value);
        onChange?.(event.target.value);
      }}
      aria-labelledby={labelId}
      aria-describedby={describedBy}
      aria-invalid={invalid ? true : undefined}
      className={inputClassName}
    />
  );

  return (
    <div data-rich-text={name}>
      {label ? (
        <label
          id={labelId}
          htmlFor={fieldId}
          className="mb-1 block font-semibold text-gray-900"
          // The editable area is no form control: a click on the label moves the focus there itself.
          onClick={() => document.getElementById(fieldId)?.focus()}
        >
          {label}
        </label>
      ) : null}
      {hydrated ? (
        <Suspense fallback={textarea}>
          <TiptapEditor name={name} initialHtml={value} fieldId={fieldId} labelId={labelId} describedBy={describedBy} invalid={invalid} onChange={onChange} />
        </Suspense>
      ) : (
        textarea
      )}
    </div>
  );
}
