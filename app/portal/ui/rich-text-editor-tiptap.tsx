import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Link from '@tiptap/extension-link';
import { inputClassName } from '../../components/forms/fields.tsx';
import { useTranslation } from '../../i18n/use-translation.tsx';

/**
 * TipTap behind the portal's rich-text field (rich-text-editor.tsx loads this module on demand). Only
 * what the 'description' profile of the sanitiser keeps is on offer: paragraphs, h2/h3, bold, italic,
 * lists, links; code, code blocks and rules are off, so nothing typed here is lost on saving.
 */
export interface TiptapEditorProps {
  name: string;
  initialHtml: string;
  fieldId: string;
  labelId: string;
  describedBy?: string;
  invalid?: boolean;
  onChange?: (html: string) => void;
}

const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

/** A typed address as a link target: http(s) or mailto; "www.example.nl" becomes https://www.example.nl. */
export function linkTarget(typed: string): string | null {
  const value = typed.trim();
  if (!value) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol === 'mailto:') return url.href;
    if ((url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.')) return url.href;
  } catch {
    // not an address
  }
  return null;
}

export function TiptapEditor({ name, initialHtml, fieldId, labelId, describedBy, invalid, onChange }: TiptapEditorProps) {
  const [html, setHtml] = useState(initialHtml);
  // The textarea shown while this code loaded had the focus: the editor keeps it.
  const [focusOnStart] = useState(() => document.activeElement?.id === fieldId);
  const editor = useEditor({
    immediatelyRender: true,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        link: false,
      }),
      Link.configure({ openOnClick: false, autolink: true, defaultProtocol: 'https', protocols: ['http', 'https', 'mailto'] }),
    ],
    content: initialHtml,
    autofocus: focusOnStart ? 'end' : false,
    editorProps: {
      attributes: {
        id: fieldId,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        class: `${inputClassName} min-h-40 rounded-t-none [&_a]:text-blue-800 [&_a]:underline [&_h2]:mt-3 [&_h2]:text-xl [&_h2]:font-bold [&_h3]:mt-3 [&_h3]:text-lg [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-2 [&_ul]:list-disc [&_ul]:pl-6`,
      },
    },
    // The field carries what the editor shows from the start (text typed into the textarea before the
    // editor arrived is plain text; the editor made paragraphs of it).
    onCreate: ({ editor: current }) => setHtml(htmlOf(current)),
    onUpdate: ({ editor: current }) => {
      const next = htmlOf(current);
      setHtml(next);
      onChange?.(next);
    },
  });

  return (
    <div>
      <Toolbar editor={editor} fieldId={fieldId} />
      <EditorContent editor={editor} />
      <input type="hidden" name={name} value={html} />
    </div>
  );
}

interface ToolState {
  bold: boolean;
  italic: boolean;
  heading2: boolean;
  heading3: boolean;
  bulletList: boolean;
  orderedList: boolean;
  link: boolean;
  canUndo: boolean;
  canRedo: boolean;
}

