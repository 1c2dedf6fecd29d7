import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { noteForLog } from "./middleware/request-log";

/** The one error shape on the wire: `{ "error": { "code", "message" } }`. */
export interface ErrorBody {
  error: { code: string; message: string };
}

export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export function errorJson(c: Context, status: ContentfulStatusCode, code: string, message: string) {
  noteForLog(c, { error: code });
  return c.json<ErrorBody>({ error: { code, message } }, status);
}
