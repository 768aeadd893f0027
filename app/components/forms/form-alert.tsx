import type { ReactNode } from 'react';

/** A message above a form: failure (role alert, announced at once) or success (role status). */
export function FormAlert({ tone, children, testId }: { tone: 'error' | 'success'; children: ReactNode; testId?: string }) {
  const style = tone === 'error' ? 'border-red-700 bg-red-50 text-red-800' : 'border-green-700 bg-green-50 text-green-900';
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`mb-4 rounded-md border-l-4 p-4 font-medium ${style}`} data-testid={testId}>
      {children}
    </div>
  );
}

export { actionButtonClassName as submitButtonClassName } from './brand-styles.ts';
