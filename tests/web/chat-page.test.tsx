import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ConversationSummary, ConversationsResponse } from "../../domain/api/conversations";
import type { AuthState } from "../../web/src/auth/context";
import { Component as ChatPage } from "../../web/src/pages/chat/ChatPage";
import { makeProfile, makeUser } from "./auth-harness";
import { apiError, json, neverAnswers, type Respond, renderRoutes } from "./render";

const ROUTES = [
  { path: "/chat", element: <ChatPage /> },
  { path: "/chat/:conversationId", element: <ChatPage /> },
];

const me = makeUser();
const traveler: AuthState = {
  status: "signed-in",
  user: me,
  profile: makeProfile(),
  profileLoading: false,
  role: "traveler",
  secondFactorDue: false,
  event: "SIGNED_IN",
  signOut: async () => {},
  refreshProfile: async () => {},
};

const renderAt = (path: string, respond: Respond) => renderRoutes(ROUTES, path, respond, { auth: traveler });

function summary(overrides: Partial<ConversationSummary> = {}): ConversationSummary {
  return {
    id: "c-1",
    kind: "direct",
    blocked_by: null,
    counterparty: {
      user_id: "h-1",
      name: "Aigerim Bekova",
      side: "host",
      profile_photo_url: null,
      profile_slug: "aigerim",
      verified: true,
      last_seen_at: null,
      deleted: false,
    },
    listing: null,
    last_message: { body_preview: "See you in Almaty", sender_id: "h-1", seq: 4, created_at: "2026-11-20T10:00:00Z" },
    unread: 2,
    last_message_at: "2026-11-20T10:00:00Z",
    created_at: "2026-11-19T10:00:00Z",
    ...overrides,
  };
}

const list = (conversations: ConversationSummary[]): ConversationsResponse => ({ conversations, next_cursor: null });

describe("/chat", () => {
  it("shows a skeleton while the conversations load", () => {
    renderAt("/chat", neverAnswers);
    expect(screen.getByTestId("conversations-skeleton")).toBeTruthy();
  });

  it("lists conversations newest first with photo, name, Verified, activity, last message and unread count", async () => {
    renderAt("/chat", () =>
      json(
        list([
          summary(),
          summary({
            id: "c-2",
            unread: 0,
            last_message: { body_preview: "Thanks!", sender_id: me.id, seq: 2, created_at: "2026-11-19T10:00:00Z" },
            counterparty: { ...summary().counterparty, user_id: "h-2", name: "Timur Aliyev", verified: false },
          }),
          summary({
            id: "c-3",
            kind: "support",
            unread: 0,
            counterparty: { ...summary().counterparty, user_id: "support", name: "Admin Person" },
          }),
        ]),
      ),
    );
    const conversations = within(await screen.findByRole("list", { name: "Conversations" })).getAllByRole("link");
    expect(conversations.map((r) => r.getAttribute("href"))).toEqual([
      "/chat?conversation=c-1",
      "/chat?conversation=c-2",
      "/chat?conversation=c-3",
    ]);
    const first = within(conversations[0] as HTMLElement);
    expect(first.getByText("Aigerim Bekova")).toBeTruthy();
    expect(first.getByText("Verified")).toBeTruthy();
    expect(first.getByText("New to messaging")).toBeTruthy();
    expect(first.getByText("See you in Almaty")).toBeTruthy();
    expect(conversations[0]?.textContent).toContain("2 unread");
    expect(conversations[1]?.textContent).toContain("You: Thanks!");
    expect(conversations[1]?.textContent).not.toContain("Verified");
    // Support conversations show the other side as Support, whoever answers.
    expect(conversations[2]?.textContent).toContain("Support");
    expect(conversations[2]?.textContent).not.toContain("Admin Person");
  });

  it("searches by name through ?q", async () => {
    const { calls, router } = renderAt("/chat", () => json(list([])));
    expect(await screen.findByText("No conversations yet")).toBeTruthy();
    fireEvent.change(screen.getByRole("searchbox", { name: "Search conversations by name" }), {
      target: { value: "Tim" },
    });
    await waitFor(() => expect(router.state.location.search).toBe("?q=Tim"));
    await waitFor(() => expect(calls).toContain("/api/conversations?limit=30&q=Tim"));
    expect(await screen.findByText("No conversations with someone named “Tim”.")).toBeTruthy();
  });

  it("?with= shows why a conversation cannot be started", async () => {
    renderAt("/chat?with=t-9", (url) =>
      url === "/api/conversations"
        ? json(
            {
              error: {
                code: "forbidden",
                message: "This traveler has switched off new conversations, so you cannot start one with them",
              },
            },
            403,
          )
        : json(list([])),
    );
    expect(await screen.findByText("This conversation can't be started")).toBeTruthy();
    expect(
      screen.getByText("This traveler has switched off new conversations, so you cannot start one with them"),
    ).toBeTruthy();
  });

  it("says so when the conversation in the address is not the person's", async () => {
    renderAt("/chat/c-404", (url) => (url === "/api/conversations/c-404" ? apiError(404) : json(list([]))));
    expect(await screen.findByText("This conversation isn't available")).toBeTruthy();
  });
});
