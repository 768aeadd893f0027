/**
 * The operators' queue of events sent with the public event form (decision 104, back office): what the
 * pages show. The IBAN never leaves the server in full: the page gets it masked (all but the last four
 * characters, e.g. `NL•• •••• •••• ••43 00`).
 */
import type { Database } from '../../../db/client.server.ts';

export interface SubmissionQueueRow {
  id: number;
  eventId: number;
  title: string;
  name: string;
  companyName: string | null;
  email: string;
  startDate: Date;
  submittedAt: Date;
}

export interface SubmissionDetail {
  id: number;
  eventId: number;
  /** Still waiting for a decision (else approved or rejected meanwhile). */
  pending: boolean;
  status: 'APPROVED' | 'REJECTED' | 'EDITING' | null;
  submittedAt: Date;
  name: string;
  companyName: string | null;
  email: string;
  ibanMasked: string;
  address: string;
  zipcode: string;
  city: string;
  province: string;
  title: string;
  startDate: Date;
  endDate: Date | null;
  website: string | null;
  description: string | null;
  imageUrl: string | null;
  /** The platform's organisation of the same name, which approval links the event to (else approval creates it). */
  organisation: { id: number; name: string } | null;
}

export type SubmissionDecision =
  { ok: true; eventId: number; title: string; organisationId: number | null; organisationCreated: boolean } | { ok: false; error: 'already-decided' };

/**
 * The city row of the place a submitter named (the form asks for a province and a city by name), found
 * or created on the platform; null when the name is unknown. The places feature has it (`cityNamed` in
 * app/features/places/places.server.ts); the route that approves passes it in (features do not import
 * each other's services).
 */
export type SubmittedCityResolver = (
  db: Database,
  platform: { id: number; countryCode: string },
  cityName: string,
  provinceName: string | null,
) => Promise<number | null>;
