import { env } from "cloudflare:workers";
import { GoTrueAdminApi, type GoTrueClient } from "@supabase/auth-js";
import { describe, expect, it } from "vitest";
import { SUPPORT_USER_ID } from "../../domain/vocabulary";
import { authClient, codeIn, insertConfirmedUser, latestMail, signedInUser, uniqueEmail } from "./auth-client";
import { workerFetch as fetchRequest, ORIGIN } from "./helpers";

const workerFetch = (input: RequestInfo | URL, init?: RequestInit) => fetchRequest(new Request(input, init));

const PASSWORD = "saffron-lighthouse-cove-3";
const NEW_PASSWORD = "granite-willow-ferry-88";

const signedIn = (label: string, isAdmin = false) => signedInUser(label, PASSWORD, isAdmin);

function adminApi(token: string) {
  return new GoTrueAdminApi({
    url: `${ORIGIN}/auth/v1`,
    headers: { Authorization: `Bearer ${token}` },
    fetch: workerFetch,
  });
}

async function asAdmin() {
  const admin = await signedIn("admin", true);
  return { ...admin, api: adminApi(admin.token) };
}

async function auditOf(entityId: string) {
  const { results } = await env.DB.prepare(
    "SELECT actor_id, action, entity_type, details FROM audit_log WHERE entity_id = ? ORDER BY created_at, rowid",
  )
    .bind(entityId)
    .all<{ actor_id: string; action: string; entity_type: string; details: string }>();
  return results.map((r) => ({ ...r, details: JSON.parse(r.details) as Record<string, unknown> }));
}

/** The people an admin manages: every account but the support line's system user (migration 0010). */
const userCount = async () =>
  Number(
    await env.DB.prepare("SELECT count(*) AS n FROM users WHERE deleted_at IS NULL AND id != ?")
      .bind(SUPPORT_USER_ID)
      .first("n"),
  );

async function sessionWorks(auth: GoTrueClient): Promise<boolean> {
  const { data } = await auth.getSession();
  const res = await workerFetch(`${ORIGIN}/auth/v1/user`, {
    headers: { Authorization: `Bearer ${data.session?.access_token}` },
  });
  return res.status === 200;
}

describe("who may use the admin API", () => {
  it("refuses travelers with 403 not_admin and guests with 401, changing nothing", async () => {
    const traveler = await signedIn("traveler");
    const api = adminApi(traveler.token);
    const before = await userCount();

    const list = await api.listUsers();
    expect(list.error?.status).toBe(403);
    expect(list.error?.code).toBe("not_admin");
    expect(list.error?.message).toBe("User not allowed");
    const create = await api.createUser({ email: uniqueEmail("sneaky"), password: PASSWORD });
    expect(create.error?.code).toBe("not_admin");
    const del = await api.deleteUser(traveler.id);
    expect(del.error?.code).toBe("not_admin");
    expect(await userCount()).toBe(before);

    const guest = await workerFetch(`${ORIGIN}/auth/v1/admin/users`);
    expect(guest.status).toBe(401);
    expect(((await guest.json()) as { code: string }).code).toBe("no_authorization");
  });
});

