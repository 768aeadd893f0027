import { Link } from 'react-router';
import { BANNER_FORM, POPUP_FORM } from '../../../../features/banners/banner-admin.schemas.ts';
import { BannerEditor, EMPTY_BANNER, EMPTY_POPUP, PopupEditor } from '../../../../features/banners/components/banner-admin-editor.tsx';
import { PORTAL_PATHS } from '../../../../config/portal-links.ts';
import { PLATFORM_PARAM } from '../../../../portal/back-office-sections.ts';
import { type FormActionData } from '../../../../components/forms/form-reply.ts';
import { Card, linkClassName, usePortalText, PageHeading } from '../../../../portal/ui/portal-page.tsx';
import { replyOf } from '../../../../components/forms/post-form.tsx';

// The page of a new banner and of a new pop-up (decision 104, back office): the routes banners/nieuw and
// banners/pop-ups/nieuw are thin wrappers of it; their loader and action: creation.server.ts.

export type NewBannerKind = 'banner' | 'popup';

/** The page's title (and head) of each kind. */
export const NEW_BANNER_TITLES: Record<NewBannerKind, string> = {
  banner: 'portal.backOffice.banners.newTitle',
  popup: 'portal.backOffice.popups.newTitle',
};

export function NewBannerScreen({
  kind,
  platform,
  actionData,
}: {
  kind: NewBannerKind;
  platform: { id: number; name: string; timeZone: string };
  actionData: FormActionData | undefined;
}) {
  const t = usePortalText();
  return (
    <div>
      <p className="mb-2">
        <Link to={`${PORTAL_PATHS.backOffice}/banners?${PLATFORM_PARAM}=${platform.id}`} className={linkClassName}>
          {t('portal.backOffice.banners.back')}
        </Link>
      </p>
      <PageHeading
        title={
          <>
            {t(NEW_BANNER_TITLES[kind])} <span className="text-base font-normal text-gray-700">({platform.name})</span>
          </>
        }
      />
      <Card>
        {kind === 'banner' ? (
          <BannerEditor
            values={EMPTY_BANNER}
            reply={replyOf(actionData, BANNER_FORM)}
            submitLabel={t('portal.backOffice.banners.create')}
            timeZone={platform.timeZone}
          />
        ) : (
          <PopupEditor
            values={EMPTY_POPUP}
            reply={replyOf(actionData, POPUP_FORM)}
            submitLabel={t('portal.backOffice.popups.create')}
            timeZone={platform.timeZone}
          />
        )}
      </Card>
    </div>
  );
}
