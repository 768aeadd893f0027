import { Link } from 'react-router';
import type { Route } from './+types/group';
import { FilterGroupFormSchema } from '../../../../features/filters/filter-admin.schemas.ts';
import { getFilterGroupForAdmin, saveFilterGroup } from '../../../../features/filters/filter-admin.server.ts';
import { screenTexts } from '../../../../i18n/catalogue-loader.ts';
import { loaderHead } from '../../../../page-head/loader-head.ts';
import { readForm, refuse, succeed } from '../../../../components/forms/form-action.server.ts';
import { typedValues } from '../../../../components/forms/parse-form.ts';
import { Card, linkClassName, usePortalText, PageHeading } from '../../../../portal/ui/portal-page.tsx';
import { FormNotice, replyOf } from '../../../../components/forms/post-form.tsx';
import { PLATFORM_PARAM } from '../../../../portal/back-office-sections.ts';
import { backOfficeOf } from '../back-office.server.ts';
import { filterRefusal, formImages } from './filters.server.ts';
import { FILTERS_PATH, GroupForm } from './parts.tsx';
import { asActor, pathId, portalHead } from '../../portal-guards.server.ts';

// One filter group of the platform in the back office (decision 104): name, order, image and header image.

const FORM = 'group-edit';

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { ctx, portal, actor, platform } = await backOfficeOf(context, request);
  const group = await asActor(() => getFilterGroupForAdmin(ctx.db, actor, platform.id, pathId(params.id)));
  return { head: portalHead(portal, 'portal.backOffice.filters.editGroupTitle'), platform, group };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const { ctx, portal, actor, platform } = await backOfficeOf(context, request);
  const groupId = pathId(params.id);
  return asActor(async () => {
    const read = await readForm(request, portal.csrfToken, FORM, FilterGroupFormSchema);
    if (!read.ok) return refuse(read.reply);
    const images = await formImages(read.formData, ['image', 'headerImage'] as const, ctx);
    if (!images.ok) return refuse({ form: FORM, errors: images.errors, formError: null, values: typedValues(read.formData) });
    const result = await saveFilterGroup(ctx.db, actor, platform.id, groupId, { name: read.value.groupName, order: read.value.order, ...images.images });
    if (!result.ok) return filterRefusal(FORM, result.error, read.formData, 'groupName');
    return succeed({ form: FORM, notice: 'portal.backOffice.filters.done.groupSaved' });
  });
}

export const handle = await screenTexts('portal');
export const meta: Route.MetaFunction = loaderHead;

export default function BackOfficeFilterGroup({ loaderData, actionData }: Route.ComponentProps) {
  const t = usePortalText();
  const { platform, group } = loaderData;
  return (
    <div className="space-y-4">
      <Link to={`${FILTERS_PATH}?${PLATFORM_PARAM}=${platform.id}`} className={linkClassName}>
        {t('portal.backOffice.filters.back')}
      </Link>
      <PageHeading title={t('portal.backOffice.filters.editGroup', { name: group.name })} />
      <FormNotice actionData={actionData} form={FORM} />
      <Card>
        <GroupForm
          form={FORM}
          intent="save"
          values={group}
          reply={replyOf(actionData, FORM)}
          submitLabel={t('portal.backOffice.filters.save')}
          // After a save the form shows the stored images (the remove boxes unticked).
          key={`${group.image?.id}-${group.headerImage?.id}-${group.name}-${group.order}`}
        />
      </Card>
    </div>
  );
}
