import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { ConversationMessage, ConversationSummary } from "../../domain/api/conversations";
import type { OfferView } from "../../domain/api/offers";
import type { AuthState } from "../../web/src/auth/context";
import { Component as ChatPage } from "../../web/src/pages/chat/ChatPage";
import { makeProfile, makeUser } from "./auth-harness";
import { FakeSocket } from "./realtime-fakes";
import { apiError, json, type Respond, renderRoutes } from "./render";

const HOST = "u-host";
const TRAVELER = "u-traveler";

function signedIn(id: string, userType: "host" | "traveler"): AuthState {
  return {
    status: "signed-in",
    user: makeUser({ id }),
    profile: makeProfile({ user_id: id, user_type: userType }),
    profileLoading: false,
    role: userType,
    secondFactorDue: false,
    event: "SIGNED_IN",
    signOut: async () => {},
    refreshProfile: async () => {},
  };
}

/** The conversation as `me` sees it: the other person is on the other side. */
function conversation(me: string): ConversationSummary {
  const host = me === HOST;
  return {
    id: "c-1",
    kind: "direct",
    blocked_by: null,
    counterparty: {
      user_id: host ? TRAVELER : HOST,
      name: host ? "Lucas M." : "Aigerim B.",
      side: host ? "traveler" : "host",
      profile_photo_url: null,
      profile_slug: null,
      verified: !host,
      last_seen_at: null,
      deleted: false,
    },
    listing: null,
    last_message: null,
    unread: 0,
    last_message_at: "2026-11-20T10:00:00Z",
    created_at: "2026-11-19T10:00:00Z",
  };
}

const messages: ConversationMessage[] = [
  {
    id: "m-1",
    seq: 1,
    sender_id: TRAVELER,
    body: "Could you do Charyn for two in May?",
    attachments: [],
    offer_id: null,
    is_read: true,
    created_at: "2026-11-20T09:00:00Z",
  },
  {
    id: "m-2",
    seq: 2,
    sender_id: HOST,
    body: "Custom offer: Charyn Canyon in two days, May 04, 2027 - May 05, 2027, 2 people, €500 in total",
    attachments: [],
    offer_id: "o-1",
    is_read: false,
    created_at: "2026-11-20T10:00:00Z",
  },
];

const offer: OfferView = {
  id: "o-1",
  conversation_id: "c-1",
  status: "open",
  listing: { kind: "tour", type: "tour", id: "t-1", title: "Charyn Canyon in two days", path: "/tour/charyn" },
  start_date: "2027-05-04",
  end_date: "2027-05-05",
  party_size: 2,
  total_cents: 50_000,
  deposit_cents: 10_000,
  note: null,
  expires_at: "2027-04-01T12:00:00.000Z",
  booking_id: null,
  host_id: HOST,
  traveler_id: TRAVELER,
  created_at: "2026-11-20T10:00:00Z",
  can: { accept: false, decline: false, withdraw: false },
};

function api(me: string): Respond {
  return (url) => {
    if (url === "/api/conversations/c-1") return json({ conversation: conversation(me) });
    if (url.startsWith("/api/conversations/c-1/messages")) return json({ messages, next_before: null });
    if (url.startsWith("/api/conversations?")) return json({ conversations: [conversation(me)], next_cursor: null });
    if (url === "/api/offers/o-1") return json({ offer });
    if (url === "/api/me/listings") return json({ items: [] });
    return apiError(404);
  };
}

const open = (me: string, path = "/chat?conversation=c-1") =>
  renderRoutes([{ path: "/chat", element: <ChatPage /> }], path, api(me), {
    auth: signedIn(me, me === HOST ? "host" : "traveler"),
  });

describe("custom offers in /chat", () => {
  beforeEach(() => {
    // The room's socket never opens here: the thread is drawn from history.
    vi.stubGlobal("WebSocket", FakeSocket);
  });

  it("shows a message that carries an offer as its card, other messages as text", async () => {
    open(TRAVELER);
    const thread = await screen.findByRole("list", { name: "Messages with Aigerim B." });
    expect(
      await within(thread).findByRole("article", { name: "Custom offer: Charyn Canyon in two days" }),
    ).toBeTruthy();
    expect(within(thread).getByText("Could you do Charyn for two in May?")).toBeTruthy();
    expect(within(thread).queryByText(/^Custom offer: Charyn Canyon in two days, May/)).toBeNull();
  });

  it("gives a traveler no Send an offer", async () => {
    open(TRAVELER);
    await screen.findByRole("textbox", { name: "Message" });
    expect(screen.queryByRole("button", { name: "Send an offer" })).toBeNull();
  });

  it("opens the offer form from the thread, and at once with ?offer=new (then leaves the address)", async () => {
    const { router } = open(HOST, "/chat?conversation=c-1&offer=new");
    expect(await screen.findByRole("dialog", { name: "Send an offer to Lucas M." })).toBeTruthy();
    expect(router.state.location.search).toBe("?conversation=c-1");
    expect(screen.getByRole("button", { name: "Send an offer" })).toBeTruthy();
  });
});
