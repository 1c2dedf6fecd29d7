import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import type { GoTrueClient } from "@supabase/auth-js";
import { decodeJwt } from "jose";
import jsQR from "jsqr";
import { describe, expect, it } from "vitest";
import { totpCode, totpStep } from "../../domain/totp";
import { newMfaKey } from "../../scripts/mfa-keys";
import { openTotpSecret, resealTotpSecrets } from "../../worker/auth/totp-secret";
import worker from "../../worker/index";
import { authClient, insertConfirmedUser, uniqueEmail } from "./auth-client";
import { ORIGIN, workerFetch } from "./helpers";

const PASSWORD = "lantern-meadow-orchard-7";

async function signIn(email: string): Promise<GoTrueClient> {
  const auth = authClient();
  const { error } = await auth.signInWithPassword({ email, password: PASSWORD });
  if (error) throw error;
  return auth;
}

async function newUser(label = "mfa") {
  const email = uniqueEmail(label);
  const id = await insertConfirmedUser(email, PASSWORD);
  return { email, id, auth: await signIn(email) };
}

/**
 * Codes for a factor in the order an authenticator app would show them: each call moves on a step, so a code the
 * server accepted is never offered again (the server accepts one step of drift either side).
 */
function codes(secret: string) {
  let last = -1;
  return async () => {
    const step = Math.max(totpStep(Date.now() / 1000), last + 1);
    last = step;
    return totpCode(secret, step);
  };
}

/** The code of the current step, for attempts that are refused before the code counts. */
const currentCode = (secret: string) => totpCode(secret, totpStep(Date.now() / 1000));

/** A six-digit code that is none of the codes the server accepts right now. */
async function wrongCode(secret: string): Promise<string> {
  const now = totpStep(Date.now() / 1000);
  const valid = new Set(await Promise.all([-1, 0, 1, 2].map((d) => totpCode(secret, now + d))));
  for (let n = 0; ; n++) {
    const candidate = String((123_456 + n * 7919) % 1_000_000).padStart(6, "0");
    if (!valid.has(candidate)) return candidate;
  }
}

async function enroll(auth: GoTrueClient, friendlyName?: string) {
  const { data, error } = await auth.mfa.enroll({ factorType: "totp", friendlyName });
  if (error || !data || data.type !== "totp") throw error ?? new Error("no factor");
  return data;
}

async function challengeAndVerify(auth: GoTrueClient, factorId: string, code: string) {
  const challenge = await auth.mfa.challenge({ factorId });
  if (challenge.error || !challenge.data) throw challenge.error ?? new Error("no challenge");
  return auth.mfa.verify({ factorId, challengeId: challenge.data.id, code });
}

/** Rasterises the enrolment's SVG (rows of dark runs) and reads it back with a QR decoder. */
function scanQr(svgDataUri: string): string | null {
  const svg = decodeURIComponent(svgDataUri.replace(/^data:image\/svg\+xml;utf-8,/, ""));
  const size = Number(/viewBox="0 0 (\d+) \d+"/.exec(svg)?.[1]);
  const scale = 4;
  const width = size * scale;
  const pixels = new Uint8ClampedArray(width * width * 4).fill(255);
  for (const m of svg.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    const [x, y, run] = [Number(m[1]), Number(m[2]), Number(m[3])];
    for (let py = y * scale; py < (y + 1) * scale; py++) {
      for (let px = x * scale; px < (x + run) * scale; px++) {
        const i = (py * width + px) * 4;
        pixels[i] = pixels[i + 1] = pixels[i + 2] = 0;
      }
    }
  }
  return jsQR(pixels, width, width)?.data ?? null;
}

async function raw(path: string, init: RequestInit & { token?: string } = {}) {
  const headers = new Headers(init.headers);
  if (init.token) headers.set("Authorization", `Bearer ${init.token}`);
  if (init.body) headers.set("Content-Type", "application/json");
  return workerFetch(new Request(`${ORIGIN}/auth/v1${path}`, { ...init, headers }));
}

async function accessToken(auth: GoTrueClient): Promise<string> {
  const { data } = await auth.getSession();
  if (!data.session) throw new Error("signed out");
  return data.session.access_token;
}

