import type { Access } from "../domain/vocabulary";
import type { ConversationRoom } from "../durable-objects/conversation-room";
import type { UserHub } from "../durable-objects/user-hub";
import type { Principal } from "./principal";

/** The worker's bindings; names are fixed by ARCHITECTURE.md "Bindings". */
export interface Env {
  DB: D1Database;
  MEDIA: R2Bucket;
  /** Cloudflare Images: the photos' width copies (services/photo-variants.ts; locally sharp through miniflare). */
  IMAGES: ImagesBinding;
  ASSETS: Fetcher;
  CONVERSATION_ROOM: DurableObjectNamespace<ConversationRoom>;
  USER_HUB: DurableObjectNamespace<UserHub>;
  /** Optional raster tile URL template for the hosts map (e.g. https://tile.example/{z}/{x}/{y}.png). */
  MAP_TILE_URL?: string;
  /**
   * Canonical origin for links in share metadata and the sitemap, e.g. https://untrodden.travel (no trailing
   * slash needed). Unset: the origin each request arrived at.
   */
  PUBLIC_ORIGIN?: string;
  /**
   * Messages one person may send in one conversation per 10 s (default RATE_LIMIT_MESSAGES): raised only by the
   * chat benchmark, which sends faster than any person types.
   */
  CHAT_RATE_LIMIT?: string;
  /** "off" serves every page's metadata from D1 without the edge cache (benchmarks of the uncached path). */
  PREVIEW_CACHE?: string;
  /** The running worker version (wrangler.toml `version_metadata`): part of the pages' edge-cache version. */
  CF_VERSION_METADATA?: WorkerVersionMetadata;
  /** Zone id and API token (Cache Purge permission; a secret) to purge changed previews in every data center. */
  CF_ZONE_ID?: string;
  CF_PURGE_TOKEN?: string;

  // ── auth (worker/auth/) ──
  /** JSON array of private signing JWKs (ES256, each with a `kid`), newest first; a secret. Older keys verify only. */
  AUTH_JWT_KEYS?: string;
  /** Google and Apple client ids (the `aud` of their id tokens); sign-in with a provider is off while unset. */
  GOOGLE_CLIENT_ID?: string;
  APPLE_CLIENT_ID?: string;
  /** Issuer and key-set URL of the identity providers; defaults are the real providers' (tests use a local set). */
  GOOGLE_ISSUER?: string;
  GOOGLE_JWKS_URL?: string;
  APPLE_ISSUER?: string;
  APPLE_JWKS_URL?: string;
  /**
   * Multiplies the per-IP sign-in and sign-up limits; only the end-to-end test server sets it, because every
   * browser there comes from 127.0.0.1. Unset (1) in production.
   */
  AUTH_IP_LIMIT_FACTOR?: string;
  /** Extra origins allowed to call /api and /auth/v1 cross-origin with Bearer tokens (comma-separated). */
  CORS_ORIGINS?: string;
  /** Redirect targets e-mail links may use besides this site (comma-separated prefixes, e.g. the app's scheme). */
  AUTH_REDIRECT_URLS?: string;
  /**
   * "on" for local runs: mail and text messages are not sent but kept in the outbox, readable at /dev/mailbox
   * (never set in production).
   */
  DEV_MAILBOX?: string;

  // ── payments (worker/services/payments/) ──
  /** Stripe's secret API key; unset, payments run in test mode (no money moves, and the checkout says so). */
  STRIPE_SECRET_KEY?: string;
  /** The signing secret of the Stripe webhook endpoint (/api/webhooks/stripe); a secret. */
  STRIPE_WEBHOOK_SECRET?: string;

  // ── outgoing mail and text messages (worker/services/email/, worker/services/sms.ts) ──
  /** API key of the e-mail provider (Resend's JSON API); a secret. With EMAIL_FROM, mail is sent for real. */
  EMAIL_API_KEY?: string;
  /** Sender of outgoing mail, e.g. "Untrodden <hello@untrodden.travel>" (its domain verified with the provider). */
  EMAIL_FROM?: string;
  /** Twilio account and auth token (a secret); with SMS_FROM, text messages are sent for real. */
  TWILIO_ACCOUNT_SID?: string;
  TWILIO_AUTH_TOKEN?: string;
  /** Sender of text messages: a phone number in E.164 form, or a Twilio Messaging Service SID (MG…). */
  SMS_FROM?: string;

  // ── push (worker/services/push/) ──
  /** Web Push VAPID key pair (`npm run vapid:keys`): the public P-256 point and the private scalar d, base64url. */
  VAPID_PUBLIC_KEY?: string;
  /** A secret. */
  VAPID_PRIVATE_KEY?: string;
  /** Who push services can reach about our pushes: a mailto: or https: URL, e.g. mailto:ops@untrodden.travel. */
  VAPID_SUBJECT?: string;
  /** The Firebase service account's JSON key file (project_id, client_email, private_key, token_uri); a secret. */
  FCM_SERVICE_ACCOUNT?: string;
  /**
   * Optional secret the unsubscribe links of marketing e-mail are signed with (worker/services/marketing/token.ts);
   * comma-separated, newest first: the first signs, all verify (rotation). Unset, a key derived from AUTH_JWT_KEYS
   * signs them. Set it so links keep working across signing-key rotations.
   */
  UNSUBSCRIBE_SECRET?: string;
  /**
   * The keys authenticator (TOTP) secrets are sealed with at rest (worker/auth/totp-secret.ts, decision 050):
   * comma-separated `id:key` (32 random bytes, base64url), newest first. Unset, nobody can add an authenticator.
   */
  MFA_SECRET_KEYS?: string;

  // ── native app links (worker/routes/well-known.ts) ──
  /** SHA-256 fingerprints of the Android app's signing certificates (AA:BB:…, comma-separated); unset, no App Links. */
  ANDROID_CERT_SHA256?: string;
  /** The Apple developer team id (10 characters) the iOS app is signed with; unset, no universal links. */
  APPLE_TEAM_ID?: string;
}

/** Who a request was for and how it was decided, for the request log (ASVS 7.1.3, 7.2.1): never a secret. */
export interface LogNotes {
  /** the account the request acted for or tried to sign in to */
  user_id?: string;
  /** the error code answered (4xx and 5xx) */
  error?: string;
  /** a session started, and by which method (password, otp, magiclink, id_token, pkce, …) */
  sign_in?: string;
}

export type AppBindings = {
  Bindings: Env;
  Variables: {
    requestId: string;
    /** set by allow() (worker/middleware/auth.ts) */
    access?: Access;
    /** the resolved caller: undefined until looked up, null for a guest */
    principal?: Principal | null;
    /** the token's session is one an authenticator code still has to raise (set with a null principal) */
    secondFactorDue?: boolean;
    /** what the request log line adds about this request (worker/middleware/request-log.ts `noteForLog`) */
    logNotes?: LogNotes;
  };
};
