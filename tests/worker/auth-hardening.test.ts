import { env } from "cloudflare:workers";
import type { GoTrueClient } from "@supabase/auth-js";
import { decodeJwt } from "jose";
import { afterEach, describe, expect, it, vi } from "vitest";
import { totpCode, totpStep } from "../../domain/totp";
import { sha256Hex } from "../../worker/auth/crypto";
import { codeIn, insertConfirmedUser, latestMail, linkIn, uniqueEmail } from "./auth-client";
import { fakeGoogle } from "./fake-google";
import { ORIGIN } from "./helpers";

/**
 * Attacks on the auth service found in review, each answered the safe way: accounts prepared by someone who never
 * proved the address, MFA bypass by password alone, replayed id tokens, guessing codes past their limit, telling
 * accounts apart by a 429, redirects off the site, and admin input that used to end in a 500.
 */

const PASSWORD = "juniper-quarry-lantern-61";
const ATTACKER_PASSWORD = "mallory-owns-this-box-77";
const NEW_PASSWORD = "tidal-basalt-meadow-305";

const {
  workerFetch,
  googleIdToken: signGoogle,
  client,
} = fakeGoogle("hardening", {
  AUTH_REDIRECT_URLS: "https://m.untrodden.test,travel.untrodden.app://",
});

afterEach(() => {
  vi.useRealTimers();
});

