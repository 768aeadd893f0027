import { getZodConstraint } from '@conform-to/zod/v4';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTranslator } from '../../i18n/translator.ts';
import { TranslationProvider } from '../../i18n/use-translation.tsx';
import { TextField } from './fields.tsx';
import { PostForm } from './post-form.tsx';

// The one set of field components (docs/decisions/111): native constraints rendered from the schema.

const schema = z.object({
  name: z.string().trim().min(2, 'portal.errors.required').max(80, 'portal.errors.tooLong'),
  kind: z.enum(['groep', 'gezin']),
  note: z.string().max(500).optional(),
  persons: z.number().int().min(1).max(250),
});
const translator = createTranslator('nl', { portal: { form: { summary: 'Controleer' }, fields: { name: 'Naam' }, errors: { required: 'Verplicht' } } });

async function rendered(form: ReactNode): Promise<string> {
  const element = <TranslationProvider translator={translator}>{form}</TranslationProvider>;
  const handler = createStaticHandler([{ path: '/', element }]);
  const context = await handler.query(new Request('http://portal.test/'));
  if (context instanceof Response) throw new Error('no page');
  return renderToString(<StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />);
}

const attributes = (html: string, id: string) => html.match(new RegExp(`<(?:input|textarea)[^>]*id="${id}"[^>]*>`))?.[0] ?? '';

describe('field components', () => {
  // With zod 4.6.7 Conform 1.21.1's getZodConstraint reads `required`, an enum's pattern and a list's
  // `multiple`; zod no longer records string lengths and number ranges where Conform looks (its `bag`),
  // so those come from the field's own props until the library reads them again.
  it('render the constraints the schema gives (required, an enum as pattern)', async () => {
    const constraint = getZodConstraint(schema);
    expect(constraint.name).toMatchObject({ required: true });
    const html = await rendered(
      <PostForm name="f" constraint={constraint}>
        <TextField name="name" label="Naam" />
        <TextField name="kind" label="Soort" />
        <TextField name="note" label="Opmerking" rows={3} />
        <TextField name="persons" label="Personen" type="number" optionalLabel="optioneel" />
      </PostForm>,
    );
    expect(attributes(html, 'f-name')).toMatch(/required=""/);
    expect(attributes(html, 'f-kind')).toMatch(/pattern="groep\|gezin"/);
    expect(attributes(html, 'f-note')).not.toMatch(/required/);
    // The schema's rule wins over the portal's default (optional label: not required).
    expect(attributes(html, 'f-persons')).toMatch(/required=""/);
  });

  it('without a schema: a one-line field is required unless optional, an explicit attribute wins', async () => {
    const html = await rendered(
      <PostForm name="g" constraint={getZodConstraint(schema)}>
        <TextField name="free" label="Vrij" />
        <TextField name="other" label="Anders" optionalLabel="optioneel" />
        <TextField name="name" label="Naam" maxLength={40} required={false} />
      </PostForm>,
    );
    expect(attributes(html, 'g-free')).toMatch(/required=""/);
    expect(attributes(html, 'g-other')).not.toMatch(/required/);
    expect(attributes(html, 'g-name')).toMatch(/maxlength="40"/i);
    expect(attributes(html, 'g-name')).not.toMatch(/required/);
  });

  it("show a refused post's error and typed value, and the summary links to the field", async () => {
    const reply = { form: 'f', errors: { name: ['portal.errors.required'] }, formError: null, values: { name: 'A' } };
    const html = await rendered(
      <PostForm name="f" reply={reply}>
        <TextField name="name" label="Naam" />
      </PostForm>,
    );
    expect(attributes(html, 'f-name')).toMatch(/aria-invalid="true"/);
    expect(attributes(html, 'f-name')).toMatch(/aria-describedby="f-name-error"/);
    expect(attributes(html, 'f-name')).toMatch(/value="A"/);
    expect(html).toContain('<p id="f-name-error"');
    expect(html).toContain('href="#f-name"');
  });
});
