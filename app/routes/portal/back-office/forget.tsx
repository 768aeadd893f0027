import { data } from 'react-router';
import type { Route } from './+types/forget';
import { FormAlert } from '../../../components/forms/form-alert.tsx';
import { screenTexts } from '../../../i18n/catalogue-loader.ts';
import { loaderHead } from '../../../page-head/loader-head.ts';
import { countPersonData, ForgetPersonSchema, forgetPerson, type PersonDataCounts } from '../../../portal/forget-person.server.ts';
import { readForm, refuse, succeed } from '../../../components/forms/form-action.server.ts';
import { type FormActionData } from '../../../components/forms/form-reply.ts';
import { Card, dangerButtonClassName, usePortalText, PageHeading, SubmitButton } from '../../../portal/ui/portal-page.tsx';
import { TextField } from '../../../components/forms/fields.tsx';
import { PostForm, FormNotice, replyOf } from '../../../components/forms/post-form.tsx';
import { backOfficeOf } from './back-office.server.ts';
import { asActor, portalHead } from '../portal-guards.server.ts';

// "Forget this person" (decision 104): the operator types an e-mail address, sees how many rows hold it,
// and confirms. Both steps are posts, so the address never stands in an address bar, a history or an
// access log. The service (app/portal/forget-person.server.ts) works on every platform at once.

const FORM = 'forget';
const COUNTS: ReadonlyArray<keyof PersonDataCounts> = ['quoteRequests', 'contactMessages', 'subscriptions', 'eventSubmissions', 'mails'];

type ForgetActionData = FormActionData & { found?: { email: string; counts: PersonDataCounts } };

export async function loader({ context, request }: Route.LoaderArgs) {
  const { portal } = await backOfficeOf(context, request);
  return { head: portalHead(portal, 'portal.backOffice.forget.title') };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { ctx, portal, actor } = await backOfficeOf(context, request);
  const read = await readForm(request, portal.csrfToken, FORM, ForgetPersonSchema);
  if (!read.ok) return refuse(read.reply);
  const { email } = read.value;
  if (read.formData.get('intent') === 'forget') {
    await asActor(() => forgetPerson(ctx.db, actor, email));
    return succeed({ form: FORM, notice: 'portal.backOffice.forget.done' });
  }
  const counts = await asActor(() => countPersonData(ctx.db, actor, email));
  return data<ForgetActionData>({ reply: null, done: null, found: { email, counts } });
}

export const handle = await screenTexts('portal');
export const meta: Route.MetaFunction = loaderHead;

export default function BackOfficeForget({ actionData }: Route.ComponentProps) {
  const t = usePortalText();
  const answer = actionData as ForgetActionData | undefined;
  const found = answer?.found;
  const total = found ? COUNTS.reduce((sum, key) => sum + found.counts[key], 0) : 0;
  return (
    <div className="max-w-2xl">
      <PageHeading title={t('portal.backOffice.forget.title')} intro={t('portal.backOffice.forget.intro')} />
      <Card>
        <FormNotice actionData={answer} form={FORM} />
        <PostForm name={FORM} reply={replyOf(answer, FORM)} intent="lookup" className="flex flex-wrap items-end gap-3">
          <div className="min-w-64 flex-1">
            <TextField name="email" type="email" label={t('portal.fields.email')} autoComplete="off" defaultValue={found?.email} />
          </div>
          <SubmitButton>{t('portal.backOffice.forget.lookup')}</SubmitButton>
        </PostForm>
      </Card>
      {found ? (
        <section className="mt-6" aria-labelledby="forget-found" data-testid="forget-found">
          <Card>
            <h2 id="forget-found" className="mb-3 font-bold">
              {total > 0 ? t('portal.backOffice.forget.found') : t('portal.backOffice.forget.nothing')}
            </h2>
            {total > 0 ? (
              <>
                <dl className="mb-4 grid grid-cols-[1fr_auto] gap-x-6 gap-y-1" data-testid="forget-counts">
                  {COUNTS.map((key) => (
                    <div key={key} className="contents">
                      <dt>{t(`portal.backOffice.forget.counts.${key}`)}</dt>
                      <dd className="text-right tabular-nums" data-testid={`forget-count-${key}`}>
                        {found.counts[key]}
                      </dd>
                    </div>
                  ))}
                </dl>
                <FormAlert tone="error">{t('portal.backOffice.forget.warning')}</FormAlert>
                <PostForm name={`${FORM}-confirm`} intent="forget" className="mt-4">
                  <input type="hidden" name="email" value={found.email} />
                  <button type="submit" className={dangerButtonClassName}>
                    {t('portal.backOffice.forget.confirm')}
                  </button>
                </PostForm>
              </>
            ) : null}
          </Card>
        </section>
      ) : null}
    </div>
  );
}
