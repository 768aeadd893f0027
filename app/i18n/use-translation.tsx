import { createContext, type ReactNode, useContext } from 'react';
import type { TranslateFunction, Translator } from './translator.ts';

const TranslatorContext = createContext<Translator | null>(null);

/** The texts of the page's language for everything below (the root; a landing page's forked texts). */
export function TranslationProvider({ translator, children }: { translator: Translator; children: ReactNode }) {
  return <TranslatorContext value={translator}>{children}</TranslatorContext>;
}

/** `t` of the nearest TranslationProvider (stable per translator, so it can sit in dependency lists). */
export function useTranslation(): { t: TranslateFunction; i18n: Translator } {
  const translator = useContext(TranslatorContext);
  if (!translator) throw new Error('useTranslation outside a TranslationProvider (root.tsx provides one)');
  return { t: translator.t, i18n: translator };
}
