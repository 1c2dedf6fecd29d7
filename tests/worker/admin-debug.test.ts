/**
 * /debug-index's tools (spec §7; issue 19 item 6), admins only on the server: the environment check names which
 * settings are set and which required ones are missing and never shows a value; restore-user-auth clears a
 * person's sign-in lockouts and re-sends an unconfirmed address's confirmation, audited, and never lifts a
 * suspension or a ban.
 */
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { EnvironmentCheckResponse, RestoreUserAuthResponse } from "../../domain/api/admin-debug";
import { ENVIRONMENT_SETTINGS } from "../../domain/environment";
import { totpCode, totpStep } from "../../domain/totp";
import { insertUser } from "../../worker/db/users";
import worker from "../../worker/index";
import { hashPassword } from "../../worker/services/password";
import { type ErrorBody, get, ORIGIN } from "./helpers";
import { PEOPLE_PASSWORD, type Person, person } from "./people";

let admin: Person;
let traveler: Person;

beforeAll(async () => {
  [admin, traveler] = await Promise.all([person("admin"), person("traveler")]);
});

/** The check as an admin sees it on a deployment with these settings. */
async function environmentWith(vars: Record<string, string>) {
  const ctx = createExecutionContext();
  const res = await worker.fetch(
    new Request(`${ORIGIN}/api/admin/environment`, { headers: { Authorization: `Bearer ${admin.token}` } }),
    { ...env, ...vars },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return res;
}

describe("who may use the debug tools", () => {
  it("refuses a guest (401) and every non-admin (403), and restores nothing", async () => {
    const guest = await person("guest");
    const pending = await person("pending-host");
    for (const [who, status] of [
      [guest, 401],
      [traveler, 403],
      [pending, 403],
    ] as const) {
      expect((await who.fetch("/api/admin/environment")).status).toBe(status);
      const restore = await who.fetch("/api/admin/restore-user-auth", {
        method: "POST",
        json: { email: traveler.email },
      });
      expect(restore.status).toBe(status);
    }
    const audit = await env.DB.prepare(
      "SELECT count(*) AS n FROM audit_log WHERE action = 'user.restore_auth'",
    ).first<number>("n");
    expect(audit).toBe(0);
  });
});

describe("the environment check", () => {
  // Known values for every setting but the two the test deployment needs to answer at all (its signing key and
  // origin keep their real values, checked the same way).
  const KEPT = new Set(["AUTH_JWT_KEYS", "PUBLIC_ORIGIN"]);
  const secrets = Object.fromEntries(
    ENVIRONMENT_SETTINGS.filter((s) => !KEPT.has(s.name)).map((s, i) => [
      s.name,
      `known-secret-value-${i}-${crypto.randomUUID()}`,
    ]),
  );

  it("answers status, secretsCheck and missingSecrets, and never a value", async () => {
    const res = await environmentWith(secrets);
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    const text = await res.text();
    for (const value of Object.values(secrets)) expect(text).not.toContain(value);
    expect(text).not.toContain("known-secret-value");
    expect(text).not.toContain(env.AUTH_JWT_KEYS ?? "no key");
    for (const key of JSON.parse(env.AUTH_JWT_KEYS ?? "[]") as { d: string }[]) expect(text).not.toContain(key.d);
    const body = JSON.parse(text) as EnvironmentCheckResponse;
    expect(Object.keys(body).sort()).toEqual(["missingSecrets", "secretsCheck", "status"]);
    expect(body.status).toBe("SUCCESS");
    expect(body.missingSecrets).toEqual([]);
    expect(body.secretsCheck).toEqual(Object.fromEntries(ENVIRONMENT_SETTINGS.map((s) => [s.name, true])));
  });

  it("names the required settings that are missing (an empty value counts as missing)", async () => {
    const res = await environmentWith({ ...secrets, EMAIL_API_KEY: "", STRIPE_WEBHOOK_SECRET: "  ", MAP_TILE_URL: "" });
    const text = await res.text();
    expect(text).not.toContain("known-secret-value");
    const body = JSON.parse(text) as EnvironmentCheckResponse;
    expect(body.status).toBe("MISSING_SECRETS");
    expect(body.missingSecrets).toEqual(["EMAIL_API_KEY", "STRIPE_WEBHOOK_SECRET"]);
    expect(body.secretsCheck).toMatchObject({ EMAIL_API_KEY: false, MAP_TILE_URL: false, AUTH_JWT_KEYS: true });
  });

  it("on the test deployment: the signing key is set, the mail provider is not", async () => {
    const res = await admin.fetch("/api/admin/environment");
    const text = await res.text();
    expect(text).not.toContain(env.AUTH_JWT_KEYS ?? "no key");
    const body = JSON.parse(text) as EnvironmentCheckResponse;
    expect(body.secretsCheck.AUTH_JWT_KEYS).toBe(true);
    expect(body.secretsCheck.PUBLIC_ORIGIN).toBe(true);
    expect(body.missingSecrets).toContain("EMAIL_API_KEY");
    expect(body.status).toBe("MISSING_SECRETS");
  });
});

const restore = (json: unknown) => admin.fetch("/api/admin/restore-user-auth", { method: "POST", json });

/** A password sign-in as a new browser would make it. */
const signIn = (email: string) =>
  get("/auth/v1/token?grant_type=password", {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "CF-Connecting-IP": `198.51.100.${Math.floor(Math.random() * 250)}`,
    },
    body: JSON.stringify({ email, password: PEOPLE_PASSWORD }),
  });

