import { describe, expect, it } from 'vitest';
import { descriptionHtml, plainText, sanitizeRichText } from './rich-text.ts';

describe('the rich-text sanitiser', () => {
  it('makes an XSS payload inert and keeps the text structure', () => {
    const html = sanitizeRichText(
      '<p onclick="alert(1)">Hi <strong>there</strong><script>alert(1)</script></p><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a><iframe src="//evil"></iframe>',
      'description',
    );
    expect(html).toBe('<p>Hi <strong>there</strong></p><a>x</a>');
  });

  it('keeps images and tables in articles only', () => {
    expect(sanitizeRichText('<img src="https://a.example/x.jpg" alt="x">', 'article')).toContain('<img');
    expect(sanitizeRichText('<img src="https://a.example/x.jpg" alt="x">', 'description')).toBe('');
  });

  it('answers a text read again the same, per profile', () => {
    const html = '<p>Zie <img src="https://a.example/x.jpg" alt="x"></p>';
    for (let i = 0; i < 2; i++) {
      expect(sanitizeRichText(html, 'article')).toBe('<p>Zie <img src="https://a.example/x.jpg" alt="x" loading="lazy" /></p>');
      expect(sanitizeRichText(html, 'description')).toBe('<p>Zie </p>');
      expect(plainText(html)).toBe('Zie');
    }
  });

  it('opens external links in a new window without the opener', () => {
    expect(sanitizeRichText('<a href="https://example.org">x</a>', 'description')).toBe(
      '<a href="https://example.org" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('turns plain text into escaped paragraphs', () => {
    expect(descriptionHtml('One < two & three\nline\n\nTwo')).toBe('<p>One &lt; two &amp; three<br>line</p><p>Two</p>');
    expect(descriptionHtml(null)).toBe('');
  });
});
