import { redirect } from 'react-router';
import { RecordPage } from '../../../../portal/ui/record-page.tsx';
import type { Route } from './+types/edit';
import { BANNER_FORM } from '../../../../features/banners/banner-admin.schemas.ts';
import { deleteBanner, getBanner, setBannerActive, updateBanner } from '../../../../features/banners/banner-admin.server.ts';
import { BannerEditor } from '../../../../features/banners/components/banner-admin-editor.tsx';
import { PORTAL_PATHS } from '../../../../config/portal-links.ts';
import { screenTexts } from '../../../../i18n/catalogue-loader.ts';
import { loaderHead } from '../../../../page-head/loader-head.ts';
import { PLATFORM_PARAM } from '../../../../portal/back-office-sections.ts';
import { actByIntent, portalFormData, succeed } from '../../../../components/forms/form-action.server.ts';
import { Card, secondaryButtonClassName, usePortalText } from '../../../../portal/ui/portal-page.tsx';
import { PostForm, FormNotice, replyOf } from '../../../../components/forms/post-form.tsx';
import { backOfficeOf } from '../back-office.server.ts';
import { countVersions } from '../../../../portal/versions.server.ts';
import { VersionHistoryLink } from '../../../../portal/ui/version-history.tsx';
import { ScheduleBadge } from '../../../../portal/ui/schedule.tsx';
import { bannerRefusal, readBannerForm } from './banners.server.ts';
import { asActor, pathId, portalHead } from '../../portal-guards.server.ts';

// One banner in the back office (decision 104): its editor, the on/off switch, and deleting it (asks first).

const SWITCH_FORM = 'banner-switch';
const DELETE_FORM = 'banner-delete';

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { ctx, portal, actor, platform } = await backOfficeOf(context, request);
  const banner = await asActor(() => getBanner(ctx.db, actor, platform.id, pathId(params.id)));
  return {
    head: portalHead(portal, 'portal.backOffice.banners.editTitle'),
    platform,
    banner,
    created: new URL(request.url).searchParams.has('nieuw'),
    versionCount: await countVersions(ctx.db, 'banner', banner.id),
  };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const { ctx, portal, actor, platform } = await backOfficeOf(context, request);
  const bannerId = pathId(params.id);
  const switchActive = async (intent: string) => {
    await portalFormData(request, portal.csrfToken);
    const { title } = await setBannerActive(ctx.db, actor, platform.id, bannerId, intent === 'on');
    return succeed({ form: SWITCH_FORM, notice: `portal.backOffice.banners.${intent === 'on' ? 'switchedOn' : 'switchedOff'}`, params: { title } });
  };
  // The editor's button posts intent=save; a post without one saves too.
  const save = async () => {
    const read = await readBannerForm(request, portal.csrfToken, ctx);
    if (!read.ok) return read.refusal;
    const result = await updateBanner(ctx.db, actor, platform.id, bannerId, read.form, read.image);
    if (!result.ok) return bannerRefusal(result, read.formData);
    return succeed({ form: BANNER_FORM, notice: 'portal.backOffice.banners.saved' });
  };
  return asActor(() =>
    actByIntent(request, {
      on: switchActive,
      off: switchActive,
      delete: async () => {
        await portalFormData(request, portal.csrfToken);
        const { title } = await deleteBanner(ctx.db, actor, platform.id, bannerId);
        throw redirect(`${PORTAL_PATHS.backOffice}/banners?${PLATFORM_PARAM}=${platform.id}&verwijderd=${encodeURIComponent(title)}`);
      },
      save,
      default: save,
    }),
  );
}

export const handle = await screenTexts('portal');
export const meta: Route.MetaFunction = loaderHead;

export default function EditBanner({ loaderData, actionData }: Route.ComponentProps) {
  const t = usePortalText();
  const { platform, banner, created, versionCount } = loaderData;
  return (
    <RecordPage
      layout="sections"
      back={{ to: `${PORTAL_PATHS.backOffice}/banners?${PLATFORM_PARAM}=${platform.id}`, label: t('portal.backOffice.banners.back') }}
      title={t('portal.backOffice.banners.editTitle')}
      below={
        <p className="text-gray-700">
          {banner.title} ·{' '}
          <VersionHistoryLink to={`${PORTAL_PATHS.backOffice}/banners/${banner.id}/versies?${PLATFORM_PARAM}=${platform.id}`} count={versionCount} />
        </p>
      }
      created={created && !actionData ? t('portal.backOffice.banners.created') : null}
      remove={{
        form: DELETE_FORM,
        reply: replyOf(actionData, DELETE_FORM),
        title: t('portal.backOffice.banners.delete'),
        ask: t('portal.backOffice.banners.deleteAsk', { title: banner.title }),
        warning: t('portal.backOffice.banners.deleteHint'),
        confirm: t('portal.backOffice.banners.deleteConfirm'),
      }}
    >
      <FormNotice actionData={actionData} form={BANNER_FORM} />
      <FormNotice actionData={actionData} form={SWITCH_FORM} />
      <Card>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p>
            <span className="font-semibold">{t('portal.backOffice.banners.columns.active')}: </span>
            <span data-testid="banner-status">{t(`portal.backOffice.banners.${banner.active ? 'on' : 'off'}`)}</span>
          </p>
          <ScheduleBadge publishAt={banner.publishAt} unpublishAt={banner.unpublishAt} timeZone={platform.timeZone} />
          <PostForm name={SWITCH_FORM} intent={banner.active ? 'off' : 'on'} className="inline">
            <button type="submit" className={secondaryButtonClassName}>
              {t(`portal.backOffice.banners.${banner.active ? 'switchOff' : 'switchOn'}`)}
            </button>
          </PostForm>
        </div>
      </Card>
      <Card>
        {/* A new key after a save: the editor starts again from what was stored. */}
        <BannerEditor
          key={`${banner.updatedAt.toString()}`}
          values={banner}
          reply={replyOf(actionData, BANNER_FORM)}
          submitLabel={t('portal.backOffice.banners.save')}
          timeZone={platform.timeZone}
        />
      </Card>
    </RecordPage>
  );
}