describe("TOTP enrolment", () => {
  it("answers with the secret, an otpauth URI and a QR code that scans to that URI", async () => {
    const { auth, email } = await newUser();
    const factor = await enroll(auth, "Phone app");
    expect(factor.type).toBe("totp");
    expect(factor.friendly_name).toBe("Phone app");
    expect(factor.totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(factor.totp.uri).toBe(
      `otpauth://totp/Untrodden:${encodeURIComponent(email)}?secret=${factor.totp.secret}&issuer=Untrodden&algorithm=SHA1&digits=6&period=30`,
    );
    // auth-js adds the data-URI prefix to the bare SVG the server sends, as with GoTrue.
    expect(factor.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(factor.totp.qr_code).not.toMatch(/[#%]/);
    expect(scanQr(factor.totp.qr_code)).toBe(factor.totp.uri);

    const { data } = await auth.mfa.listFactors();
    expect(data?.all).toEqual([
      expect.objectContaining({ id: factor.id, factor_type: "totp", status: "unverified", friendly_name: "Phone app" }),
    ]);
    expect(data?.totp).toEqual([]);
  });

  it("replaces an abandoned enrolment of the same name instead of piling them up", async () => {
    const { auth } = await newUser();
    const first = await enroll(auth, "Authenticator");
    const second = await enroll(auth, "Authenticator");
    expect(second.id).not.toBe(first.id);
    const { data } = await auth.mfa.listFactors();
    expect(data?.all.map((f) => f.id)).toEqual([second.id]);
  });

  it("refuses text-message factors, unknown factor types and guests", async () => {
    const { auth } = await newUser();
    const phone = await auth.mfa.enroll({ factorType: "phone", phone: "+351912345678" });
    expect(phone.error?.status).toBe(422);
    expect(phone.error?.code).toBe("mfa_phone_enroll_not_enabled");

    const token = await accessToken(auth);
    const odd = await raw("/factors", { method: "POST", token, body: JSON.stringify({ factor_type: "sms" }) });
    expect(odd.status).toBe(400);
    expect(((await odd.json()) as { code: string }).code).toBe("validation_failed");

    const guest = await raw("/factors", { method: "POST", body: JSON.stringify({ factor_type: "totp" }) });
    expect(guest.status).toBe(401);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM mfa_factors WHERE factor_type <> 'totp'").first("n")).toBe(
      0,
    );
  });
});

describe("challenge and verify", () => {
  it("raises the session to aal2 with a valid code, and the code works once", async () => {
    const { auth } = await newUser();
    const factor = await enroll(auth, "Main");
    const next = codes(factor.totp.secret);

    const before = await auth.mfa.getAuthenticatorAssuranceLevel();
    expect(before.data?.currentLevel).toBe("aal1");

    const challenge = await auth.mfa.challenge({ factorId: factor.id });
    expect(challenge.error).toBeNull();
    expect(challenge.data?.type).toBe("totp");
    const expiresIn = (challenge.data?.expires_at ?? 0) - Date.now() / 1000;
    expect(expiresIn).toBeGreaterThan(290);
    expect(expiresIn).toBeLessThanOrEqual(300);

    const code = await next();
    const verified = await auth.mfa.verify({ factorId: factor.id, challengeId: challenge.data?.id ?? "", code });
    expect(verified.error).toBeNull();
    const claims = decodeJwt(verified.data?.access_token ?? "");
    expect(claims.aal).toBe("aal2");
    expect(claims.amr).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ method: "totp" }),
        expect.objectContaining({ method: "password" }),
      ]),
    );
    expect(verified.data?.refresh_token).toBeTruthy();

    const level = await auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data?.currentLevel).toBe("aal2");
    expect(level.data?.nextLevel).toBe("aal2");
    const { data: factors } = await auth.mfa.listFactors();
    expect(factors?.totp.map((f) => [f.id, f.status])).toEqual([[factor.id, "verified"]]);

    // The session stays at aal2 through a refresh.
    const refreshed = await auth.refreshSession();
    expect(decodeJwt(refreshed.data.session?.access_token ?? "").aal).toBe("aal2");

    const again = await challengeAndVerify(auth, factor.id, code);
    expect(again.error?.status).toBe(422);
    expect(again.error?.code).toBe("mfa_verification_failed");
    expect(again.error?.message).toBe("Invalid TOTP code entered");
  });

  it("refuses a wrong code, a used challenge and an expired one", async () => {
    const { auth } = await newUser();
    const factor = await enroll(auth);
    const next = codes(factor.totp.secret);

    const wrong = await challengeAndVerify(auth, factor.id, await wrongCode(factor.totp.secret));
    expect(wrong.error?.code).toBe("mfa_verification_failed");
    expect((await auth.mfa.getAuthenticatorAssuranceLevel()).data?.currentLevel).toBe("aal1");

    const empty = await challengeAndVerify(auth, factor.id, "");
    expect(empty.error?.status).toBe(400);
    expect(empty.error?.code).toBe("validation_failed");

    const secret = factor.totp.secret;
    const unknown = await auth.mfa.verify({
      factorId: factor.id,
      challengeId: crypto.randomUUID(),
      code: await currentCode(secret),
    });
    expect(unknown.error?.code).toBe("mfa_factor_not_found");

    const old = await auth.mfa.challenge({ factorId: factor.id });
    await env.DB.prepare("UPDATE mfa_challenges SET created_at = ? WHERE id = ?")
      .bind(new Date(Date.now() - 301_000).toISOString(), old.data?.id ?? "")
      .run();
    const expired = await auth.mfa.verify({
      factorId: factor.id,
      challengeId: old.data?.id ?? "",
      code: await currentCode(secret),
    });
    expect(expired.error?.code).toBe("mfa_challenge_expired");

    const challenge = await auth.mfa.challenge({ factorId: factor.id });
    const first = await auth.mfa.verify({
      factorId: factor.id,
      challengeId: challenge.data?.id ?? "",
      code: await next(),
    });
    expect(first.error).toBeNull();
    const reused = await auth.mfa.verify({
      factorId: factor.id,
      challengeId: challenge.data?.id ?? "",
      code: await next(),
    });
    // A challenge is answered once (GoTrue reports it as an IP mismatch).
    expect(reused.error?.status).toBe(422);
    expect(reused.error?.code).toBe("mfa_ip_address_mismatch");
    expect(reused.data).toBeNull();
  });

  it("limits verification attempts per factor with 429 and Retry-After", async () => {
    const { auth } = await newUser();
    const factor = await enroll(auth);
    const token = await accessToken(auth);
    const bad = await wrongCode(factor.totp.secret);
    const challenge = await auth.mfa.challenge({ factorId: factor.id });
    const attempt = () =>
      raw(`/factors/${factor.id}/verify`, {
        method: "POST",
        token,
        body: JSON.stringify({ challenge_id: challenge.data?.id, code: bad }),
      });
    for (let i = 0; i < 10; i++) expect((await attempt()).status).toBe(422);
    const limited = await attempt();
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(((await limited.json()) as { code: string }).code).toBe("over_request_rate_limit");
    // Even the right code waits for the window: guessing cannot continue past the limit.
    const right = await auth.mfa.verify({
      factorId: factor.id,
      challengeId: challenge.data?.id ?? "",
      code: await currentCode(factor.totp.secret),
    });
    expect(right.error?.status).toBe(429);
  });

  it("signs out the user's other sessions that never passed the second factor", async () => {
    const { auth, email } = await newUser();
    const factor = await enroll(auth);
    const other = await accessToken(await signIn(email));
    expect((await raw("/user", { token: other })).status).toBe(200);

    const verified = await challengeAndVerify(auth, factor.id, await codes(factor.totp.secret)());
    expect(verified.error).toBeNull();
    const after = await raw("/user", { token: other });
    expect(after.status).toBe(403);
    expect(((await after.json()) as { code: string }).code).toBe("session_not_found");
    expect((await auth.getUser()).error).toBeNull();
  });
});

