import type { Route } from './+types/new';
import { screenTexts } from '../../../../i18n/catalogue-loader.ts';
import { loaderHead } from '../../../../page-head/loader-head.ts';
import { NewBannerScreen } from './creation.tsx';
import { newBannerAction, newBannerLoader } from './creation.server.ts';

// A new banner on the chosen platform (decision 104, back office); saved, it opens in its editor.

export const loader = newBannerLoader('banner');
export const action = newBannerAction('banner');
export const handle = await screenTexts('portal');
export const meta: Route.MetaFunction = loaderHead;

export default function NewBanner({ loaderData, actionData }: Route.ComponentProps) {
  return <NewBannerScreen kind="banner" platform={loaderData.platform} actionData={actionData} />;
}
