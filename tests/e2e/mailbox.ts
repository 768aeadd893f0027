import { expect } from '@playwright/test';

/** Where the e2e mail catcher lists what the server sent (tests/support/e2e-mail-catcher.ts). */
const MAILBOX = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3210) + 2}/mails`;

interface ReceivedMail {
  to: string[];
  raw: string;
}

/** The body of a raw mail as text (quoted-printable or base64, as nodemailer chose). */
function bodyOf(raw: string): string {
  const [head, ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  if (/Content-Transfer-Encoding:\s*base64/i.test(head ?? '')) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return Buffer.from(
    body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}

/** Waits for the newest mail to `address` whose text holds a portal link with `path`, and returns that link. */
export async function linkFromMail(address: string, path: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (await fetch(MAILBOX)).json()) as ReceivedMail[];
        const texts = mails.filter((m) => m.to.includes(address)).map((m) => bodyOf(m.raw));
        const pattern = new RegExp(`https?://[^\\s]+${path.replace(/[/?]/g, '\\$&')}\\?token=[A-Za-z0-9_-]+`);
        link = texts
          .reverse()
          .map((t) => pattern.exec(t)?.[0])
          .find(Boolean);
        return link;
      },
      { timeout: 20_000, message: `a mail to ${address} with a link to ${path}` },
    )
    .toBeTruthy();
  return link!;
}

/** Waits for a mail to `address` whose text holds `needle` (e.g. a link without a token) and returns its text. */
export async function mailTextTo(address: string, needle: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (await fetch(MAILBOX)).json()) as ReceivedMail[];
        found = mails
          .filter((m) => m.to.includes(address))
          .map((m) => bodyOf(m.raw))
          .find((text) => text.includes(needle));
        return found;
      },
      { timeout: 20_000, message: `a mail to ${address} with ${needle}` },
    )
    .toBeTruthy();
  return found!;
}

/** Waits for the newest mail to `address` whose text holds `text`: its headers (unfolded) and its body as text. */
export async function mailWith(address: string, text: string): Promise<{ headers: string; body: string }> {
  let found: { headers: string; body: string } | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (await fetch(MAILBOX)).json()) as ReceivedMail[];
        found = mails
          .filter((m) => m.to.includes(address))
          .map((m) => ({ headers: (m.raw.split(/\r?\n\r?\n/)[0] ?? '').replace(/\r?\n[ \t]+/g, ' '), body: bodyOf(m.raw) }))
          .reverse()
          .find((m) => m.body.includes(text));
        return found;
      },
      { timeout: 20_000, message: `a mail to ${address} with "${text}"` },
    )
    .toBeTruthy();
  return found!;
}
