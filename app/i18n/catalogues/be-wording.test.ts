import { describe, expect, it } from 'vitest';
import { be } from './be/index.ts';

/** Every text of a catalogue with its key path. */
function texts(node: unknown, path = ''): Array<[string, string]> {
  if (typeof node === 'string') return [[path, node]];
  if (node && typeof node === 'object') return Object.entries(node).flatMap(([key, value]) => texts(value, path ? `${path}.${key}` : key));
  return [];
}

describe('the be catalogue', () => {
  it('speaks Belgian Dutch: uitstap(pen), never the Dutch uitje(s), wherever the Belgian company site shows it', () => {
    // The kids and unknown variants are never shown on be (a company brand); "Uitjesbaas" is the brand's name.
    // The portal speaks nl and de on its own host (decision 103): its texts are no Belgian site's.
    const shown = texts(be).filter(([path]) => !/\.(kids|unknown)(\.|$)/.test(path) && !path.startsWith('portal.'));
    expect(shown.length).toBeGreaterThan(200);
    const dutch = shown.filter(([, text]) => /uitje/i.test(text.replace(/uitjesbaas/gi, '')));
    expect(dutch).toEqual([]);
  });
});
