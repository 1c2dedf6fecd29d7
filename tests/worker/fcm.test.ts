/**
 * Native push through FCM HTTP v1 (issue 18 item 6) against an in-test fake of Google's token endpoint (it verifies
 * the service account's signed assertion with the account's public key) and of FCM's messages:send.
 */
import { env } from "cloudflare:workers";
import { jwtVerify } from "jose";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { CRON, runScheduled } from "../../worker/cron";
import type { Env } from "../../worker/env";
import {
  FCM_SCOPE,
  fcmAccessToken,
  fcmSender,
  parseServiceAccount,
  refreshFcmAccessToken,
  type ServiceAccount,
} from "../../worker/services/push/fcm";
import { pushSender } from "../../worker/services/push/index";
import type { PushMessage } from "../../worker/services/push/types";

const TOKEN_URI = "https://oauth2.fake-google.test/token";
const FCM = "https://fcm.fake-google.test";

async function serviceAccount(): Promise<{ account: ServiceAccount; publicKey: CryptoKey }> {
  const pair = (await crypto.subtle.generateKey(
    { name: "RSASSA-PKCS1-v1_5", modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: "SHA-256" },
    true,
    ["sign", "verify"],
  )) as CryptoKeyPair;
  const pkcs8 = new Uint8Array((await crypto.subtle.exportKey("pkcs8", pair.privateKey)) as ArrayBuffer);
  const b64 = btoa(String.fromCharCode(...pkcs8)).replace(/(.{64})/g, "$1\n");
  return {
    account: {
      project_id: "untrodden-test",
      client_email: "push@untrodden-test.iam.gserviceaccount.com",
      private_key: `-----BEGIN PRIVATE KEY-----\n${b64}\n-----END PRIVATE KEY-----\n`,
      token_uri: TOKEN_URI,
    },
    publicKey: pair.publicKey,
  };
}

/** Google's token endpoint and FCM, as far as the worker uses them. */
function fakeGoogle(publicKey: CryptoKey) {
  let issued = 0;
  const state = {
    exchanges: 0,
    assertions: [] as Record<string, unknown>[],
    sends: [] as { auth: string | null; body: Record<string, unknown> }[],
    /** What messages:send answers next (then 200). */
    answers: [] as { status: number; body: unknown }[],
    revoked: new Set<string>(),
    expiresIn: 3600,
  };
  const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    if (request.url === TOKEN_URI) {
      const form = new URLSearchParams(new TextDecoder().decode(await request.arrayBuffer()));
      if (form.get("grant_type") !== "urn:ietf:params:oauth:grant-type:jwt-bearer")
        return Response.json({ error: "unsupported_grant_type" }, { status: 400 });
      try {
        const { payload } = await jwtVerify(form.get("assertion") ?? "", publicKey, {
          audience: TOKEN_URI,
          issuer: "push@untrodden-test.iam.gserviceaccount.com",
          algorithms: ["RS256"],
        });
        state.assertions.push(payload);
      } catch {
        return Response.json({ error: "invalid_grant" }, { status: 400 });
      }
      state.exchanges++;
      return Response.json({
        access_token: `ya29.fake-${++issued}`,
        expires_in: state.expiresIn,
        token_type: "Bearer",
      });
    }
    if (request.url === `${FCM}/v1/projects/untrodden-test/messages:send`) {
      const auth = request.headers.get("Authorization");
      state.sends.push({ auth, body: (await request.json()) as Record<string, unknown> });
      if (!auth?.startsWith("Bearer ya29.fake-") || state.revoked.has(auth.slice(7)))
        return Response.json(
          {
            error: { code: 401, status: "UNAUTHENTICATED", message: "Request had invalid authentication credentials." },
          },
          { status: 401 },
        );
      const answer = state.answers.shift() ?? { status: 200, body: { name: "projects/untrodden-test/messages/1" } };
      return Response.json(answer.body, { status: answer.status });
    }
    return new Response("not found", { status: 404 });
  }) as typeof fetch;
  return { fetcher, state };
}

const MESSAGE: PushMessage = {
  id: "row-1",
  title: "Booking confirmed",
  body: "Aru confirmed your trip to Altyn-Emel on 10 January.",
  data: { deepLink: "/bookings/b-1", type: "booking_confirmed", traveler_id: "u-trav" },
  channel: "bookings",
  tag: "booking:b-1",
};

