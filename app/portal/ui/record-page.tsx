import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FormAlert } from '../../components/forms/form-alert.tsx';
import { Card, linkClassName } from './portal-page.tsx';

/**
 * The skeleton of a back-office record page (a banner, a pop-up, a blog article, an SEO page; new or
 * edit): the link back to the list, the title, the notice that the record was just created, the page's
 * own sections, and last the card to remove the record. What the remove card asks (a checkbox, a
 * disclosure) stays the page's own.
 */
export function RecordPage({
  back,
  title,
  titleClassName,
  beside,
  below,
  created,
  remove,
  layout = 'flow',
  children,
}: {
  back: { to: string; label: ReactNode };
  /** The text of the page's one h1. */
  title: ReactNode;
  /** Extra classes of the h1 (e.g. `break-all` for a path). */
  titleClassName?: string;
  /** Beside the title, on its line (e.g. a preview link). */
  beside?: ReactNode;
  /** Under the title, before the notices (e.g. the record's name or state). */
  below?: ReactNode;
  /** The "created" notice when it is to be shown (the page decides when), else nothing. */
  created?: ReactNode;
  remove?: { id: string; title: ReactNode; children: ReactNode };
  /** `sections`: the page is a stack of cards, 1.5rem apart; `flow`: the editor follows the title. */
  layout?: 'flow' | 'sections';
  children: ReactNode;
}) {
  const sections = layout === 'sections';
  const headingClassName = 'text-2xl font-bold text-slate-900';
  const heading = beside ? (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
      <h1 className={headingClassName}>{title}</h1>
      {beside}
    </div>
  ) : (
    <h1 className={[sections ? null : 'mb-4', titleClassName, headingClassName].filter(Boolean).join(' ')}>{title}</h1>
  );
  const removeCard = remove ? (
    <Card labelledBy={remove.id}>
      <h2 id={remove.id} className="mb-2 text-lg font-bold">
        {remove.title}
      </h2>
      {remove.children}
    </Card>
  ) : null;
  return (
    <div className={sections ? 'space-y-6' : undefined}>
      <div>
        <p className="mb-2">
          <Link to={back.to} className={linkClassName}>
            {back.label}
          </Link>
        </p>
        {heading}
        {below}
      </div>
      {created ? <FormAlert tone="success">{created}</FormAlert> : null}
      {children}
      {removeCard && !sections ? <div className="mt-8">{removeCard}</div> : removeCard}
    </div>
  );
}
