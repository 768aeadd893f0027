import { redirect } from 'react-router';
import { RecordPage } from '../../../../portal/ui/record-page.tsx';
import type { Route } from './+types/edit';
import { SEO_FORM, SeoPageEditor } from '../../../../features/seo/components/seo-page-editor.tsx';
import { getSeoPageForAdmin, removeSeoPage, saveSeoPage, seoEditorOptions } from '../../../../features/seo/seo-admin.server.ts';
import { seoTextsFor } from '../../../../features/seo-resolution/resolution.ts';
import { screenTexts } from '../../../../i18n/catalogue-loader.ts';
import { loaderHead } from '../../../../page-head/loader-head.ts';
import { actByIntent, portalFormData, succeed } from '../../../../components/forms/form-action.server.ts';
import { usePortalText } from '../../../../portal/ui/portal-page.tsx';
import { FormNotice, replyOf } from '../../../../components/forms/post-form.tsx';
import { backOfficeOf } from '../back-office.server.ts';
import { SEO_PAGES_PATH, seoPagePath } from './paths.ts';
import { PLATFORM_PARAM } from '../../../../portal/back-office-sections.ts';
import { countVersions } from '../../../../portal/versions.server.ts';
import { VersionHistoryLink } from '../../../../portal/ui/version-history.tsx';
import { readSeoForm, seoPreviewOf, seoRefusal } from './seo.server.ts';
import { asActor, pathId, portalHead } from '../../portal-guards.server.ts';

// One SEO landing page of the chosen platform (decision 104): its editor, the preview of its texts for a
// place, and its removal (asked first). A page of another platform is 404, like a missing one.

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { ctx, portal, actor, platform } = await backOfficeOf(context, request);
  const pageId = pathId(params.id);
  const [page, options] = await asActor(() =>
    Promise.all([getSeoPageForAdmin(ctx.db, actor, platform.id, pageId), seoEditorOptions(ctx.db, actor, platform.id)]),
  );
  const url = new URL(request.url);
  const preview = await seoPreviewOf(ctx.db, platform.id, page, options, url);
  const versionCount = await countVersions(ctx.db, 'seo-page', page.id);
  return {
    head: portalHead(portal, 'portal.backOffice.seo.editTitle'),
    page,
    options,
    platform,
    preview,
    created: url.searchParams.has('nieuw'),
    versionCount,
  };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const { ctx, portal, actor, platform } = await backOfficeOf(context, request);
  const pageId = pathId(params.id);
  return actByIntent(request, {
    delete: async () => {
      await portalFormData(request, portal.csrfToken);
      const removed = await asActor(() => removeSeoPage(ctx.db, actor, platform.id, pageId));
      throw redirect(seoPagePath(platform.id, undefined, `&verwijderd=${encodeURIComponent(removed.slug)}`));
    },
    default: async () => {
      const read = await readSeoForm(request, portal);
      if (!read.ok) return read.response;
      const result = await asActor(() => saveSeoPage(ctx.db, actor, platform.id, pageId, read.value));
      if (!result.ok) return seoRefusal(result, read.formData);
      return succeed({ form: SEO_FORM, notice: 'portal.backOffice.seo.saved' });
    },
  });
}

export const handle = await screenTexts('portal');
export const meta: Route.MetaFunction = loaderHead;

export default function BackOfficeSeoEdit({ loaderData, actionData }: Route.ComponentProps) {
  const t = usePortalText();
  const { page, options, platform, preview, created, versionCount } = loaderData;
  return (
    <RecordPage
      back={{ to: seoPagePath(platform.id), label: t('portal.backOffice.seo.back') }}
      title={
        <>
          {t('portal.backOffice.seo.editTitle')}: /{page.slug}
        </>
      }
      titleClassName="break-all"
      below={
        <p className="mb-4">
          <VersionHistoryLink to={`${SEO_PAGES_PATH}/${page.id}/versies?${PLATFORM_PARAM}=${platform.id}`} count={versionCount} />
        </p>
      }
      created={created && !actionData ? t('portal.backOffice.seo.created') : null}
      remove={{
        form: 'seo-remove',
        title: t('portal.backOffice.seo.remove.title'),
        ask: t('portal.backOffice.seo.remove.ask', { path: `/${page.slug}` }),
        warning: t('portal.backOffice.seo.remove.warning'),
        confirm: t('portal.backOffice.seo.remove.confirm'),
      }}
    >
      <FormNotice actionData={actionData} form={SEO_FORM} />
      <SeoPageEditor
        // A save reloads the page's data: the form starts again from what is stored.
        key={String(page.updatedAt)}
        values={page}
        options={options}
        reply={replyOf(actionData, SEO_FORM)}
        preview={preview}
        fillTexts={seoTextsFor}
        platformId={platform.id}
        submitLabel={t('portal.backOffice.seo.save')}
        timeZone={platform.timeZone}
      />
    </RecordPage>
  );
}
