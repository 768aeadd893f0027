import { describe, expect, it } from 'vitest';
import { BLOG_META_DESCRIPTION_MAX, cutMetaDescription } from './content-head.server.ts';

describe('meta description length', () => {
  it('keeps a text up to 170 characters and cuts a longer one to exactly 170', () => {
    const short = 'x'.repeat(170);
    expect(cutMetaDescription(short, BLOG_META_DESCRIPTION_MAX)).toBe(short);
    const cut = cutMetaDescription('woord '.repeat(60), BLOG_META_DESCRIPTION_MAX);
    expect(cut.length).toBeLessThanOrEqual(170);
    expect(cut.endsWith('...')).toBe(true);
  });
});
