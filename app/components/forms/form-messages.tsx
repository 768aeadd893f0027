import { useTranslation } from '../../i18n/use-translation.tsx';

/**
 * Schemas report errors as catalogue keys (e.g. `faqForm.errors.nameRequired`); a form field shows the
 * text of the key in the brand's language (the catalogue part of the form's screen has them).
 */
export function useFormMessage(): (key: string | undefined) => string | undefined {
  const { t } = useTranslation();
  return (key) => (key === undefined ? undefined : t(key));
}