/** The formatting buttons: one tab stop, arrow keys move between the buttons (the ARIA toolbar pattern). */
function Toolbar({ editor, fieldId }: { editor: Editor; fieldId: string }) {
  const { t } = useTranslation();
  const state = useEditorState<ToolState>({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      heading2: current.isActive('heading', { level: 2 }),
      heading3: current.isActive('heading', { level: 3 }),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      link: current.isActive('link'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  const [linkOpen, setLinkOpen] = useState(false);
  const [current, setCurrent] = useState(0);
  const bar = useRef<HTMLDivElement>(null);
  const run = (command: (chain: ReturnType<Editor['chain']>) => ReturnType<Editor['chain']>) => command(editor.chain().focus()).run();

  const tools: Array<{ key: string; label: string; pressed?: boolean; disabled?: boolean; onClick: () => void; icon: ReactNode }> = [
    { key: 'bold', label: t('portal.richText.bold'), pressed: state.bold, onClick: () => run((c) => c.toggleBold()), icon: <b>B</b> },
    {
      key: 'italic',
      label: t('portal.richText.italic'),
      pressed: state.italic,
      onClick: () => run((c) => c.toggleItalic()),
      icon: <i className="font-serif">I</i>,
    },
    { key: 'h2', label: t('portal.richText.heading2'), pressed: state.heading2, onClick: () => run((c) => c.toggleHeading({ level: 2 })), icon: 'H2' },
    { key: 'h3', label: t('portal.richText.heading3'), pressed: state.heading3, onClick: () => run((c) => c.toggleHeading({ level: 3 })), icon: 'H3' },
    { key: 'ul', label: t('portal.richText.bulletList'), pressed: state.bulletList, onClick: () => run((c) => c.toggleBulletList()), icon: <ListIcon /> },
    {
      key: 'ol',
      label: t('portal.richText.orderedList'),
      pressed: state.orderedList,
      onClick: () => run((c) => c.toggleOrderedList()),
      icon: <ListIcon numbered />,
    },
    { key: 'link', label: t('portal.richText.link'), pressed: state.link, onClick: () => setLinkOpen((open) => !open), icon: <LinkIcon /> },
    { key: 'undo', label: t('portal.richText.undo'), disabled: !state.canUndo, onClick: () => run((c) => c.undo()), icon: '↶' },
    { key: 'redo', label: t('portal.richText.redo'), disabled: !state.canRedo, onClick: () => run((c) => c.redo()), icon: '↷' },
  ];

  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    const edge = { Home: 0, End: tools.length - 1 }[event.key];
    if (step === undefined && edge === undefined) return;
    event.preventDefault();
    const next = edge ?? (current + step! + tools.length) % tools.length;
    setCurrent(next);
    bar.current?.querySelectorAll<HTMLButtonElement>('button')[next]?.focus();
  };

  return (
    <div className="rounded-t-md border border-b-0 border-gray-400 bg-slate-50">
      <div
        ref={bar}
        role="toolbar"
        aria-label={t('portal.richText.toolbar')}
        aria-controls={fieldId}
        onKeyDown={moveFocus}
        className="flex flex-wrap gap-1 p-1"
      >
        {tools.map((tool, index) => (
          <button
            key={tool.key}
            type="button"
            tabIndex={index === current ? 0 : -1}
            aria-label={tool.label}
            title={tool.label}
            aria-pressed={tool.pressed}
            aria-expanded={tool.key === 'link' ? linkOpen : undefined}
            // aria-disabled keeps the button in the arrow-key order; the click is ignored.
            aria-disabled={tool.disabled ? true : undefined}
            onFocus={() => setCurrent(index)}
            onMouseDown={(event) => event.preventDefault() /* keep the editor's selection */}
            onClick={() => {
              if (!tool.disabled) tool.onClick();
            }}
            className="inline-flex h-9 min-w-9 items-center justify-center rounded px-2 text-sm font-semibold text-slate-900 hover:bg-slate-200 focus-visible:outline focus-visible:outline-2 focus-visible:outline-slate-800 aria-disabled:cursor-not-allowed aria-disabled:text-slate-400 aria-pressed:bg-slate-800 aria-pressed:text-white"
          >
            {tool.icon}
          </button>
        ))}
      </div>
      {linkOpen ? <LinkForm editor={editor} close={() => setLinkOpen(false)} /> : null}
    </div>
  );
}

/**
 * The link's address, typed in the page (no window.prompt). It lives inside the page's form, so it is
 * no <form> itself: Enter applies, Escape closes, and its input has no name (it is never posted).
 */
function LinkForm({ editor, close }: { editor: Editor; close: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [value, setValue] = useState(() => (editor.getAttributes('link').href as string | undefined) ?? '');
  const [error, setError] = useState(false);
  const finish = () => {
    close();
    editor.commands.focus();
  };
  const apply = () => {
    if (!value.trim()) return remove();
    const href = linkTarget(value);
    if (!href) return setError(true);
    const chain = editor.chain().focus().extendMarkRange('link');
    // Without a selection the address itself becomes the link's text.
    if (editor.state.selection.empty && !editor.isActive('link'))
      chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
    else chain.setLink({ href }).run();
    close();
  };
  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    close();
  };
  const buttonClass =
    'rounded-md border border-slate-400 bg-white px-3 py-1.5 text-sm font-semibold text-slate-900 hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-slate-800';
  return (
    <div className="flex flex-wrap items-end gap-2 border-t border-gray-300 p-2">
      <div className="min-w-48 flex-1">
        <label htmlFor={`${id}-url`} className="mb-1 block text-sm font-semibold text-gray-900">
          {t('portal.richText.linkUrl')}
        </label>
        <input
          id={`${id}-url`}
          type="url"
          inputMode="url"
          autoFocus
          value={value}
          placeholder="https://"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setValue(event.target.value);
            setError(false);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault(); // not the page's form
              apply();
            } else if (event.key === 'Escape') {
              event.preventDefault();
              finish();
            }
          }}
          className={`${inputClassName} py-1.5 text-sm`}
        />
        {error ? (
          <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
            {t('portal.richText.linkInvalid')}
          </p>
        ) : null}
      </div>
      <button type="button" onClick={apply} className={buttonClass}>
        {t('portal.richText.linkApply')}
      </button>
      {editor.isActive('link') ? (
        <button type="button" onClick={remove} className={buttonClass}>
          {t('portal.richText.linkRemove')}
        </button>
      ) : null}
      <button type="button" onClick={finish} className={buttonClass}>
        {t('portal.richText.linkCancel')}
      </button>
    </div>
  );
}

function ListIcon({ numbered = false }: { numbered?: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor">
      {numbered ? (
        <>
          {/* Numerals drawn, not written: text would be read as part of the button's visible label. */}
          <path d="M1.8 2.6 3.4 1.5V7" fill="none" stroke="currentColor" strokeWidth="1.3" />
          <path d="M1.5 11.2c0-1 .8-1.6 1.7-1.6s1.6.6 1.6 1.4c0 .7-.4 1.1-1 1.7L1.5 15.5H5" fill="none" stroke="currentColor" strokeWidth="1.3" />
        </>
      ) : (
        <>
          <circle cx="3" cy="5" r="1.6" />
          <circle cx="3" cy="14" r="1.6" />
        </>
      )}
      <rect x="7" y="4" width="12" height="2" rx="1" />
      <rect x="7" y="13" width="12" height="2" rx="1" />
    </svg>
  );
}

function LinkIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d="M8.5 11.5a3.5 3.5 0 0 0 5 0l3-3a3.5 3.5 0 0 0-5-5l-1 1" />
      <path d="M11.5 8.5a3.5 3.5 0 0 0-5 0l-3 3a3.5 3.5 0 0 0 5 5l1-1" />
    </svg>
  );
}
