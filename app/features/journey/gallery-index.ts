/** Gallery position helpers (screens.md 2: the index wraps at both ends; the video button jumps to the first video). */
export function wrapIndex(index: number, length: number): number {
  if (length <= 0) return 0;
  return ((index % length) + length) % length;
}

export function firstVideoIndex(media: ReadonlyArray<{ type: 'IMAGE' | 'VIDEO' }>): number {
  return media.findIndex((m) => m.type === 'VIDEO');
}

/** `https://` in front of a website without a scheme (decisions.md 6). */
export function websiteHref(website: string): string {
  const trimmed = website.trim();
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed.replace(/^\/+/, '')}`;
}
