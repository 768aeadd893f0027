import { createContext, useContext } from 'react';

/**
 * The site's CSS text: entry.server provides app.css as compiled into the server build. It is inlined in
 * every page's head instead of linked (docs/decisions/083): no render-blocking request before the first
 * paint, and after the first page the browser navigates without loading HTML again.
 */
export const SiteStylesContext = createContext<string | undefined>(undefined);

const STYLE_ID = 'site-styles';

// The browser keeps what the server sent: read once before hydration, so every client render (and a
// remount) gives the element the same content the server wrote.
const sentCss = typeof document === 'undefined' ? undefined : (document.getElementById(STYLE_ID)?.textContent ?? '');

export function SiteStyles() {
  const serverCss = useContext(SiteStylesContext);
  return <style id={STYLE_ID} dangerouslySetInnerHTML={{ __html: serverCss ?? sentCss ?? '' }} />;
}
