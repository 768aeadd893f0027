export interface BlogImage {
  url: string;
  alt: string;
}

export interface BlogButton {
  title: string;
  url: string;
}

/** A blog as a card shows it: the body as plain text (screens.md 3: Blog). */
export interface BlogSummary {
  id: number;
  title: string;
  text: string;
  image: BlogImage | null;
  button: BlogButton | null;
}

/** A blog as its page shows it: sanitised HTML body. */
export interface BlogArticle extends BlogSummary {
  html: string;
}
