import type { Route } from './+types/set-password';
import { PasswordLinkScreen } from '../../../features/accounts/components/password-link-screen.tsx';
import { screenTexts } from '../../../i18n/catalogue-loader.ts';
import { loaderHead } from '../../../page-head/loader-head.ts';
import { passwordLinkAction, passwordLinkLoader } from './password-link.server.ts';

// The page behind the reset-password link (decision 103): the form while the link works.

export const loader = ({ context, request }: Route.LoaderArgs) => passwordLinkLoader('reset-password', context, request);
export const action = ({ context, request }: Route.ActionArgs) => passwordLinkAction('reset-password', context, request);

export const handle = await screenTexts('portal');
export const meta: Route.MetaFunction = loaderHead;

export default function SetPassword({ loaderData, actionData }: Route.ComponentProps) {
  return <PasswordLinkScreen kind="reset-password" token={loaderData.token} actionData={actionData} />;
}