describe("admin user management through GoTrueAdminApi", () => {
  it("creates a confirmed user who can sign in, and refuses duplicates and bad input", async () => {
    const { api, id: adminId } = await asAdmin();
    const email = uniqueEmail("created");
    const { data, error } = await api.createUser({
      email,
      password: PASSWORD,
      email_confirm: true,
      user_metadata: { first_name: "Lea" },
      app_metadata: { plan: "pilot" },
    });
    expect(error).toBeNull();
    const user = data.user;
    expect(user).toMatchObject({
      email,
      user_metadata: { first_name: "Lea" },
      app_metadata: { provider: "email", providers: ["email"], plan: "pilot" },
    });
    expect(user?.email_confirmed_at).toBeTruthy();
    expect(user?.identities?.map((i) => i.provider)).toEqual(["email"]);

    const signIn = await authClient().signInWithPassword({ email, password: PASSWORD });
    expect(signIn.error).toBeNull();
    expect(signIn.data.user?.id).toBe(user?.id);

    const duplicate = await api.createUser({ email: email.toUpperCase(), password: PASSWORD });
    expect(duplicate.error?.status).toBe(422);
    expect(duplicate.error?.code).toBe("email_exists");
    const nothing = await api.createUser({ password: PASSWORD });
    expect(nothing.error?.status).toBe(400);
    expect(nothing.error?.code).toBe("validation_failed");
    const weak = await api.createUser({ email: uniqueEmail("weak"), password: "password" });
    expect(weak.error?.code).toBe("weak_password");

    expect(await auditOf(user?.id ?? "")).toEqual([
      { actor_id: adminId, action: "user.create", entity_type: "user", details: expect.objectContaining({ email }) },
    ]);
  });

  it("lists users newest first, a page at a time, with the pagination headers auth-js reads", async () => {
    const { api, token } = await asAdmin();
    for (let i = 0; i < 3; i++) await insertConfirmedUser(uniqueEmail("listed"), PASSWORD);
    const total = await userCount();

    const { data, error } = await api.listUsers({ page: 1, perPage: 2 });
    expect(error).toBeNull();
    expect(data.users).toHaveLength(2);
    expect(data).toMatchObject({ aud: "authenticated", total, nextPage: 2, lastPage: Math.ceil(total / 2) });
    const [first, second] = data.users;
    expect(Date.parse(first?.created_at ?? "")).toBeGreaterThanOrEqual(Date.parse(second?.created_at ?? ""));

    const last = await api.listUsers({ page: Math.ceil(total / 2), perPage: 2 });
    expect(last.data.users).toHaveLength(total % 2 === 0 ? 2 : 1);
    expect("nextPage" in last.data && last.data.nextPage).toBeFalsy();

    const res = await workerFetch(`${ORIGIN}/auth/v1/admin/users?page=1&per_page=2`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(res.headers.get("X-Total-Count")).toBe(String(total));
    expect(res.headers.get("Link")).toBe(
      `</auth/v1/admin/users?page=2&per_page=2>; rel="next", </auth/v1/admin/users?page=${Math.ceil(total / 2)}&per_page=2>; rel="last"`,
    );

    const target = uniqueEmail("findme");
    await insertConfirmedUser(target, PASSWORD);
    const filtered = await workerFetch(
      `${ORIGIN}/auth/v1/admin/users?filter=${encodeURIComponent(target.slice(0, 12))}`,
      {
        headers: { Authorization: `Bearer ${token}` },
      },
    );
    const body = (await filtered.json()) as { users: { email: string }[] };
    expect(body.users.map((u) => u.email)).toEqual([target]);

    const bad = await workerFetch(`${ORIGIN}/auth/v1/admin/users?page=0`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(bad.status).toBe(400);
  });

  it("reads and changes a user: e-mail, password, metadata; a new password signs them out", async () => {
    const { api, id: adminId } = await asAdmin();
    const person = await signedIn("changed");
    await env.DB.prepare("UPDATE users SET raw_user_meta_data = ? WHERE id = ?")
      .bind(JSON.stringify({ first_name: "Rui", nickname: "R" }), person.id)
      .run();

    const got = await api.getUserById(person.id);
    expect(got.data.user).toMatchObject({ id: person.id, email: person.email });

    const newEmail = uniqueEmail("renamed");
    const { data, error } = await api.updateUserById(person.id, {
      email: newEmail,
      password: NEW_PASSWORD,
      user_metadata: { city: "Porto", nickname: null },
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email: newEmail, user_metadata: { first_name: "Rui", city: "Porto" } });
    expect(data.user?.user_metadata).not.toHaveProperty("nickname");
    expect(data.user?.identities?.[0]).toMatchObject({
      provider: "email",
      identity_data: expect.objectContaining({ email: newEmail }),
    });

    expect(await sessionWorks(person.auth)).toBe(false);
    expect((await authClient().signInWithPassword({ email: person.email, password: PASSWORD })).error?.code).toBe(
      "invalid_credentials",
    );
    expect((await authClient().signInWithPassword({ email: newEmail, password: NEW_PASSWORD })).error).toBeNull();

    const [entry] = await auditOf(person.id);
    expect(entry).toMatchObject({ actor_id: adminId, action: "user.update" });
    expect(entry?.details.fields).toEqual(["email", "password", "user_metadata"]);
    expect(JSON.stringify(entry?.details)).not.toContain(NEW_PASSWORD);

    const taken = await api.updateUserById(person.id, { email: (await signedIn("taken")).email });
    expect(taken.error?.code).toBe("email_exists");
    const missing = await api.getUserById(crypto.randomUUID());
    expect(missing.error?.status).toBe(404);
    expect(missing.error?.code).toBe("user_not_found");
  });

  it("bans for a Go-style duration, ending the user's sessions, and lifts the ban with none", async () => {
    const { api } = await asAdmin();
    const person = await signedIn("banned");

    const banned = await api.updateUserById(person.id, { ban_duration: "24h" });
    expect(banned.error).toBeNull();
    const until = Date.parse((banned.data.user as { banned_until?: string } | null)?.banned_until ?? "");
    expect(Math.abs(until - (Date.now() + 24 * 3600_000))).toBeLessThan(60_000);
    expect(await sessionWorks(person.auth)).toBe(false);
    const refused = await authClient().signInWithPassword({ email: person.email, password: PASSWORD });
    expect(refused.error?.code).toBe("user_banned");
    // Every other way in is closed too, e.g. an e-mailed sign-in code.
    const otp = authClient();
    expect((await otp.signInWithOtp({ email: person.email, options: { shouldCreateUser: false } })).error).toBeNull();
    const byCode = await otp.verifyOtp({
      email: person.email,
      token: codeIn(await latestMail(person.email)),
      type: "email",
    });
    expect(byCode.error?.code).toBe("user_banned");
    expect(byCode.data.session).toBeNull();

    // A console suspension is a ban with a reason: lifting the ban here lifts the suspension with it.
    await env.DB.prepare("UPDATE users SET suspended_at = updated_at, suspension_reason = 'Spam' WHERE id = ?")
      .bind(person.id)
      .run();
    const lifted = await api.updateUserById(person.id, { ban_duration: "none" });
    expect((lifted.data.user as { banned_until?: string | null } | null)?.banned_until).toBeNull();
    const row = await env.DB.prepare("SELECT suspended_at, suspension_reason FROM users WHERE id = ?")
      .bind(person.id)
      .first();
    expect(row).toEqual({ suspended_at: null, suspension_reason: null });
    expect((await authClient().signInWithPassword({ email: person.email, password: PASSWORD })).error).toBeNull();

    const bad = await api.updateUserById(person.id, { ban_duration: "one day" });
    expect(bad.error?.status).toBe(400);
    expect(bad.error?.code).toBe("validation_failed");
  });

  it("lists a user's second factors and deletes one", async () => {
    const { api, id: adminId } = await asAdmin();
    const person = await signedIn("factors");
    const enrolled = await person.auth.mfa.enroll({ factorType: "totp", friendlyName: "Old phone" });
    const factorId = enrolled.data?.id ?? "";

    const listed = await api.mfa.listFactors({ userId: person.id });
    expect(listed.error).toBeNull();
    expect(listed.data?.factors).toEqual([
      expect.objectContaining({ id: factorId, factor_type: "totp", friendly_name: "Old phone", status: "unverified" }),
    ]);

    const removed = await api.mfa.deleteFactor({ userId: person.id, id: factorId });
    expect(removed.error).toBeNull();
    // auth-js hands back the raw request result here: the deleted factor sits one level down.
    expect(removed.data).toMatchObject({ data: { id: factorId, factor_type: "totp" } });
    expect((await api.mfa.listFactors({ userId: person.id })).data?.factors).toEqual([]);
    expect((await person.auth.mfa.listFactors()).data?.all).toEqual([]);

    const again = await api.mfa.deleteFactor({ userId: person.id, id: factorId });
    expect(again.error?.status).toBe(404);
    expect(again.error?.code).toBe("mfa_factor_not_found");
    expect(await auditOf(person.id)).toEqual([
      {
        actor_id: adminId,
        action: "user.mfa_factor.delete",
        entity_type: "user",
        details: expect.objectContaining({ factor_id: factorId }),
      },
    ]);
  });

  it("deletes an account but keeps the row (bookings point at it): no sign-in, no sessions, address free again", async () => {
    const { api, id: adminId } = await asAdmin();
    const person = await signedIn("deleted");

    const { error } = await api.deleteUser(person.id);
    expect(error).toBeNull();
    expect((await api.getUserById(person.id)).error?.code).toBe("user_not_found");
    expect(await sessionWorks(person.auth)).toBe(false);
    expect((await authClient().signInWithPassword({ email: person.email, password: PASSWORD })).error?.code).toBe(
      "invalid_credentials",
    );

    const row = await env.DB.prepare("SELECT email, encrypted_password, deleted_at FROM users WHERE id = ?")
      .bind(person.id)
      .first();
    expect(row).toMatchObject({ email: null, encrypted_password: null });
    expect(row?.deleted_at).toBeTruthy();
    for (const table of ["sessions", "identities", "mfa_factors"]) {
      expect(
        await env.DB.prepare(`SELECT count(*) AS n FROM ${table} WHERE user_id = ?`).bind(person.id).first("n"),
      ).toBe(0);
    }
    expect(
      await env.DB.prepare("SELECT first_name FROM profiles WHERE user_id = ?").bind(person.id).first("first_name"),
    ).toBeNull();
    expect(await auditOf(person.id)).toEqual([
      { actor_id: adminId, action: "account_deleted", entity_type: "user", details: { by: "admin" } },
    ]);
    expect((await latestMail(person.email)).subject).toMatch(/deleted/);

    const again = await api.deleteUser(person.id);
    expect(again.error?.code).toBe("user_not_found");
    const reused = await api.createUser({ email: person.email, password: PASSWORD, email_confirm: true });
    expect(reused.error).toBeNull();
    expect(reused.data.user?.id).not.toBe(person.id);
  });

  it("does not delete a person while a booking of theirs is under way, and says so", async () => {
    const { api } = await asAdmin();
    const person = await signedIn("booked");
    const other = await signedIn("their-host");
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const booking = crypto.randomUUID();
    await env.DB.prepare(
      `INSERT INTO bookings (id, listing_type, listing_id, traveler_id, host_id, start_date, end_date, party_size,
         total_cents, deposit_cents, status) VALUES (?, 'tours', 't', ?, ?, ?, ?, 1, 9000, 1800, 'confirmed')`,
    )
      .bind(booking, person.id, other.id, day(12), day(14))
      .run();

    const refused = await api.deleteUser(person.id);
    expect(refused.error?.status).toBe(409);
    expect(refused.error?.code).toBe("open_bookings");
    expect(refused.error?.message).toBe(
      "This person has a booking still under way. Cancel it first, or wait until the trip is over, before deleting the account.",
    );
    expect(await sessionWorks(person.auth)).toBe(true);
    expect((await api.getUserById(person.id)).data.user?.email).toBe(person.email);
    expect(await auditOf(person.id)).toEqual([]);

    await env.DB.prepare("UPDATE bookings SET status = 'cancelled' WHERE id = ?").bind(booking).run();
    expect((await api.deleteUser(person.id)).error).toBeNull();
    expect(await sessionWorks(person.auth)).toBe(false);
  });
});
