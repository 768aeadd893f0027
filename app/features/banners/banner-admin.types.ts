/**
 * A banner's and a pop-up's fields as the back office shows and edits them, in one place: the editor's
 * values are these, the lists and detail pages add what the server keeps (decision 110).
 */

export interface BannerFields {
  title: string;
  buttonTitle: string;
  link: string;
  linkTarget: 'newWindow' | 'sameWindow';
  ctaType: 'AD' | 'QUESTION';
  active: boolean;
  /** Switched on and off at these moments (docs/decisions/121); null for none. */
  publishAt: Date | null;
  unpublishAt: Date | null;
  imageUrl: string | null;
}

export interface BannerListRow extends BannerFields {
  id: number;
  amountOfClicks: number;
  updatedAt: Date;
}

export interface PopupFields {
  title: string;
  buttonTitle: string;
  ctaType: 'AD' | 'QUESTION';
  description: string | null;
  /** Switched on: the site shows it (decision 110). */
  active: boolean;
  /** Switched on and off at these moments (docs/decisions/121); null for none. */
  publishAt: Date | null;
  unpublishAt: Date | null;
  imageUrl: string | null;
}

export interface PopupRow extends PopupFields {
  id: number;
  updatedAt: Date;
}
