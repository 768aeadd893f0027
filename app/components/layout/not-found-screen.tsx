import { useTranslation } from '../../i18n/use-translation.tsx';
import { Link } from 'react-router';

/** screens.md Not-found: title, text and a button to the home page. */
export function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center" data-testid="not-found">
      <h1 className="mb-4 text-3xl font-bold">{t('notFound.title')}</h1>
      <p className="mb-8 text-lg">{t('notFound.text')}</p>
      <Link to="/" className="inline-block rounded-md bg-brand-strong px-6 py-3 font-semibold text-white hover:bg-brand-strong-hover">
        {t('notFound.button')}
      </Link>
    </section>
  );
}
