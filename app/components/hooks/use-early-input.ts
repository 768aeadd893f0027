import { type RefObject, useEffect, useRef } from 'react';

/**
 * For a text field of a part that hydrates after the page (a lazyComponent): what the visitor did to the
 * server-rendered field before the part's code ran is taken over once it runs. Text typed into it goes
 * to `onText`. The focus it has was never seen by the component (react-aria's combobox opens its
 * suggestions only for a field it knows is focused, and would not until the visitor left the field and
 * came back), so the field is blurred and focused again.
 */
export function useEarlyInput(field: RefObject<HTMLInputElement | null>, value: string, onText: (text: string) => void): void {
  // What the first render had: later renders must not take a keystroke on its way to state for early text.
  const first = useRef({ value, onText });
  useEffect(() => {
    const node = field.current;
    if (!node) return;
    if (node.value !== first.current.value) first.current.onText(node.value);
    if (node.ownerDocument.activeElement === node) {
      node.blur();
      node.focus();
    }
  }, [field]);
}
