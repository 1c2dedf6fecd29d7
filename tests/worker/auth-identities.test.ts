import { env } from "cloudflare:workers";
import type { GoTrueClient } from "@supabase/auth-js";
import { describe, expect, it } from "vitest";
import { insertConfirmedUser, uniqueEmail } from "./auth-client";
import { fakeGoogle } from "./fake-google";
import { ORIGIN } from "./helpers";

const PASSWORD = "copper-kettle-garden-19";

const { workerFetch, googleIdToken, client } = fakeGoogle("identities");

async function signedInUser(label = "link") {
  const email = uniqueEmail(label);
  const id = await insertConfirmedUser(email, PASSWORD);
  const auth = client();
  const { error } = await auth.signInWithPassword({ email, password: PASSWORD });
  if (error) throw error;
  return { auth, email, id };
}

async function identitiesOf(auth: GoTrueClient) {
  const { data, error } = await auth.getUserIdentities();
  if (error || !data) throw error ?? new Error("no identities");
  return data.identities;
}

describe("unlinking identities", () => {
  it("refuses to unlink a user's only identity", async () => {
    const { auth } = await signedInUser("single");
    const [only] = await identitiesOf(auth);
    expect(only?.provider).toBe("email");
    const { error } = await auth.unlinkIdentity(only as NonNullable<typeof only>);
    expect(error?.status).toBe(422);
    expect(error?.code).toBe("single_identity_not_deletable");
    expect(await identitiesOf(auth)).toHaveLength(1);
  });

  it("links Google with an id token, lists it, and unlinks it again", async () => {
    const { auth, email } = await signedInUser();
    const token = await googleIdToken({ sub: "google-link-1", email, name: "Ana Silva" });
    const linked = await auth.linkIdentity({ provider: "google", token });
    expect(linked.error).toBeNull();
    expect(linked.data.session?.access_token).toBeTruthy();

    const identities = await identitiesOf(auth);
    expect(identities.map((i) => i.provider)).toEqual(["email", "google"]);
    const google = identities.find((i) => i.provider === "google");
    expect(google).toMatchObject({
      id: "google-link-1",
      identity_data: expect.objectContaining({ email, name: "Ana Silva" }),
    });
    expect((await auth.getUser()).data.user?.app_metadata.providers).toEqual(["email", "google"]);

    const { error } = await auth.unlinkIdentity(google as NonNullable<typeof google>);
    expect(error).toBeNull();
    expect((await identitiesOf(auth)).map((i) => i.provider)).toEqual(["email"]);
    const { data } = await auth.getUser();
    expect(data.user?.app_metadata).toMatchObject({ provider: "email", providers: ["email"] });
    expect(data.user?.email).toBe(email);

    // Once unlinked, the same Google account can be linked again.
    const relinked = await auth.linkIdentity({ provider: "google", token });
    expect(relinked.error).toBeNull();
    expect(await identitiesOf(auth)).toHaveLength(2);
  });

  it("refuses to link a Google account that belongs to someone else", async () => {
    const owner = await signedInUser("owner");
    const token = await googleIdToken({ sub: "google-owned-1", email: owner.email });
    expect((await owner.auth.linkIdentity({ provider: "google", token })).error).toBeNull();

    const other = await signedInUser("other");
    const { error } = await other.auth.linkIdentity({ provider: "google", token });
    expect(error?.status).toBe(422);
    expect(error?.code).toBe("identity_already_exists");
    expect((await identitiesOf(other.auth)).map((i) => i.provider)).toEqual(["email"]);
  });

  it("refuses to unlink an identity of another user", async () => {
    const mine = await signedInUser("mine");
    await mine.auth.linkIdentity({
      provider: "google",
      token: await googleIdToken({ sub: "google-mine-1", email: mine.email }),
    });
    const theirs = await signedInUser("theirs");
    const [theirIdentity] = await identitiesOf(theirs.auth);

    const { error } = await mine.auth.unlinkIdentity(theirIdentity as NonNullable<typeof theirIdentity>);
    expect(error?.status).toBe(422);
    expect(error?.code).toBe("identity_not_found");
    expect(await identitiesOf(theirs.auth)).toHaveLength(1);
    const rows = await env.DB.prepare("SELECT action FROM audit_log WHERE entity_id = ?").bind(theirs.id).all();
    expect(rows.results).toEqual([]);
  });

  it("unlinking the e-mail identity ends password sign-in while Google keeps working", async () => {
    const { auth, email, id } = await signedInUser("nopass");
    const token = await googleIdToken({ sub: "google-nopass-1", email });
    await auth.linkIdentity({ provider: "google", token });
    const emailIdentity = (await identitiesOf(auth)).find((i) => i.provider === "email");
    expect((await auth.unlinkIdentity(emailIdentity as NonNullable<typeof emailIdentity>)).error).toBeNull();

    const { data } = await auth.getUser();
    expect(data.user?.email).toBe(email);
    expect(data.user?.app_metadata).toMatchObject({ provider: "google", providers: ["google"] });
    const password = await client().signInWithPassword({ email, password: PASSWORD });
    expect(password.error?.code).toBe("invalid_credentials");
    const google = await client().signInWithIdToken({ provider: "google", token });
    expect(google.error).toBeNull();
    expect(google.data.user?.id).toBe(id);

    const audit = await env.DB.prepare("SELECT actor_id, action, details FROM audit_log WHERE entity_id = ?")
      .bind(id)
      .first();
    expect(audit).toMatchObject({ actor_id: id, action: "identity.unlink" });
    expect(JSON.parse(String(audit?.details))).toMatchObject({ provider: "email" });
  });

  it("falls back to the remaining identity's address when the removed one held the user's e-mail", async () => {
    const { auth, email } = await signedInUser("moving");
    const googleEmail = uniqueEmail("gmail");
    await auth.linkIdentity({
      provider: "google",
      token: await googleIdToken({ sub: "google-moving-1", email: googleEmail }),
    });
    const emailIdentity = (await identitiesOf(auth)).find((i) => i.provider === "email");
    expect((await auth.unlinkIdentity(emailIdentity as NonNullable<typeof emailIdentity>)).error).toBeNull();
    const { data } = await auth.getUser();
    expect(data.user?.email).toBe(googleEmail);
    expect(data.user?.email).not.toBe(email);
    expect(data.user?.email_confirmed_at).toBeTruthy();
  });
});

describe("linking by OAuth redirect", () => {
  it("is not offered: linkIdentity without a token answers provider_disabled", async () => {
    const { auth } = await signedInUser("oauth");
    const { data, error } = await auth.linkIdentity({ provider: "google", options: { redirectTo: `${ORIGIN}/auth` } });
    expect(error?.status).toBe(400);
    expect(error?.code).toBe("provider_disabled");
    expect(error?.message).toMatch(/id token/);
    expect(data.url).toBeNull();
  });

  it("needs a signed-in caller", async () => {
    const res = await workerFetch(
      `${ORIGIN}/auth/v1/user/identities/authorize?provider=google&skip_http_redirect=true`,
    );
    expect(res.status).toBe(401);
    expect(((await res.json()) as { code: string }).code).toBe("no_authorization");
  });
});
