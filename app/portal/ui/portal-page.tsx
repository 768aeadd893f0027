import { type ReactNode, useId } from 'react';
import { Link, useRouteLoaderData } from 'react-router';
import { useFormText } from '../../components/forms/fields.tsx';
import { PORTAL_LAYOUT_ID, type PortalShellData } from './portal-shell.ts';

/** The portal layout's data: the CSRF token, the language, who is signed in. */
export function usePortalShell(): PortalShellData {
  const data = useRouteLoaderData(PORTAL_LAYOUT_ID) as PortalShellData | undefined;
  if (!data) throw new Error('usePortalShell outside the portal layout');
  return data;
}

/** Texts with the password rules' numbers at hand ({{min}}, {{max}} of the password length): the forms' texts. */
export const usePortalText = useFormText;

export const primaryButtonClassName =
  'inline-flex items-center justify-center rounded-md bg-slate-800 px-5 py-2.5 font-semibold text-white hover:bg-slate-700 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-800';
export const secondaryButtonClassName =
  'inline-flex items-center justify-center rounded-md border border-slate-400 bg-white px-4 py-2 font-semibold text-slate-900 hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-800';
export const dangerButtonClassName =
  'inline-flex items-center justify-center rounded-md border border-red-700 bg-white px-4 py-2 font-semibold text-red-800 hover:bg-red-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-800';
export const linkClassName = 'font-semibold text-slate-900 underline underline-offset-2 hover:text-slate-700';

/** A portal page's frame: title, optional intro, content in a card. */
export function PortalPage({ title, intro, children, wide }: { title: string; intro?: ReactNode; children: ReactNode; wide?: boolean }) {
  return (
    <div className={`mx-auto w-full ${wide ? 'max-w-5xl' : 'max-w-lg'} px-4 py-8 sm:py-12`}>
      <h1 className="mb-2 text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
      {intro ? <p className="mb-6 text-gray-700">{intro}</p> : <div className="mb-6" />}
      {children}
    </div>
  );
}

/** A form's main button; `wide`: on a line of its own under a two-column form. */
export function SubmitButton({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  const button = (
    <button type="submit" className={primaryButtonClassName}>
      {children}
    </button>
  );
  return wide ? <div className="sm:col-span-2">{button}</div> : button;
}

/**
 * A back-office page's title: the one h1, an optional line under it, and what stands beside it (the
 * button to make a new one).
 */
export function PageHeading({ title, intro, beside }: { title: ReactNode; intro?: ReactNode; beside?: ReactNode }) {
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        {intro ? <p className="mt-1 text-gray-700">{intro}</p> : null}
      </div>
      {beside}
    </div>
  );
}

/**
 * A portal page's section in a card. With a `title`, the card is a section named by its heading (one size
 * for every card's heading) and an optional `hint` under it; without one, the caller gives it a heading
 * and its id as `labelledBy`, or the card is only a frame.
 */
export function Card({
  children,
  title,
  hint,
  labelledBy,
  id,
}: {
  children: ReactNode;
  title?: ReactNode;
  hint?: ReactNode;
  labelledBy?: string;
  id?: string;
}) {
  const headingId = useId();
  return (
    <section id={id} aria-labelledby={title ? headingId : labelledBy} className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      {title ? (
        <h2 id={headingId} className={`${hint ? 'mb-1' : 'mb-3'} text-lg font-bold`}>
          {title}
        </h2>
      ) : null}
      {hint ? <p className="mb-3 text-sm text-gray-700">{hint}</p> : null}
      {children}
    </section>
  );
}

/** Previous / "page n of m" / next under a list paged on the server; nothing when there is one page. */
export function PortalPager({
  page,
  pages,
  linkTo,
  hasPrevious = page > 1,
  hasNext = pages !== null && page < pages,
}: {
  page: number;
  /** Null where the list counts only up to a cap (list-query.ts) and is longer: the page is named without "of". */
  pages: number | null;
  linkTo: (page: number) => string;
  /** Where the list pages by place (after or before a row) rather than by number, whether there is a page each way. */
  hasPrevious?: boolean;
  hasNext?: boolean;
}) {
  const t = usePortalText();
  if (!hasPrevious && !hasNext) return null;
  return (
    <nav aria-label={t('portal.users.pages')} className="mt-4 flex items-center justify-between gap-2">
      {hasPrevious ? (
        <Link to={linkTo(page - 1)} className={secondaryButtonClassName}>
          {t('portal.users.previous')}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-gray-700">{pages === null ? t('portal.users.page', { page }) : t('portal.users.pageOf', { page, pages })}</span>
      {hasNext ? (
        <Link to={linkTo(page + 1)} className={secondaryButtonClassName}>
          {t('portal.users.next')}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
