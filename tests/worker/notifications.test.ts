import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type {
  NotificationSettingsResponse,
  NotificationsResponse,
  PushConfigResponse,
} from "../../domain/api/notifications";
import { NOTIFICATION_DEFAULTS } from "../../domain/notifications";
import type { ServerFrame } from "../../durable-objects/protocol";
import worker from "../../worker/index";
import { type ErrorBody, get, ORIGIN } from "./helpers";
import { PEOPLE_PASSWORD, type Person, person } from "./people";

// The notification centre (issue 18): a person's notifications and read marks, their channels per kind with
// marketing consent, their one push device (spec §3/§7), and the VAPID key browsers subscribe with.

let traveler: Person;
let other: Person;
let host: Person;

beforeAll(async () => {
  [traveler, other, host] = await Promise.all([person("traveler"), person("traveler"), person("approved-host")]);
});

/** Writes `n` notifications of `who`'s, a minute apart (the last one newest): their ids, oldest first. */
async function notices(who: Person, n: number, start = Date.UTC(2026, 10, 1)): Promise<string[]> {
  const ids = Array.from({ length: n }, () => crypto.randomUUID());
  await env.DB.batch(
    ids.map((id, i) =>
      env.DB.prepare(
        "INSERT INTO notifications (id, user_id, kind, title, body, data, created_at) VALUES (?, ?, 'booking_requested', ?, 'Body', ?, ?)",
      ).bind(
        id,
        who.id,
        `Notice ${i + 1}`,
        JSON.stringify({ deepLink: `/my-bookings?booking=b${i + 1}` }),
        new Date(start + i * 60_000).toISOString(),
      ),
    ),
  );
  return ids;
}

const list = async (who: Person, query = "") => {
  const res = await who.fetch(`/api/notifications${query}`);
  expect(res.status).toBe(200);
  return res.json<NotificationsResponse>();
};

const errorOf = async (res: Response) => (await res.json<ErrorBody>()).error;

describe("guests", () => {
  it("get 401 from every personal route and nothing is written", async () => {
    const guest = await person("guest");
    const calls: [string, RequestInit & { json?: unknown }][] = [
      ["/api/notifications", {}],
      ["/api/notifications/read", { method: "POST", json: { all: true } }],
      ["/api/notification-settings", {}],
      ["/api/notification-settings", { method: "PUT", json: { marketing: true } }],
      ["/api/push-tokens", { method: "POST", json: { token: "fcm-token", platform: "android" } }],
      ["/api/push-tokens", { method: "DELETE" }],
    ];
    for (const [path, init] of calls) {
      const res = await guest.fetch(path, init);
      expect(res.status, `${init.method ?? "GET"} ${path}`).toBe(401);
      expect((await errorOf(res)).message).toBe("Please log in to continue");
    }
  });
});

