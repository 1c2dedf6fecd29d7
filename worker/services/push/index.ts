/**
 * The push sender of this deployment (issue 18): the dev push box when DEV_MAILBOX is "on" (local runs never push
 * to anyone), else the real providers per platform: `web` through Web Push (VAPID keys set), `android` and `ios`
 * through FCM HTTP v1 (FCM_SERVICE_ACCOUNT set). A platform whose provider is not configured fails for good with
 * an error saying which secrets are missing (the row lands in the dead letter /admin/testing shows).
 */
import type { Env } from "../../env";
import { fcmSender, parseServiceAccount } from "./fcm";
import { devPushSender, type PushResult, type PushSender } from "./types";
import { webPushSender } from "./web-push";

type PushEnv = Pick<
  Env,
  "DB" | "DEV_MAILBOX" | "VAPID_PUBLIC_KEY" | "VAPID_PRIVATE_KEY" | "VAPID_SUBJECT" | "FCM_SERVICE_ACCOUNT"
>;

const refused = (error: string): PushResult => ({ ok: false, error, retryable: false, gone: false });

export function pushSender(env: PushEnv, fetcher: typeof fetch = fetch): PushSender | null {
  if (env.DEV_MAILBOX === "on") return devPushSender;
  const web =
    env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
      ? webPushSender(
          { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject: env.VAPID_SUBJECT ?? "" },
          fetcher,
        )
      : null;
  const account = env.FCM_SERVICE_ACCOUNT ? parseServiceAccount(env.FCM_SERVICE_ACCOUNT) : null;
  const native = account && !("problem" in account) ? fcmSender(account, { db: env.DB, fetcher }) : null;
  return {
    name: "providers",
    send(target, message) {
      if (target.platform === "web")
        return web
          ? web.send(target, message)
          : Promise.resolve(refused("Web Push is not configured (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT)"));
      if (native) return native.send(target, message);
      return Promise.resolve(
        refused(
          account && "problem" in account ? account.problem : "Native push is not configured (FCM_SERVICE_ACCOUNT)",
        ),
      );
    },
  };
}
