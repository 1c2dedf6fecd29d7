/**
 * Web Push (issue 18 item 5): RFC 8291 Appendix A reproduced byte for byte and opened again, VAPID (RFC 8292)
 * headers and JWT claims verified with the public key, and the push service's answers sorted into results.
 */
import { base64url, jwtVerify } from "jose";
import { describe, expect, it } from "vitest";
import type { PushMessage } from "../../worker/services/push/types";
import {
  decryptAes128gcm,
  encryptAes128gcm,
  importP256Private,
  topicOf,
  VAPID_JWT_SECONDS,
  vapidAuthorization,
  vapidConfigProblem,
  webPushSender,
} from "../../worker/services/push/web-push";

// RFC 8291 Appendix A (the copy in /work/shared/reference/rfc8291-appendix-a.txt).
const A = {
  plaintext: "When I grow up, I want to be a watermelon",
  as_private: "yfWPiYE-n46HLnH0KqZOF1fJJU3MYrct3AELtAQ-oRw",
  as_public: "BP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A8",
  ua_private: "q1dXpw3UpT5VOmu_cf_v6ih07Aems3njxI-JWgLcM94",
  ua_public: "BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4",
  auth: "BTBZMqHH6r4Tts7J_aSIgg",
  salt: "DGv6ra1nlYgDCS1FRnbzlw",
  header:
    "DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A8",
  ciphertext: "8pfeW0KbunFT06SuDKoJH9Ql87S1QUrdirN6GcG7sFz1y1sqLgVi1VhjVkHsUoEsbI_0LpXMuGvnzQ",
  body: "DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_yl95bQpu6cVPTpK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN",
};
const b = (s: string) => base64url.decode(s);

describe("RFC 8291 aes128gcm", () => {
  it("reproduces the Appendix A body byte for byte from its key pair and salt", async () => {
    const body = await encryptAes128gcm({
      plaintext: new TextEncoder().encode(A.plaintext),
      uaPublic: b(A.ua_public),
      authSecret: b(A.auth),
      asKeys: {
        privateKey: await importP256Private(b(A.as_private), b(A.as_public), "ECDH"),
        publicRaw: b(A.as_public),
      },
      salt: b(A.salt),
    });
    expect(base64url.encode(body)).toBe(A.body);
    expect(base64url.encode(body.slice(0, 86))).toBe(A.header);
    expect(base64url.encode(body.slice(86))).toBe(A.ciphertext);
  });

  it("opens the Appendix A body with the user agent's keys", async () => {
    const plain = await decryptAes128gcm(b(A.body), {
      privateKey: await importP256Private(b(A.ua_private), b(A.ua_public), "ECDH"),
      publicRaw: b(A.ua_public),
      authSecret: b(A.auth),
    });
    expect(new TextDecoder().decode(plain)).toBe(A.plaintext);
  });

  it("refuses a body whose tag does not match (tampered)", async () => {
    const tampered = b(A.body);
    tampered[100] = (tampered[100] ?? 0) ^ 1;
    await expect(
      decryptAes128gcm(tampered, {
        privateKey: await importP256Private(b(A.ua_private), b(A.ua_public), "ECDH"),
        publicRaw: b(A.ua_public),
        authSecret: b(A.auth),
      }),
    ).rejects.toThrow();
  });
});

async function vapidKeys() {
  const pair = (await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, [
    "sign",
    "verify",
  ])) as CryptoKeyPair;
  const jwk = (await crypto.subtle.exportKey("jwk", pair.privateKey)) as JsonWebKey;
  const publicRaw = new Uint8Array((await crypto.subtle.exportKey("raw", pair.publicKey)) as ArrayBuffer);
  return {
    config: { publicKey: base64url.encode(publicRaw), privateKey: jwk.d ?? "", subject: "mailto:push@untrodden.test" },
    verifyKey: pair.publicKey,
  };
}

describe("VAPID", () => {
  it("signs an ES256 JWT for the endpoint's origin, expiring within 24 hours, with the subject", async () => {
    const { config, verifyKey } = await vapidKeys();
    const now = new Date();
    const header = await vapidAuthorization(config, "https://push.example.net/wpush/v2/abc?x=1", now);
    const match = /^vapid t=([^,]+), k=(.+)$/.exec(header);
    expect(match?.[2]).toBe(config.publicKey);
    const { payload, protectedHeader } = await jwtVerify(match?.[1] ?? "", verifyKey, {
      audience: "https://push.example.net",
    });
    expect(protectedHeader.alg).toBe("ES256");
    expect(payload.sub).toBe("mailto:push@untrodden.test");
    const left = (payload.exp ?? 0) - Math.floor(now.getTime() / 1000);
    expect(left).toBe(VAPID_JWT_SECONDS);
    expect(left).toBeLessThanOrEqual(24 * 3600);
  });

  it("accepts mailto: and https: subjects only", async () => {
    const { config } = await vapidKeys();
    expect(vapidConfigProblem(config)).toBeNull();
    expect(vapidConfigProblem({ ...config, subject: "https://untrodden.travel/contact" })).toBeNull();
    expect(vapidConfigProblem({ ...config, subject: "http://untrodden.travel" })).toMatch(/mailto: or https:/);
    expect(vapidConfigProblem({ ...config, subject: "push@untrodden.travel" })).toMatch(/mailto: or https:/);
    expect(vapidConfigProblem({ ...config, subject: "mailto:nobody" })).toMatch(/e-mail address/);
    expect(vapidConfigProblem({ ...config, privateKey: "abc" })).toMatch(/VAPID_PRIVATE_KEY/);
  });
});

