import { SocketObject } from "./socket-object";

/**
 * One per user (`idFromName(userId)`): every open tab and device of the user connects here once, to receive
 * unread state and notifications as messaging and notifications arrive.
 */
export class UserHub extends SocketObject {
  protected readonly room = "user";
}
