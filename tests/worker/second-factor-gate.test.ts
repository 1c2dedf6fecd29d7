import type { GoTrueClient } from "@supabase/auth-js";
import { describe, expect, it } from "vitest";
import { totpCode, totpStep } from "../../domain/totp";
import { authClient, signedInUser } from "./auth-client";
import { type ErrorBody, ORIGIN, workerFetch } from "./helpers";

const PASSWORD = "harbour-lantern-thistle-4";

/** Each call gives the code of a later step than the last one (a code works once). */
function codes(secret: string) {
  let last = -1;
  return () => {
    const step = Math.max(totpStep(Date.now() / 1000), last + 1);
    last = step;
    return totpCode(secret, step);
  };
}

async function verify(auth: GoTrueClient, factorId: string, code: string) {
  const challenge = await auth.mfa.challenge({ factorId });
  if (challenge.error || !challenge.data) throw challenge.error ?? new Error("no challenge");
  const verified = await auth.mfa.verify({ factorId, challengeId: challenge.data.id, code });
  if (verified.error) throw verified.error;
}

/** A person with a verified authenticator, and a second, fresh password sign-in of theirs (aal1). */
async function personWithAuthenticator(isAdmin = false) {
  const first = await signedInUser(isAdmin ? "gate-admin" : "gate", PASSWORD, isAdmin);
  const enrolled = await first.auth.mfa.enroll({ factorType: "totp" });
  if (enrolled.error || enrolled.data.type !== "totp") throw enrolled.error ?? new Error("no factor");
  const next = codes(enrolled.data.totp.secret);
  await verify(first.auth, enrolled.data.id, await next());
  const again = authClient();
  const signedIn = await again.signInWithPassword({ email: first.email, password: PASSWORD });
  if (signedIn.error || !signedIn.data.session) throw signedIn.error ?? new Error("no session");
  return { ...first, factorId: enrolled.data.id, next, again, token: signedIn.data.session.access_token };
}

const api = (path: string, token: string) =>
  workerFetch(new Request(`${ORIGIN}${path}`, { headers: { Authorization: `Bearer ${token}` } }));

describe("a session that still owes the authenticator code", () => {
  it("opens no signed-in route: 403 mfa_required, until the code raises it", async () => {
    const person = await personWithAuthenticator();
    const before = await api("/api/me/sessions", person.token);
    expect(before.status).toBe(403);
    expect(((await before.json()) as ErrorBody).error).toEqual({
      code: "mfa_required",
      message: "Enter the code from your authenticator app to finish signing in",
    });

    await verify(person.again, person.factorId, await person.next());
    const { data } = await person.again.getSession();
    const after = await api("/api/me/sessions", data.session?.access_token ?? "");
    expect(after.status).toBe(200);
  });

  it("is a guest on public routes, and keeps /auth/v1 for the code itself and for signing out", async () => {
    const person = await personWithAuthenticator();
    expect((await api("/api/listings", person.token)).status).toBe(200);
    const user = await person.again.getUser(person.token);
    expect(user.data.user?.factors).toEqual([expect.objectContaining({ id: person.factorId, status: "verified" })]);
    const { error } = await person.again.signOut();
    expect(error).toBeNull();
  });

  it("opens no admin route for an admin's password alone", async () => {
    const admin = await personWithAuthenticator(true);
    const refused = await api("/api/admin/hosts", admin.token);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as ErrorBody).error.code).toBe("mfa_required");
    await verify(admin.again, admin.factorId, await admin.next());
    const { data } = await admin.again.getSession();
    expect((await api("/api/admin/hosts", data.session?.access_token ?? "")).status).toBe(200);
  });

  it("opens no part of the auth service's admin API for an admin's password alone", async () => {
    const admin = await personWithAuthenticator(true);
    const refused = await api("/auth/v1/admin/users", admin.token);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { code: string }).code).toBe("insufficient_aal");
    await verify(admin.again, admin.factorId, await admin.next());
    const { data } = await admin.again.getSession();
    expect((await api("/auth/v1/admin/users", data.session?.access_token ?? "")).status).toBe(200);
  });

  it("is no longer owed once the person removes their authenticator", async () => {
    const person = await personWithAuthenticator();
    // The first session is aal2 (it verified the factor), so it may remove it.
    const removed = await person.auth.mfa.unenroll({ factorId: person.factorId });
    expect(removed.error).toBeNull();
    expect((await api("/api/me/sessions", person.token)).status).toBe(200);
  });
});

describe("the cookie transport says the session's level", () => {
  const signIn = (email: string, cookie: boolean) =>
    workerFetch(
      new Request(`${ORIGIN}/auth/v1/token?grant_type=password`, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          Origin: ORIGIN,
          ...(cookie ? { "X-Session-Transport": "cookie" } : {}),
        },
        body: JSON.stringify({ email, password: PASSWORD }),
      }),
    );

  it("as aal in the body (the web app cannot read the token), and Bearer clients get GoTrue's body", async () => {
    const person = await personWithAuthenticator();
    const cookie = (await (await signIn(person.email, true)).json()) as Record<string, unknown>;
    expect(cookie.aal).toBe("aal1");
    expect(cookie.access_token).toBeUndefined();
    const bearer = (await (await signIn(person.email, false)).json()) as Record<string, unknown>;
    expect(bearer.aal).toBeUndefined();
    expect(typeof bearer.access_token).toBe("string");
  });
});
