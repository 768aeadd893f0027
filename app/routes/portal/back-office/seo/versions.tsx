import type { Route } from './+types/versions';
import {
  getSeoPageForAdmin,
  getSeoPageVersion,
  listSeoPageVersions,
  restoreSeoPageVersion,
  SEO_VERSION_FIELDS,
  seoEditorOptions,
} from '../../../../features/seo/seo-admin.server.ts';
import { actByIntent, refuse, succeed } from '../../../../components/forms/form-action.server.ts';
import { FormNotice, replyOf } from '../../../../components/forms/post-form.tsx';
import { screenTexts } from '../../../../i18n/catalogue-loader.ts';
import { translate } from '../../../../i18n/i18n.ts';
import { loaderHead } from '../../../../page-head/loader-head.ts';
import { usePortalText } from '../../../../portal/ui/portal-page.tsx';
import { RecordPage } from '../../../../portal/ui/record-page.tsx';
import { FieldComparison, RESTORE_FORM, VersionHistory } from '../../../../portal/ui/version-history.tsx';
import { compareFields } from '../../../../portal/versions.server.ts';
import { asActor, pathId, portalHead } from '../../portal-guards.server.ts';
import { comparedPair, restoredVersion, versionRows } from '../../versions/versions.server.ts';
import { backOfficeOf } from '../back-office.server.ts';
import { seoPagePath } from './paths.ts';

// An SEO page's saved versions (docs/decisions/119): who, when, what changed, any two side by side, and
// "restore", an ordinary save of that version at once (the slug, the links' checks and the page cache as
// for any change), itself the newest version. Operators only; a page of another platform is 404.

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { ctx, portal, actor, platform } = await backOfficeOf(context, request);
  const pageId = pathId(params.id);
  const [page, versions] = await asActor(() =>
    Promise.all([getSeoPageForAdmin(ctx.db, actor, platform.id, pageId), listSeoPageVersions(ctx.db, actor, platform.id, pageId)]),
  );
  const pair = comparedPair(request, versions);
  let comparison = null;
  if (pair) {
    const [left, right, options] = await asActor(() =>
      Promise.all([
        getSeoPageVersion(ctx.db, actor, platform.id, pageId, pair.from),
        getSeoPageVersion(ctx.db, actor, platform.id, pageId, pair.to),
        seoEditorOptions(ctx.db, actor, platform.id),
      ]),
    );
    const locale = portal.locale;
    const placeName = (type: string) => (id: number) => options.places.find((p) => p.type === type && p.id === id)?.name ?? `#${id}`;
    const names: Record<string, (id: number) => string> = {
      filterIds: (id) => {
        const filter = options.filters.find((f) => f.id === id);
        return filter ? `${filter.group}: ${filter.name}` : `#${id}`;
      },
      cityIds: placeName('CITY'),
      provinceIds: placeName('PROVINCE'),
      regionIds: placeName('REGION'),
    };
    const show = (field: string, value: unknown) => {
      if (Array.isArray(value)) return value.map((id: number) => names[field]?.(id) ?? String(id)).join(', ');
      if (typeof value === 'boolean') return translate(locale, value ? 'portal.review.yes' : 'portal.review.no');
      return value === null || value === undefined ? '' : String(value);
    };
    comparison = { ...pair, rows: compareFields(SEO_VERSION_FIELDS, left.snapshot, right.snapshot, show) };
  }
  return {
    head: portalHead(portal, 'portal.versions.pageTitle'),
    page: { id: page.id, slug: page.slug },
    platform,
    versions: versionRows(versions, portal.locale),
    comparison,
  };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const { ctx, portal, actor, platform } = await backOfficeOf(context, request);
  const pageId = pathId(params.id);
  return asActor(() =>
    actByIntent(request, {
      restore: async () => {
        const read = await restoredVersion(request, portal.csrfToken);
        if (!read.ok) return read.response;
        const result = await restoreSeoPageVersion(ctx.db, actor, platform.id, pageId, read.version);
        if (!result.ok) return refuse({ form: RESTORE_FORM, errors: {}, formError: `portal.backOffice.seo.errors.${result.error}`, values: {} }, 409);
        return succeed({ form: RESTORE_FORM, notice: 'portal.versions.restore.done', params: { number: String(read.version) } });
      },
    }),
  );
}

export const handle = await screenTexts('portal');
export const meta: Route.MetaFunction = loaderHead;

export default function SeoPageVersions({ loaderData, actionData }: Route.ComponentProps) {
  const t = usePortalText();
  const { page, platform, versions, comparison } = loaderData;
  const label = (field: string) => t(`portal.fields.${field}`);
  return (
    <RecordPage
      layout="sections"
      back={{ to: seoPagePath(platform.id, page.id), label: t('portal.versions.back') }}
      title={`${t('portal.versions.pageTitle')}: /${page.slug}`}
      titleClassName="break-all"
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
