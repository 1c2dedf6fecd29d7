import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type {
  AdminConversationResponse,
  AdminConversationRow,
  AdminParticipant,
  AdminPerson,
} from "../../domain/api/admin-conversations";
import type { MessagesResponse } from "../../domain/api/conversations";
import type { AuthState } from "../../web/src/auth/context";
import { Component as AdminChat } from "../../web/src/pages/admin/AdminChatPage";
import { Component as AdminConversations } from "../../web/src/pages/admin/AdminConversationsPage";
import { Component as AdminLayout } from "../../web/src/pages/admin/AdminLayout";
import { fakeAuth, guest, meProfile, stubFetch, TRAVELER, WithAuth } from "./account-fixtures";
import { json, renderApp } from "./render";

const ADMIN = () => fakeAuth(meProfile({ ...TRAVELER, is_admin: true }));

const person = (o: Partial<AdminParticipant>): AdminParticipant => ({
  user_id: "u1",
  name: "Dana Omarova",
  email: "dana@example.com",
  role: "traveler",
  is_admin: false,
  deleted: false,
  ...o,
});

function row(o: Partial<AdminConversationRow> = {}): AdminConversationRow {
  return {
    id: "c1",
    kind: "direct",
    traveler: person({}),
    host: person({ user_id: "u2", name: "Aigerim Bekova", email: "host@example.com", role: "host" }),
    last_message: { body_preview: "Pay me outside the site", sender_id: "u2", created_at: "2026-11-22T10:00:00Z" },
    message_count: 2,
    open_reports: 1,
    blocked_by: null,
    last_message_at: "2026-11-22T10:00:00Z",
    created_at: "2026-11-20T10:00:00Z",
    ...o,
  };
}

const HISTORY: MessagesResponse = {
  messages: [
    {
      id: "m1",
      seq: 1,
      sender_id: "u1",
      body: "Is the trek on in May?",
      attachments: [],
      offer_id: null,
      is_read: true,
      created_at: "2026-11-22T09:00:00Z",
    },
    {
      id: "m2",
      seq: 2,
      sender_id: "u2",
      body: "Pay me outside the site",
      attachments: [],
      offer_id: null,
      is_read: false,
      created_at: "2026-11-22T10:00:00Z",
    },
  ],
  next_before: null,
};

const REPORT = {
  id: "r1",
  reason: "off_platform_payment" as const,
  details: "Asked me to pay by bank transfer.",
  reporter: { user_id: "u1", name: "Dana Omarova" },
  status: "open" as const,
  resolved_by: null,
  resolved_at: null,
  created_at: "2026-11-22T11:00:00Z",
};