function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return workerFetch(`${ORIGIN}/auth/v1${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
}

function googleIdToken(claims: { sub: string; email: string; nonce?: string }) {
  return signGoogle({ name: "Real Owner", ...claims });
}

async function passwordSignIn(email: string, password: string) {
  return client().signInWithPassword({ email, password });
}

/** Someone who does not own `email` signs up with it and a password of their own, and never confirms it. */
async function preparedByAttacker(email: string): Promise<string> {
  const res = await post("/signup", { email, password: ATTACKER_PASSWORD, data: { first_name: "Mallory" } });
  expect(res.status).toBe(200);
  const id = await env.DB.prepare("SELECT id FROM users WHERE email = ?").bind(email).first<string>("id");
  if (!id) throw new Error("no account");
  return id;
}

describe("an account prepared with someone else's address", () => {
  it("loses the preparer's password, identities and metadata when the owner signs in with Google", async () => {
    const email = uniqueEmail("victim-google");
    const id = await preparedByAttacker(email);

    const owner = client();
    const signedIn = await owner.signInWithIdToken({
      provider: "google",
      token: await googleIdToken({ sub: "google-victim-1", email }),
    });
    expect(signedIn.error).toBeNull();
    expect(signedIn.data.user?.id).toBe(id);
    expect(signedIn.data.user?.email_confirmed_at).toBeTruthy();
    expect(signedIn.data.user?.identities?.map((i) => i.provider)).toEqual(["google"]);
    expect(signedIn.data.user?.user_metadata).not.toHaveProperty("first_name");
    expect(signedIn.data.user?.user_metadata).toMatchObject({ full_name: "Real Owner" });
    expect(signedIn.data.user?.app_metadata).toMatchObject({ provider: "google", providers: ["google"] });

    const attacker = await passwordSignIn(email, ATTACKER_PASSWORD);
    expect(attacker.error?.code).toBe("invalid_credentials");
    expect(attacker.data.session).toBeNull();
  });

  it("keeps a confirmed account's password when its owner links Google by e-mail", async () => {
    const email = uniqueEmail("confirmed-google");
    await insertConfirmedUser(email, PASSWORD);
    const google = await client().signInWithIdToken({
      provider: "google",
      token: await googleIdToken({ sub: "google-confirmed-1", email }),
    });
    expect(google.error).toBeNull();
    expect((await passwordSignIn(email, PASSWORD)).error).toBeNull();
  });

  it("loses the preparer's password when the owner signs in with an e-mailed code", async () => {
    const email = uniqueEmail("victim-code");
    await preparedByAttacker(email);

    expect((await post("/otp", { email })).status).toBe(200);
    const code = codeIn(await latestMail(email));
    const verified = await client().verifyOtp({ email, token: code, type: "email" });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.email_confirmed_at).toBeTruthy();

    const attacker = await passwordSignIn(email, ATTACKER_PASSWORD);
    expect(attacker.error?.code).toBe("invalid_credentials");
  });

  it("keeps the password of a sign-up confirmed by its own confirmation code", async () => {
    const email = uniqueEmail("own-signup");
    await client().signUp({ email, password: PASSWORD });
    const code = codeIn(await latestMail(email));
    expect((await client().verifyOtp({ email, token: code, type: "signup" })).error).toBeNull();
    expect((await passwordSignIn(email, PASSWORD)).error).toBeNull();
  });
});

describe("a verified second factor", () => {
  async function withFactor() {
    const email = uniqueEmail("mfa");
    await insertConfirmedUser(email, PASSWORD);
    const first = client();
    await first.signInWithPassword({ email, password: PASSWORD });
    const { data: factor } = await first.mfa.enroll({ factorType: "totp" });
    if (factor?.type !== "totp") throw new Error("no factor");
    let last = -1;
    const nextCode = () => {
      const step = Math.max(totpStep(Date.now() / 1000), last + 1);
      last = step;
      return totpCode(factor.totp.secret, step);
    };
    const verify = async (auth: GoTrueClient) => {
      const challenge = await auth.mfa.challenge({ factorId: factor.id });
      const res = await auth.mfa.verify({
        factorId: factor.id,
        challengeId: challenge.data?.id ?? "",
        code: await nextCode(),
      });
      if (res.error) throw res.error;
    };
    await verify(first);
    return { email, verify };
  }

  it("is needed (aal2) to change the password or the e-mail, as GoTrue requires", async () => {
    const { email, verify } = await withFactor();
    // The password alone gives an aal1 session.
    const intruder = client();
    expect((await intruder.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();

    const password = await intruder.updateUser({ password: NEW_PASSWORD });
    expect(password.error?.status).toBe(401);
    expect(password.error?.code).toBe("insufficient_aal");
    const address = await intruder.updateUser({ email: uniqueEmail("takeover") });
    expect(address.error?.code).toBe("insufficient_aal");
    const row = await env.DB.prepare("SELECT email_change FROM users WHERE email = ?").bind(email).first();
    expect(row?.email_change).toBeNull();
    expect((await passwordSignIn(email, PASSWORD)).error).toBeNull();

    // Metadata is not guarded, and the same session may change the password once it passed the factor.
    expect((await intruder.updateUser({ data: { first_name: "Ana" } })).error).toBeNull();
    await verify(intruder);
    expect((await intruder.updateUser({ password: NEW_PASSWORD })).error).toBeNull();
    expect((await passwordSignIn(email, NEW_PASSWORD)).error).toBeNull();
  });
});

describe("id token nonces", () => {
  it("accept only the raw nonce whose SHA-256 the token carries, not the claim echoed back", async () => {
    const email = uniqueEmail("nonce");
    const raw = crypto.randomUUID();
    const hashed = await sha256Hex(raw);
    const token = await googleIdToken({ sub: "google-nonce-1", email, nonce: hashed });

    const replayed = await client().signInWithIdToken({ provider: "google", token, nonce: hashed });
    expect(replayed.error?.status).toBe(400);
    expect(replayed.error?.code).toBe("bad_id_token");
    expect(await env.DB.prepare("SELECT id FROM users WHERE email = ?").bind(email).first()).toBeNull();

    const genuine = await client().signInWithIdToken({ provider: "google", token, nonce: raw });
    expect(genuine.error).toBeNull();
    expect(genuine.data.user?.email).toBe(email);
  });
});

describe("code guesses", () => {
  it("limit reauthentication codes for a password change per account", async () => {
    vi.useFakeTimers({ now: new Date("2026-12-01T09:00:00Z"), toFake: ["Date"] });
    const email = uniqueEmail("reauth");
    await insertConfirmedUser(email, PASSWORD);
    const auth = client();
    const { data } = await auth.signInWithPassword({ email, password: PASSWORD });
    const token = data.session?.access_token ?? "";
    // The sign-in was two days ago, so a password change needs the code from GET /reauthenticate.
    const old = Math.floor(Date.now() / 1000) - 2 * 24 * 3600;
    await env.DB.prepare("UPDATE sessions SET amr = ? WHERE id = ?")
      .bind(JSON.stringify([{ method: "password", timestamp: old }]), String(decodeJwt(token).session_id))
      .run();
    const attempt = (nonce: string) =>
      workerFetch(`${ORIGIN}/auth/v1/user`, {
        method: "PUT",
        headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
        body: JSON.stringify({ password: NEW_PASSWORD, nonce }),
      });
    for (let i = 0; i < 10; i++) {
      const res = await attempt(String(200000 + i));
      expect(res.status).toBe(400);
      expect(((await res.json()) as { code: string }).code).toBe("reauthentication_not_valid");
    }
    const limited = await attempt("200010");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await passwordSignIn(email, PASSWORD)).error).toBeNull();
  });

  it("share one budget per account, whether the e-mail or the phone number is typed", async () => {
    vi.useFakeTimers({ now: new Date("2026-12-01T10:00:00Z"), toFake: ["Date"] });
    const email = uniqueEmail("budget");
    const id = await insertConfirmedUser(email, PASSWORD);
    await env.DB.prepare("UPDATE users SET phone = '491511234567', phone_confirmed_at = ? WHERE id = ?")
      .bind(new Date().toISOString(), id)
      .run();
    expect((await post("/otp", { email })).status).toBe(200);
    const real = codeIn(await latestMail(email));
    const wrong = (i: number) => String((Number(real) + 1 + i) % 1_000_000).padStart(6, "0");

    for (let i = 0; i < 10; i++) {
      expect((await post("/verify", { type: "email", email, token: wrong(i) })).status).toBe(403);
    }
    const byPhone = await post("/verify", { type: "email", phone: "+49 151 1234567", token: wrong(10) });
    expect(byPhone.status).toBe(429);
  });
});

describe("telling accounts apart by the e-mail limit", () => {
  it("is impossible with recovery: an unknown address is limited like a known one", async () => {
    vi.useFakeTimers({ now: new Date("2026-12-01T11:00:00Z"), toFake: ["Date"] });
    const known = uniqueEmail("known");
    await insertConfirmedUser(known, PASSWORD);
    const unknown = uniqueEmail("nobody");
    for (const email of [known, unknown]) {
      for (let i = 0; i < 6; i++) expect((await post("/recover", { email })).status).toBe(200);
      const seventh = await post("/recover", { email });
      expect(seventh.status).toBe(429);
      expect(((await seventh.json()) as { code: string }).code).toBe("over_email_send_rate_limit");
    }
  });

  it("is impossible with a code request that may not create an account: an unknown address answers like a known one, limit included", async () => {
    vi.useFakeTimers({ now: new Date("2026-12-01T13:00:00Z"), toFake: ["Date"] });
    const known = uniqueEmail("known-otp");
    await insertConfirmedUser(known, PASSWORD);
    const unknown = uniqueEmail("nobody-otp");
    for (const email of [known, unknown]) {
      for (let i = 0; i < 6; i++) {
        const res = await post("/otp", { email, create_user: false });
        expect({ email, status: res.status, body: await res.json() }).toEqual({ email, status: 200, body: {} });
      }
      expect((await post("/otp", { email, create_user: false })).status).toBe(429);
    }
    const created = await env.DB.prepare("SELECT count(*) AS n FROM users WHERE email = ?").bind(unknown).first();
    expect(created?.n).toBe(0);
  });

  it("is impossible with resend: a confirmed or unknown address is limited like an unconfirmed one", async () => {
    vi.useFakeTimers({ now: new Date("2026-12-01T12:00:00Z"), toFake: ["Date"] });
    const unconfirmed = uniqueEmail("pending");
    await post("/signup", { email: unconfirmed, password: PASSWORD });
    const confirmed = uniqueEmail("done");
    await insertConfirmedUser(confirmed, PASSWORD);
    const unknown = uniqueEmail("none");
    // The sign-up already sent one confirmation.
    for (let i = 0; i < 5; i++) await post("/resend", { type: "signup", email: unconfirmed });
    await Promise.all([0, 1, 2, 3, 4, 5].map(() => post("/resend", { type: "signup", email: confirmed })));
    await Promise.all([0, 1, 2, 3, 4, 5].map(() => post("/resend", { type: "signup", email: unknown })));
    for (const email of [unconfirmed, confirmed, unknown]) {
      expect((await post("/resend", { type: "signup", email })).status).toBe(429);
    }
  });
});

describe("redirects of e-mail links", () => {
  const redirectOf = (link: string) => new URL(link).searchParams.get("redirect_to");

  it("admit a listed https prefix only at a path boundary", async () => {
    const email = uniqueEmail("redirect");
    await insertConfirmedUser(email, PASSWORD);
    const recover = async (to: string) => {
      expect((await post(`/recover?redirect_to=${encodeURIComponent(to)}`, { email })).status).toBe(200);
      return redirectOf(linkIn(await latestMail(email)));
    };
    expect(await recover("https://m.untrodden.test/callback")).toBe("https://m.untrodden.test/callback");
    expect(await recover("https://m.untrodden.test.evil.test/callback")).toBe(`${ORIGIN}/reset-password`);
    expect(await recover("travel.untrodden.app://reset")).toBe("travel.untrodden.app://reset");
  });

  it("fall back to the site for a listed scheme followed by something that is not a URL (no 500)", async () => {
    const email = uniqueEmail("pkce-redirect");
    await insertConfirmedUser(email, PASSWORD);
    const challenge = "A".repeat(43);
    const to = encodeURIComponent("travel.untrodden.app://a b");
    await post(`/recover?redirect_to=${to}`, { email, code_challenge: challenge, code_challenge_method: "plain" });
    const link = linkIn(await latestMail(email));
    const res = await workerFetch(link, { redirect: "manual" });
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toMatch(new RegExp(`^${ORIGIN}/reset-password\\?code=`));
  });
});

describe("admin input", () => {
  async function admin() {
    const email = uniqueEmail("admin");
    await insertConfirmedUser(email, PASSWORD, { is_admin: true });
    const { data } = await client().signInWithPassword({ email, password: PASSWORD });
    const token = data.session?.access_token ?? "";
    return (method: string, path: string, body: unknown) =>
      workerFetch(`${ORIGIN}/auth/v1${path}`, {
        method,
        headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      });
  }

  it("refuses a ban longer than Go allows with 400, not 500", async () => {
    const call = await admin();
    const target = await insertConfirmedUser(uniqueEmail("banned"), PASSWORD);
    const res = await call("PUT", `/admin/users/${target}`, { ban_duration: "9999999999h" });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { code: string }).code).toBe("validation_failed");
    expect(await env.DB.prepare("SELECT banned_until FROM users WHERE id = ?").bind(target).first("banned_until")).toBe(
      null,
    );
  });

  it("refuses a password hash that sign-in could not check, so the user's sign-in never answers 500", async () => {
    const call = await admin();
    const salt = btoa("0123456789abcdef");
    const hash = btoa("0123456789abcdef0123456789abcdef");
    for (const bad of [
      `pbkdf2-sha256$200000$${salt}$${hash}`,
      `pbkdf2-sha256$1000$A$${hash}`,
      "pbkdf2-sha256$1$AA==$AA==",
    ]) {
      const res = await call("POST", "/admin/users", { email: uniqueEmail("hash"), password_hash: bad });
      expect(res.status).toBe(400);
    }
    const email = uniqueEmail("hash-ok");
    const ok = await call("POST", "/admin/users", {
      email,
      email_confirm: true,
      password_hash: `pbkdf2-sha256$1000$${salt}$${hash}`,
    });
    expect(ok.status).toBe(200);
    const signIn = await post("/token?grant_type=password", { email, password: "not-the-password-at-all" });
    expect(signIn.status).toBe(400);
  });
});
