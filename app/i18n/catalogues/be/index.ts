import { content } from './content.ts';
import { core } from './core.ts';
import { detail } from './detail.ts';
import { head } from './head.ts';
import { home } from './home.ts';
import { mails } from './mails.ts';
import { notices } from './notices.ts';
import type { Catalogue } from '../nl/index.ts';
import { overview } from './overview.ts';
import { portal } from './portal.ts';
import { search } from './search.ts';

/**
 * The be catalogue, in parts by screen (core, overview, home, detail, content, portal, search) and the page titles
 * (head): the server has all of it; the browser loads the parts a page declares (app/i18n/text-parts.ts).
 */
export const be: Catalogue = { ...core, ...head, ...overview, ...home, ...detail, ...content, ...mails, ...notices, ...portal, ...search };
