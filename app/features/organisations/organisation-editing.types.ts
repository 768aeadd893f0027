// What the organisation page of the portal shows (organisation-editing.server.ts reads it, the screen renders it).

export interface OrganisationForEditing {
  id: number;
  name: string;
  email: string | null;
  address: string | null;
  streetNumber: string | null;
  zipcode: string | null;
  city: string | null;
  phone: string | null;
  website: string | null;
  platformId: number;
  platformName: string;
}

export interface ContactPersonView {
  id: number;
  manager: boolean;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  fax: string | null;
  email: string | null;
  wantsMail: boolean;
  wantsOfferMail: boolean;
  address: string | null;
  zipCode: string | null;
  city: string | null;
  notes: string | null;
  primary: boolean;
  /** How many other organisations this person also acts for. */
  otherOrganisations: number;
  /**
   * Whether the actor's changes to the personal fields show in those organisations too: only when the
   * actor may act for all of them; otherwise the change makes this organisation a copy of its own.
   */
  editsShared: boolean;
}
