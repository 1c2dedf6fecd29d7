// Node-side scripts share worker modules that name Cloudflare's global binding types; borrow them from the
// module form of @cloudflare/workers-types so they do not clash with Node's and the DOM's globals.
import type * as CF from "@cloudflare/workers-types";

declare global {
  type D1Database = CF.D1Database;
  type D1PreparedStatement = CF.D1PreparedStatement;
  type R2Bucket = CF.R2Bucket;
}
