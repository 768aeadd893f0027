import { describe, expect, it } from 'vitest';
import { plainText, sanitizeBlogHtml, truncate } from './blog-html.ts';

describe('blog HTML', () => {
  it('keeps text structure, links and images, drops scripts, handlers and styles', () => {
    const html = sanitizeBlogHtml(
      '<h1>Kop</h1><p onclick="steal()">Tekst <a href="javascript:alert(1)">slecht</a> <a href="https://example.org">goed</a></p><script>alert(1)</script><img src="/demo/a.jpg" onerror="x()"><style>p{}</style>',
    );
    expect(html).toBe(
      '<h2>Kop</h2><p>Tekst <a>slecht</a> <a href="https://example.org" target="_blank" rel="noopener noreferrer">goed</a></p><img src="/demo/a.jpg" loading="lazy" alt="" />',
    );
  });

  it('reads the plain text of an article for excerpts', () => {
    expect(plainText('<p>Een &amp; twee</p>\n<ul><li>drie</li></ul>')).toBe('Een & twee drie');
  });

  it('cuts at the limit and adds an ending only when something was cut', () => {
    expect(truncate('kort', 60)).toBe('kort');
    expect(truncate('a'.repeat(60), 60)).toBe('a'.repeat(60));
    expect(truncate(`${'a'.repeat(59)} bcd`, 60)).toBe(`${'a'.repeat(59)}...`);
    expect(truncate('x'.repeat(130), 120)).toHaveLength(123);
    // On a word boundary near the end, without a dangling comma.
    expect(truncate('Een kinderfeestje organiseren hoeft geen stress te zijn, echt niet', 58)).toBe(
      'Een kinderfeestje organiseren hoeft geen stress te zijn...',
    );
    expect(truncate('Wissel af Eén grote dag', 15)).toBe('Wissel af Eén...');
  });
});
