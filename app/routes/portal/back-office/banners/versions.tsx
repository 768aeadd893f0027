import type { Route } from './+types/versions';
import {
  BANNER_VERSION_FIELDS,
  getBanner,
  getBannerVersion,
  listBannerVersions,
  restoreBannerVersion,
} from '../../../../features/banners/banner-admin.server.ts';
import { PORTAL_PATHS } from '../../../../config/portal-links.ts';
import { actByIntent, refuse, succeed } from '../../../../components/forms/form-action.server.ts';
import { FormNotice, replyOf } from '../../../../components/forms/post-form.tsx';
import { screenTexts } from '../../../../i18n/catalogue-loader.ts';
import { translate } from '../../../../i18n/i18n.ts';
import { loaderHead } from '../../../../page-head/loader-head.ts';
import { PLATFORM_PARAM } from '../../../../portal/back-office-sections.ts';
import { usePortalText } from '../../../../portal/ui/portal-page.tsx';
import { RecordPage } from '../../../../portal/ui/record-page.tsx';
import { FieldComparison, RESTORE_FORM, VersionHistory } from '../../../../portal/ui/version-history.tsx';
import { compareFields } from '../../../../portal/versions.server.ts';
import { asActor, pathId, portalHead } from '../../portal-guards.server.ts';
import { comparedPair, restoredVersion, versionRows } from '../../versions/versions.server.ts';
import { backOfficeOf } from '../back-office.server.ts';

// A banner's saved versions (docs/decisions/119): who, when, what changed (a switch on or off too), any two
// side by side, and "restore", an ordinary save of that version at once (the page cache follows), itself
// the newest version. Operators only; a banner of another platform is 404.

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { ctx, portal, actor, platform } = await backOfficeOf(context, request);
  const bannerId = pathId(params.id);
  const [banner, versions] = await asActor(() =>
    Promise.all([getBanner(ctx.db, actor, platform.id, bannerId), listBannerVersions(ctx.db, actor, platform.id, bannerId)]),
  );
  const pair = comparedPair(request, versions);
  let comparison = null;
  if (pair) {
    const [left, right] = await asActor(() =>
      Promise.all([getBannerVersion(ctx.db, actor, platform.id, bannerId, pair.from), getBannerVersion(ctx.db, actor, platform.id, bannerId, pair.to)]),
    );
    const locale = portal.locale;
    const show = (field: string, value: unknown) => {
      if (field === 'linkTarget' || field === 'ctaType') return translate(locale, `portal.backOffice.banners.${field}s.${String(value)}`);
      if (typeof value === 'boolean') return translate(locale, value ? 'portal.review.yes' : 'portal.review.no');
      return value === null || value === undefined ? '' : String(value);
    };
    comparison = { ...pair, rows: compareFields(BANNER_VERSION_FIELDS, left.snapshot, right.snapshot, show) };
  }
  return {
    head: portalHead(portal, 'portal.versions.pageTitle'),
    banner: { id: banner.id, title: banner.title },
    platform,
    versions: versionRows(versions, portal.locale),
    comparison,
  };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const { ctx, portal, actor, platform } = await backOfficeOf(context, request);
  const bannerId = pathId(params.id);
  return asActor(() =>
    actByIntent(request, {
      restore: async () => {
        const read = await restoredVersion(request, portal.csrfToken);
        if (!read.ok) return read.response;
        const result = await restoreBannerVersion(ctx.db, actor, platform.id, bannerId, read.version);
        if (!result.ok) return refuse({ form: RESTORE_FORM, errors: {}, formError: 'portal.backOffice.banners.errors.invalid-image', values: {} }, 409);
        return succeed({ form: RESTORE_FORM, notice: 'portal.versions.restore.done', params: { number: String(read.version) } });
      },
    }),
  );
}

export const handle = await screenTexts('portal');
export const meta: Route.MetaFunction = loaderHead;

export default function BannerVersions({ loaderData, actionData }: Route.ComponentProps) {
  const t = usePortalText();
  const { banner, platform, versions, comparison } = loaderData;
  const label = (field: string) => t(`portal.fields.${field === 'imageUrl' ? 'image' : field}`);
  return (
    <RecordPage
      layout="sections"
      back={{ to: `${PORTAL_PATHS.backOffice}/banners/${banner.id}?${PLATFORM_PARAM}=${platform.id}`, label: t('portal.versions.back') }}
      title={`${t('portal.versions.pageTitle')}: ${banner.title}`}
    >
      <FormNotice actionData={actionData} form={RESTORE_FORM} />
      <VersionHistory
        versions={versions}
        fieldLabel={label}
        restore={{ kind: 'direct', reply: replyOf(actionData, RESTORE_FORM) }}
        from={comparison?.from ?? null}
        to={comparison?.to ?? null}
        comparison={comparison ? <FieldComparison rows={comparison.rows} from={comparison.from} to={comparison.to} fieldLabel={label} /> : null}
      />
    </RecordPage>
  );
}