describe("GET /api/notifications", () => {
  it("lists the person's own notifications newest first, a keyset page at a time, with the unread count", async () => {
    const me = await person("traveler");
    const ids = await notices(me, 5);
    await notices(other, 2);
    await env.DB.prepare("UPDATE notifications SET read_at = ? WHERE id = ?")
      .bind(new Date().toISOString(), ids[0])
      .run();

    const first = await list(me, "?limit=2");
    expect(first.unread).toBe(4);
    expect(first.notifications.map((n) => n.title)).toEqual(["Notice 5", "Notice 4"]);
    expect(first.notifications[0]).toEqual({
      id: ids[4],
      kind: "booking_requested",
      title: "Notice 5",
      body: "Body",
      link: "/my-bookings?booking=b5",
      read: false,
      createdAt: expect.any(String),
    });
    expect(first.next_cursor).toEqual(expect.any(String));
    const second = await list(me, `?limit=2&cursor=${first.next_cursor}`);
    expect(second.notifications.map((n) => n.title)).toEqual(["Notice 3", "Notice 2"]);
    const third = await list(me, `?limit=2&cursor=${second.next_cursor}`);
    expect(third.notifications.map((n) => [n.title, n.read])).toEqual([["Notice 1", true]]);
    expect(third.next_cursor).toBeNull();
  });

  it("is empty for someone with no notifications", async () => {
    const fresh = await person("traveler");
    expect(await list(fresh)).toEqual({ notifications: [], unread: 0, next_cursor: null });
  });

  it("refuses a bad limit or a cursor it did not make (400)", async () => {
    for (const q of ["?limit=0", "?limit=51", "?limit=ten", "?cursor=bm90LWEtY3Vyc29y", "?sort=old"]) {
      const res = await traveler.fetch(`/api/notifications${q}`);
      expect(res.status, q).toBe(400);
    }
  });

  it("opens only same-site paths: a stored link elsewhere opens the centre", async () => {
    const me = await person("traveler");
    await env.DB.prepare("INSERT INTO notifications (id, user_id, kind, title, data) VALUES (?, ?, 'blog', 'Odd', ?)")
      .bind(crypto.randomUUID(), me.id, JSON.stringify({ deepLink: "//evil.example/x" }))
      .run();
    expect((await list(me)).notifications[0]?.link).toBe("/notifications");
  });
});

describe("POST /api/notifications/read", () => {
  it("marks the named notifications read, and all of them, only ever the person's own", async () => {
    const me = await person("traveler");
    const mine = await notices(me, 3);
    const theirs = await notices(other, 1);

    const one = await me.fetch("/api/notifications/read", { method: "POST", json: { ids: [mine[1], theirs[0]] } });
    expect(one.status).toBe(200);
    expect(await one.json()).toEqual({ marked: 1, unread: 2 });
    // Someone else's id changed nothing.
    const row = await env.DB.prepare("SELECT read_at FROM notifications WHERE id = ?")
      .bind(theirs[0])
      .first<{ read_at: string | null }>();
    expect(row?.read_at).toBeNull();
    // The other person cannot mark this person's notifications either, by id or by "all".
    const stranger = await other.fetch("/api/notifications/read", { method: "POST", json: { ids: [mine[0]] } });
    expect(await stranger.json()).toMatchObject({ marked: 0 });
    expect((await list(me)).unread).toBe(2);

    const all = await me.fetch("/api/notifications/read", { method: "POST", json: { all: true } });
    expect(await all.json()).toEqual({ marked: 2, unread: 0 });
    expect((await list(me)).notifications.every((n) => n.read)).toBe(true);
    expect((await list(other)).unread).toBeGreaterThan(0);
  });

  it("tells the person's open tabs the new count through their hub", async () => {
    const me = await person("traveler");
    await notices(me, 2);
    const res = await get("/ws/me", { headers: { Upgrade: "websocket", Authorization: `Bearer ${me.token}` } });
    const ws = res.webSocket;
    if (!ws) throw new Error("no socket");
    const counts: number[] = [];
    let heard: (() => void) | null = null;
    ws.addEventListener("message", (e) => {
      const frame = JSON.parse(String(e.data)) as ServerFrame;
      if (frame.type === "notices") {
        counts.push(frame.unread);
        heard?.();
      }
    });
    ws.accept();
    const countNumber = async (n: number) => {
      while (counts.length < n) await new Promise<void>((r) => (heard = r));
      return counts[n - 1];
    };
    expect(await countNumber(1)).toBe(2);
    await me.fetch("/api/notifications/read", { method: "POST", json: { all: true } });
    expect(await countNumber(2)).toBe(0);
    ws.close(1000, "done");
  });

  it("refuses bad input with 400 and marks nothing", async () => {
    const me = await person("traveler");
    await notices(me, 1);
    const bodies = [
      {},
      { all: false },
      { ids: [] },
      { ids: "abc" },
      { ids: Array.from({ length: 101 }, (_, i) => `id-${i}`) },
      { ids: ["a"], all: true },
      { ids: ["x".repeat(65)] },
    ];
    for (const json of bodies) {
      const res = await me.fetch("/api/notifications/read", { method: "POST", json });
      expect(res.status, JSON.stringify(json).slice(0, 40)).toBe(400);
    }
    expect((await list(me)).unread).toBe(1);
  });
});

