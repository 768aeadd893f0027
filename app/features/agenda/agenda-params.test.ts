import { describe, expect, it } from 'vitest';
import { agendaSearch, hasActiveFilter, parseAgendaFilters } from './agenda-params.ts';

describe('agenda filters in the URL', () => {
  it('reads every filter and round-trips through the query string', () => {
    const filters = parseAgendaFilters(new URLSearchParams('q=circus&plaats=Utrecht&van=2026-12-01&tot=2026-12-31&page=3'));
    expect(filters).toEqual({ q: 'circus', city: 'Utrecht', from: '2026-12-01', to: '2026-12-31', page: 3 });
    expect(parseAgendaFilters(new URLSearchParams(agendaSearch(filters)))).toEqual(filters);
  });

  it('drops an end date without a start date or before it, and malformed days and pages', () => {
    expect(parseAgendaFilters(new URLSearchParams('tot=2026-12-31')).to).toBe('');
    expect(parseAgendaFilters(new URLSearchParams('van=2026-12-10&tot=2026-12-01')).to).toBe('');
    expect(parseAgendaFilters(new URLSearchParams('van=2026-02-30')).from).toBe('');
    expect(parseAgendaFilters(new URLSearchParams('page=-2')).page).toBe(1);
    expect(parseAgendaFilters(new URLSearchParams('page=abc')).page).toBe(1);
  });

  it('takes the first filled value of a parameter posted twice', () => {
    expect(parseAgendaFilters(new URLSearchParams('van=&van=2026-12-01')).from).toBe('2026-12-01');
  });

  it('leaves page 1 and empty values out of the URL', () => {
    expect(agendaSearch({ q: '', city: '', from: '', to: '', page: 1 })).toBe('');
    expect(agendaSearch({ q: 'a b', page: 2 })).toBe('?q=a+b&page=2');
  });

  it("counts search, location and dates as active filters (for 'Wissen'), not the page", () => {
    expect(hasActiveFilter({ q: '', city: '', from: '', to: '' })).toBe(false);
    expect(hasActiveFilter({ q: 'x', city: '', from: '', to: '' })).toBe(true);
    expect(hasActiveFilter({ q: '', city: 'Delft', from: '', to: '' })).toBe(true);
    expect(hasActiveFilter({ q: '', city: '', from: '2026-01-01', to: '' })).toBe(true);
  });
});
