import { Link } from 'react-router';
import type { Route } from './+types/filter';
import { FilterFormSchema } from '../../../../features/filters/filter-admin.schemas.ts';
import { getFilterForAdmin, listFilterGroupsForAdmin, saveFilter } from '../../../../features/filters/filter-admin.server.ts';
import { screenTexts } from '../../../../i18n/catalogue-loader.ts';
import { loaderHead } from '../../../../page-head/loader-head.ts';
import { readForm, refuse, succeed } from '../../../../components/forms/form-action.server.ts';
import { typedValues } from '../../../../components/forms/parse-form.ts';
import { Card, linkClassName, usePortalText, PageHeading } from '../../../../portal/ui/portal-page.tsx';
import { FormNotice, replyOf } from '../../../../components/forms/post-form.tsx';
import { PLATFORM_PARAM } from '../../../../portal/back-office-sections.ts';
import { backOfficeOf } from '../back-office.server.ts';
import { filterRefusal, formImages } from './filters.server.ts';
import { FILTERS_PATH, FilterForm } from './parts.tsx';
import { asActor, pathId, portalHead } from '../../portal-guards.server.ts';

// One filter of the platform in the back office (decision 104): name, description, group and image.

const FORM = 'filter-edit';

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { ctx, portal, actor, platform } = await backOfficeOf(context, request);
  const filterId = pathId(params.id);
  const [filter, groups] = await asActor(() =>
    Promise.all([getFilterForAdmin(ctx.db, actor, platform.id, filterId), listFilterGroupsForAdmin(ctx.db, actor, platform.id)]),
  );
  return { head: portalHead(portal, 'portal.backOffice.filters.editFilterTitle'), platform, filter, groups: groups.map((g) => ({ id: g.id, name: g.name })) };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const { ctx, portal, actor, platform } = await backOfficeOf(context, request);
  const filterId = pathId(params.id);
  return asActor(async () => {
    const read = await readForm(request, portal.csrfToken, FORM, FilterFormSchema);
    if (!read.ok) return refuse(read.reply);
    const images = await formImages(read.formData, ['image'] as const, ctx);
    if (!images.ok) return refuse({ form: FORM, errors: images.errors, formError: null, values: typedValues(read.formData) });
    const { filterName, description, filterGroupId } = read.value;
    const result = await saveFilter(ctx.db, actor, platform.id, filterId, { name: filterName, description, filterGroupId, image: images.images.image });
    if (!result.ok) return filterRefusal(FORM, result.error, read.formData, 'filterName');
    return succeed({ form: FORM, notice: 'portal.backOffice.filters.done.filterSaved' });
  });
}

export const handle = await screenTexts('portal');
export const meta: Route.MetaFunction = loaderHead;

export default function BackOfficeFilter({ loaderData, actionData }: Route.ComponentProps) {
  const t = usePortalText();
  const { platform, filter, groups } = loaderData;
  return (
    <div className="space-y-4">
      <Link to={`${FILTERS_PATH}?${PLATFORM_PARAM}=${platform.id}`} className={linkClassName}>
        {t('portal.backOffice.filters.back')}
      </Link>
      <PageHeading
        title={t('portal.backOffice.filters.editFilter', { name: filter.name })}
        intro={t('portal.backOffice.filters.usage', { count: filter.activityCount })}
      />
      <FormNotice actionData={actionData} form={FORM} />
      <Card>
        <FilterForm
          form={FORM}
          intent="save"
          values={filter}
          groups={groups}
          reply={replyOf(actionData, FORM)}
          submitLabel={t('portal.backOffice.filters.save')}
          key={`${filter.image?.id}-${filter.name}-${filter.filterGroupId}`}
        />
      </Card>
    </div>
  );
}
