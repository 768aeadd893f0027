import { type Brand, brandOfPlatform } from '../../app/config/brand.ts';
import { PLATFORM_ROWS } from '../../db/seed/platform-data.ts';

/** The brand a seeded platform (1-4) gets from its row, as the server's platform registry reads it. */
export function seededBrand(platformId: number): Brand {
  const row = PLATFORM_ROWS.find((candidate) => candidate.id === platformId);
  if (!row) throw new Error(`No seeded platform ${platformId}`);
  const read = brandOfPlatform({ ...row, brand: row.brand ?? null });
  if ('problem' in read) throw new Error(`Seeded platform ${platformId} has invalid brand settings: ${read.problem}`);
  return read.brand;
}
