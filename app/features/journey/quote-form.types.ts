import type { QuoteRequest } from '../quote/quote.schemas.ts';

/** The fields of the quote form: the quote request of the quote feature (one schema, screens.md 5). */
export type QuoteFormFields = Omit<QuoteRequest, 'id'>;
