import { describe, expect, it } from "vitest";
import { type ConversationPeople, conversationAccess, maySend } from "../../domain/conversations";
import { SUPPORT_USER_ID } from "../../domain/vocabulary";

const direct: ConversationPeople = { travelerId: "t", hostId: "h", kind: "direct" };
const support: ConversationPeople = { travelerId: "p", hostId: SUPPORT_USER_ID, kind: "support" };
const as = (userId: string, isAdmin = false) => ({ userId, isAdmin });

describe("who may open and write in a conversation", () => {
  it("lets a direct conversation's two people write; admins only watch; anyone else finds nothing", () => {
    expect(conversationAccess(direct, as("t"))).toBe("participant");
    expect(conversationAccess(direct, as("h"))).toBe("participant");
    expect(conversationAccess(direct, as("x"))).toBeNull();
    expect(conversationAccess(null, as("t", true))).toBeNull();
    expect(conversationAccess(direct, as("a", true))).toBe("admin");
    expect(maySend(direct, "participant")).toBe(true);
    expect(maySend(direct, "admin")).toBe(false);
  });

  it("makes the person of a support conversation its participant, and lets every admin write in it", () => {
    expect(conversationAccess(support, as("p"))).toBe("participant");
    expect(conversationAccess(support, as("x"))).toBeNull();
    expect(conversationAccess(support, as("a", true))).toBe("admin");
    expect(maySend(support, "admin")).toBe(true);
    expect(maySend(support, "participant")).toBe(true);
    // A conversation read without its kind is a direct one.
    expect(maySend({ travelerId: "t", hostId: "h" }, "admin")).toBe(false);
  });
});
