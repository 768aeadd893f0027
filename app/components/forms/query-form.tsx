import type { ReactNode } from 'react';
import { Form, useSearchParams } from 'react-router';
import { type FieldSource, FieldSourceContext } from './field-source.ts';

/**
 * A form that narrows a list through the address (a GET form, docs/decisions/111): its fields are the
 * form kit's, each named by its address parameter, showing what the address holds and the loader's error
 * for it (a filter typed into the address by hand is answered 400 with its field named). Every field is
 * optional: an empty one narrows nothing.
 */
export function QueryForm({
  name,
  errors,
  action,
  className,
  testId,
  role,
  children,
}: {
  /** The fields' ids are `<name>-<parameter>`. */
  name: string;
  /** A catalogue key per parameter the loader refused. */
  errors: Partial<Record<string, string>>;
  action?: string;
  className?: string;
  testId?: string;
  /** `search` where the form is the page's search (a landmark). */
  role?: 'search';
  children: ReactNode;
}) {
  const [params] = useSearchParams();
  const source: FieldSource = (parameter) => ({
    id: `${name}-${parameter}`,
    error: errors[parameter],
    typed: params.get(parameter) ?? undefined,
    constraint: { required: false },
    errorLine: false,
  });
  return (
    <Form method="get" action={action} className={className} data-testid={testId} role={role}>
      <FieldSourceContext value={source}>{children}</FieldSourceContext>
    </Form>
  );
}
