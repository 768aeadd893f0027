import { useActionData, useFetcher } from 'react-router';
import type { FormActionResult, FormStatus } from './form-result.ts';

/**
 * A form posted through a fetcher (inline states with JavaScript) or as a plain document POST (the
 * route action's answer arrives as action data): the latest answer for this form and its state.
 */
export function useFormState(form: string) {
  const fetcher = useFetcher<FormActionResult>({ key: `form-${form}` });
  const actionData = useActionData() as FormActionResult | undefined;
  const answer = fetcher.data ?? (actionData?.form === form ? actionData : undefined);
  const status: FormStatus = fetcher.state !== 'idle' ? 'sending' : (answer?.status ?? 'idle');
  return { fetcher, answer, status };
}
