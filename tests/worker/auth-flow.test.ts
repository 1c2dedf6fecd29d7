import { env } from "cloudflare:workers";
import { decodeJwt } from "jose";
import { describe, expect, it } from "vitest";
import { SINGLE_CONFIRMATION_ACCEPTED } from "../../worker/auth/routes-codes";
import { authClient, codeIn, insertConfirmedUser, latestMail, linkIn, uniqueEmail } from "./auth-client";
import { ORIGIN, workerFetch } from "./helpers";

const PASSWORD = "river-stone-harbour-42";

async function signedIn(email = uniqueEmail(), password = PASSWORD) {
  await insertConfirmedUser(email, password);
  const auth = authClient();
  const { data, error } = await auth.signInWithPassword({ email, password });
  if (error || !data.session) throw error ?? new Error("no session");
  return { auth, session: data.session, email };
}

describe("sign-up and e-mail confirmation through @supabase/auth-js", () => {
  it("signs up without a session, e-mails a confirmation link, and the link confirms and signs in", async () => {
    const auth = authClient();
    const email = uniqueEmail("signup");
    const { data, error } = await auth.signUp({
      email,
      password: PASSWORD,
      options: { emailRedirectTo: `${ORIGIN}/auth`, data: { first_name: "Ana" } },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.email_confirmed_at).toBeNull();
    expect(data.user?.user_metadata).toMatchObject({ first_name: "Ana" });

    const before = await auth.signInWithPassword({ email, password: PASSWORD });
    expect(before.error?.code).toBe("email_not_confirmed");

    const mail = await latestMail(email);
    expect(mail.subject).toMatch(/Confirm/);
    const res = await workerFetch(new Request(linkIn(mail), { redirect: "manual" }));
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe(`${ORIGIN}/auth#type=signup`);
    expect(res.headers.getSetCookie().join(";")).toMatch(/HttpOnly/);

    const after = await auth.signInWithPassword({ email, password: PASSWORD });
    expect(after.error).toBeNull();
    expect(after.data.user?.email_confirmed_at).not.toBeNull();
  });

  it("confirms with the e-mailed code too, and a code works once", async () => {
    const auth = authClient();
    const email = uniqueEmail("code");
    await auth.signUp({ email, password: PASSWORD });
    const code = codeIn(await latestMail(email));
    const first = await auth.verifyOtp({ email, token: code, type: "signup" });
    expect(first.error).toBeNull();
    expect(first.data.session?.access_token).toBeTruthy();
    const second = await auth.verifyOtp({ email, token: code, type: "signup" });
    expect(second.error?.code).toBe("otp_expired");
  });

  it("answers a sign-up for a taken address like a new one, revealing nothing", async () => {
    const email = uniqueEmail("taken");
    await insertConfirmedUser(email, PASSWORD);
    const { data, error } = await authClient().signUp({ email, password: "another-long-passphrase" });
    expect(error).toBeNull();
    expect(data.user?.identities).toEqual([]);
    const signIn = await authClient().signInWithPassword({ email, password: "another-long-passphrase" });
    expect(signIn.error?.code).toBe("invalid_credentials");
  });

  it("refuses short and common passwords with weak_password", async () => {
    const auth = authClient();
    const short = await auth.signUp({ email: uniqueEmail(), password: "short" });
    expect(short.error?.code).toBe("weak_password");
    const common = await auth.signUp({ email: uniqueEmail(), password: "password123" });
    expect(common.error?.code).toBe("weak_password");
    expect(common.error?.message).toMatch(/common/);
  });
});

describe("sessions through @supabase/auth-js", () => {
  it("signs in with a password and issues an ES256 access token of at most an hour with a kid", async () => {
    const { session } = await signedIn();
    const header = JSON.parse(atob(session.access_token.split(".")[0] ?? ""));
    expect(header).toMatchObject({ alg: "ES256", typ: "JWT" });
    expect(header.kid).toBeTruthy();
    const claims = decodeJwt(session.access_token);
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBeLessThanOrEqual(3600);
    expect(claims).toMatchObject({ aud: "authenticated", role: "authenticated", aal: "aal1" });
    expect(session.refresh_token.length).toBeGreaterThanOrEqual(22);
  });

  it("publishes the verification key at /.well-known/jwks.json", async () => {
    const { session } = await signedIn();
    const res = await workerFetch(new Request(`${ORIGIN}/auth/v1/.well-known/jwks.json`));
    const { keys } = (await res.json()) as { keys: { kid: string; d?: string }[] };
    const kid = JSON.parse(atob(session.access_token.split(".")[0] ?? "")).kid;
    expect(keys.map((k) => k.kid)).toContain(kid);
    expect(keys.every((k) => k.d === undefined)).toBe(true);
  });

  it("rotates the refresh token, returns the active one on reuse inside 10 s and revokes the family after", async () => {
    const { auth, session } = await signedIn();
    const first = await auth.refreshSession({ refresh_token: session.refresh_token });
    expect(first.error).toBeNull();
    const rotated = first.data.session?.refresh_token ?? "";
    expect(rotated).not.toBe(session.refresh_token);

    // A second tab refreshing with the old token at the same moment gets the active one, not an error.
    const reuse = await authClient().refreshSession({ refresh_token: session.refresh_token });
    expect(reuse.error).toBeNull();
    expect(reuse.data.session?.refresh_token).toBe(rotated);

    // Eleven seconds later, the old token looks stolen: the whole family is revoked.
    await env.DB.prepare("UPDATE refresh_tokens SET updated_at = ? WHERE revoked = 1 AND user_id = ?")
      .bind(new Date(Date.now() - 11_000).toISOString(), first.data.user?.id)
      .run();
    const late = await authClient().refreshSession({ refresh_token: session.refresh_token });
    expect(late.error?.code).toBe("refresh_token_already_used");
    const active = await authClient().refreshSession({ refresh_token: rotated });
    expect(active.error?.code).toBe("refresh_token_not_found");
    const user = await auth.getUser(first.data.session?.access_token);
    expect(user.error).not.toBeNull();
  });

  it("stores refresh tokens only as hashes", async () => {
    const { session } = await signedIn();
    const rows = await env.DB.prepare("SELECT token_hash FROM refresh_tokens").all<{ token_hash: string }>();
    expect(rows.results.some((r) => r.token_hash === session.refresh_token)).toBe(false);
    expect(rows.results.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
  });

  it("updates metadata and the password; the new password ends the other sessions", async () => {
    const email = uniqueEmail("update");
    const { auth, session } = await signedIn(email);
    const other = await authClient().signInWithPassword({ email, password: PASSWORD });
    await auth.setSession({ access_token: session.access_token, refresh_token: session.refresh_token });
    const meta = await auth.updateUser({ data: { first_name: "Bea" } });
    expect(meta.data.user?.user_metadata).toMatchObject({ first_name: "Bea" });
    const pw = await auth.updateUser({ password: "a-brand-new-passphrase" });
    expect(pw.error).toBeNull();
    const otherUser = await authClient().getUser(other.data.session?.access_token);
    // auth-js turns session_not_found into its "session missing" error.
    expect(otherUser.error?.name).toBe("AuthSessionMissingError");
    expect((await authClient().signInWithPassword({ email, password: PASSWORD })).error?.code).toBe(
      "invalid_credentials",
    );
    expect((await authClient().signInWithPassword({ email, password: "a-brand-new-passphrase" })).error).toBeNull();
  });

  it("signs out everywhere: every session of the user stops working", async () => {
    const email = uniqueEmail("global");
    const a = await signedIn(email);
    const b = await authClient().signInWithPassword({ email, password: PASSWORD });
    await a.auth.setSession({ access_token: a.session.access_token, refresh_token: a.session.refresh_token });
    const out = await a.auth.signOut({ scope: "global" });
    expect(out.error).toBeNull();
    expect((await authClient().getUser(b.data.session?.access_token)).error).not.toBeNull();
    expect(
      (await authClient().refreshSession({ refresh_token: b.data.session?.refresh_token ?? "" })).error?.code,
    ).toBe("refresh_token_not_found");
  });

  it("signs out only the others with scope others", async () => {
    const email = uniqueEmail("others");
    const a = await signedIn(email);
    const b = await authClient().signInWithPassword({ email, password: PASSWORD });
    await a.auth.setSession({ access_token: a.session.access_token, refresh_token: a.session.refresh_token });
    await a.auth.signOut({ scope: "others" });
    expect((await authClient().getUser(a.session.access_token)).error).toBeNull();
    expect((await authClient().getUser(b.data.session?.access_token)).error).not.toBeNull();
  });
});

describe("passwordless and recovery through @supabase/auth-js", () => {
  it("signs in with a 6-digit e-mail code that works once", async () => {
    const email = uniqueEmail("otp");
    const auth = authClient();
    const sent = await auth.signInWithOtp({ email, options: { shouldCreateUser: true } });
    expect(sent.error).toBeNull();
    const code = codeIn(await latestMail(email));
    expect(code).toMatch(/^\d{6}$/);
    const ok = await auth.verifyOtp({ email, token: code, type: "email" });
    expect(ok.error).toBeNull();
    expect(ok.data.user?.email_confirmed_at).not.toBeNull();
    const again = await authClient().verifyOtp({ email, token: code, type: "email" });
    expect(again.error?.code).toBe("otp_expired");
  });

  it("expires e-mail codes after 10 minutes", async () => {
    const email = uniqueEmail("expire");
    await authClient().signInWithOtp({ email });
    const code = codeIn(await latestMail(email));
    await env.DB.prepare(
      "UPDATE one_time_tokens SET expires_at = ? WHERE user_id = (SELECT id FROM users WHERE email = ?)",
    )
      .bind(new Date(Date.now() - 1000).toISOString(), email)
      .run();
    expect((await authClient().verifyOtp({ email, token: code, type: "email" })).error?.code).toBe("otp_expired");
  });

  // GoTrue answers otp_disabled here, which tells anyone which addresses have an account; we answer as for a known one.
  it("does not create an account from a code request when told not to, and sends nothing", async () => {
    const email = uniqueEmail();
    const res = await authClient().signInWithOtp({ email, options: { shouldCreateUser: false } });
    expect(res.error).toBeNull();
    const row = await env.DB.prepare("SELECT count(*) AS n FROM users WHERE email = ?").bind(email).first();
    expect(row?.n).toBe(0);
    expect(await latestMail(email).catch(() => null)).toBeNull();
  });

  it("recovers a password: the link leads to /reset-password signed in, then the password changes", async () => {
    const email = uniqueEmail("recover");
    await insertConfirmedUser(email, PASSWORD);
    const auth = authClient();
    expect((await auth.resetPasswordForEmail(email, { redirectTo: `${ORIGIN}/reset-password` })).error).toBeNull();
    const mail = await latestMail(email);
    const res = await workerFetch(new Request(linkIn(mail), { redirect: "manual" }));
    expect(res.headers.get("Location")).toBe(`${ORIGIN}/reset-password#type=recovery`);

    const code = codeIn(await latestMail(email));
    expect((await auth.verifyOtp({ email, token: code, type: "recovery" })).error?.code).toBe("otp_expired");
  });

  it("answers a recovery request for an unknown address like any other", async () => {
    expect((await authClient().resetPasswordForEmail(uniqueEmail("nobody"))).error).toBeNull();
  });

  it("changes a confirmed address only once both the current and the new address confirm (secure e-mail change)", async () => {
    const email = uniqueEmail("old");
    const next = uniqueEmail("new");
    const { auth, session } = await signedIn(email);
    await auth.setSession({ access_token: session.access_token, refresh_token: session.refresh_token });
    const res = await auth.updateUser({ email: next });
    expect(res.error).toBeNull();
    expect(res.data.user?.email).toBe(email);
    expect(res.data.user?.new_email).toBe(next);

    // The new address alone (what someone with a stolen session controls) does not move the account.
    const toNew = await workerFetch(new Request(linkIn(await latestMail(next)), { redirect: "manual" }));
    expect(toNew.status).toBe(303);
    expect(new URL(toNew.headers.get("Location") ?? "").hash).toBe(
      `#message=${encodeURIComponent(SINGLE_CONFIRMATION_ACCEPTED).replace(/%20/g, "+")}`,
    );
    expect((await authClient().signInWithPassword({ email: next, password: PASSWORD })).error?.code).toBe(
      "invalid_credentials",
    );

    // The current address confirms too: now it changes.
    const current = await latestMail(email);
    expect(current.subject).toBe("Confirm the change of your Untrodden e-mail address");
    await workerFetch(new Request(linkIn(current), { redirect: "manual" }));
    expect((await authClient().signInWithPassword({ email: next, password: PASSWORD })).error).toBeNull();
    expect((await authClient().signInWithPassword({ email, password: PASSWORD })).error?.code).toBe(
      "invalid_credentials",
    );
  });

  it("takes the two confirmations in either order, by code as well as by link", async () => {
    const email = uniqueEmail("old");
    const next = uniqueEmail("new");
    const { auth, session } = await signedIn(email);
    await auth.setSession({ access_token: session.access_token, refresh_token: session.refresh_token });
    expect((await auth.updateUser({ email: next })).error).toBeNull();
    const first = await authClient().verifyOtp({ email, token: codeIn(await latestMail(email)), type: "email_change" });
    expect(first.error).toBeNull();
    expect(first.data.session).toBeNull();
    const second = await authClient().verifyOtp({
      email: next,
      token: codeIn(await latestMail(next)),
      type: "email_change",
    });
    expect(second.error).toBeNull();
    expect(second.data.user?.email).toBe(next);
  });

  it("asking again starts over: a confirmation of the earlier request does not count", async () => {
    const email = uniqueEmail("old");
    const next = uniqueEmail("new");
    const { auth, session } = await signedIn(email);
    await auth.setSession({ access_token: session.access_token, refresh_token: session.refresh_token });
    await auth.updateUser({ email: next });
    await workerFetch(new Request(linkIn(await latestMail(next)), { redirect: "manual" }));
    const other = uniqueEmail("other");
    await auth.updateUser({ email: other });
    await workerFetch(new Request(linkIn(await latestMail(other)), { redirect: "manual" }));
    const row = await env.DB.prepare("SELECT email, email_change, email_change_confirmed FROM users WHERE email = ?")
      .bind(email)
      .first();
    expect(row).toEqual({ email, email_change: other, email_change_confirmed: "new" });
  });

  it("changes an address that was never confirmed as soon as the new one confirms, telling the old one", async () => {
    const email = uniqueEmail("unconfirmed");
    const next = uniqueEmail("new");
    const { auth, session } = await signedIn(email);
    await env.DB.prepare("UPDATE users SET email_confirmed_at = NULL WHERE email = ?").bind(email).run();
    await auth.setSession({ access_token: session.access_token, refresh_token: session.refresh_token });
    expect((await auth.updateUser({ email: next })).error).toBeNull();
    expect((await latestMail(email)).subject).toBe("Your Untrodden e-mail address is being changed");
    await workerFetch(new Request(linkIn(await latestMail(next)), { redirect: "manual" }));
    expect((await authClient().signInWithPassword({ email: next, password: PASSWORD })).error).toBeNull();
  });
});

describe("phone accounts through @supabase/auth-js", () => {
  it("signs up with a phone number, confirms with the texted code and then signs in with the password", async () => {
    const auth = authClient();
    const phone = `+4915${String(Date.now()).slice(-8)}`;
    const { data, error } = await auth.signUp({ phone, password: PASSWORD });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect((await auth.signInWithPassword({ phone, password: PASSWORD })).error?.code).toBe("phone_not_confirmed");

    const text = await latestMail(phone);
    const verified = await auth.verifyOtp({ phone, token: codeIn(text), type: "sms" });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.phone_confirmed_at).not.toBeNull();
    expect((await authClient().signInWithPassword({ phone, password: PASSWORD })).error).toBeNull();
  });
});

describe("PKCE through @supabase/auth-js", () => {
  it("exchanges the code from an e-mail link for a session, with the verifier only", async () => {
    const auth = authClient({ flowType: "pkce" });
    const email = uniqueEmail("pkce");
    await auth.signInWithOtp({ email, options: { emailRedirectTo: `${ORIGIN}/auth` } });
    const res = await workerFetch(new Request(linkIn(await latestMail(email)), { redirect: "manual" }));
    const location = new URL(res.headers.get("Location") ?? "");
    const code = location.searchParams.get("code") ?? "";
    expect(code).toBeTruthy();
    expect(res.headers.getSetCookie()).toEqual([]);
    const { data, error } = await auth.exchangeCodeForSession(code);
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect((await authClient().exchangeCodeForSession(code)).error).not.toBeNull();
  });
});