const savedToken = () =>
  env.DB.prepare("SELECT token, expires_at FROM service_tokens WHERE name = 'fcm'").first<{
    token: string;
    expires_at: string;
  }>();

beforeEach(async () => {
  await env.DB.prepare("DELETE FROM service_tokens").run();
});

describe("FCM HTTP v1", () => {
  it("exchanges a signed assertion for an access token and posts the message in FCM's shape", async () => {
    const { account, publicKey } = await serviceAccount();
    const google = fakeGoogle(publicKey);
    const sender = fcmSender(account, { db: env.DB, fetcher: google.fetcher, baseUrl: FCM });
    expect(await sender.send({ platform: "android", token: "device-token-1" }, MESSAGE)).toEqual({ ok: true });

    const [assertion] = google.state.assertions;
    expect(assertion).toMatchObject({ scope: FCM_SCOPE });
    expect((assertion?.exp as number) - (assertion?.iat as number)).toBe(3600);
    expect(google.state.sends).toHaveLength(1);
    expect(google.state.sends[0]?.auth).toBe("Bearer ya29.fake-1");
    expect(google.state.sends[0]?.body).toEqual({
      message: {
        token: "device-token-1",
        notification: { title: MESSAGE.title, body: MESSAGE.body },
        data: { deepLink: "/bookings/b-1", type: "booking_confirmed", traveler_id: "u-trav" },
        android: { priority: "high", notification: { channel_id: "bookings", tag: "booking:b-1" } },
        apns: {
          headers: { "apns-priority": "10", "apns-collapse-id": "booking:b-1" },
          payload: { aps: { sound: "default" } },
        },
      },
    });
    expect((await savedToken())?.token).toBe("ya29.fake-1");
  });

  it("sends general pushes at normal priority on the general channel", async () => {
    const { account, publicKey } = await serviceAccount();
    const google = fakeGoogle(publicKey);
    await fcmSender(account, { db: env.DB, fetcher: google.fetcher, baseUrl: FCM }).send(
      { platform: "ios", token: "device-token-2" },
      { ...MESSAGE, channel: "general", tag: null, data: { deepLink: "/blog", type: "admin_broadcast" } },
    );
    const message = google.state.sends[0]?.body.message as Record<string, Record<string, unknown>>;
    expect(message.android).toEqual({ priority: "normal", notification: { channel_id: "general" } });
    expect(message.apns?.headers).toEqual({ "apns-priority": "5" });
  });

  it("reuses the cached access token for later sends", async () => {
    const { account, publicKey } = await serviceAccount();
    const google = fakeGoogle(publicKey);
    const sender = fcmSender(account, { db: env.DB, fetcher: google.fetcher, baseUrl: FCM });
    await sender.send({ platform: "android", token: "a" }, MESSAGE);
    await sender.send({ platform: "android", token: "b" }, MESSAGE);
    await fcmSender(account, { db: env.DB, fetcher: google.fetcher, baseUrl: FCM }).send(
      { platform: "android", token: "c" },
      MESSAGE,
    );
    expect(google.state.exchanges).toBe(1);
    expect(google.state.sends.map((s) => s.auth)).toEqual(Array(3).fill("Bearer ya29.fake-1"));
  });

  it("fetches a new token when the cached one has expired", async () => {
    const { account, publicKey } = await serviceAccount();
    const google = fakeGoogle(publicKey);
    await env.DB.prepare("INSERT INTO service_tokens (name, token, expires_at) VALUES ('fcm', 'ya29.old', ?)")
      .bind(new Date(Date.now() - 1000).toISOString())
      .run();
    await fcmSender(account, { db: env.DB, fetcher: google.fetcher, baseUrl: FCM }).send(
      { platform: "android", token: "a" },
      MESSAGE,
    );
    expect(google.state.sends[0]?.auth).toBe("Bearer ya29.fake-1");
  });

  it("fetches a new token and sends again once when FCM refuses the cached one (401)", async () => {
    const { account, publicKey } = await serviceAccount();
    const google = fakeGoogle(publicKey);
    const sender = fcmSender(account, { db: env.DB, fetcher: google.fetcher, baseUrl: FCM });
    await sender.send({ platform: "android", token: "a" }, MESSAGE);
    google.state.revoked.add("ya29.fake-1");
    expect(await sender.send({ platform: "android", token: "a" }, MESSAGE)).toEqual({ ok: true });
    expect(google.state.sends.map((s) => s.auth)).toEqual([
      "Bearer ya29.fake-1",
      "Bearer ya29.fake-1",
      "Bearer ya29.fake-2",
    ]);
    expect((await savedToken())?.token).toBe("ya29.fake-2");
  });

  it.each([
    [
      "UNREGISTERED",
      404,
      {
        error: {
          code: 404,
          status: "NOT_FOUND",
          message: "Requested entity was not found.",
          details: [{ "@type": "type.googleapis.com/google.firebase.fcm.v1.FcmError", errorCode: "UNREGISTERED" }],
        },
      },
      { retryable: false, gone: true },
    ],
    [
      "an invalid token",
      400,
      {
        error: {
          code: 400,
          status: "INVALID_ARGUMENT",
          message: "The registration token is not a valid FCM registration token",
          details: [{ "@type": "type.googleapis.com/google.firebase.fcm.v1.FcmError", errorCode: "INVALID_ARGUMENT" }],
        },
      },
      { retryable: false, gone: true },
    ],
    [
      "another invalid argument",
      400,
      { error: { code: 400, status: "INVALID_ARGUMENT", message: "Invalid value at 'message.android.priority'" } },
      { retryable: false, gone: false },
    ],
    [
      "a quota error",
      429,
      { error: { code: 429, status: "RESOURCE_EXHAUSTED", message: "Quota" } },
      { retryable: true, gone: false },
    ],
    [
      "an outage",
      503,
      { error: { code: 503, status: "UNAVAILABLE", message: "Unavailable" } },
      { retryable: true, gone: false },
    ],
  ])("sorts %s", async (_name, status, body, expected) => {
    const { account, publicKey } = await serviceAccount();
    const google = fakeGoogle(publicKey);
    google.state.answers.push({ status, body });
    const result = await fcmSender(account, { db: env.DB, fetcher: google.fetcher, baseUrl: FCM }).send(
      { platform: "android", token: "stale" },
      MESSAGE,
    );
    expect(result).toMatchObject({ ok: false, ...expected, error: expect.stringContaining(`FCM ${status}`) });
  });

  it("deactivates an unregistered device's token through the push outbox", async () => {
    const { account, publicKey } = await serviceAccount();
    const google = fakeGoogle(publicKey);
    google.state.answers.push({
      status: 404,
      body: { error: { code: 404, status: "NOT_FOUND", details: [{ errorCode: "UNREGISTERED" }] } },
    });
    await env.DB.batch([
      env.DB.prepare("INSERT INTO users (id, email) VALUES ('u-fcm', 'fcm@test.dev')"),
      env.DB.prepare(
        "INSERT INTO push_tokens (id, user_id, token, platform, active) VALUES ('pt-fcm', 'u-fcm', 'stale-device', 'android', 1)",
      ),
      env.DB.prepare(
        `INSERT INTO push_outbox (id, user_id, kind, channel, title, body, data) VALUES
         ('po-fcm', 'u-fcm', 'booking_confirmed', 'bookings', 'Booking confirmed', 'See you soon', '{"deepLink":"/bookings/b-1","type":"booking_confirmed"}')`,
      ),
    ]);
    const { deliverPushOutbox } = await import("../../worker/services/push/outbox");
    const report = await deliverPushOutbox(
      env,
      fcmSender(account, { db: env.DB, fetcher: google.fetcher, baseUrl: FCM }),
      {
        ids: ["po-fcm"],
      },
    );
    expect(report).toMatchObject({ gone: 1, failed: 1 });
    const token = await env.DB.prepare("SELECT active FROM push_tokens WHERE id = 'pt-fcm'").first<{
      active: number;
    }>();
    expect(token?.active).toBe(0);
    const row = await env.DB.prepare("SELECT status, error FROM push_outbox WHERE id = 'po-fcm'").first<{
      status: string;
      error: string;
    }>();
    expect(row).toEqual({ status: "failed", error: expect.stringContaining("UNREGISTERED") });
  });

  it("fails without retrying when the token endpoint refuses the assertion (wrong key)", async () => {
    const { account } = await serviceAccount();
    const other = await serviceAccount();
    const google = fakeGoogle(other.publicKey);
    const result = await fcmSender(account, { db: env.DB, fetcher: google.fetcher, baseUrl: FCM }).send(
      { platform: "android", token: "a" },
      MESSAGE,
    );
    expect(result).toMatchObject({ ok: false, retryable: false, error: expect.stringContaining("invalid_grant") });
    expect(google.state.sends).toHaveLength(0);
  });
});

