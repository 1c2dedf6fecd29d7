import type { Context } from "hono";
import type { AppBindings } from "../env";
import { deliverOutbox, emailSender, queueEmail } from "../services/email/outbox";
import {
  authenticatorChangedEmail,
  type EmailContent,
  emailChangeConfirmationEmail,
  emailChangeCurrentEmail,
  emailChangeNoticeEmail,
  emailOtpEmail,
  passwordChangedEmail,
  reauthenticationEmail,
  recoveryEmail,
  signupConfirmationEmail,
} from "../services/email/templates";
import { authCodeSms, smsSender } from "../services/sms";
import { siteOrigin } from "../site-origin";
import { AuthError } from "./errors";

type AuthMessage = { to: string; code: string; validityMinutes: number } & (
  | { kind: "confirmation" | "recovery" | "otp"; link: string }
  | { kind: "email_change"; previous: string | null; noticeToPrevious: boolean; link: string }
  | { kind: "email_change_current"; next: string; link: string }
  | { kind: "reauthentication" }
);

/**
 * Queues an e-mail and delivers it once the response is on its way (the cron retries what fails). The outbox row
 * is written first, so a message is never lost with a failed send.
 */
export async function sendEmail(c: Context<AppBindings>, to: string, content: EmailContent): Promise<void> {
  const id = await queueEmail(c.env.DB, { to, ...content });
  c.executionCtx.waitUntil(
    deliverOutbox(c.env, emailSender(c.env), { ids: [id] }).catch((err) =>
      console.error(JSON.stringify({ job: "deliverOutbox", error: String(err) })),
    ),
  );
}

/** An auth e-mail: confirmation, recovery, sign-in code, e-mail change, reauthentication code. */
export async function mailAuthMessage(c: Context<AppBindings>, m: AuthMessage): Promise<void> {
  const origin = siteOrigin(c.env);
  const send = (to: string, content: EmailContent) => sendEmail(c, to, content);
  const { code, validityMinutes } = m;
  switch (m.kind) {
    case "confirmation":
      return send(m.to, signupConfirmationEmail({ origin, link: m.link, code, validityMinutes }));
    case "recovery":
      return send(m.to, recoveryEmail({ origin, link: m.link, code, validityMinutes, email: m.to }));
    case "otp":
      return send(m.to, emailOtpEmail({ origin, link: m.link, code, validityMinutes }));
    case "email_change":
      await send(
        m.to,
        emailChangeConfirmationEmail({
          origin,
          link: m.link,
          code,
          validityMinutes,
          oldEmail: m.previous,
          newEmail: m.to,
        }),
      );
      if (m.previous && m.noticeToPrevious)
        await send(m.previous, emailChangeNoticeEmail({ origin, oldEmail: m.previous, newEmail: m.to }));
      return;
    case "email_change_current":
      return send(
        m.to,
        emailChangeCurrentEmail({ origin, link: m.link, code, validityMinutes, oldEmail: m.to, newEmail: m.next }),
      );
    case "reauthentication":
      return send(m.to, reauthenticationEmail({ origin, code, validityMinutes }));
  }
}

/** A sign-in or confirmation code by text message (phones are stored as E.164 digits without the plus). */
export async function smsAuthCode(c: Context<AppBindings>, phone: string, code: string, validityMinutes: number) {
  const sender = smsSender(c.env);
  if (!sender) throw new AuthError(400, "phone_provider_disabled", "Sign-in by phone is not available");
  const result = await sender.send({ to: `+${phone}`, body: authCodeSms(code, validityMinutes) });
  if (!result.ok) throw new AuthError(502, "sms_send_failed", "The text message could not be sent; try again");
}

/** A security notice to the account's address, if it has one: a new password, an authenticator added or removed. */
export async function mailSecurityNotice(
  c: Context<AppBindings>,
  to: string | null,
  notice:
    | { kind: "password_changed" }
    | { kind: "authenticator"; change: "enrolled" | "unenrolled"; factorName: string | null },
): Promise<void> {
  if (!to) return;
  const origin = siteOrigin(c.env);
  const at = new Date();
  const content =
    notice.kind === "password_changed"
      ? passwordChangedEmail({ origin, email: to, at })
      : authenticatorChangedEmail({ origin, change: notice.change, email: to, factorName: notice.factorName, at });
  // The change itself is done: a notice that cannot be queued is logged rather than turned into a failed answer.
  await sendEmail(c, to, content).catch((err) =>
    console.error(
      JSON.stringify({ error: "security_notice_not_queued", template: content.template_key, detail: String(err) }),
    ),
  );
}
