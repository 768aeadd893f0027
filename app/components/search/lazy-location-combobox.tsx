import { lazyComponent } from '../lazy/lazy-component.tsx';

/**
 * The location combobox as a lazily loaded component (decision 080): react-aria's combobox, list box and
 * popover stay out of the page's initial JavaScript. The server renders it in full (a GET form's field
 * without JavaScript); the browser hydrates it when its chunk has arrived.
 */
export const LazyLocationComboBox = lazyComponent(() => import('./location-combobox.tsx').then((m) => m.LocationComboBox), { onIntent: true });
