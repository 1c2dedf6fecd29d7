import { describe, expect, it } from "vitest";
import {
  MAX_MESSAGE_CHARS,
  parseClientFrame,
  parseServerFrame,
  type ServerFrame,
} from "../../durable-objects/protocol";

// The conversation frames of the wire protocol, as both ends read them: the room parses client frames, the web
// client server frames (anything it does not know is null, never an exception).

describe("client frames", () => {
  it("accept a send (body trimmed) and a resume", () => {
    expect(parseClientFrame(JSON.stringify({ type: "send", clientId: "c1", body: "  Hi\n\tthere  " }))).toEqual({
      ok: true,
      frame: { type: "send", clientId: "c1", body: "Hi\n\tthere", attachments: [] },
    });
    expect(parseClientFrame(JSON.stringify({ type: "resume", after: 0 }))).toEqual({
      ok: true,
      frame: { type: "resume", after: 0 },
    });
  });

  it("say what is wrong with a bad send or resume", () => {
    const refusal = (frame: unknown) => parseClientFrame(JSON.stringify(frame));
    expect(refusal({ type: "send", clientId: "c", body: "x".repeat(MAX_MESSAGE_CHARS + 1) })).toEqual({
      ok: false,
      code: "bad_frame",
      message: `body: can be at most ${MAX_MESSAGE_CHARS} characters`,
    });
    expect(refusal({ type: "send", clientId: "c", body: "\u0000" })).toMatchObject({
      code: "bad_frame",
      message: expect.stringMatching(/^body: must not contain control characters/),
    });
    expect(refusal({ type: "send", clientId: "", body: "hi" })).toMatchObject({ message: "clientId: is required" });
    expect(refusal({ type: "send", clientId: "c", body: "hi", extra: 1 })).toMatchObject({ code: "bad_frame" });
    expect(refusal({ type: "resume", after: 1.5 })).toMatchObject({
      code: "bad_frame",
      message: expect.stringMatching(/^after: /),
    });
    expect(refusal({ type: "resume" })).toMatchObject({
      code: "bad_frame",
      message: expect.stringMatching(/^after: /),
    });
  });
});

describe("server frames", () => {
  it("are read back as sent", () => {
    const frames: ServerFrame[] = [
      { type: "ack", clientId: "c1", seq: 3, id: "m3", createdAt: "2026-11-25T02:00:00.000Z" },
      {
        type: "message",
        seq: 4,
        id: "m4",
        senderId: "u2",
        body: "Hello",
        createdAt: "2026-11-25T02:00:01.000Z",
        clientId: null,
        attachments: [],
      },
      { type: "synced", latestSeq: 4 },
      { type: "resync", latestSeq: 400 },
      { type: "error", code: "rate_limited", message: "slow down", clientId: "c9" },
      { type: "error", code: "store_failed", message: "again" },
    ];
    for (const f of frames) expect(parseServerFrame(JSON.stringify(f))).toEqual(f);
  });

  it("are null when malformed", () => {
    expect(parseServerFrame(JSON.stringify({ type: "message", seq: -1, id: "m", body: "x" }))).toBeNull();
    expect(parseServerFrame(JSON.stringify({ type: "error", code: "no_such_code", message: "x" }))).toBeNull();
    expect(parseServerFrame("{")).toBeNull();
  });
});
