import { env } from "cloudflare:workers";
import { base64url, SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { MESSAGES } from "../../domain/messages";
import { authClient, insertConfirmedUser, uniqueEmail } from "./auth-client";
import { ORIGIN, workerFetch } from "./helpers";

interface AuthErrorBody {
  code: string;
  msg: string;
  error: { code: string; message: string };
}

function call(path: string, init: RequestInit = {}) {
  return workerFetch(new Request(`${ORIGIN}/auth/v1${path}`, init));
}

function post(path: string, body: string, contentType = "application/json") {
  return call(path, { method: "POST", headers: { "Content-Type": contentType }, body });
}

const userCount = async () => (await env.DB.prepare("SELECT count(*) AS n FROM users").first<{ n: number }>())?.n ?? 0;

async function expectClientError(res: Response, status: number, code: string) {
  expect(res.status).toBe(status);
  const body = (await res.json()) as AuthErrorBody;
  expect(body.code).toBe(code);
  expect(body.error).toEqual({ code, message: body.msg });
  expect(body.msg.length).toBeGreaterThan(0);
  return body;
}

describe("bad input to /auth/v1 gets a clear 4xx and creates nothing", () => {
  it("refuses a sign-up with neither e-mail nor phone, in the spec's words", async () => {
    const before = await userCount();
    const body = await expectClientError(
      await post("/signup", JSON.stringify({ password: "long-enough-pass" })),
      400,
      "validation_failed",
    );
    expect(body.msg).toBe(MESSAGES.emailOrPhoneAndPassword);
    expect(await userCount()).toBe(before);
  });

  it("refuses a code request with neither e-mail nor phone", async () => {
    const body = await expectClientError(await post("/otp", JSON.stringify({})), 400, "validation_failed");
    expect(body.msg).toBe(MESSAGES.emailOrPhone);
  });

  it("refuses a sign-in with neither e-mail nor phone", async () => {
    await expectClientError(
      await post("/token?grant_type=password", JSON.stringify({ password: "x" })),
      400,
      "validation_failed",
    );
  });

  it("refuses malformed JSON", async () => {
    const before = await userCount();
    await expectClientError(await post("/signup", '{"email": "a@b.c", "password": '), 400, "bad_json");
    expect(await userCount()).toBe(before);
  });

  it("refuses a body that is not JSON", async () => {
    await expectClientError(
      await post("/signup", "email=a%40example.net&password=long-enough-pass", "application/x-www-form-urlencoded"),
      415,
      "bad_content_type",
    );
  });

  it("refuses a 1 MB body", async () => {
    const before = await userCount();
    const huge = JSON.stringify({
      email: uniqueEmail(),
      password: "long-enough-pass",
      data: { blob: "x".repeat(1024 * 1024) },
    });
    await expectClientError(await post("/signup", huge), 413, "request_too_large");
    expect(await userCount()).toBe(before);
  });

  it("refuses an invalid e-mail address and a wrongly typed field", async () => {
    await expectClientError(
      await post("/signup", JSON.stringify({ email: "not-an-address", password: "long-enough-pass" })),
      400,
      "validation_failed",
    );
    await expectClientError(
      await post("/signup", JSON.stringify({ email: 42, password: "long-enough-pass" })),
      400,
      "validation_failed",
    );
  });

  it("refuses an unknown grant type", async () => {
    await expectClientError(await post("/token?grant_type=magic", "{}"), 400, "unsupported_grant_type");
    await expectClientError(await post("/token", "{}"), 400, "unsupported_grant_type");
  });

  it("refuses a refresh token that was never issued", async () => {
    await expectClientError(
      await post("/token?grant_type=refresh_token", JSON.stringify({ refresh_token: "nope" })),
      400,
      "refresh_token_not_found",
    );
  });

  it("refuses an unknown verification type and an unknown link token", async () => {
    await expectClientError(
      await post("/verify", JSON.stringify({ type: "bogus", token_hash: "x" })),
      400,
      "validation_failed",
    );
    await expectClientError(
      await post("/verify", JSON.stringify({ type: "signup", token_hash: "x" })),
      403,
      "otp_expired",
    );
  });

  it("sends a bad e-mail link back to the site with GoTrue's error fragment", async () => {
    const res = await call("/verify?type=signup&token=forged&redirect_to=https%3A%2F%2Fevil.example%2F", {
      redirect: "manual",
    });
    expect(res.status).toBe(303);
    const location = res.headers.get("Location") ?? "";
    expect(location.startsWith(`${ORIGIN}/auth#`)).toBe(true);
    expect(new URLSearchParams(location.split("#")[1]).get("error_code")).toBe("otp_expired");
  });
});

describe("tokens /auth/v1 does not accept", () => {
  async function tokens() {
    const email = uniqueEmail("jwt");
    await insertConfirmedUser(email, "river-stone-harbour-42");
    const { data } = await authClient().signInWithPassword({ email, password: "river-stone-harbour-42" });
    return data.session?.access_token ?? "";
  }

  const getUser = (token: string) => call("/user", { headers: { Authorization: `Bearer ${token}` } });

  it("answers no token with 401", async () => {
    await expectClientError(await call("/user"), 401, "no_authorization");
  });

  it("refuses a tampered token", async () => {
    const token = await tokens();
    const [h, p, s] = token.split(".");
    const claims = JSON.parse(atob((p ?? "").replace(/-/g, "+").replace(/_/g, "/")));
    const forged = base64url.encode(JSON.stringify({ ...claims, sub: crypto.randomUUID() }));
    await expectClientError(await getUser(`${h}.${forged}.${s}`), 403, "bad_jwt");
  });

  it("refuses alg=none", async () => {
    const token = await tokens();
    const [, p] = token.split(".");
    const none = base64url.encode(JSON.stringify({ alg: "none", typ: "JWT" }));
    await expectClientError(await getUser(`${none}.${p}.`), 403, "bad_jwt");
  });

  it("refuses a token signed with a key that is not ours, even with our kid", async () => {
    const token = await tokens();
    const header = JSON.parse(atob(token.split(".")[0] ?? ""));
    const claims = JSON.parse(atob((token.split(".")[1] ?? "").replace(/-/g, "+").replace(/_/g, "/")));
    const forged = await new SignJWT(claims)
      .setProtectedHeader({ alg: "HS256", kid: header.kid })
      .sign(new TextEncoder().encode("guessed-secret-guessed-secret-32"));
    await expectClientError(await getUser(forged), 403, "bad_jwt");
  });

  it("refuses an expired token", async () => {
    const { keyRing } = await import("../../worker/auth/keys");
    const ring = await keyRing(env);
    const token = await tokens();
    const claims = JSON.parse(atob((token.split(".")[1] ?? "").replace(/-/g, "+").replace(/_/g, "/")));
    const expired = await new SignJWT({ ...claims, exp: Math.floor(Date.now() / 1000) - 60 })
      .setProtectedHeader({ alg: "ES256", kid: ring.signing.kid })
      .sign(ring.signing.key);
    const body = await expectClientError(await getUser(expired), 403, "bad_jwt");
    expect(body.msg).toMatch(/expired/);
  });

  it("refuses garbage in the Authorization header without a 5xx", async () => {
    for (const value of ["Bearer", "Bearer a.b.c", "Basic dXNlcjpwYXNz", `Bearer ${"x".repeat(5000)}`]) {
      const res = await call("/user", { headers: { Authorization: value } });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
  });
});
