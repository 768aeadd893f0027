import type { Route } from './+types/popup-new';
import { screenTexts } from '../../../../i18n/catalogue-loader.ts';
import { loaderHead } from '../../../../page-head/loader-head.ts';
import { NewBannerScreen } from './creation.tsx';
import { newBannerAction, newBannerLoader } from './creation.server.ts';

// A new pop-up on the chosen platform (decision 104, back office); saved, it opens in its editor.

export const loader = newBannerLoader('popup');
export const action = newBannerAction('popup');
export const handle = await screenTexts('portal');
export const meta: Route.MetaFunction = loaderHead;

export default function NewPopup({ loaderData, actionData }: Route.ComponentProps) {
  return <NewBannerScreen kind="popup" platform={loaderData.platform} actionData={actionData} />;
}
