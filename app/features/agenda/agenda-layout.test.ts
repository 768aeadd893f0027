import { describe, expect, it } from 'vitest';
import { agendaSlots, websiteHref } from './agenda-layout.ts';

describe('agenda list slots', () => {
  it('puts ad labels after items 1 and 7 and the banner after item 4', () => {
    const slots = agendaSlots([1, 2, 3, 4, 5, 6, 7, 8], true).map((s) => (s.kind === 'event' ? s.event : s.kind));
    expect(slots).toEqual([1, 'ad', 2, 3, 4, 'banner', 5, 6, 7, 'ad', 8]);
  });

  it('leaves out what the page is too short for, and the banner when there is none', () => {
    expect(agendaSlots([1, 2, 3], true).map((s) => s.kind)).toEqual(['event', 'ad', 'event', 'event']);
    expect(agendaSlots([1, 2, 3, 4, 5], false).some((s) => s.kind === 'banner')).toBe(false);
    expect(agendaSlots([], true)).toEqual([]);
  });
});

describe('website links', () => {
  it('adds https:// to a website without a scheme', () => {
    expect(websiteHref('www.circus.nl')).toBe('https://www.circus.nl');
    expect(websiteHref('http://circus.nl')).toBe('http://circus.nl');
  });
});
