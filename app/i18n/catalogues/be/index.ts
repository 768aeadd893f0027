import { content } from './content.ts';
import { core } from './core.ts';
import type { Catalogue } from '../nl/index.ts';
import { journey } from './journey.ts';

/** The be catalogue: one file per area so screens can grow their texts independently. */
export const be: Catalogue = { ...core, ...journey, ...content };
