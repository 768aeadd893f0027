/**
 * Looks up the catalogue texts (docs/decisions/082): dotted keys, `{{name}}` placeholders and plural
 * forms as `key_one` / `key_other`, chosen by the platform's `Intl.PluralRules` for the language. The
 * catalogues were written for i18next and keep its format; translator.test.ts checks that every text
 * comes out exactly as i18next gives it. i18next itself (~20 KB gzip in every page's JavaScript) is not
 * in the bundle: decision 080's budget is 120 KB.
 */
export interface TranslateOptions {
  /** Picks the plural form; also fills `{{count}}`. */
  count?: number;
  [placeholder: string]: unknown;
}

export type TranslateFunction = (key: string, options?: TranslateOptions) => string;

export interface Translator {
  /** BCP 47 language tag (nl, nl-BE, de). */
  readonly language: string;
  /** The text at `key` with its placeholders filled; the key itself when there is no such text. */
  readonly t: TranslateFunction;
  /** A translator with the texts at some keys replaced (a landing page's own header texts). */
  withTexts(texts: Record<string, string>): Translator;
}

const PLACEHOLDER = /\{\{\s*([^{}\s]+)\s*\}\}/g;

/** `onMissing` hears of keys whose top-level part is not in the catalogue (a text part not loaded). */
export function createTranslator(
  language: string,
  catalogue: object,
  overrides: ReadonlyMap<string, string> = new Map(),
  onMissing?: (key: string) => void,
): Translator {
  const plurals = new Intl.PluralRules(language);
  // Texts found, by key: a page asks for the same keys again and again (each card its labels), and the
  // server's translators live as long as the process (decision 080). Only found texts: a part loaded later
  // in the browser adds keys, it never changes a text.
  const found = new Map<string, string>();
  const lookup = (key: string): string | undefined => {
    let text = overrides.get(key) ?? found.get(key);
    if (text !== undefined) return text;
    let node: unknown = catalogue;
    for (const part of key.split('.')) {
      if (typeof node !== 'object' || node === null) return undefined;
      node = (node as Record<string, unknown>)[part];
    }
    if (typeof node !== 'string') return undefined;
    text = node;
    found.set(key, text);
    return text;
  };
  const t: TranslateFunction = (key, options) => {
    const count: unknown = options?.count;
    // As i18next: any count but a string picks a plural form (null counts as 0).
    const text = (count !== undefined && typeof count !== 'string' ? lookup(`${key}_${plurals.select(Number(count))}`) : undefined) ?? lookup(key);
    if (text === undefined) {
      if (onMissing && !(key.split('.', 1)[0]! in catalogue)) onMissing(key);
      return key;
    }
    if (!options) return text;
    // As i18next: a placeholder without a value stays as it is; null and undefined become empty.
    return text.replace(PLACEHOLDER, (placeholder, name: string) => {
      if (!(name in options)) return placeholder;
      const value = options[name];
      return value === null || value === undefined ? '' : String(value);
    });
  };
  return {
    language,
    t,
    withTexts: (texts) => createTranslator(language, catalogue, new Map([...overrides, ...Object.entries(texts)]), onMissing),
  };
}