describe("notification settings", () => {
  it("are the defaults until changed; hosts' kinds are only a host's; marketing is off until consented", async () => {
    const me = await person("traveler");
    const res = await me.fetch("/api/notification-settings");
    expect(res.status).toBe(200);
    const body = await res.json<NotificationSettingsResponse>();
    expect(body.kinds.map((k) => k.kind)).toEqual(["new_message", "booking", "review", "blog"]);
    expect(body.kinds[0]).toEqual({ kind: "new_message", ...NOTIFICATION_DEFAULTS.new_message });
    expect(body.marketing).toBe(false);
    expect(body.pushDevice).toBeNull();

    const hosts = await (await host.fetch("/api/notification-settings")).json<NotificationSettingsResponse>();
    expect(hosts.kinds.map((k) => k.kind)).toEqual([
      "new_message",
      "booking",
      "review",
      "host_application",
      "traveler_signup",
      "blog",
    ]);
    expect(hosts.kinds.find((k) => k.kind === "traveler_signup")).toMatchObject({ email: false, push: true });
  });

  it("saves channels per kind and marketing consent, and reads them back", async () => {
    const me = await person("approved-host");
    const res = await me.fetch("/api/notification-settings", {
      method: "PUT",
      json: {
        kinds: {
          booking: { in_app: true, email: false, push: false },
          traveler_signup: { in_app: false, email: true, push: false },
        },
        marketing: true,
      },
    });
    expect(res.status).toBe(200);
    const saved = await (await me.fetch("/api/notification-settings")).json<NotificationSettingsResponse>();
    expect(saved.kinds.find((k) => k.kind === "booking")).toEqual({
      kind: "booking",
      in_app: true,
      email: false,
      push: false,
    });
    expect(saved.kinds.find((k) => k.kind === "traveler_signup")).toMatchObject({ in_app: false, email: true });
    expect(saved.kinds.find((k) => k.kind === "review")).toMatchObject(NOTIFICATION_DEFAULTS.review);
    expect(saved.marketing).toBe(true);
    // The consent is the "marketing" row with e-mail on (what the marketing sender reads).
    const row = await env.DB.prepare("SELECT email FROM notification_settings WHERE user_id = ? AND kind = 'marketing'")
      .bind(me.id)
      .first<{ email: number }>();
    expect(row?.email).toBe(1);

    await me.fetch("/api/notification-settings", { method: "PUT", json: { marketing: false } });
    const withdrawn = await (await me.fetch("/api/notification-settings")).json<NotificationSettingsResponse>();
    expect(withdrawn.marketing).toBe(false);
    expect(withdrawn.kinds.find((k) => k.kind === "booking")).toMatchObject({ email: false });
    // Another person's settings are untouched.
    const others = await (await other.fetch("/api/notification-settings")).json<NotificationSettingsResponse>();
    expect(others.marketing).toBe(false);
    expect(others.kinds.find((k) => k.kind === "booking")).toMatchObject(NOTIFICATION_DEFAULTS.booking);
  });

  it("refuses bad input, and a traveler setting a hosts' kind, with 400 and writes nothing", async () => {
    const me = await person("traveler");
    const bodies: unknown[] = [
      { kinds: { booking: { in_app: true, email: false } } },
      { kinds: { booking: { in_app: "yes", email: true, push: true } } },
      { kinds: { marketing: { in_app: true, email: true, push: true } } },
      { kinds: { holidays: { in_app: true, email: true, push: true } } },
      { marketing: "yes" },
      { kinds: [], marketing: true },
      { theme: "dark" },
    ];
    for (const json of bodies) {
      const res = await me.fetch("/api/notification-settings", { method: "PUT", json });
      expect(res.status, JSON.stringify(json)).toBe(400);
    }
    const hostsOnly = await me.fetch("/api/notification-settings", {
      method: "PUT",
      json: { kinds: { traveler_signup: { in_app: true, email: true, push: true } }, marketing: true },
    });
    expect(hostsOnly.status).toBe(400);
    expect((await errorOf(hostsOnly)).message).toBe(
      "kinds.traveler_signup: New travelers notifications are for hosts only",
    );
    const rows = await env.DB.prepare("SELECT COUNT(*) AS n FROM notification_settings WHERE user_id = ?")
      .bind(me.id)
      .first<{ n: number }>();
    expect(rows?.n).toBe(0);
  });
});

