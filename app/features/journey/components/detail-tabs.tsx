import { useTranslation } from '../../../i18n/use-translation.tsx';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import type { EventView } from '../journey.types.ts';
import { plainDescription } from '../../../components/ui/plain-text.ts';
import { EventList } from './detail-parts.tsx';

/** Paragraphs of a description (HTML is reduced to text; blank lines separate paragraphs). */
function paragraphs(text: string | null): string[] {
  const withBreaks = (text ?? '').replace(/<\/(p|div|li|h\d)>|<br\s*\/?>/gi, '\n\n');
  return withBreaks
    .split(/\n\s*\n/)
    .map((p) => plainDescription(p))
    .filter(Boolean);
}

/** The detail screen's tabs (screens.md 2): the description, and the current events when `events` is given. */
export function DetailTabs({ description, events }: { description: string | null; events: EventView[] | null }) {
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
      <TabPanel id="description" className="prose max-w-none pt-4 outline-none" data-testid="tab-description">
        {paragraphs(description).map((p, i) => (
          <p key={i} className="mb-3 leading-relaxed">
            {p}
          </p>
        ))}
      </TabPanel>
      {events ? (
        <TabPanel id="current" className="pt-4 outline-none" data-testid="tab-current">
          <EventList events={events} emptyText={t('currentEvents.noResults')} />
        </TabPanel>
      ) : null}
    </Tabs>
  );
}
