/**
 * The realtime wire protocol shared by the Durable Objects and the web app's realtime client. Frames are
 * JSON; every frame is one member of these discriminated unions. Messaging adds its members here.
 */
export type ClientFrame = { type: "ping"; id?: string };

export type ServerFrame =
  | { type: "ready"; room: "conversation" | "user"; name: string }
  | { type: "pong"; id?: string }
  | { type: "error"; code: ProtocolErrorCode; message: string };

export type ProtocolErrorCode = "bad_frame" | "frame_too_large" | "unknown_type";

/** The largest frame a client may send, in characters; objects enforce their own limits. */
export const MAX_FRAME_CHARS = 16_384;

export function assertNever(value: never): never {
  throw new Error(`Unhandled frame: ${JSON.stringify(value)}`);
}

/** Parses a client frame, or says why it is not one. */
export function parseClientFrame(
  raw: string | ArrayBuffer,
): { ok: true; frame: ClientFrame } | { ok: false; code: ProtocolErrorCode; message: string } {
  if (typeof raw !== "string") return { ok: false, code: "bad_frame", message: "Frames must be JSON text" };
  if (raw.length > MAX_FRAME_CHARS) {
    return { ok: false, code: "frame_too_large", message: `Frames are limited to ${MAX_FRAME_CHARS} characters` };
  }
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { ok: false, code: "bad_frame", message: "Frames must be JSON" };
  }
  if (typeof value !== "object" || value === null || !("type" in value)) {
    return { ok: false, code: "bad_frame", message: "Frames need a type" };
  }
  const frame = value as { type: unknown; id?: unknown };
  if (frame.type === "ping") {
    return { ok: true, frame: { type: "ping", id: typeof frame.id === "string" ? frame.id : undefined } };
  }
  return { ok: false, code: "unknown_type", message: `Unknown frame type ${JSON.stringify(frame.type)}` };
}