function renderPage(auth: AuthState, path: string) {
  return renderApp(
    <WithAuth auth={auth}>
      <Routes>
        <Route element={<AdminLayout />}>
          <Route path="admin/conversations" element={<AdminConversations />} />
          <Route path="admin/admin-chat" element={<AdminChat />} />
        </Route>
      </Routes>
    </WithAuth>,
    path,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("/admin/conversations", () => {
  it("is not found for anyone but admins", () => {
    for (const auth of [guest(), fakeAuth(meProfile(TRAVELER))]) {
      const calls = stubFetch();
      const { unmount } = renderPage(auth, "/admin/conversations");
      expect(screen.getByRole("heading", { level: 1, name: "This trail doesn't lead anywhere" })).toBeTruthy();
      expect(calls).toEqual([]);
      unmount();
    }
  });

  it("lists conversations with their reports' badge, opens one read-only and resolves its report", async () => {
    let resolved = false;
    const detail = (): AdminConversationResponse => ({
      conversation: row({ open_reports: resolved ? 0 : 1 }),
      listing: null,
      reports: [
        resolved
          ? {
              ...REPORT,
              status: "resolved",
              resolved_by: { user_id: "a1", name: "Ada Admin" },
              resolved_at: "2026-11-22T12:00:00Z",
            }
          : REPORT,
      ],
    });
    const calls = stubFetch((call) => {
      if (call.method === "POST") {
        resolved = true;
        return json({ report: detail().reports[0] });
      }
      if (call.url.startsWith("/api/admin/conversations/c1")) return json(detail());
      if (call.url.startsWith("/api/conversations/c1/messages")) return json(HISTORY);
      return json({
        items: [
          row({ open_reports: resolved ? 0 : 1 }),
          row({ id: "c2", open_reports: 0, traveler: person({ user_id: "u3", name: "Tom Reed" }) }),
        ],
        next_cursor: null,
      });
    });
    renderPage(ADMIN(), "/admin/conversations");
    const list = await screen.findByRole("list", { name: "Conversations" });
    const links = within(list).getAllByRole("link");
    expect(links.map((l) => l.textContent?.includes("1 open report"))).toEqual([true, false]);
    expect(screen.getByText("Choose a conversation to read it and its reports.")).toBeTruthy();

    await act(async () => fireEvent.click(links[0] as HTMLElement));
    const region = await screen.findByRole("region", { name: "Dana Omarova and Aigerim Bekova" });
    const messages = await within(region).findByRole("list", { name: "Messages" });
    expect(
      within(messages)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining("Is the trek on in May?"), expect.stringContaining("Pay me outside the site")]);
    expect(within(region).queryByRole("textbox")).toBeNull();
    expect(within(region).getByText("Payment outside the site")).toBeTruthy();
    expect(calls.some((c) => c.url === "/api/conversations/c1/messages?limit=50")).toBe(true);

    await act(async () => fireEvent.click(within(region).getByRole("button", { name: "Resolve" })));
    expect(await screen.findByText("The report is resolved.")).toBeTruthy();
    expect(calls.filter((c) => c.method === "POST").map((c) => c.url)).toEqual([
      "/api/admin/conversations/c1/reports/r1/resolve",
    ]);
    await waitFor(() => expect(within(region).getByText(/Resolved by Ada Admin/)).toBeTruthy());
    expect(within(region).queryByRole("button", { name: "Resolve" })).toBeNull();
  });

  it("says when a search finds nobody, and sends the search term", async () => {
    const calls = stubFetch(() => json({ items: [], next_cursor: null }));
    renderPage(ADMIN(), "/admin/conversations?q=zzz");
    expect(await screen.findByText("No conversation has a person matching “zzz”.")).toBeTruthy();
    expect(calls.map((c) => c.url)).toEqual(["/api/admin/conversations?q=zzz"]);
  });
});

/** A socket that never opens: the page shows that it is connecting, and sends nothing yet. */
class PendingSocket extends EventTarget {
  static made: string[] = [];
  constructor(url: string) {
    super();
    PendingSocket.made.push(url);
  }
  send() {}
  close() {}
}

describe("/admin/admin-chat", () => {
  it("finds a person, opens their support conversation and connects to its room", async () => {
    vi.stubGlobal("WebSocket", PendingSocket);
    const found: AdminPerson = { ...person({}), support_conversation_id: null };
    const calls = stubFetch((call) => {
      if (call.url.startsWith("/api/admin/people")) return json({ people: [found] });
      if (call.method === "POST")
        return json(
          {
            conversation: {
              id: "s1",
              person: found,
              last_message: null,
              waiting: 0,
              last_message_at: null,
              created_at: "2026-11-22T10:00:00Z",
            },
            created: true,
          },
          201,
        );
      if (call.url.startsWith("/api/admin/support-conversations")) return json({ items: [], next_cursor: null });
      if (call.url.startsWith("/api/admin/conversations/s1"))
        return json({
          conversation: row({
            id: "s1",
            kind: "support",
            open_reports: 0,
            host: person({ user_id: "support", name: "Support", email: null, role: "support" }),
          }),
          listing: null,
          reports: [],
        });
      if (call.url.startsWith("/api/conversations/s1/messages")) return json({ messages: [], next_before: null });
      return undefined;
    });
    renderPage(ADMIN(), "/admin/admin-chat");
    expect(await screen.findByText("No support conversations yet. Find a person above to write to them.")).toBeTruthy();
    const search = screen.getByRole("searchbox", { name: "Find a person by name or e-mail" });
    fireEvent.change(search, { target: { value: "dana" } });
    await act(async () => fireEvent.submit(search.closest("form") as HTMLFormElement));
    const people = await screen.findByRole("list", { name: "People found" });
    await act(async () => fireEvent.click(within(people).getByRole("button", { name: "Write to Dana Omarova" })));
    expect(calls.filter((c) => c.method === "POST")).toEqual([
      expect.objectContaining({ url: "/api/admin/support-conversations", body: { userId: "u1" } }),
    ]);
    const region = await screen.findByRole("region", { name: "Dana Omarova" });
    expect(await within(region).findByText("No messages yet. Write the first one to Dana Omarova.")).toBeTruthy();
    expect(within(region).getByRole("status").textContent).toBe("Connecting…");
    expect(PendingSocket.made.at(-1)).toMatch(/^ws:\/\/[^/]+\/ws\/conversations\/s1$/);

    // An empty message is refused before anything is sent.
    await act(async () => fireEvent.click(within(region).getByRole("button", { name: "Send" })));
    expect(within(region).getByText("Write a message first.")).toBeTruthy();
  });
});
