import { lazyComponent } from '../lazy/lazy-component.tsx';

/**
 * The keyword combobox (suggestions while typing, decision 105) as a lazily loaded component, like the
 * location combobox: the server renders it in full (a plain search field of a GET form without
 * JavaScript); the browser loads and hydrates it when the visitor reaches for it.
 */
export const LazyKeywordComboBox = lazyComponent(() => import('./keyword-combobox.tsx').then((m) => m.KeywordComboBox), { onIntent: true });
