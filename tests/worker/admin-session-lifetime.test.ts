import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { CLOSE } from "../../durable-objects/protocol";
import { ADMIN_SESSION_MAX_SECONDS } from "../../worker/db/sessions";
import { hub, roundTrip } from "./conversation-room-fixtures";
import { get } from "./helpers";
import { PEOPLE_PASSWORD, type Person, person } from "./people";

/**
 * An admin's session ends 12 hours after its sign-in however busy it is (docs/security.md V3); a traveler's or a
 * host's lives on while it is used. The clock is moved by ageing the session row.
 */

interface Tokens {
  access: string;
  refresh: string;
}

/** A second sign-in of the person, for its refresh token (the fixture keeps only the access token). */
async function signIn(who: Person): Promise<Tokens> {
  const res = await get("/auth/v1/token?grant_type=password", {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": "198.51.100.7" },
    body: JSON.stringify({ email: who.email, password: PEOPLE_PASSWORD }),
  });
  expect(res.status).toBe(200);
  const body = await res.json<{ access_token: string; refresh_token: string }>();
  return { access: body.access_token, refresh: body.refresh_token };
}

const refresh = (token: string) =>
  get("/auth/v1/token?grant_type=refresh_token", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ refresh_token: token }),
  });

const bearer = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });

/** Moves every session of the user's start `seconds` into the past. */
async function age(userId: string, seconds: number) {
  const startedAt = new Date(Date.now() - seconds * 1000).toISOString();
  await env.DB.prepare("UPDATE sessions SET created_at = ?, refreshed_at = NULL WHERE user_id = ?")
    .bind(startedAt, userId)
    .run();
}

describe("how long a session lasts", () => {
  it("ends an admin's session 12 hours after sign-in: its token, its refresh and the session row", async () => {
    const admin = await person("admin");
    const tokens = await signIn(admin);
    expect((await get("/api/admin/dashboard?range=7", bearer(tokens.access))).status).toBe(200);

    await age(admin.id, ADMIN_SESSION_MAX_SECONDS + 60);
    expect((await get("/api/admin/dashboard?range=7", bearer(tokens.access))).status).toBe(401);
    expect((await get("/auth/v1/user", bearer(tokens.access))).status).toBe(403);
    const refused = await refresh(tokens.refresh);
    expect(refused.status).toBe(400);
    expect((await refused.json<{ code: string }>()).code).toBe("session_expired");
    const left = await env.DB.prepare("SELECT count(*) AS n FROM sessions WHERE user_id = ?")
      .bind(admin.id)
      .first<{ n: number }>();
    // That session's row is deleted; the fixture's own sign-in, as old, stays until it is next used.
    expect(left?.n).toBe(1);

    // Signing in again gives a working session.
    const again = await signIn(admin);
    expect((await get("/api/admin/dashboard?range=7", bearer(again.access))).status).toBe(200);
  });

  it("keeps an admin's session just inside 12 hours", async () => {
    const admin = await person("admin");
    const tokens = await signIn(admin);
    await age(admin.id, ADMIN_SESSION_MAX_SECONDS - 60);
    expect((await get("/api/admin/dashboard?range=7", bearer(tokens.access))).status).toBe(200);
    expect((await refresh(tokens.refresh)).status).toBe(200);
  });

  it("keeps a traveler's and a host's session that began days ago, while it is used", async () => {
    for (const role of ["traveler", "approved-host"] as const) {
      const who = await person(role);
      const tokens = await signIn(who);
      await age(who.id, 3 * 24 * 3600);
      expect((await get("/api/me/profile", bearer(tokens.access))).status, role).toBe(200);
      expect((await get("/auth/v1/user", bearer(tokens.access))).status, role).toBe(200);
      expect((await refresh(tokens.refresh)).status, role).toBe(200);
    }
  });

  it("closes an admin's open sockets as session ended at the 12-hour mark; a traveler's stay", async () => {
    const [admin, traveler] = await Promise.all([person("admin"), person("traveler")]);
    // Both sessions began 12 hours ago less four seconds: the admin's ends in four seconds.
    await Promise.all([admin, traveler].map((p) => age(p.id, ADMIN_SESSION_MAX_SECONDS - 4)));
    const [adminHub, travelerHub] = await Promise.all([hub(admin), hub(traveler)]);
    await roundTrip(adminHub);

    // The client's heartbeat: a ping at a time until the server closes the admin's socket.
    const deadline = Date.now() + 15_000;
    while (!adminHub.closed() && Date.now() < deadline) {
      adminHub.send({ type: "ping", id: "heartbeat" });
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(adminHub.closed()?.code).toBe(CLOSE.sessionEnded);
    // Past the same mark, the traveler's socket still answers.
    await roundTrip(travelerHub);
    travelerHub.close();
  }, 30_000);
});
