export interface BlogImage {
  url: string;
  alt: string;
}

export interface BlogButton {
  title: string;
  url: string;
}

/** A tag of an article: its name and the slug of its page /blogs/{slug}.html. */
export interface BlogTag {
  name: string;
  slug: string;
}

/** A blog as a card shows it: the body as plain text (screens.md 3: Blog). */
export interface BlogSummary {
  id: number;
  title: string;
  text: string;
  image: BlogImage | null;
  button: BlogButton | null;
  tags: BlogTag[];
}

/** A blog as its page shows it: sanitised HTML body, the provinces it is about, its website link. */
export interface BlogArticle extends BlogSummary {
  html: string;
  provinces: string[];
  /** 'Lees meer op de website' (screens.md Blogs); null when the article has none. */
  website: string | null;
}
