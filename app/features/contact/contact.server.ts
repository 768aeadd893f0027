import type { Site } from '../../request-context.server.ts';
import type { Database } from '../../../db/client.server.ts';
import { contactMessages } from '../../../db/schema/index.ts';
import { queueMails } from '../../mail/outbox.server.ts';
import { renderContactConfirmation, renderContactToTeam } from './contact.mails.ts';
import type { ContactMessage } from './contact.schemas.ts';

export type SubmitContactResult = { status: 'stored'; contactMessageId: number; mailMessageIds: string[] } | { status: 'ignored' };

/**
 * Stores a FAQ question or advertising request and, in the same transaction, the mail to the platform
 * (questions to its address, ads to its sales address when it has one) and the confirmation to the
 * visitor. `message` is ContactMessageSchema's output: the route's form parse or the API's request
 * validation read it once (docs/decisions/111).
 */
export async function submitContactMessage(db: Database, { platform, brand }: Site, message: ContactMessage): Promise<SubmitContactResult> {
  if (message.website_url) return { status: 'ignored' };
  const locale = brand.locale;
  const teamAddress = message.type === 'Ad' ? platform.salesEmail || platform.email : platform.email;

  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({
        platformId: platform.id,
        type: message.type,
        name: message.name,
        email: message.email,
        phone: message.phone,
        companyName: message.companyName,
        description: message.description,
      })
      .returning({ id: contactMessages.id });
    const contactMessageId = row!.id;
    const context = { platformName: platform.name, contactMessageId };
    const mailMessageIds = await queueMails(tx, platform, contactMessageId, [
      { kind: 'contact-team', to: teamAddress, replyTo: message.email, ...renderContactToTeam(message, context, locale) },
      { kind: 'contact-confirmation', to: message.email, replyTo: teamAddress, ...renderContactConfirmation(message, context, locale) },
    ]);
    return { status: 'stored' as const, contactMessageId, mailMessageIds };
  });
}
