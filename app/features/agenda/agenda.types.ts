export interface EventImage {
  url: string;
  alt: string;
}

/** An event as the agenda card shows it (core.md 3: Event) with its images. */
export interface AgendaEvent {
  id: number;
  title: string;
  description: string | null;
  startDate: string;
  endDate: string | null;
  /**
   * The period as the card shows it (dd/MM/yyyy, on the platforms' calendar), written by the loader: the
   * browser then needs no Intl.DateTimeFormat, whose first use loads ICU's calendar data (15-30 ms of
   * main thread while the agenda hydrates, decision 080).
   */
  period: string;
  website: string | null;
  organisation: string | null;
  city: string | null;
  /** Main image first, then the event's other images (no duplicates). */
  images: EventImage[];
}

/** The banner between the agenda items (core.md 3: Banner). */
export interface AgendaBanner {
  title: string;
  buttonTitle: string;
  /** The counted redirect to the banner's link (decision 110). */
  href: string;
  /** The banner's link target (core.md 3). */
  newWindow: boolean;
  image: EventImage | null;
}
