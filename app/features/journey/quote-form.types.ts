import type { SubmissionResult } from '@conform-to/react';

/** What the detail route's action answers to the quote form (screens.md 4: idle -> success or error). */
export type QuoteActionData =
  { status: 'invalid'; result: SubmissionResult<string[]> } | { status: 'success'; result: SubmissionResult<string[]> } | { status: 'error' };

/** The fields of the quote form (QuoteRequestSchema of the leads feature, as the form holds them). */
export interface QuoteFormFields {
  name: string;
  gender: 'man' | 'vrouw';
  reference: string;
  companyName: string;
  email: string;
  phone: string;
  numberOfPersons: number;
  plannedDate: string;
  address: string;
  zipcode: string;
  city: string;
  description: string;
  subscribe: boolean;
  website_url: string;
}
