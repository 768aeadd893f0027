import { Link } from 'react-router';
import type { Route } from './+types/notifications';
import { PORTAL_PATHS } from '../../../config/portal-links.ts';
import { actByIntent, readForm, refuse, succeed } from '../../../components/forms/form-action.server.ts';
import { SelectField } from '../../../components/forms/fields.tsx';
import { FormNotice, PostForm, replyOf } from '../../../components/forms/post-form.tsx';
import { NOTIFICATION_FIELDS, NotificationPreferencesSchema } from '../../../features/notifications/notification-preferences.schemas.ts';
import { listNotificationPreferences, setNotificationPreferences } from '../../../features/notifications/notification-preferences.server.ts';
import { screenTexts } from '../../../i18n/catalogue-loader.ts';
import { NOTIFICATION_CHOICES } from '../../../mail/notification-kinds.ts';
import { loaderHead } from '../../../page-head/loader-head.ts';
import { Card, linkClassName, PortalPage, SubmitButton, usePortalText } from '../../../portal/ui/portal-page.tsx';
import { asActor, portalHead, portalOf, requireActor } from '../portal-guards.server.ts';

// Which mails a person gets (docs/decisions/116): per kind at once, in a daily digest, or not at all.
// Their own only: the services take the actor and refuse any other person's id.

const FORM = 'notifications';

export async function loader({ context, request }: Route.LoaderArgs) {
  const { ctx, portal } = portalOf(context);
  const actor = requireActor(portal, request);
  const preferences = await asActor(() => listNotificationPreferences(ctx.db, actor, actor.userId));
  return { head: portalHead(portal, 'portal.notifications.title'), preferences, email: actor.email };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { ctx, portal } = portalOf(context);
  const actor = requireActor(portal, request);
  return asActor(() =>
    actByIntent(request, {
      default: async () => {
        const read = await readForm(request, portal.csrfToken, FORM, NotificationPreferencesSchema);
        if (!read.ok) return refuse(read.reply);
        await setNotificationPreferences(ctx.db, actor, actor.userId, read.value);
        return succeed({ form: FORM, notice: 'portal.notifications.saved' });
      },
    }),
  );
}

export const handle = await screenTexts('portal');
export const meta: Route.MetaFunction = loaderHead;

export default function NotificationPreferencesPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = usePortalText();
  const { preferences, email } = loaderData;
  return (
    <PortalPage title={t('portal.notifications.title')} intro={t('portal.notifications.intro', { email })}>
      <Card title={t('portal.notifications.cardTitle')}>
        <FormNotice actionData={actionData} form={FORM} />
        <PostForm name={FORM} reply={replyOf(actionData, FORM)} className="grid gap-4">
          {preferences.map((preference) => (
            <SelectField
              key={preference.kind}
              name={NOTIFICATION_FIELDS[preference.kind]}
              label={t(`portal.notifications.kinds.${preference.kind}.label`)}
              hint={t(`portal.notifications.kinds.${preference.kind}.hint`)}
              defaultValue={preference.choice}
              options={NOTIFICATION_CHOICES.map((choice) => ({ value: choice, label: t(`portal.notifications.choices.${choice}`) }))}
            />
          ))}
          <p className="text-sm text-gray-700">{t('portal.notifications.digestNote')}</p>
          <div>
            <SubmitButton>{t('portal.notifications.save')}</SubmitButton>
          </div>
        </PostForm>
      </Card>
      <p className="mt-6">
        <Link to={PORTAL_PATHS.account} className={linkClassName}>
          {t('portal.notifications.back')}
        </Link>
      </p>
    </PortalPage>
  );
}
