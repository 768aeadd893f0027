import type { Route } from './+types/invitation';
import { PasswordLinkScreen } from '../../../features/accounts/components/password-link-screen.tsx';
import { screenTexts } from '../../../i18n/catalogue-loader.ts';
import { loaderHead } from '../../../page-head/loader-head.ts';
import { passwordLinkAction, passwordLinkLoader } from './password-link.server.ts';

// The page behind the invitation link (decision 103): the form while the link works.

export const loader = ({ context, request }: Route.LoaderArgs) => passwordLinkLoader('invitation', context, request);
export const action = ({ context, request }: Route.ActionArgs) => passwordLinkAction('invitation', context, request);

export const handle = await screenTexts('portal');
export const meta: Route.MetaFunction = loaderHead;

export default function Invitation({ loaderData, actionData }: Route.ComponentProps) {
  return <PasswordLinkScreen kind="invitation" token={loaderData.token} actionData={actionData} />;
}
