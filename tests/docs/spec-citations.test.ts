import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Comments cite the specification as "screens.md 8", "core.md 3", "decisions.md 10" (decision 098): every
// such citation must resolve to a section (screens.md, core.md: "## 8.") or a numbered item
// (decisions.md: "10.") of the copy in docs/spec.

const SPEC_DIR = path.resolve('docs/spec');
const CITATION = /\b(screens|core|decisions)\.md(?: (?:section )?(\d+))?/g;

function numbersIn(file: string): Set<string> {
  const text = readFileSync(path.join(SPEC_DIR, file), 'utf8');
  const pattern = file === 'decisions.md' ? /^(\d+)\. /gm : /^## (\d+)\. /gm;
  return new Set([...text.matchAll(pattern)].map((match) => match[1]!));
}

describe('citations of the specification', () => {
  const sources = globSync(['app/**/*.{ts,tsx}', 'server/**/*.ts', 'db/**/*.ts', 'scripts/**/*.ts', 'bench/**/*.ts', 'tests/**/*.ts', 'docs/**/*.md'], {
    exclude: (name) => name.startsWith('docs/spec/') || name === 'app/api-client/openapi.d.ts' || name.includes('node_modules'),
  });
  const numbers = { screens: numbersIn('screens.md'), core: numbersIn('core.md'), decisions: numbersIn('decisions.md') };

  it('finds the cited files in docs/spec, and many citations to check', () => {
    expect(sources.length).toBeGreaterThan(100);
    const cited = sources.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(CITATION)]);
    expect(cited.length).toBeGreaterThan(150);
  });

  it('resolves every numbered citation to a section or item that exists', () => {
    const broken: string[] = [];
    for (const file of sources) {
      for (const match of readFileSync(file, 'utf8').matchAll(CITATION)) {
        const [citation, spec, number] = match;
        if (number && !numbers[spec as keyof typeof numbers].has(number)) broken.push(`${file}: ${citation}`);
      }
    }
    expect(broken).toEqual([]);
  });
});
