import { useRef, useState } from 'react';
import { useDebouncedCallback } from '../hooks/use-debounced-callback.ts';

/**
 * The lookup behind a location combobox (screens.md 7, 8, 9): runs `load` for the typed text once typing
 * has paused for 500 ms, aborts the lookup before it, hands the result to `found`, and calls `failed`
 * when a lookup fails (the combobox then offers nothing). `searching` is true while one is under way.
 */
export function useTypeaheadLookup<T>(load: (text: string, signal: AbortSignal) => Promise<T>, found: (result: T) => void, failed: (error: unknown) => void) {
  const controller = useRef<AbortController | null>(null);
  const [searching, setSearching] = useState(false);
  const lookup = useDebouncedCallback(async (text: string) => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setSearching(true);
    try {
      found(await load(text, current.signal));
    } catch (error) {
      if ((error as Error).name !== 'AbortError') failed(error);
    } finally {
      if (controller.current === current) setSearching(false);
    }
  }, 500);
  return { lookup, searching };
}
