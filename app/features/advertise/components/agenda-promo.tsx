import { useTranslation } from '../../../i18n/use-translation.tsx';
import { Link } from 'react-router';
import { actionButtonClassName } from '../../../components/forms/brand-styles.ts';

/** The ad banner of the kids advertise page: points organisers to the agenda. */
export function AgendaPromo() {
  const { t } = useTranslation();
  return (
    <div
      className="flex flex-col gap-4 rounded-lg border border-brand-border bg-white p-6 sm:flex-row sm:items-center sm:justify-between"
      data-testid="agenda-promo"
    >
      <div>
        <p className="text-xl font-bold">{t('advertise.agenda.title')}</p>
        <p className="mt-1 text-gray-800">{t('advertise.agenda.text')}</p>
      </div>
      <Link to="/agenda" className={`${actionButtonClassName} shrink-0`}>
        {t('advertise.agenda.button')}
      </Link>
    </div>
  );
}
