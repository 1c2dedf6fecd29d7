/**
 * How a person hears of new messages while away (issue 15 item 3; decision 014): the hub (durable-objects/user-hub.ts)
 * collects the messages of each conversation for EMAIL_BATCH_MS after the first one, then sends one e-mail per
 * conversation still unread, unless the person came back meanwhile or reads that conversation.
 */

/** A burst of messages within this time after the first one is one e-mail. */
export const EMAIL_BATCH_MS = 2 * 60_000;

/** The notification_settings kind of new-message notifications (spec: notification payload `new_message`). */
export const NEW_MESSAGE_KIND = "new_message";

/** How the list and the hub preview a message that has photos and no text. */
export function photoPreview(photos: number): string {
  return photos === 1 ? "📷 Photo" : `📷 ${photos} photos`;
}

/** "3 new messages from Aigerim K.", "New message from Support". */
export function newMessagesSubject(count: number, from: string): string {
  return count === 1 ? `New message from ${from}` : `${count} new messages from ${from}`;
}

/** The name support messages are shown under. */
export const SUPPORT_NAME = "Support";

/** The /chat link that opens a conversation (spec §2: `/chat?conversation={id}`). */
export const chatLink = (conversationId: string) => `/chat?conversation=${encodeURIComponent(conversationId)}`;
