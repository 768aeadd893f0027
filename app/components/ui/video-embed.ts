/**
 * The player address of a YouTube or Vimeo link a provider added as a video (decision 104), in the
 * privacy-friendly form (youtube-nocookie, Vimeo's do-not-track), or null for any other address (a
 * video file, played by the page's own <video>). The page's CSP allows exactly these two frame origins.
 */
export function videoEmbedUrl(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const host = parsed.hostname.replace(/^www\./, '');
  const youtubeId = host === 'youtube.com' ? parsed.searchParams.get('v') : host === 'youtu.be' ? parsed.pathname.slice(1) : null;
  if (youtubeId && /^[\w-]{6,20}$/.test(youtubeId)) return `https://www.youtube-nocookie.com/embed/${youtubeId}?autoplay=1`;
  const vimeoId = host === 'vimeo.com' ? parsed.pathname.slice(1) : null;
  if (vimeoId && /^\d{5,12}$/.test(vimeoId)) return `https://player.vimeo.com/video/${vimeoId}?autoplay=1&dnt=1`;
  return null;
}

/** The frame origins of videoEmbedUrl, for the Content Security Policy. */
export const VIDEO_FRAME_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];
