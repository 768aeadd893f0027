import { Link } from 'react-router';
import type { Route } from './+types/how-counted';
import { PORTAL_PATHS } from '../../../../config/portal-links.ts';
import { screenTexts } from '../../../../i18n/catalogue-loader.ts';
import { loaderHead } from '../../../../page-head/loader-head.ts';
import { Card, linkClassName, PortalPage, usePortalText } from '../../../../portal/ui/portal-page.tsx';
import { portalHead, portalOf, requireActor } from '../../portal-guards.server.ts';

// How each figure of the statistics is counted, in words (docs/decisions/113 "Counted openly"): the rules
// of app/features/statistics/counting-rules.ts and of the day a count belongs to, for whoever reads them.

export function loader({ context, request }: Route.LoaderArgs) {
  const { portal } = portalOf(context);
  requireActor(portal, request);
  return { head: portalHead(portal, 'portal.statistics.howCounted.title') };
}

export const handle = await screenTexts('portal');
export const meta: Route.MetaFunction = loaderHead;

const MEASURES = ['views', 'phoneClicks', 'webClicks', 'quoteRequests'] as const;
const NOT_COUNTED = ['bots', 'prefetch', 'own'] as const;

export default function StatisticsHowCounted() {
  const t = usePortalText();
  return (
    <PortalPage wide title={t('portal.statistics.howCounted.title')} intro={t('portal.statistics.howCounted.intro')}>
      <div className="grid grid-cols-1 gap-6">
        <Card title={t('portal.statistics.howCounted.measuresTitle')}>
          <dl className="space-y-3" data-testid="how-counted">
            {MEASURES.map((measure) => (
              <div key={measure}>
                <dt className="font-semibold text-slate-900">{t(`portal.statistics.measures.${measure}`)}</dt>
                <dd className="text-gray-800">{t(`portal.statistics.howCounted.${measure}`)}</dd>
              </div>
            ))}
          </dl>
        </Card>
        <Card title={t('portal.statistics.howCounted.notCountedTitle')}>
          <ul className="list-disc space-y-2 pl-5 text-gray-800">
            {NOT_COUNTED.map((rule) => (
              <li key={rule}>{t(`portal.statistics.howCounted.notCounted.${rule}`)}</li>
            ))}
          </ul>
        </Card>
        <Card title={t('portal.statistics.howCounted.daysTitle')}>
          <p className="text-gray-800">{t('portal.statistics.howCounted.days')}</p>
        </Card>
        <p>
          <Link to={PORTAL_PATHS.statistics} className={linkClassName}>
            {t('portal.statistics.howCounted.back')}
          </Link>
        </p>
      </div>
    </PortalPage>
  );
}