describe("a verified factor", () => {
  async function userWithVerifiedFactor() {
    const user = await newUser();
    const factor = await enroll(user.auth, "Phone");
    const next = codes(factor.totp.secret);
    const verified = await challengeAndVerify(user.auth, factor.id, await next());
    if (verified.error) throw verified.error;
    return { ...user, factor, next };
  }

  it("needs an aal2 session to be removed or joined by another factor", async () => {
    const { email, factor } = await userWithVerifiedFactor();
    const aal1 = await signIn(email);
    const { data: level } = await aal1.mfa.getAuthenticatorAssuranceLevel();
    expect(level).toMatchObject({ currentLevel: "aal1", nextLevel: "aal2" });

    const unenroll = await aal1.mfa.unenroll({ factorId: factor.id });
    expect(unenroll.error?.code).toBe("insufficient_aal");
    expect(unenroll.error?.message).toBe("AAL2 required to unenroll verified factor");

    const another = await aal1.mfa.enroll({ factorType: "totp", friendlyName: "Backup" });
    expect(another.error?.status).toBe(403);
    expect(another.error?.code).toBe("insufficient_aal");
    expect((await aal1.mfa.listFactors()).data?.all).toHaveLength(1);
  });

  it("is removed from an aal2 session, which then falls back to aal1", async () => {
    const { auth, factor } = await userWithVerifiedFactor();
    const taken = await auth.mfa.enroll({ factorType: "totp", friendlyName: "Phone" });
    expect(taken.error?.code).toBe("mfa_factor_name_conflict");

    const removed = await auth.mfa.unenroll({ factorId: factor.id });
    expect(removed.error).toBeNull();
    expect(removed.data).toEqual({ id: factor.id });
    expect((await auth.mfa.listFactors()).data?.all).toEqual([]);
    const refreshed = await auth.refreshSession();
    const claims = decodeJwt(refreshed.data.session?.access_token ?? "");
    expect(claims.aal).toBe("aal1");
    expect(claims.amr).toEqual([expect.objectContaining({ method: "password" })]);
  });

  it("belongs to its owner only: another user's factor is not found", async () => {
    const { factor } = await userWithVerifiedFactor();
    const stranger = await newUser("stranger");

    const challenge = await stranger.auth.mfa.challenge({ factorId: factor.id });
    expect(challenge.error?.status).toBe(404);
    expect(challenge.error?.code).toBe("mfa_factor_not_found");
    const verify = await stranger.auth.mfa.verify({
      factorId: factor.id,
      challengeId: crypto.randomUUID(),
      code: "123456",
    });
    expect(verify.error?.code).toBe("mfa_factor_not_found");
    const unenroll = await stranger.auth.mfa.unenroll({ factorId: factor.id });
    expect(unenroll.error?.code).toBe("mfa_factor_not_found");
    expect(await env.DB.prepare("SELECT status FROM mfa_factors WHERE id = ?").bind(factor.id).first("status")).toBe(
      "verified",
    );
  });

  it("is needed again at the next sign-in, and a later code raises that session too", async () => {
    const { email, factor, next } = await userWithVerifiedFactor();
    const fresh = await signIn(email);
    expect((await fresh.mfa.getAuthenticatorAssuranceLevel()).data?.currentLevel).toBe("aal1");
    const verified = await challengeAndVerify(fresh, factor.id, await next());
    expect(verified.error).toBeNull();
    expect(decodeJwt(verified.data?.access_token ?? "").aal).toBe("aal2");
  });
});

