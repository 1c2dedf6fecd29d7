import { MESSAGES } from "../../../domain/messages";
import { ApiRequestError } from "./api";

/** What to tell a person about a failed call: the server's own words for a refusal, else the §8 catch-alls. */
export function errorText(err: unknown): string {
  if (err instanceof ApiRequestError) {
    if (err.status === 0) return "We couldn't reach the server. Check your connection and try again.";
    if (err.status < 500 && err.message) return err.message;
  }
  return MESSAGES.unexpected;
}