/** Sets the person's counter of `name` (stored as `<window>:<name>:<subject>`) to its limit in the current window. */
async function lockOut(name: string, windowSeconds: number, subject: string, count: number) {
  const start = Math.floor(Date.now() / 1000 / windowSeconds) * windowSeconds;
  await env.DB.prepare("INSERT OR REPLACE INTO rate_limits (key, window_start, count) VALUES (?, ?, ?)")
    .bind(`${windowSeconds}:${name}:${subject}`, start, count)
    .run();
}

const counters = (subject: string) =>
  env.DB.prepare("SELECT count(*) AS n FROM rate_limits WHERE key LIKE ?").bind(`%:${subject}`).first<number>("n");

describe("restore-user-auth", () => {
  it("needs an e-mail: 400 with the spec's required-fields message, or naming the bad address", async () => {
    for (const body of [{}, { email: "" }, { email: "   " }]) {
      const res = await restore(body);
      expect(res.status).toBe(400);
      expect((await res.json<ErrorBody>()).error.message).toBe("email: Please fill in all required fields");
    }
    const bad = await restore({ email: "not-an-address" });
    expect(bad.status).toBe(400);
    expect((await bad.json<ErrorBody>()).error.message).toBe("email: must be an e-mail address");
    expect((await restore({ email: traveler.email, extra: 1 })).status).toBe(400);
  });

  it("says so when no account has the address", async () => {
    const res = await restore({ email: "Nobody.Here@Example.org" });
    expect(res.status).toBe(200);
    const body = await res.json<RestoreUserAuthResponse>();
    expect(body.success).toBe(false);
    expect(body.error).toBe(
      "No account uses the e-mail address nobody.here@example.org. Check the spelling, or ask them which address they signed up with.",
    );
  });

  it("clears a locked-out sign-in so the person can sign in again, and audits it", async () => {
    const locked = await person("traveler");
    await lockOut("failedSignIn", 3600, locked.id, 100);
    await lockOut("otpVerify", 600, `user:${locked.id}`, 10);
    const before = await signIn(locked.email);
    expect(before.status).toBe(429);

    const res = await restore({ email: locked.email.toUpperCase() });
    const body = await res.json<RestoreUserAuthResponse>();
    expect(body).toEqual({
      success: true,
      error: null,
      done: [
        "Cleared 2 sign-in lockouts (failed passwords, code checks or e-mails sent).",
        "The e-mail address is confirmed already.",
      ],
    });
    expect((await signIn(locked.email)).status).toBe(200);
    expect(await counters(locked.id)).toBe(0);
    const audit = await env.DB.prepare(
      "SELECT actor_id, details FROM audit_log WHERE action = 'user.restore_auth' AND entity_id = ?",
    )
      .bind(locked.id)
      .first<{ actor_id: string; details: string }>();
    expect(audit?.actor_id).toBe(admin.id);
    expect(JSON.parse(audit?.details ?? "{}")).toEqual({ email: locked.email, confirmation_resent: false });
  });

  it("removes two-step sign-in only when asked (a lost phone): audited, the person is e-mailed", async () => {
    const lost = await person("approved-host");
    const factor = await lost
      .fetch("/auth/v1/factors", { method: "POST", json: { factor_type: "totp" } })
      .then((r) => r.json<{ id: string; totp: { secret: string } }>());
    const challenge = await lost
      .fetch(`/auth/v1/factors/${factor.id}/challenge`, { method: "POST", json: {} })
      .then((r) => r.json<{ id: string }>());
    const code = await totpCode(factor.totp.secret, totpStep(Date.now() / 1000));
    const verified = await lost.fetch(`/auth/v1/factors/${factor.id}/verify`, {
      method: "POST",
      json: { challenge_id: challenge.id, code },
    });
    expect(verified.status).toBe(200);
    const { access_token: passwordOnly } = await (await signIn(lost.email)).json<{ access_token: string }>();
    const profile = () => get("/api/me/profile", { headers: { Authorization: `Bearer ${passwordOnly}` } });
    expect((await profile()).status).toBe(403);

    const kept = await (await restore({ email: lost.email })).json<RestoreUserAuthResponse>();
    expect(kept.done).not.toContainEqual(expect.stringMatching(/two-step/));
    expect((await profile()).status).toBe(403);

    const removed = await (
      await restore({ email: lost.email, remove_authenticators: true })
    ).json<RestoreUserAuthResponse>();
    expect(removed.success).toBe(true);
    expect(removed.done).toContain("Removed two-step sign-in (1 authenticator); they were e-mailed about it.");
    expect((await profile()).status).toBe(200);
    const audit = await env.DB.prepare(
      "SELECT actor_id FROM audit_log WHERE action = 'user.mfa_factor.delete' AND entity_id = ?",
    )
      .bind(lost.id)
      .first<{ actor_id: string }>();
    expect(audit?.actor_id).toBe(admin.id);
    const mail = await env.DB.prepare(
      `SELECT template_key FROM email_outbox WHERE "to" = ? AND template_key = 'mfa_factor_unenrolled'`,
    )
      .bind(lost.email)
      .first<string>("template_key");
    expect(mail).toBe("mfa_factor_unenrolled");

    const again = await (
      await restore({ email: lost.email, remove_authenticators: true })
    ).json<RestoreUserAuthResponse>();
    expect(again.done).toContain("There was no two-step sign-in to remove.");
  });

  it("re-sends the confirmation e-mail of an unconfirmed address, even when its e-mail limit was used up", async () => {
    const email = `unconfirmed-${crypto.randomUUID().slice(0, 8)}@example.org`;
    const id = await insertUser(
      env.DB,
      { email, phone: null, passwordHash: await hashPassword(PEOPLE_PASSWORD, 1), metadata: {}, provider: "email" },
      { provider: "email" },
    );
    await lockOut("emailSend", 3600, email, 6);
    const res = await restore({ email });
    const body = await res.json<RestoreUserAuthResponse>();
    expect(body.success).toBe(true);
    expect(body.done).toEqual([
      "Cleared 1 sign-in lockout (failed passwords, code checks or e-mails sent).",
      `Sent a new confirmation e-mail to ${email}.`,
    ]);
    const mail = await env.DB.prepare('SELECT template_key, text FROM email_outbox WHERE "to" = ?')
      .bind(email)
      .first<{ template_key: string; text: string }>();
    expect(mail?.template_key).toBe("signup_confirmation");
    expect(mail?.text).toContain("/auth/v1/verify?token=");
    const sent = await env.DB.prepare("SELECT confirmation_sent_at FROM users WHERE id = ?")
      .bind(id)
      .first<string>("confirmation_sent_at");
    expect(sent).not.toBeNull();
  });

  it("does not lift an admin's suspension: says so, and changes nothing", async () => {
    const suspended = await person("traveler");
    const until = "9999-12-31T00:00:00.000Z";
    await env.DB.prepare(
      "UPDATE users SET suspended_at = '2026-11-20T10:00:00.000Z', suspended_by = ?, suspension_reason = 'Fraud', banned_until = ? WHERE id = ?",
    )
      .bind(admin.id, until, suspended.id)
      .run();
    await lockOut("failedSignIn", 3600, suspended.id, 100);
    const body = await (await restore({ email: suspended.email })).json<RestoreUserAuthResponse>();
    expect(body.success).toBe(false);
    expect(body.error).toBe(
      "This account was suspended by an admin on 20 November 2026 at 10:00 UTC. Restoring sign-in does not lift a suspension: restore the person in /admin/travelers if they should sign in again.",
    );
    const row = await env.DB.prepare("SELECT suspended_at, banned_until FROM users WHERE id = ?")
      .bind(suspended.id)
      .first<{ suspended_at: string; banned_until: string }>();
    expect(row).toEqual({ suspended_at: "2026-11-20T10:00:00.000Z", banned_until: until });
    expect(await counters(suspended.id)).toBe(1);
  });
});
