import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { exportJWK, generateKeyPair, SignJWT } from "jose";
import { afterAll, beforeAll, vi } from "vitest";
import worker from "../../worker/index";
import { authClient } from "./auth-client";

/**
 * Google sign-in configured for one test file (other files see it unconfigured): a local RS256 key set stands in
 * for Google's, served where GOOGLE_JWKS_URL points, and the worker runs with the file's own settings.
 * Call at the top level of a test file; it registers the beforeAll/afterAll that install and remove the fake.
 */
export function fakeGoogle(name: string, extraEnv: Record<string, string> = {}) {
  const settings = {
    GOOGLE_CLIENT_ID: `untrodden-${name}.apps.googleusercontent.com`,
    GOOGLE_ISSUER: "https://accounts.google.test",
    GOOGLE_JWKS_URL: `https://accounts.google.test/${name}/certs`,
  };
  const testEnv = { ...env, ...settings, ...extraEnv };
  let signingKey: CryptoKey;

  beforeAll(async () => {
    const pair = await generateKeyPair("RS256", { extractable: true });
    signingKey = pair.privateKey;
    const jwks = { keys: [{ ...(await exportJWK(pair.publicKey)), kid: `${name}-key`, alg: "RS256", use: "sig" }] };
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, "fetch").mockImplementation((input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      return url === settings.GOOGLE_JWKS_URL ? Promise.resolve(Response.json(jwks)) : realFetch(input, init);
    });
  });
  afterAll(() => {
    vi.restoreAllMocks();
  });

  /** The worker with this file's settings. */
  async function workerFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    const ctx = createExecutionContext();
    const res = await worker.fetch(new Request(input, init), testEnv, ctx);
    await waitOnExecutionContext(ctx);
    return res;
  }

  /** An id token as Google would sign it for this client (claims override the defaults). */
  function googleIdToken(claims: { sub: string; email: string; [claim: string]: unknown }) {
    return new SignJWT({ email_verified: true, ...claims })
      .setProtectedHeader({ alg: "RS256", kid: `${name}-key` })
      .setIssuer(settings.GOOGLE_ISSUER)
      .setAudience(settings.GOOGLE_CLIENT_ID)
      .setIssuedAt()
      .setExpirationTime("10m")
      .sign(signingKey);
  }

  return { workerFetch, googleIdToken, client: () => authClient({ fetch: workerFetch }) };
}
