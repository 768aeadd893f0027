import { describe, expect, it } from 'vitest';
import { videoEmbedUrl } from './video-embed.ts';

describe('videoEmbedUrl', () => {
  it('turns YouTube and Vimeo links into their privacy-friendly players', () => {
    expect(videoEmbedUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1');
    expect(videoEmbedUrl('https://youtu.be/dQw4w9WgXcQ')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1');
    expect(videoEmbedUrl('https://vimeo.com/76979871')).toBe('https://player.vimeo.com/video/76979871?autoplay=1&dnt=1');
  });

  it('leaves everything else to the page’s own video player', () => {
    expect(videoEmbedUrl('/demo/sailing.mp4')).toBeNull();
    expect(videoEmbedUrl('https://evil.example/watch?v=dQw4w9WgXcQ')).toBeNull();
    expect(videoEmbedUrl('https://www.youtube.com/watch?v=<script>')).toBeNull();
  });
});
