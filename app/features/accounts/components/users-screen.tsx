import { Link, useSearchParams } from 'react-router';
import { PLATFORM_PARAM } from '../../../portal/back-office-sections.ts';
import { PORTAL_PATHS } from '../../../config/portal-links.ts';
import { LIST_TOTAL_CAP, pageCount } from '../../../portal/list-query.ts';
import { Card, linkClassName, PortalPage, PortalPager, secondaryButtonClassName, usePortalText, SubmitButton } from '../../../portal/ui/portal-page.tsx';
import { TextField, SelectField } from '../../../components/forms/fields.tsx';
import { QueryForm } from '../../../components/forms/query-form.tsx';
import { PostForm, FormNotice, replyOf } from '../../../components/forms/post-form.tsx';
import { type FormActionData } from '../../../components/forms/form-reply.ts';
import type { OrganisationPickerState } from '../../../portal/organisation-choice.ts';
import { OrganisationPicker } from '../../../portal/ui/organisation-picker.tsx';
import { USER_SORTS, type UserListItem, type UserSort } from '../accounts.types.ts';

const ROLES = ['USER', 'ADMIN'] as const;
const NO_ORGANISATIONS: OrganisationPickerState = { chosen: [], found: null, search: '' };

/** The operators' invitation form (its organisations chosen with the picker), then the list of users (searchable, 50 a page) with a role form per user. */
export function UsersScreen({
  users,
  total,
  page,
  pageSize,
  query,
  sort,
  direction,
  me,
  locale,
  languages,
  actionData,
  picker,
}: {
  users: UserListItem[];
  total: number;
  page: number;
  pageSize: number;
  /** The search the list is narrowed by (name or e-mail), '' for all. */
  query: string;
  /** The order the server sorted the list in. */
  sort: UserSort;
  direction: 'asc' | 'desc';
  me: number;
  locale: 'nl' | 'de';
  languages: readonly ('nl' | 'de')[];
  actionData: FormActionData | undefined;
  /** The invitation's organisations after a post (chosen, and the matches of a search without JavaScript). */
  picker: OrganisationPickerState | undefined;
}) {
  const t = usePortalText();
  // The back office's platform (whose organisations the user page offers to link) travels along.
  const platform = useSearchParams()[0].get(PLATFORM_PARAM);
  const platformQuery = platform ? `?${PLATFORM_PARAM}=${encodeURIComponent(platform)}` : '';
  const roleReply = replyOf(actionData, 'roles');
  // The count stops above the cap (docs/decisions/113): the pager goes one page past it, as in every capped list.
  const pages = pageCount(total, pageSize);
  // The pager keeps the search, the order and the platform.
  const listParams = { ...(query ? { zoek: query } : {}), sorteer: sort, richting: direction, ...(platform ? { [PLATFORM_PARAM]: platform } : {}) };
  const pageLink = (n: number) => `?${new URLSearchParams({ ...listParams, pagina: String(n) }).toString()}`;
  const roleOptions = ROLES.map((role) => ({ value: role, label: t(`portal.roles.${role}`) }));
  return (
    <PortalPage wide title={t('portal.users.title')} intro={t('portal.users.intro')}>
      <div className="grid grid-cols-1 gap-6">
        <Card title={t('portal.users.invite.title')}>
          <p className="mb-4 text-gray-700">{t('portal.users.invite.intro')}</p>
          <FormNotice actionData={actionData} form="invite" />
          <PostForm name="invite" intent="invite" reply={replyOf(actionData, 'invite')} className="grid gap-4 sm:grid-cols-2">
            <div className="sm:col-span-2">
              <TextField name="email" type="email" label={t('portal.fields.email')} autoComplete="off" />
            </div>
            <TextField name="firstName" label={t('portal.fields.firstName')} autoComplete="off" required={false} />
            <TextField name="lastName" label={t('portal.fields.lastName')} autoComplete="off" required={false} />
            <SelectField name="role" label={t('portal.fields.role')} defaultValue="USER" options={roleOptions} />
            <SelectField
              name="locale"
              label={t('portal.fields.locale')}
              defaultValue={locale}
              options={languages.map((language) => ({ value: language, label: t(`portal.language.${language}`) }))}
            />
            <div className="sm:col-span-2">
              <OrganisationPicker
                name="organisationIds"
                id="invite-organisationIds"
                label={t('portal.fields.organisationIds')}
                hint={t('portal.users.invite.organisationsHint')}
                error={replyOf(actionData, 'invite')?.errors.organisationIds?.[0]}
                state={picker ?? NO_ORGANISATIONS}
              />
            </div>
            <SubmitButton wide>{t('portal.users.invite.submit')}</SubmitButton>
          </PostForm>
        </Card>
        <Card title={total > LIST_TOTAL_CAP ? t('portal.users.countMore', { count: LIST_TOTAL_CAP }) : t('portal.users.count', { count: total })}>
          <QueryForm name="users" errors={{}} role="search" className="mb-4 flex flex-wrap items-end gap-2">
            {platform ? <input type="hidden" name={PLATFORM_PARAM} value={platform} /> : null}
            <TextField type="search" name="zoek" label={t('portal.users.search')} className="min-w-48 flex-1" />
            <SelectField
              name="sorteer"
              label={t('portal.users.sort')}
              defaultValue={sort}
              options={USER_SORTS.map((key) => ({ value: key, label: t(`portal.users.sorts.${key}`) }))}
            />
            <SelectField
              name="richting"
              label={t('portal.users.direction')}
              defaultValue={direction}
              options={[
                { value: 'asc', label: t('portal.users.ascending') },
                { value: 'desc', label: t('portal.users.descending') },
              ]}
            />
            <button type="submit" className={secondaryButtonClassName}>
              {t('portal.users.searchSubmit')}
            </button>
          </QueryForm>
          <FormNotice actionData={actionData} form="roles" />
          {roleReply?.formError ? (
            <div role="alert" className="mb-4 rounded-md border-l-4 border-red-700 bg-red-50 p-4 font-medium text-red-900">
              {t(roleReply.formError)}
            </div>
          ) : null}
          <ul className="divide-y divide-slate-200" data-testid="users">
            {users.map((user) => (
              <li key={user.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  <p className="break-all font-semibold">
                    <Link to={`${PORTAL_PATHS.users}/${user.id}${platformQuery}`} className={linkClassName}>
                      {user.name || user.email}
                    </Link>{' '}
                    {user.id === me ? <span className="font-normal text-gray-700">{t('portal.users.you')}</span> : null}
                  </p>
                  <p className="break-all text-sm text-gray-700">{user.email}</p>
                  <p className="mt-1 flex flex-wrap gap-2 text-sm">
                    <span className="rounded bg-slate-100 px-2 py-0.5">{t(`portal.roles.${user.role}`)}</span>
                    <span className={`rounded px-2 py-0.5 ${user.active ? 'bg-green-100 text-green-900' : 'bg-amber-100 text-amber-900'}`}>
                      {t(`portal.users.states.${user.active ? 'active' : user.invited ? 'invited' : 'inactive'}`)}
                    </span>
                    <span className="rounded bg-slate-100 px-2 py-0.5">
                      {t('portal.users.secondFactor')}: {t(user.secondFactor ? 'portal.users.yes' : 'portal.users.no')}
                    </span>
                  </p>
                </div>
                {user.id === me ? null : (
                  <PostForm name={`role-${user.id}`} intent="role" reply={null} className="flex items-end gap-2">
                    <input type="hidden" name="userId" value={user.id} />
                    <label className="sr-only" htmlFor={`role-${user.id}-role`}>
                      {t('portal.users.changeRoleLabel', { email: user.email })}
                    </label>
                    <select id={`role-${user.id}-role`} name="role" defaultValue={user.role} className="rounded-md border border-gray-400 bg-white px-2 py-2">
                      {roleOptions.map((option) => (
                        <option key={option.value} value={option.value}>
                          {option.label}
                        </option>
                      ))}
                    </select>
                    <button type="submit" className={secondaryButtonClassName}>
                      {t('portal.users.changeRole')}
                    </button>
                  </PostForm>
                )}
              </li>
            ))}
          </ul>
          <PortalPager page={page} pages={pages} linkTo={pageLink} />
        </Card>
      </div>
    </PortalPage>
  );
}