const MESSAGE: PushMessage = {
  id: "row-1",
  title: "New message from Aru",
  body: "See you at the yurt camp at six.",
  data: { deepLink: "/messages/c-1", type: "new_message", conversation_id: "c-1" },
  channel: "messages",
  tag: "conversation:c-1",
};

/** A browser subscription (the user agent's ECDH keys) and a fake push service that records what it receives. */
async function browser() {
  const pair = (await crypto.subtle.generateKey({ name: "ECDH", namedCurve: "P-256" }, true, [
    "deriveBits",
  ])) as CryptoKeyPair;
  const publicRaw = new Uint8Array((await crypto.subtle.exportKey("raw", pair.publicKey)) as ArrayBuffer);
  const authSecret = crypto.getRandomValues(new Uint8Array(16));
  const token = JSON.stringify({
    endpoint: "https://updates.push.services.mozilla.com/wpush/v2/sub-1",
    keys: { p256dh: base64url.encode(publicRaw), auth: base64url.encode(authSecret) },
  });
  const open = (body: Uint8Array) => decryptAes128gcm(body, { privateKey: pair.privateKey, publicRaw, authSecret });
  return { token, open };
}

function pushService(status: number) {
  const received: Request[] = [];
  const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
    received.push(new Request(input, init));
    return new Response(status >= 400 ? "subscription expired" : null, { status });
  }) as typeof fetch;
  return { fetcher, received };
}

describe("webPushSender", () => {
  it("posts the encrypted notification with the VAPID, TTL, encoding, urgency and topic headers", async () => {
    const { config, verifyKey } = await vapidKeys();
    const { token, open } = await browser();
    const service = pushService(201);
    const result = await webPushSender(config, service.fetcher).send({ platform: "web", token }, MESSAGE);
    expect(result).toEqual({ ok: true });
    const [request] = service.received;
    expect(request?.url).toBe("https://updates.push.services.mozilla.com/wpush/v2/sub-1");
    expect(request?.headers.get("Content-Encoding")).toBe("aes128gcm");
    expect(request?.headers.get("TTL")).toBe("86400");
    expect(request?.headers.get("Urgency")).toBe("high");
    const topic = request?.headers.get("Topic") ?? "";
    expect(topic).toMatch(/^[A-Za-z0-9_-]{1,32}$/);
    expect(topic).toBe(await topicOf("conversation:c-1"));
    const jwt = /t=([^,]+)/.exec(request?.headers.get("Authorization") ?? "")?.[1] ?? "";
    await expect(
      jwtVerify(jwt, verifyKey, { audience: "https://updates.push.services.mozilla.com" }),
    ).resolves.toBeTruthy();
    const shown = JSON.parse(
      new TextDecoder().decode(await open(new Uint8Array((await request?.arrayBuffer()) ?? new ArrayBuffer(0)))),
    );
    expect(shown).toEqual({
      title: MESSAGE.title,
      body: MESSAGE.body,
      tag: "conversation:c-1",
      channel: "messages",
      data: MESSAGE.data,
    });
  });

  it("sends general pushes with normal urgency", async () => {
    const { config } = await vapidKeys();
    const { token } = await browser();
    const service = pushService(201);
    await webPushSender(config, service.fetcher).send(
      { platform: "web", token },
      { ...MESSAGE, channel: "general", tag: null },
    );
    expect(service.received[0]?.headers.get("Urgency")).toBe("normal");
    expect(service.received[0]?.headers.has("Topic")).toBe(false);
  });

  it.each([
    [404, { retryable: false, gone: true }],
    [410, { retryable: false, gone: true }],
    [429, { retryable: true, gone: false }],
    [503, { retryable: true, gone: false }],
    [400, { retryable: false, gone: false }],
    [403, { retryable: false, gone: false }],
  ])("sorts a %i answer", async (status, expected) => {
    const { config } = await vapidKeys();
    const { token } = await browser();
    const result = await webPushSender(config, pushService(status).fetcher).send({ platform: "web", token }, MESSAGE);
    expect(result).toMatchObject({ ok: false, ...expected, error: expect.stringContaining(String(status)) });
  });

  it("refuses without calling anyone when the subject is not a mailto: or https: URL", async () => {
    const { config } = await vapidKeys();
    const { token } = await browser();
    const service = pushService(201);
    const result = await webPushSender({ ...config, subject: "hello" }, service.fetcher).send(
      { platform: "web", token },
      MESSAGE,
    );
    expect(result).toMatchObject({ ok: false, retryable: false, error: expect.stringMatching(/VAPID_SUBJECT/) });
    expect(service.received).toHaveLength(0);
  });

  it("treats a stored subscription that is not a subscription as gone", async () => {
    const { config } = await vapidKeys();
    const service = pushService(201);
    const result = await webPushSender(config, service.fetcher).send({ platform: "web", token: "fcm-token" }, MESSAGE);
    expect(result).toMatchObject({ ok: false, gone: true });
    expect(service.received).toHaveLength(0);
  });
});
