import { SocketObject } from "./socket-object";

/**
 * One per conversation (`idFromName(conversationId)`): the realtime room of its two participants.
 * Messages, sequence numbers and catch-up arrive with messaging.
 */
export class ConversationRoom extends SocketObject {
  protected readonly room = "conversation";
}
