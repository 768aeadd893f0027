import { Button, Disclosure, DisclosureGroup, DisclosurePanel, Heading } from 'react-aria-components';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import type { FaqItem } from '../faq.ts';

/** The FAQ accordion: one disclosure per question, several may be open at once. */
export function FaqAccordion({ items, kind }: { items: FaqItem[]; kind: 'company' | 'kids' }) {
  const { t } = useTranslation();
  return (
    <DisclosureGroup allowsMultipleExpanded className="divide-y divide-brand-border rounded-lg border border-brand-border bg-white" data-testid="faq">
      {items.map((item) => (
        <Disclosure key={item} id={item} className="group" data-testid={`faq-${item}`}>
          <Heading level={3} className="m-0">
            <Button
              slot="trigger"
              className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left text-lg font-semibold outline-none focus-visible:ring-2 focus-visible:ring-brand-border"
            >
              {t(`helpdesk.faq.${item}.question.${kind}`)}
              <span aria-hidden="true" className="text-2xl leading-none transition-transform group-data-[expanded]:rotate-45">
                +
              </span>
            </Button>
          </Heading>
          <DisclosurePanel className="text-gray-800">
            <p className="px-5 pb-5">{t(`helpdesk.faq.${item}.answer.${kind}`)}</p>
          </DisclosurePanel>
        </Disclosure>
      ))}
    </DisclosureGroup>
  );
}