describe("the token-refresh cron", () => {
  it("renews FCM's access token when less than 10 minutes are left, and leaves a fresher one alone", async () => {
    const { account, publicKey } = await serviceAccount();
    const google = fakeGoogle(publicKey);
    const cronEnv = { ...env, FCM_SERVICE_ACCOUNT: JSON.stringify(account) } as Env;
    const now = new Date();
    await env.DB.prepare("INSERT INTO service_tokens (name, token, expires_at) VALUES ('fcm', 'ya29.fresh', ?)")
      .bind(new Date(now.getTime() + 11 * 60_000).toISOString())
      .run();
    expect(await refreshFcmAccessToken(cronEnv, now, google.fetcher)).toEqual({ fcm: "fresh" });
    expect(google.state.exchanges).toBe(0);

    const later = new Date(now.getTime() + 2 * 60_000);
    expect(await refreshFcmAccessToken(cronEnv, later, google.fetcher)).toEqual({ fcm: "refreshed" });
    const saved = await savedToken();
    expect(saved?.token).toBe("ya29.fake-1");
    expect(Date.parse(saved?.expires_at ?? "")).toBe(later.getTime() + 3600_000);
    // A send right after uses the cron's token without another exchange.
    await fcmSender(account, { db: env.DB, fetcher: google.fetcher, baseUrl: FCM }).send(
      { platform: "android", token: "a" },
      MESSAGE,
    );
    expect(google.state.exchanges).toBe(1);
  });

  it("is one of the token-refresh cron's jobs", async () => {
    const { account, publicKey } = await serviceAccount();
    const google = fakeGoogle(publicKey);
    const stub = vi.spyOn(globalThis, "fetch").mockImplementation(google.fetcher);
    try {
      await runScheduled(CRON.tokenRefresh, { ...env, FCM_SERVICE_ACCOUNT: JSON.stringify(account) } as Env);
    } finally {
      stub.mockRestore();
    }
    expect(google.state.exchanges).toBe(1);
    expect((await savedToken())?.token).toBe("ya29.fake-1");
  });

  it("does nothing without a service account", async () => {
    expect(await refreshFcmAccessToken(env as Env, new Date())).toEqual({ fcm: "not configured" });
  });
});

