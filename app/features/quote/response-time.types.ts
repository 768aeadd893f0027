// The shapes of an organisation's response time (docs/decisions/115) that other features and the routes
// show: the figures (response-time.ts computes them) and the duration a text says.

export interface ResponseFigures {
  /** Leads received in the window (the last 30 days but the newest 24 hours). */
  leads: number;
  /** Of those, answered by now. */
  answered: number;
  /** answered / leads; null without leads. */
  rate: number | null;
  /** Median business time to the first answer of the answered ones, in ms; null when none was answered. */
  medianMillis: number | null;
}

/** A duration as the texts say it: whole hours up to 8, above that business days (of 10 hours). */
export interface ResponseDuration {
  unit: 'hours' | 'days';
  count: number;
}