describe("cookie transport", () => {
  it("puts the raised session in cookies, not in the body", async () => {
    const { auth } = await newUser();
    const factor = await enroll(auth);
    const token = await accessToken(auth);
    const challenge = await auth.mfa.challenge({ factorId: factor.id });
    const res = await raw(`/factors/${factor.id}/verify`, {
      method: "POST",
      token,
      headers: { "X-Session-Transport": "cookie" },
      body: JSON.stringify({ challenge_id: challenge.data?.id, code: await codes(factor.totp.secret)() }),
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body.access_token).toBeUndefined();
    expect(body.refresh_token).toBeUndefined();
    expect(body.user).toMatchObject({ factors: [expect.objectContaining({ status: "verified" })] });
    const cookies = res.headers.getSetCookie().join("\n");
    expect(cookies).toMatch(/HttpOnly/);
    const access = /__Host-untrodden-access=([^;]+)/.exec(cookies)?.[1] ?? "";
    expect(decodeJwt(access).aal).toBe("aal2");
  });
});

describe("authenticator secrets at rest (decision 050)", () => {
  const stored = async (factorId: string) =>
    (await env.DB.prepare("SELECT secret FROM mfa_factors WHERE id = ?").bind(factorId).first<string>("secret")) ?? "";

  it("are sealed in the database, and codes from the app still pass", async () => {
    const { auth } = await newUser("sealed");
    const factor = await enroll(auth);
    const value = await stored(factor.id);
    expect(value).toMatch(/^enc1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(value).not.toContain(factor.totp.secret);
    const next = codes(factor.totp.secret);
    expect((await challengeAndVerify(auth, factor.id, await next())).error).toBeNull();
  });

  it("do not open on another factor's row: a copied secret lets no code pass", async () => {
    const a = await newUser("copy-a");
    const b = await newUser("copy-b");
    const fa = await enroll(a.auth);
    const fb = await enroll(b.auth);
    await env.DB.prepare("UPDATE mfa_factors SET secret = ? WHERE id = ?")
      .bind(await stored(fa.id), fb.id)
      .run();
    const result = await challengeAndVerify(b.auth, fb.id, await currentCode(fa.totp.secret));
    expect(result.error?.code).toBe("mfa_verification_failed");
  });

  it("stored in clear before sealing still work, and are sealed on their next use", async () => {
    const { auth } = await newUser("legacy");
    const factor = await enroll(auth);
    await env.DB.prepare("UPDATE mfa_factors SET secret = ? WHERE id = ?").bind(factor.totp.secret, factor.id).run();
    const next = codes(factor.totp.secret);
    expect((await challengeAndVerify(auth, factor.id, await next())).error).toBeNull();
    expect(await stored(factor.id)).toMatch(/^enc1\./);
    expect((await challengeAndVerify(auth, factor.id, await next())).error).toBeNull();
  });

  it("rotate: the nightly run seals every factor under the newest key, after which the old key can go", async () => {
    const { auth } = await newUser("rotate");
    const factor = await enroll(auth);
    const before = await stored(factor.id);
    const fresh = newMfaKey();
    const rotated = { DB: env.DB, MFA_SECRET_KEYS: `${fresh},${env.MFA_SECRET_KEYS}` };
    const onlyNew = { DB: env.DB, MFA_SECRET_KEYS: fresh };
    expect(await openTotpSecret(onlyNew, factor.id, before)).toBeNull();
    const result = await resealTotpSecrets(rotated);
    expect(result.mfaSecretsResealed).toBeGreaterThanOrEqual(1);
    // The row given another factor's secret (above) cannot be opened: it is counted and left as it is.
    expect(result.mfaSecretsUnreadable).toBe(1);
    const after = await stored(factor.id);
    expect(after.startsWith(`enc1.${fresh.split(":")[0]}.`)).toBe(true);
    expect(await openTotpSecret(onlyNew, factor.id, after)).toBe(factor.totp.secret);
    expect((await resealTotpSecrets(rotated)).mfaSecretsResealed).toBe(0);
    // Once the old key is dropped, the row it still seals (the copied one) is no longer picked at all.
    expect(await resealTotpSecrets(onlyNew)).toEqual({ mfaSecretsResealed: 0, mfaSecretsUnreadable: 0 });
    // Sealed again under the test's own key, so the route (which reads the configured key) still opens it.
    await resealTotpSecrets({ DB: env.DB, MFA_SECRET_KEYS: `${env.MFA_SECRET_KEYS},${fresh}` });
    expect((await challengeAndVerify(auth, factor.id, await codes(factor.totp.secret)())).error).toBeNull();
  });

  it("cannot be enrolled while no sealing key is configured: 503, and nothing is stored", async () => {
    const { id, auth } = await newUser("no-key");
    const ctx = createExecutionContext();
    const res = await worker.fetch(
      new Request(`${ORIGIN}/auth/v1/factors`, {
        method: "POST",
        headers: { Authorization: `Bearer ${await accessToken(auth)}`, "Content-Type": "application/json" },
        body: JSON.stringify({ factor_type: "totp" }),
      }),
      { ...env, MFA_SECRET_KEYS: "" },
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(res.status).toBe(503);
    expect(((await res.json()) as { code: string }).code).toBe("mfa_totp_enroll_not_enabled");
    expect(await env.DB.prepare("SELECT count(*) AS n FROM mfa_factors WHERE user_id = ?").bind(id).first("n")).toBe(0);
  });
});
