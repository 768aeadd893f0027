import { redirect } from 'react-router';
import { RecordPage } from '../../../../portal/ui/record-page.tsx';
import type { Route } from './+types/popup-edit';
import { POPUP_FORM } from '../../../../features/banners/banner-admin.schemas.ts';
import { deletePopup, getPopup, updatePopup } from '../../../../features/banners/banner-admin.server.ts';
import { PopupEditor } from '../../../../features/banners/components/banner-admin-editor.tsx';
import { PORTAL_PATHS } from '../../../../config/portal-links.ts';
import { screenTexts } from '../../../../i18n/catalogue-loader.ts';
import { loaderHead } from '../../../../page-head/loader-head.ts';
import { PLATFORM_PARAM } from '../../../../portal/back-office-sections.ts';
import { actByIntent, portalFormData, succeed } from '../../../../components/forms/form-action.server.ts';
import { Card, usePortalText } from '../../../../portal/ui/portal-page.tsx';
import { FormNotice, replyOf } from '../../../../components/forms/post-form.tsx';
import { backOfficeOf } from '../back-office.server.ts';
import { bannerRefusal, readPopupForm } from './banners.server.ts';
import { asActor, pathId, portalHead } from '../../portal-guards.server.ts';

// One pop-up in the back office (decision 104): its editor and deleting it (asks first).

const DELETE_FORM = 'popup-delete';

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { ctx, portal, actor, platform } = await backOfficeOf(context, request);
  const popup = await asActor(() => getPopup(ctx.db, actor, platform.id, pathId(params.id)));
  return { head: portalHead(portal, 'portal.backOffice.popups.editTitle'), platform, popup, created: new URL(request.url).searchParams.has('nieuw') };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const { ctx, portal, actor, platform } = await backOfficeOf(context, request);
  const popupId = pathId(params.id);
  // The editor's button posts intent=save; a post without one saves too.
  const save = async () => {
    const read = await readPopupForm(request, portal.csrfToken, ctx);
    if (!read.ok) return read.refusal;
    const result = await updatePopup(ctx.db, actor, platform.id, popupId, read.form, read.image);
    if (!result.ok) return bannerRefusal(result, read.formData, POPUP_FORM);
    return succeed({ form: POPUP_FORM, notice: 'portal.backOffice.popups.saved' });
  };
  return asActor(() =>
    actByIntent(request, {
      delete: async () => {
        await portalFormData(request, portal.csrfToken);
        const { title } = await deletePopup(ctx.db, actor, platform.id, popupId);
        throw redirect(`${PORTAL_PATHS.backOffice}/banners?${PLATFORM_PARAM}=${platform.id}&popup-verwijderd=${encodeURIComponent(title)}`);
      },
      save,
      default: save,
    }),
  );
}

export const handle = await screenTexts('portal');
export const meta: Route.MetaFunction = loaderHead;

export default function EditPopup({ loaderData, actionData }: Route.ComponentProps) {
  const t = usePortalText();
  const { platform, popup, created } = loaderData;
  return (
    <RecordPage
      layout="sections"
      back={{ to: `${PORTAL_PATHS.backOffice}/banners?${PLATFORM_PARAM}=${platform.id}`, label: t('portal.backOffice.banners.back') }}
      title={t('portal.backOffice.popups.editTitle')}
      below={<p className="text-gray-700">{popup.title}</p>}
      created={created && !actionData ? t('portal.backOffice.popups.created') : null}
      remove={{
        form: DELETE_FORM,
        reply: replyOf(actionData, DELETE_FORM),
        title: t('portal.backOffice.popups.delete'),
        ask: t('portal.backOffice.popups.deleteAsk', { title: popup.title }),
        warning: t('portal.backOffice.popups.deleteHint'),
        confirm: t('portal.backOffice.popups.deleteConfirm'),
      }}
    >
      <FormNotice actionData={actionData} form={POPUP_FORM} />
      <Card>
        {/* A new key after a save: the editor starts again from what was stored. */}
        <PopupEditor
          key={popup.updatedAt.toString()}
          values={popup}
          reply={replyOf(actionData, POPUP_FORM)}
          submitLabel={t('portal.backOffice.popups.save')}
          timeZone={platform.timeZone}
        />
      </Card>
    </RecordPage>
  );
}
