import type { ConversationRoom } from "../durable-objects/conversation-room";
import type { UserHub } from "../durable-objects/user-hub";

/** The worker's bindings; names are fixed by ARCHITECTURE.md "Bindings". */
export interface Env {
  DB: D1Database;
  MEDIA: R2Bucket;
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
  /** "off" serves every page's metadata from D1 without the edge cache (benchmarks of the uncached path). */
  PREVIEW_CACHE?: string;
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
  /** "on" serves the local dev mailbox at /dev/mailbox (never set in production). */
  DEV_MAILBOX?: string;
}

export type AppBindings = { Bindings: Env; Variables: { requestId: string } };
