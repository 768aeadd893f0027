import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../i18n/translator.ts';
import { TranslationProvider } from '../../i18n/use-translation.tsx';
import { LIST_TOTAL_CAP } from '../list-query.ts';
import { type DataColumn, DataTable } from './data-table.tsx';

interface Person {
  id: number;
  name: string;
  visits: number;
}

const translator = createTranslator('nl', {
  portal: {
    backOffice: { search: 'Zoeken', count: '{{count}} rijen', countMore: 'Meer dan {{count}} rijen', empty: 'Niets gevonden' },
    users: { pages: 'Pagina’s' },
  },
});

const columns: DataColumn<Person>[] = [
  { id: 'name', header: 'Naam', meta: { sortKey: 'name' }, cell: ({ row }) => row.original.name },
  { id: 'visits', header: 'Bezoeken', meta: { numeric: true }, cell: ({ row }) => row.original.visits },
];

/** The table as the server renders it at `path`, inside a router (its links and the search form need one). */
async function rendered(rows: Person[], path = '/lijst?sorteer=name', total = rows.length): Promise<string> {
  return renderedTable(
    <DataTable
      rows={rows}
      columns={columns}
      total={total}
      query={{ page: 1, sort: 'name', direction: 'asc', search: '' }}
      caption="Mensen"
      rowKey={(row) => row.id}
      testId="people"
    />,
    path,
  );
}

async function renderedTable(table: ReactNode, path = '/lijst'): Promise<string> {
  const element = <TranslationProvider translator={translator}>{table}</TranslationProvider>;
  const handler = createStaticHandler([{ path: '/lijst', element }]);
  const context = await handler.query(new Request(`http://portal.test${path}`));
  if (context instanceof Response) throw new Error('unexpected response');
  return renderToString(<StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />);
}

// The page's table is made from its props on each render (no table state kept between renders).
describe('DataTable', () => {
  it('shows the rows it is given, in their order, with sortable headers', async () => {
    const html = await rendered([
      { id: 7, name: 'Ans', visits: 3 },
      { id: 9, name: 'Bram', visits: 12 },
    ]);
    expect(html).toContain('aria-sort="ascending"');
    expect(html.indexOf('Ans')).toBeLessThan(html.indexOf('Bram'));
    // A number right-aligned; on a phone each cell says its column's name first (the rows stack as cards).
    expect(html).toMatch(/<td class="[^"]*text-right[^"]*"><span class="[^"]*sm:hidden[^"]*">[^<]+<\/span>12<\/td>/);
    expect(html).toContain('2 rijen');
  });

  it('says "more than" the cap when the count stopped there (docs/decisions/113), and pages on', async () => {
    const html = await rendered([{ id: 1, name: 'Ans', visits: 1 }], '/lijst?sorteer=name', LIST_TOTAL_CAP + 1);
    expect(html).toContain(`Meer dan ${LIST_TOTAL_CAP} rijen`);
    expect(html).toContain('pagina=2');
  });

  it('says so when the page has no rows', async () => {
    expect(await rendered([])).toContain('Niets gevonden');
  });

  it('without a query is the whole table: no count, no sort links, no pager; a row header column', async () => {
    const summary: DataColumn<Person>[] = [
      { id: 'name', header: 'Naam', meta: { sortKey: 'name', rowHeader: true }, cell: ({ row }) => row.original.name },
      { id: 'visits', header: 'Bezoeken', meta: { numeric: true, narrowName: false }, cell: ({ row }) => row.original.visits },
    ];
    const html = await renderedTable(
      <DataTable
        rows={[{ id: 7, name: 'Ans', visits: 3 }]}
        columns={summary}
        caption="Mensen"
        rowKey={(row) => row.id}
        rowProps={() => ({ 'data-testid': 'person' })}
      />,
    );
    expect(html).not.toContain('rijen');
    expect(html).not.toContain('aria-sort');
    expect(html).not.toContain('<a ');
    expect(html).toMatch(/<tr [^>]*data-testid="person"><th scope="row" class="[^"]*">Ans<\/th><td class="[^"]*">3<\/td><\/tr>/);
  });
  it('a column footer makes a totals row; a cell may style itself by its value; a scrolling box names it by its caption', async () => {
    const grid: DataColumn<Person>[] = [
      { id: 'name', header: 'Naam', footer: 'Totaal', meta: { rowHeader: true }, cell: ({ row }) => row.original.name },
      {
        id: 'visits',
        header: 'Bezoeken',
        footer: '15',
        meta: { numeric: true, cellProps: (person) => ({ className: person.visits === 0 ? 'text-gray-600' : 'font-semibold' }) },
        cell: ({ row }) => row.original.visits,
      },
    ];
    const html = await renderedTable(
      <DataTable
        rows={[
          { id: 7, name: 'Ans', visits: 0 },
          { id: 9, name: 'Bram', visits: 15 },
        ]}
        columns={grid}
        caption="Bezoeken per persoon"
        captionId="visits-caption"
        stack={false}
        rowKey={(row) => row.id}
      />,
    );
    expect(html).toContain('<caption id="visits-caption"');
    expect(html).toMatch(/<tfoot[^>]*><tr[^>]*><th scope="row"[^>]*>Totaal<\/th><td class="[^"]*text-right[^"]*">15<\/td><\/tr><\/tfoot>/);
    expect(html).toMatch(/<td class="[^"]*text-gray-600[^"]*">0<\/td>/);
    expect(html).toMatch(/<td class="[^"]*font-semibold[^"]*">15<\/td>/);
  });
});