describe("the service account and the dispatch by platform", () => {
  it("names what is missing from the service account", async () => {
    expect(parseServiceAccount("{")).toEqual({ problem: expect.stringContaining("not JSON") });
    expect(parseServiceAccount(JSON.stringify({ project_id: "p", client_email: "e" }))).toEqual({
      problem: "FCM_SERVICE_ACCOUNT has no private_key",
    });
  });

  it("sends android and ios through FCM and refuses web for good when VAPID is not configured", async () => {
    const { account, publicKey } = await serviceAccount();
    const google = fakeGoogle(publicKey);
    const sender = pushSender(
      { ...env, DEV_MAILBOX: "off", FCM_SERVICE_ACCOUNT: JSON.stringify(account) } as Env,
      google.fetcher,
    );
    expect(await sender?.send({ platform: "web", token: "{}" }, MESSAGE)).toEqual({
      ok: false,
      retryable: false,
      gone: false,
      error: "Web Push is not configured (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT)",
    });
    // The real FCM base URL: the fake answers 404 there, which FCM would not, so the answer is a plain failure.
    const result = await sender?.send({ platform: "ios", token: "t" }, MESSAGE);
    expect(google.state.exchanges).toBe(1);
    expect(result).toMatchObject({ ok: false, gone: false });
  });

  it("refuses native pushes for good without a service account, and keeps the dev push box for local runs", async () => {
    const sender = pushSender({ ...env, DEV_MAILBOX: "off" } as Env);
    expect(await sender?.send({ platform: "android", token: "t" }, MESSAGE)).toMatchObject({
      ok: false,
      retryable: false,
      error: "Native push is not configured (FCM_SERVICE_ACCOUNT)",
    });
    expect(pushSender({ ...env, DEV_MAILBOX: "on" } as Env)?.name).toBe("dev-pushbox");
  });

  it("can be asked for a token directly (the cached one while it lasts)", async () => {
    const { account, publicKey } = await serviceAccount();
    const google = fakeGoogle(publicKey);
    const first = await fcmAccessToken(account, { db: env.DB, fetcher: google.fetcher });
    const second = await fcmAccessToken(account, { db: env.DB, fetcher: google.fetcher });
    expect([first, second]).toEqual(["ya29.fake-1", "ya29.fake-1"]);
  });
});
