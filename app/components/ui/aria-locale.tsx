import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { useTranslation } from '../../i18n/use-translation.tsx';

/**
 * react-aria's own texts (the combobox's screen-reader announcements, a modal's dismiss button) and its
 * number formats in the page's language. Without it react-aria takes en-US while rendering on the
 * server and hydrating, then the browser's language: English announcements on a Dutch page.
 */
export function AriaLocale({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return <I18nProvider locale={i18n.language}>{children}</I18nProvider>;
}
