import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { actByIntent, runFormCommand } from './form-action.server.ts';

// The one form pattern of the visitor forms (decision 098): what a route action answers for a form post.

const schema = z.object({ name: z.string({ error: 'form.errors.nameRequired' }).min(1, 'form.errors.nameRequired') });
const silent = { info() {}, warn() {}, error() {} };
const post = (fields: Record<string, string>) => {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.append(name, value);
  return formData;
};
type Answer = { data: { form: string; status: string; result?: { error?: Record<string, string[]> } }; init: ResponseInit | null };

describe('runFormCommand', () => {
  it('answers an invalid post 400 with the messages and runs nothing', async () => {
    let ran = false;
    const answer = (await runFormCommand({
      form: 'quote',
      formData: post({ name: '' }),
      schema,
      command: async () => (ran = true),
      log: silent,
    })) as unknown as Answer;
    expect(answer.init?.status).toBe(400);
    expect(answer.data).toMatchObject({ form: 'quote', status: 'invalid', result: { error: { name: ['form.errors.nameRequired'] } } });
    expect(ran).toBe(false);
  });

  it('answers a validation round trip (Conform intent) 200: it refuses nothing', async () => {
    const intent = JSON.stringify({ type: 'validate', payload: { name: 'name' } });
    const answer = (await runFormCommand({
      form: 'quote',
      formData: post({ name: '', __intent__: intent }),
      schema,
      command: async () => 1,
      log: silent,
    })) as unknown as Answer;
    expect(answer.init?.status ?? 200).toBe(200);
    expect(answer.data.status).toBe('invalid');
  });

  it('answers sent when the command ran, and the error state with 500 when it failed', async () => {
    const received: unknown[] = [];
    const sent = (await runFormCommand({
      form: 'quote',
      formData: post({ name: 'Anna' }),
      schema,
      command: async (value) => received.push(value),
      log: silent,
    })) as unknown as Answer;
    expect(sent.data.status).toBe('sent');
    // A form without fieldErrorsOf runs its command too (it did not before: nothing was stored).
    expect(received).toEqual([{ name: 'Anna' }]);
    const failed = (await runFormCommand({
      form: 'quote',
      formData: post({ name: 'Anna' }),
      schema,
      command: async () => {
        throw new Error('database away');
      },
      log: silent,
    })) as unknown as Answer;
    expect([failed.init?.status, failed.data.status]).toEqual([500, 'error']);
  });
});

describe('actByIntent', () => {
  const request = (fields: Record<string, string>) => new Request('http://admin.localhost/portaal/beheer/synoniemen', { method: 'POST', body: post(fields) });
  const handlers = {
    default: async () => 'added',
    remove: async () => 'removed',
    on: async (intent: string) => `switched ${intent}`,
    off: async (intent: string) => `switched ${intent}`,
  };

  it('answers with the handler of the intent sent, and leaves the body for the handler to read', async () => {
    const sent = request({ intent: 'remove', id: '7' });
    expect(await actByIntent(sent, { remove: async () => (await sent.formData()).get('id') })).toBe('7');
    expect(await actByIntent(request({ intent: 'off' }), handlers)).toBe('switched off');
  });

  it('answers a post without an intent with the default handler', async () => {
    expect(await actByIntent(request({ term: 'zeilen' }), handlers)).toBe('added');
    expect(await actByIntent(request({ intent: '' }), handlers)).toBe('added');
  });

  it('refuses an intent the page has no form for with 400, not with another form', async () => {
    const refused = await actByIntent(request({ intent: 'toString' }), handlers).catch((thrown: unknown) => thrown);
    expect(refused).toMatchObject({ init: { status: 400 } });
    const noDefault = await actByIntent(request({}), { remove: handlers.remove }).catch((thrown: unknown) => thrown);
    expect(noDefault).toMatchObject({ init: { status: 400 } });
  });
});
