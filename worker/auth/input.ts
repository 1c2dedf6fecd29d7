import type { Context } from "hono";
import type { z } from "zod";
import { CONTROL_CHARACTER_MESSAGE, controlCharacterPath } from "../../domain/api/fields";
import { AuthError, validationFailed } from "./errors";

/** Bodies of auth calls are small; anything larger is refused before it is read whole. */
export const AUTH_BODY_LIMIT_BYTES = 16 * 1024;

/**
 * The JSON body of an auth call, validated: wrong content type → 415, unreadable JSON → 400 bad_json, a body over
 * the limit → 413, a control character in any text but the password or a schema failure → 400 validation_failed
 * naming the field.
 */
export async function readBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  const type = c.req.header("Content-Type") ?? "";
  const text = await c.req.text();
  if (new TextEncoder().encode(text).length > AUTH_BODY_LIMIT_BYTES) {
    throw new AuthError(413, "request_too_large", "Request body is too large");
  }
  let data: unknown = {};
  if (text.trim() !== "") {
    if (!/^application\/json\b/i.test(type)) {
      throw new AuthError(415, "bad_content_type", "Content-Type must be application/json");
    }
    try {
      data = JSON.parse(text);
    } catch {
      throw new AuthError(400, "bad_json", "Could not parse request body as JSON");
    }
  }
  // Passwords may hold anything a person can type; every other text refuses control characters.
  const { password: _password, ...texts } = (data && typeof data === "object" ? data : {}) as Record<string, unknown>;
  const at = controlCharacterPath(texts);
  if (at) throw validationFailed(`${at}: ${CONTROL_CHARACTER_MESSAGE}`);
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path.join(".");
    throw validationFailed(field ? `${field}: ${issue?.message}` : (issue?.message ?? "Invalid request body"));
  }
  return parsed.data;
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** E.164 without the plus, as GoTrue stores phones: digits only, 8–15 of them. */
export function normalizePhone(phone: string): string | null {
  const digits = phone.replace(/[\s()+.-]/g, "");
  return /^\d{8,15}$/.test(digits) ? digits : null;
}
