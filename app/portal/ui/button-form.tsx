import type { ReactNode } from 'react';
import { PostForm } from '../../components/forms/post-form.tsx';
import type { FormReply } from '../../components/forms/form-reply.ts';
import { dangerButtonClassName, primaryButtonClassName, secondaryButtonClassName } from './portal-page.tsx';

const TONES = { primary: primaryButtonClassName, secondary: secondaryButtonClassName, danger: dangerButtonClassName };

/**
 * A form of one button (remove a row, switch it off, move it, link it): a post of the page's form `form`
 * with its `intent` and the record's ids as hidden `values`. In a list the button is `small` and carries
 * an `accessibleName` that names its row ("Remove Kanoën"), since its visible text ("Remove") repeats.
 */
export function ButtonForm({
  form,
  intent,
  values = {},
  children,
  accessibleName,
  tone = 'secondary',
  small = false,
  disabled,
  autoFocus,
  reply,
  className = 'inline',
}: {
  form: string;
  intent?: string;
  values?: Record<string, string | number>;
  children: ReactNode;
  accessibleName?: string;
  tone?: keyof typeof TONES;
  small?: boolean;
  disabled?: boolean;
  /** The answer to a question the page just asked ("Remove it?"): the keyboard is on it. */
  autoFocus?: boolean;
  reply?: FormReply | null;
  className?: string;
}) {
  return (
    <PostForm name={form} intent={intent} reply={reply} className={className}>
      {Object.entries(values).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button
        type="submit"
        className={`${TONES[tone]} ${small ? smallButtonClassName : ''}`}
        aria-label={accessibleName}
        disabled={disabled}
        autoFocus={autoFocus}
      >
        {children}
      </button>
    </PostForm>
  );
}

/** A button in a list's row or a toolbar: the portal's button, smaller. */
export const smallButtonClassName = '!px-3 !py-1 text-sm';
