import { describe, expect, it } from 'vitest';
import { PLATFORM_ROWS } from '../../db/seed/platform-data.ts';
import { type HostMatcher, publicSiteOrigin, resolvePlatformId } from './platforms.ts';

const SEEDED: HostMatcher[] = PLATFORM_ROWS.map(({ id, hostFragments, hostMatchOrder }) => ({ id, hostFragments: hostFragments ?? [], hostMatchOrder }));

describe('resolvePlatformId (decisions.md 2)', () => {
  it.each([
    ['nl.localhost', 1],
    ['nl.localhost:3000', 1],
    ['de.localhost:3000', 2],
    ['kids.localhost', 3],
    ['be.localhost:3000', 4],
    ['localhost', 1],
    ['localhost:3000', 1],
    ['127.0.0.1:3000', 1],
    ['www.uitjesbaas.nl', 1],
    ['www.ausflugsbaas.de', 2],
    ['www.kidsuitjes.nl', 3],
    ['www.uitjesbaas.be', 4],
    ['KIDS.LOCALHOST', 3],
    ['unknown.example', 1],
    ['', 1],
  ])('%s -> platform %i', (host, expected) => {
    expect(resolvePlatformId(host, SEEDED)).toBe(expected);
  });

  it('tries the Belgian fragment before the Dutch one', () => {
    // A host that contains both fragments is Belgian (core.md 1 order).
    const matchers = [
      { id: 1, hostFragments: ['uitjes'], hostMatchOrder: 2 },
      { id: 4, hostFragments: ['.be'], hostMatchOrder: 1 },
    ];
    expect(resolvePlatformId('uitjes.be', matchers)).toBe(4);
    expect(resolvePlatformId('uitjes.nl', matchers)).toBe(1);
  });

  it('tries the fragments in the seeded match order: Belgian, Dutch business, German, kids', () => {
    expect([...SEEDED].sort((a, b) => a.hostMatchOrder - b.hostMatchOrder).map((matcher) => matcher.id)).toEqual([4, 1, 2, 3]);
  });

  it('treats fragments as data: a new domain needs no code change', () => {
    const matchers = [...SEEDED, { id: 3, hostFragments: ['kinderpret.test'], hostMatchOrder: 5 }];
    expect(resolvePlatformId('www.kinderpret.test', matchers)).toBe(3);
  });
});

describe('publicSiteOrigin', () => {
  const row = PLATFORM_ROWS.find((platform) => platform.id === 1)!;
  const nl = { domain: row.domain, hostFragments: row.hostFragments ?? [] };
  it("links a local install's portal to the brand's own .localhost host on the portal's port", () => {
    expect(publicSiteOrigin(nl, 'http://admin.localhost:3000')).toBe('http://nl.localhost:3000');
    expect(publicSiteOrigin(nl, 'http://localhost:3210')).toBe('http://nl.localhost:3210');
  });
  it('links a production portal to the platform’s domain over https', () => {
    expect(publicSiteOrigin(nl, 'https://admin.uitjesbaas.nl')).toBe('https://www.uitjesbaas.nl');
    expect(publicSiteOrigin({ domain: 'https://www.example.org/', hostFragments: [] }, 'http://admin.localhost:3000')).toBe('https://www.example.org');
  });
});
