import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FormAlert } from '../../components/forms/form-alert.tsx';
import type { FormReply } from '../../components/forms/form-reply.ts';
import { ButtonForm } from './button-form.tsx';
import { Card, linkClassName } from './portal-page.tsx';

/**
 * The skeleton of a back-office record page (a banner, a pop-up, a blog article, an SEO page; new or
 * edit): the link back to the list, the title, the notice that the record was just created, the page's
 * own sections, and last the card to remove the record: a disclosure that asks, says what removing does
 * and holds the one button that removes (two deliberate steps, also without JavaScript).
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
  /** The remove card: its form (posting intent `delete`), its refusal, and its texts. */
  remove?: { form: string; reply?: FormReply | null; title: ReactNode; ask: ReactNode; warning: ReactNode; confirm: ReactNode };
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
    <Card title={remove.title}>
      <details open={remove.reply ? true : undefined}>
        <summary className="cursor-pointer font-semibold text-red-800">{remove.ask}</summary>
        <p className="my-3 text-gray-700">{remove.warning}</p>
        <ButtonForm form={remove.form} intent="delete" tone="danger" reply={remove.reply}>
          {remove.confirm}
        </ButtonForm>
      </details>
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
