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
  link: string;
  /** The banner's link target (core.md 3). */
  newWindow: boolean;
  image: EventImage | null;
}
