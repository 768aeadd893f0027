import { content } from './content.ts';
import { core } from './core.ts';
import { journey } from './journey.ts';

/** The nl catalogue: one file per area so screens can grow their texts independently. */
export const nl = { ...core, ...journey, ...content };

export type Catalogue = typeof nl;
