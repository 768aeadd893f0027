import type { SubmissionResult } from '@conform-to/react';

/** What a form action answers: which form, its state and Conform's result (errors, values). */
export interface FormActionResult {
  form: string;
  status: 'sent' | 'error' | 'invalid';
  result?: SubmissionResult<string[]>;
}

export type FormStatus = 'idle' | 'sending' | 'sent' | 'error' | 'invalid';

/**
 * The browser-side action of a route with forms: the server action, and the error state when the
 * answer never arrives or cannot be read (network failure, proxy error page), instead of an error page.
 */
export async function clientFormAction(serverAction: () => Promise<unknown>, formData: FormData): Promise<FormActionResult> {
  try {
    return (await serverAction()) as FormActionResult;
  } catch {
    return { form: String(formData.get('form') ?? ''), status: 'error' };
  }
}
