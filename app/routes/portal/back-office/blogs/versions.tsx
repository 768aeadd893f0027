import type { Route } from './+types/versions';
import {
  BLOG_VERSION_FIELDS,
  blogListOf,
  getBlogForAdmin,
  getBlogVersion,
  listBlogVersions,
  restoreBlogVersion,
} from '../../../../features/blogs/blog-admin.server.ts';
import { actByIntent, refuse, succeed } from '../../../../components/forms/form-action.server.ts';
import { FormNotice, replyOf } from '../../../../components/forms/post-form.tsx';
import { screenTexts } from '../../../../i18n/catalogue-loader.ts';
import { translate } from '../../../../i18n/i18n.ts';
import { loaderHead } from '../../../../page-head/loader-head.ts';
import { reviewText } from '../../../../rendering/review-text.ts';
import { usePortalText } from '../../../../portal/ui/portal-page.tsx';
import { RecordPage } from '../../../../portal/ui/record-page.tsx';
import { FieldComparison, RESTORE_FORM, VersionHistory } from '../../../../portal/ui/version-history.tsx';
import { compareFields } from '../../../../portal/versions.server.ts';
import { asActor, pathId, portalHead } from '../../portal-guards.server.ts';
import { comparedPair, restoredVersion, versionRows } from '../../versions/versions.server.ts';
import { backOfficeOf } from '../back-office.server.ts';
import { blogPath } from './paths.ts';

// A blog article's saved versions (docs/decisions/119): who, when, what changed, any two side by side,
// and "restore", an ordinary save of that version at once (the sanitiser, the page cache), itself the
// newest version. Operators only; an article of another list is 404.

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { ctx, portal, actor, platform } = await backOfficeOf(context, request);
  const blogId = pathId(params.id);
  const list = await asActor(() => blogListOf(ctx.db, actor, platform.id));
  const [blog, versions] = await asActor(() =>
    Promise.all([getBlogForAdmin(ctx.db, actor, list.platformId, blogId), listBlogVersions(ctx.db, actor, list.platformId, blogId)]),
  );
  const pair = comparedPair(request, versions);
  let comparison = null;
  if (pair) {
    const [left, right] = await asActor(() =>
      Promise.all([getBlogVersion(ctx.db, actor, list.platformId, blogId, pair.from), getBlogVersion(ctx.db, actor, list.platformId, blogId, pair.to)]),
    );
    const locale = portal.locale;
    const show = (field: string, value: unknown) => {
      if (field === 'content') return reviewText(typeof value === 'string' ? value : '');
      if (field === 'state') return translate(locale, `portal.backOffice.blogs.states.${String(value)}`);
      if (Array.isArray(value)) return value.join(', ');
      return value === null || value === undefined ? '' : String(value);
    };
    comparison = { ...pair, rows: compareFields(BLOG_VERSION_FIELDS, left.snapshot, right.snapshot, show) };
  }
  return {
    head: portalHead(portal, 'portal.versions.pageTitle'),
    blog: { id: blog.id, title: blog.title },
    platform,
    versions: versionRows(versions, portal.locale),
    comparison,
  };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const { ctx, portal, actor, platform } = await backOfficeOf(context, request);
  const blogId = pathId(params.id);
  const list = await asActor(() => blogListOf(ctx.db, actor, platform.id));
  return asActor(() =>
    actByIntent(request, {
      restore: async () => {
        const read = await restoredVersion(request, portal.csrfToken);
        if (!read.ok) return read.response;
        const result = await restoreBlogVersion(ctx.db, actor, list.platformId, blogId, read.version);
        if (!result.ok)
          return refuse(
            {
              form: RESTORE_FORM,
              errors: {},
              formError: result.error === 'empty-content' ? 'portal.backOffice.blogs.errors.content' : 'portal.backOffice.blogs.errors.invalid-image',
              values: {},
            },
            409,
          );
        return succeed({ form: RESTORE_FORM, notice: 'portal.versions.restore.done', params: { number: String(read.version) } });
      },
    }),
  );
}

export const handle = await screenTexts('portal');
export const meta: Route.MetaFunction = loaderHead;

export default function BlogVersions({ loaderData, actionData }: Route.ComponentProps) {
  const t = usePortalText();
  const { blog, platform, versions, comparison } = loaderData;
  const label = (field: string) => t(`portal.fields.${field === 'imageUrl' ? 'image' : field}`);
  return (
    <RecordPage
      layout="sections"
      back={{ to: blogPath(platform.id, blog.id), label: t('portal.versions.back') }}
      title={`${t('portal.versions.pageTitle')}: ${blog.title}`}
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