const SUBSCRIPTION = (n: number) =>
  JSON.stringify({
    endpoint: `https://fcm.googleapis.com/fcm/send/device-${n}`,
    expirationTime: null,
    keys: {
      p256dh: "BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM",
      auth: "tBHItJI5svbpez7KI4CCXg",
    },
  });

const tokenRows = (who: Person) =>
  env.DB.prepare("SELECT token, platform, active, created_at, updated_at FROM push_tokens WHERE user_id = ?")
    .bind(who.id)
    .all<{ token: string; platform: string; active: number; created_at: string; updated_at: string }>()
    .then((r) => r.results);

describe("push tokens (spec §3/§7)", () => {
  it("inserts the first token; a second registration updates that one row (the unique-conflict path)", async () => {
    const me = await person("traveler");
    const first = await me.fetch("/api/push-tokens", {
      method: "POST",
      json: { token: "fcm-token-one", platform: "android" },
    });
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ platform: "android", active: true });
    const [inserted] = await tokenRows(me);
    expect(inserted).toMatchObject({ token: "fcm-token-one", platform: "android", active: 1 });

    // The cron marked it stale meanwhile; registering again makes it active and fresh.
    await env.DB.prepare("UPDATE push_tokens SET active = 0, updated_at = '2026-01-01T00:00:00.000Z' WHERE user_id = ?")
      .bind(me.id)
      .run();
    const second = await me.fetch("/api/push-tokens", {
      method: "POST",
      json: { token: SUBSCRIPTION(1), platform: "web" },
    });
    expect(second.status).toBe(200);
    const rows = await tokenRows(me);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ token: SUBSCRIPTION(1), platform: "web", active: 1 });
    expect(rows[0]?.created_at).toBe(inserted?.created_at);
    expect((rows[0]?.updated_at ?? "") > "2026-01-01").toBe(true);

    const settings = await (await me.fetch("/api/notification-settings")).json<NotificationSettingsResponse>();
    expect(settings.pushDevice).toMatchObject({
      platform: "web",
      active: true,
      endpoint: "https://fcm.googleapis.com/fcm/send/device-1",
    });
    // Someone else's registration is their own row.
    await other.fetch("/api/push-tokens", { method: "POST", json: { token: "fcm-other", platform: "ios" } });
    expect(await tokenRows(me)).toHaveLength(1);
    expect((await tokenRows(other))[0]).toMatchObject({ token: "fcm-other" });
  });

  it("deletes the person's token by user_id, and only theirs", async () => {
    const me = await person("traveler");
    const them = await person("traveler");
    await me.fetch("/api/push-tokens", { method: "POST", json: { token: "fcm-mine", platform: "android" } });
    await them.fetch("/api/push-tokens", { method: "POST", json: { token: "fcm-theirs", platform: "android" } });
    const res = await me.fetch("/api/push-tokens", { method: "DELETE" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ deleted: true });
    expect(await tokenRows(me)).toEqual([]);
    expect(await tokenRows(them)).toHaveLength(1);
    expect(await (await me.fetch("/api/push-tokens", { method: "DELETE" })).json()).toEqual({ deleted: false });
  });

  it("is deleted when the person signs out (spec §4 SIGNED_OUT), not when they sign out their other devices", async () => {
    const me = await person("traveler");
    await me.fetch("/api/push-tokens", { method: "POST", json: { token: "fcm-device", platform: "ios" } });
    const others = await me.fetch("/auth/v1/logout?scope=others", { method: "POST" });
    expect(others.status).toBe(204);
    expect(await tokenRows(me)).toHaveLength(1);
    // A second session of the same person signs out locally.
    const signIn = await get("/auth/v1/token?grant_type=password", {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": "198.51.100.77" },
      body: JSON.stringify({ email: me.email, password: PEOPLE_PASSWORD }),
    });
    const token = (await signIn.json<{ access_token: string }>()).access_token;
    const out = await get("/auth/v1/logout?scope=local", {
      method: "POST",
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(out.status).toBe(204);
    expect(await tokenRows(me)).toEqual([]);
  });

  it("accepts the subscriptions of every browser's push service", async () => {
    const me = await person("traveler");
    for (const endpoint of [
      "https://fcm.googleapis.com/fcm/send/abc",
      "https://updates.push.services.mozilla.com/wpush/v2/abc",
      "https://web.push.apple.com/QGx0abc",
      "https://wns2-par02p.notify.windows.com/w/?token=abc",
    ]) {
      const token = JSON.stringify({ endpoint, keys: { p256dh: "a", auth: "b" } });
      const res = await me.fetch("/api/push-tokens", { method: "POST", json: { token, platform: "web" } });
      expect(res.status, endpoint).toBeLessThan(300);
    }
  });

  it("refuses bad tokens and platforms with 400 and stores nothing", async () => {
    const me = await person("traveler");
    const bodies: unknown[] = [
      {},
      { token: "", platform: "android" },
      { token: "abc", platform: "windows" },
      { token: "x".repeat(4097), platform: "android" },
      { token: "not-a-subscription", platform: "web" },
      {
        token: JSON.stringify({ endpoint: "http://push.example/1", keys: { p256dh: "a", auth: "b" } }),
        platform: "web",
      },
      { token: JSON.stringify({ endpoint: "https://push.example/1" }), platform: "web" },
      { token: "abc", platform: "android", user_id: other.id },
      // The worker posts to a web device's endpoint: only the browsers' push services, never any address (SSRF).
      ...[
        "https://attacker.example/collect",
        "https://169.254.169.254/latest/meta-data",
        "https://fcm.googleapis.com.attacker.example/fcm/send/1",
        "https://fcm.googleapis.com:8443/fcm/send/1",
        "https://user:pass@fcm.googleapis.com/fcm/send/1",
      ].map((endpoint) => ({
        token: JSON.stringify({ endpoint, keys: { p256dh: "a", auth: "b" } }),
        platform: "web",
      })),
    ];
    for (const json of bodies) {
      const res = await me.fetch("/api/push-tokens", { method: "POST", json });
      expect(res.status, JSON.stringify(json).slice(0, 60)).toBe(400);
    }
    expect(await tokenRows(me)).toEqual([]);
  });
});

describe("GET /api/push/config", () => {
  it("gives anyone the VAPID public key, or null while it is not set", async () => {
    const guest = await person("guest");
    const none = await guest.fetch("/api/push/config");
    expect(none.status).toBe(200);
    expect(await none.json<PushConfigResponse>()).toEqual({ vapidPublicKey: null });

    const ctx = createExecutionContext();
    const res = await worker.fetch(
      new Request(`${ORIGIN}/api/push/config`),
      { ...env, VAPID_PUBLIC_KEY: "BPublicKeyBase64url" } as typeof env,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(await res.json<PushConfigResponse>()).toEqual({ vapidPublicKey: "BPublicKeyBase64url" });
  });
});

describe("the service worker script", () => {
  it("is served as JavaScript with the security headers and is never cached long", async () => {
    const res = await get("/sw.js");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("javascript");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains; preload");
    expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(res.headers.get("cache-control")).toBe("no-cache");
    const text = await res.text();
    expect(text).toContain('addEventListener("push"');
    expect(text).toContain('addEventListener("notificationclick"');
  });
});
