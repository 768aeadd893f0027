/**
 * The end-to-end run's mailbox: a real SMTP server the e2e server delivers its outbox to (SMTP_URL), and
 * a small HTTP listing of what it received for the specs (`GET /mails`). Started by playwright.config.ts.
 */
import { createServer } from 'node:http';
import { startTestSmtpServer } from '../../server/mail/test-smtp-server.ts';

const smtpPort = Number(process.env.E2E_SMTP_PORT);
const httpPort = Number(process.env.E2E_MAIL_HTTP_PORT);
const smtp = await startTestSmtpServer({ port: smtpPort });
createServer((request, response) => {
  if (request.url !== '/mails') {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify(smtp.received));
}).listen(httpPort, '127.0.0.1');
