import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseForm, parsePortalForm } from './parse-form.ts';

// The one parse of a posted form (docs/decisions/111), the server's and the browser's.

const post = (fields: Array<[string, string]>) => {
  const formData = new FormData();
  for (const [name, value] of fields) formData.append(name, value);
  return formData;
};

const schema = z.object({
  name: z.string({ error: 'portal.errors.name' }).trim().min(1, 'portal.errors.name'),
  persons: z.number().int().optional(),
  ids: z.array(z.number()).default([]),
  agree: z.boolean().default(false),
  password: z.string().optional(),
});

describe('parseForm', () => {
  it("coerces by the schema's types: numbers, a checkbox, a list sent once", () => {
    const parsed = parseForm(
      post([
        ['name', ' Anna '],
        ['persons', '12'],
        ['ids', '3'],
        ['agree', 'on'],
      ]),
      'f',
      schema,
    );
    expect(parsed.ok && parsed.value).toEqual({ name: 'Anna', persons: 12, ids: [3], agree: true });
  });

  it('counts a field of only spaces as not filled in, and echoes no secret', () => {
    const parsed = parsePortalForm(
      post([
        ['name', '   '],
        ['persons', ' '],
        ['password', 'geheim'],
        ['csrf', 'token'],
      ]),
      'f',
      schema,
    );
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.reply).toEqual({ form: 'f', errors: { name: ['portal.errors.name'] }, formError: null, values: { name: '   ', persons: ' ' } });
  });

  it("turns a message that is no portal key into the portal's required message, nested errors under the field", () => {
    const nested = z.object({ media: z.array(z.object({ url: z.url() })) });
    const parsed = parsePortalForm(post([['media[0].url', 'geen adres']]), 'f', nested);
    expect(!parsed.ok && parsed.reply.errors).toEqual({ media: ['portal.errors.required'] });
  });

  it('hands a prepare the fields with the empty ones left out, a repeated one as a list', () => {
    let seen: unknown;
    const prepared = z.object({ name: z.string(), ids: z.array(z.string()) });
    parsePortalForm(
      post([
        ['name', 'Anna'],
        ['empty', ''],
        ['ids', 'a'],
        ['ids', ''],
        ['ids', 'b'],
      ]),
      'f',
      prepared,
      (raw) => {
        seen = raw;
        return raw;
      },
    );
    expect(seen).toEqual({ name: 'Anna', ids: ['a', 'b'] });
  });
});
