import { type RefObject, useContext, useEffect, useRef } from 'react';
import { ComboBoxStateContext } from 'react-aria-components';

/**
 * Rendered inside a react-aria `<ComboBox>` whose code runs after the page (a lazyComponent, possibly
 * hydrating only when the visitor reaches for it): what the visitor did to the server-rendered field
 * before takes effect once the code runs. Text typed into it goes to `onText` (so it is kept and looked
 * up). A field that has the focus is made focused in the combobox's state too: react-aria never saw that
 * focus, and opens suggestions only for a field it knows is focused; with typed text, the suggestions
 * open at once rather than with the next keystroke.
 */
export function ComboBoxEarlyInput({ field, onText }: { field: RefObject<HTMLInputElement | null>; onText: (text: string) => void }): null {
  const state = useContext(ComboBoxStateContext);
  // What the first render had: a later render must not replay early text.
  const first = useRef({ onText, state });
  useEffect(() => {
    const node = field.current;
    const { onText: adopt, state: combobox } = first.current;
    if (!node) return;
    const focused = node.ownerDocument.activeElement === node;
    // defaultValue is the value the server rendered.
    const typed = node.value !== node.defaultValue;
    if (typed || focused) adopt(node.value);
    if (!focused || !combobox) return;
    combobox.setFocused(true);
    if (typed && node.value.trim() !== '') combobox.open(null, 'manual');
  }, [field]);
  return null;
}
