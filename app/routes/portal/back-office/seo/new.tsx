import { redirect } from 'react-router';
import { RecordPage } from '../../../../portal/ui/record-page.tsx';
import type { Route } from './+types/new';
import { SeoPageEditor, EMPTY_SEO_PAGE } from '../../../../features/seo/components/seo-page-editor.tsx';
import { createSeoPage, seoEditorOptions } from '../../../../features/seo/seo-admin.server.ts';
import { seoTextsFor } from '../../../../features/seo-resolution/resolution.ts';
import { screenTexts } from '../../../../i18n/catalogue-loader.ts';
import { loaderHead } from '../../../../page-head/loader-head.ts';
import { usePortalText } from '../../../../portal/ui/portal-page.tsx';
import { replyOf } from '../../../../components/forms/post-form.tsx';
import { backOfficeOf } from '../back-office.server.ts';
import { seoPagePath } from './paths.ts';
import { newSeoPreview, readSeoForm, seoRefusal } from './seo.server.ts';
import { asActor, portalHead } from '../../portal-guards.server.ts';

// A new SEO landing page on the chosen platform (decision 104); saved, it opens in its editor.

export async function loader({ context, request }: Route.LoaderArgs) {
  const { ctx, portal, actor, platform } = await backOfficeOf(context, request);
  const options = await asActor(() => seoEditorOptions(ctx.db, actor, platform.id));
  return { head: portalHead(portal, 'portal.backOffice.seo.newTitle'), options, platform, preview: newSeoPreview(new URL(request.url), options) };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { ctx, portal, actor, platform } = await backOfficeOf(context, request);
  const read = await readSeoForm(request, portal);
  if (!read.ok) return read.response;
  const result = await asActor(() => createSeoPage(ctx.db, actor, platform.id, read.value));
  if (!result.ok) return seoRefusal(result, read.formData);
  throw redirect(seoPagePath(platform.id, result.id, '&nieuw=1'));
}

export const handle = await screenTexts('portal');
export const meta: Route.MetaFunction = loaderHead;

export default function BackOfficeSeoNew({ loaderData, actionData }: Route.ComponentProps) {
  const t = usePortalText();
  const { options, platform, preview } = loaderData;
  return (
    <RecordPage
      back={{ to: seoPagePath(platform.id), label: t('portal.backOffice.seo.back') }}
      title={
        <>
          {t('portal.backOffice.seo.newTitle')} · {platform.name}
        </>
      }
    >
      <SeoPageEditor
        values={EMPTY_SEO_PAGE}
        options={options}
        reply={replyOf(actionData, 'seo-page')}
        preview={preview}
        fillTexts={seoTextsFor}
        platformId={platform.id}
        submitLabel={t('portal.backOffice.seo.create')}
        timeZone={platform.timeZone}
      />
    </RecordPage>
  );
}
