import { useTranslation } from '../../../i18n/use-translation.tsx';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import type { EventView } from '../journey.types.ts';
import { EventList } from './detail-parts.tsx';

/** Text structure of a provider's description (the portal's editor: paragraphs, headings, lists, links). */
const DESCRIPTION_BODY =
  '[&_p]:mb-3 [&_p]:leading-relaxed [&_h2]:mb-2 [&_h2]:mt-4 [&_h2]:text-xl [&_h2]:font-bold [&_h3]:mb-2 [&_h3]:mt-3 [&_h3]:text-lg [&_h3]:font-bold [&_ul]:mb-3 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mb-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:pl-4';

/**
 * The detail screen's tabs (screens.md 2): the description, and the current events when `events` is
 * given (dates in `locale`'s format). An island (see activity-detail-screen.tsx): it sees no page
 * context but its texts.
 */
export function DetailTabs({ descriptionHtml, events, locale }: { descriptionHtml: string; events: EventView[] | null; locale: string }) {
  const { t } = useTranslation();
  return (
    <Tabs className="mt-8">
      <TabList aria-label={t('activityDetail.tabs.label')} className="flex gap-1 border-b border-gray-300">
        <Tab
          id="description"
          className="cursor-pointer rounded-t-md px-4 py-2 font-semibold outline-none data-[selected]:border-b-4 data-[selected]:border-brand-strong data-[selected]:text-gray-900 focus-visible:ring-2 focus-visible:ring-brand"
        >
          {t('activityDetail.tabs.description')}
        </Tab>
        {events ? (
          <Tab
            id="current"
            className="cursor-pointer rounded-t-md px-4 py-2 font-semibold outline-none data-[selected]:border-b-4 data-[selected]:border-brand-strong focus-visible:ring-2 focus-visible:ring-brand"
          >
            {t('activityDetail.tabs.current')}
          </Tab>
        ) : null}
      </TabList>
      <TabPanel id="description" className="max-w-none pt-4 outline-none" data-testid="tab-description">
        {/* Sanitised on the server (app/rendering/rich-text.ts) before it reaches the page. */}
        <div className={DESCRIPTION_BODY} dangerouslySetInnerHTML={{ __html: descriptionHtml }} />
      </TabPanel>
      {events ? (
        <TabPanel id="current" className="pt-4 outline-none" data-testid="tab-current">
          <EventList events={events} emptyText={t('currentEvents.noResults')} locale={locale} />
        </TabPanel>
      ) : null}
    </Tabs>
  );
}
