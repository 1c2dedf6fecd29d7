import { describe, expect, it } from "vitest";
import {
  conversationPair,
  counterpartyName,
  mayStartNew,
  messagePreview,
  type Party,
  PREVIEW_CHARS,
} from "../../domain/conversations";

const traveler = (userId: string, receive = true): Party => ({
  userId,
  user_type: "traveler",
  host_status: null,
  receive_new_conversations: receive,
});
const host = (userId: string, status: Party["host_status"] = "approved"): Party => ({
  userId,
  user_type: "host",
  host_status: status,
  receive_new_conversations: true,
});

describe("who may start a conversation with whom", () => {
  it("pairs a traveler with an approved host, whichever of them asks", () => {
    expect(conversationPair(traveler("t"), host("h"))).toEqual({
      ok: true,
      value: { travelerId: "t", hostId: "h", startedBy: "traveler" },
    });
    expect(conversationPair(host("h"), traveler("t"))).toEqual({
      ok: true,
      value: { travelerId: "t", hostId: "h", startedBy: "host" },
    });
  });

  it.each([
    ["oneself", traveler("a"), traveler("a"), "yourself"],
    ["two travelers", traveler("a"), traveler("b"), "not_a_pair"],
    ["a traveler and a pending host", traveler("a"), host("h", "pending"), "not_a_pair"],
    ["two approved hosts", host("a"), host("b"), "not_a_pair"],
    ["a pending host asking", host("a", "pending"), traveler("t"), "caller_cannot_start"],
    ["a suspended host asking", host("a", "suspended"), traveler("t"), "caller_cannot_start"],
    [
      "an incomplete profile asking",
      { ...traveler("a"), user_type: null } satisfies Party,
      host("h"),
      "caller_cannot_start",
    ],
    [
      "a traveler who applied to host (a host, still pending)",
      { ...traveler("a"), host_status: "pending" } satisfies Party,
      host("h"),
      "caller_cannot_start",
    ],
  ])("refuses %s", (_what, me, other, refusal) => {
    expect(conversationPair(me, other)).toEqual({ ok: false, refusal });
  });

  it("lets a host start a new conversation only with a traveler who receives them; a traveler always may", () => {
    const pair = { travelerId: "t", hostId: "h" };
    expect(mayStartNew({ ...pair, startedBy: "host" }, traveler("t", false))).toBe(false);
    expect(mayStartNew({ ...pair, startedBy: "host" }, traveler("t", true))).toBe(true);
    expect(mayStartNew({ ...pair, startedBy: "traveler" }, traveler("t", false))).toBe(true);
  });
});

describe("how the list shows a conversation", () => {
  it("names a host in full and a traveler by first name and last initial", () => {
    expect(counterpartyName("host", "Aigerim", "Bekova")).toBe("Aigerim Bekova");
    expect(counterpartyName("host", null, null)).toBe("Local host");
    expect(counterpartyName("traveler", "Maya", "Lindqvist")).toBe("Maya L.");
  });

  it("previews the last message on one line, cut with an ellipsis", () => {
    expect(messagePreview("  Hello\n\nthere  ")).toBe("Hello there");
    const long = messagePreview("a ".repeat(200));
    expect(long.length).toBeLessThanOrEqual(PREVIEW_CHARS);
    expect(long.endsWith("…")).toBe(true);
  });
});
