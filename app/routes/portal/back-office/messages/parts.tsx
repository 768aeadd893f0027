import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { BACK_OFFICE_SECTIONS, type BackOfficeSection } from '../../../../portal/back-office-sections.ts';
import { FORGOTTEN } from '../../../../portal/forgotten.ts';
import { secondaryButtonClassName, usePortalText, PageHeading } from '../../../../portal/ui/portal-page.tsx';

// What the back office's lists of people (contact messages, quote requests, subscribers) share: the
// heading with the CSV download of what the list shows, and how a forgotten person's fields show.

/** The path of a back-office section (back-office-sections.ts fixes them). */
export const sectionPath = (key: BackOfficeSection): string => BACK_OFFICE_SECTIONS.find((section) => section.key === key)!.path;

/** A person's field: a forgotten one says so in the reader's language. */
export function PersonText({ value }: { value: string | null }) {
  const t = usePortalText();
  if (value === FORGOTTEN) return <span className="italic text-gray-700">{t('portal.backOffice.forgotten')}</span>;
  return <>{value ?? ''}</>;
}

/** The list's heading, intro and its download: the same platform and search as the list on screen, all its rows, counted. */
export function PeopleListHeader({
  title,
  intro,
  exportPath,
  rows,
  testId,
}: {
  title: string;
  intro: ReactNode;
  exportPath: string;
  rows: number;
  testId: string;
}) {
  const t = usePortalText();
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const kept = new URLSearchParams([...params].filter(([key]) => key === 'platform' || key === 'zoek'));
  const href = `${exportPath}${kept.size > 0 ? `?${kept}` : ''}`;
  return (
    <PageHeading
      title={title}
      intro={intro}
      beside={
        <a href={href} download className={secondaryButtonClassName} data-testid={testId}>
          {t('portal.backOffice.exportRows', { count: rows })}
        </a>
      }
    />
  );
}
