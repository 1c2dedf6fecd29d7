import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import type { AdminHostRow, AdminHostsResponse } from "../../domain/api/admin-hosts";
import { photoSrc } from "../../domain/media";
import type { AuthState } from "../../web/src/auth/context";
import { Component as AdminHosts } from "../../web/src/pages/admin/AdminHostsPage";
import { Component as AdminLayout } from "../../web/src/pages/admin/AdminLayout";
import { fakeAuth, guest, meProfile, type RecordedCall, stubFetch, TRAVELER, WithAuth } from "./account-fixtures";
import { json, renderApp } from "./render";

const ADMIN = () => fakeAuth(meProfile({ ...TRAVELER, is_admin: true }));

function row(overrides: Partial<AdminHostRow> = {}): AdminHostRow {
  return {
    id: "h1",
    user_id: "u9",
    email: "noor@example.com",
    first_name: "Noor",
    last_name: "Haddad",
    profile_photo_url: "/media/p/aaaa.webp",
    profile_slug: "noor",
    city: "Karakol",
    country: "Kyrgyzstan",
    host_type: "guide",
    bio: "Mountain guide in Karakol.",
    languages: ["English", "Russian"],
    has_document: true,
    status: "pending",
    rejection_reason: null,
    approved_at: null,
    created_at: "2026-11-01T10:00:00Z",
    updated_at: "2026-11-01T10:00:00Z",
    decided_at: null,
    ...overrides,
  };
}

const COUNTS = { pending: 2, approved: 40, rejected: 1, suspended: 0 };

function page(items: AdminHostRow[], next_cursor: string | null = null): AdminHostsResponse {
  return { items, next_cursor, counts: COUNTS };
}

/** The page in the admin layout, as the app's router nests it. */
function renderPage(auth: AuthState, path = "/admin/hosts") {
  return renderApp(
    <WithAuth auth={auth}>
      <Routes>
        <Route element={<AdminLayout />}>
          <Route path="admin/hosts" element={<AdminHosts />} />
        </Route>
      </Routes>
    </WithAuth>,
    path,
  );
}

const lists = (calls: RecordedCall[]) => calls.filter((c) => c.method === "GET").map((c) => c.url);

describe("/admin/hosts", () => {
  it("is not found for guests, travelers and hosts", () => {
    for (const auth of [guest(), fakeAuth(meProfile(TRAVELER)), fakeAuth(meProfile())]) {
      const calls = stubFetch();
      const { unmount } = renderPage(auth);
      expect(screen.getByRole("heading", { level: 1, name: "This trail doesn't lead anywhere" })).toBeTruthy();
      expect(calls).toEqual([]);
      unmount();
    }
  });

  it("lists pending applications first with their details, photo and ID document link; tabs show the counts", async () => {
    const calls = stubFetch(() =>
      json(page([row(), row({ id: "h2", first_name: "Aibek", last_name: "Osmonov", has_document: false })])),
    );
    renderPage(ADMIN());
    const card = await screen.findByRole("article", { name: "Noor Haddad" });
    expect(lists(calls)).toEqual(["/api/admin/hosts?status=pending"]);
    expect(card.textContent).toContain("noor@example.com");
    expect(card.textContent).toContain("Local guide · Karakol, Kyrgyzstan");
    expect(card.textContent).toContain("English, Russian");
    expect(within(card).getByRole("img", { name: "Photo of Noor Haddad" }).getAttribute("src")).toBe(
      photoSrc("/media/p/aaaa.webp", 160),
    );
    const doc = within(card).getByRole("link", { name: /View ID document/ });
    expect(doc.getAttribute("href")).toBe("/api/admin/hosts/h1/document");
    expect(doc.getAttribute("target")).toBe("_blank");
    const other = screen.getByRole("article", { name: "Aibek Osmonov" });
    expect(within(other).getByText("No ID document uploaded")).toBeTruthy();
    const tabs = screen.getAllByRole("tab");
    expect(tabs.map((t) => t.textContent)).toEqual(["Pending2", "Approved40", "Rejected1", "Suspended0"]);
    expect(tabs[0]?.getAttribute("aria-selected")).toBe("true");
  });

  it("approves with one click, says so and reloads the list", async () => {
    let approved = false;
    const calls = stubFetch((call) => {
      if (call.method === "POST") {
        approved = true;
        return json(row({ status: "approved" }));
      }
      return json(page(approved ? [] : [row()]));
    });
    renderPage(ADMIN());
    const card = await screen.findByRole("article", { name: "Noor Haddad" });
    await act(async () => fireEvent.click(within(card).getByRole("button", { name: "Approve Noor Haddad" })));
    expect(await screen.findByText("Noor Haddad is approved and now shows as Verified.")).toBeTruthy();
    expect(calls.filter((c) => c.method === "POST").map((c) => c.url)).toEqual(["/api/admin/hosts/h1/approve"]);
    expect(await screen.findByText("No applications are waiting for review.")).toBeTruthy();
  });

  it("rejects only with a reason of at least 10 characters, sent as typed", async () => {
    const calls = stubFetch((call) =>
      call.method === "POST" ? json(row({ status: "rejected" })) : json(page([row()])),
    );
    renderPage(ADMIN());
    const card = await screen.findByRole("article", { name: "Noor Haddad" });
    await act(async () => fireEvent.click(within(card).getByRole("button", { name: "Reject Noor Haddad" })));
    const dialog = screen.getByRole("dialog", { name: "Reject Noor Haddad" });
    const reason = within(dialog).getByLabelText("Reason");
    fireEvent.change(reason, { target: { value: "Blurred" } });
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Reject application" })));
    expect(within(dialog).getByRole("alert").textContent).toMatch(/^reason: needs at least 10 characters/);
    expect(calls.filter((c) => c.method === "POST")).toEqual([]);

    fireEvent.change(reason, { target: { value: "  The licence photo is blurred.  " } });
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Reject application" })));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === "POST")).toEqual([
        expect.objectContaining({
          url: "/api/admin/hosts/h1/reject",
          body: { reason: "The licence photo is blurred." },
        }),
      ]),
    );
    expect(
      await screen.findByText("Noor Haddad's application was rejected. We e-mailed them the reason."),
    ).toBeTruthy();
  });

  it("shows why a decision failed when someone else decided first", async () => {
    stubFetch((call) =>
      call.method === "POST"
        ? json(
            { error: { code: "not_pending", message: "This application is no longer pending: it is approved." } },
            409,
          )
        : json(page([row()])),
    );
    renderPage(ADMIN());
    const card = await screen.findByRole("article", { name: "Noor Haddad" });
    await act(async () => fireEvent.click(within(card).getByRole("button", { name: "Approve Noor Haddad" })));
    expect(await screen.findByText("This application is no longer pending: it is approved.")).toBeTruthy();
  });

  it("switches tabs through the URL, shows the reason of rejected ones, pages with the cursor", async () => {
    const calls = stubFetch((call) =>
      call.url.includes("cursor=c2")
        ? json(page([row({ id: "h3", first_name: "Second", status: "rejected", rejection_reason: "No licence." })]))
        : json(page([row({ status: "rejected", rejection_reason: "The licence photo is blurred." })], "c2")),
    );
    const { router } = renderPage(ADMIN(), "/admin/hosts?status=rejected");
    const table = await screen.findByRole("table", { name: "Rejected hosts" });
    const line = within(table).getByRole("row", { name: /Noor Haddad/ });
    expect(line.textContent).toContain("The licence photo is blurred.");
    expect(within(line).queryByRole("button", { name: /Approve/ })).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Show more" })));
    expect(await within(table).findByRole("row", { name: /Second Haddad/ })).toBeTruthy();
    expect(lists(calls)).toEqual([
      "/api/admin/hosts?sort=decided_at&dir=desc&status=rejected",
      "/api/admin/hosts?sort=decided_at&dir=desc&cursor=c2&status=rejected",
    ]);
    // The counts came with the decided list too.
    expect(screen.getAllByRole("tab").map((t) => t.textContent)).toEqual([
      "Pending2",
      "Approved40",
      "Rejected1",
      "Suspended0",
    ]);

    await act(async () => fireEvent.click(screen.getByRole("tab", { name: /Approved/ })));
    expect(router.state.location.search).toBe("?status=approved");
    await waitFor(() => expect(lists(calls).at(-1)).toBe("/api/admin/hosts?sort=decided_at&dir=desc&status=approved"));
  });

  it("searches decided hosts by name or e-mail, sorts by name, and exports the same filter", async () => {
    const calls = stubFetch(() => json(page([row({ status: "approved", decided_at: "2026-11-02T10:00:00Z" })])));
    const { router } = renderPage(ADMIN(), "/admin/hosts?status=approved");
    const table = await screen.findByRole("table", { name: "Approved hosts" });
    const box = screen.getByRole("searchbox", { name: "Search approved hosts" });
    fireEvent.change(box, { target: { value: "noor@" } });
    fireEvent.submit(box.closest("form") as HTMLFormElement);
    await waitFor(() =>
      expect(lists(calls).at(-1)).toBe("/api/admin/hosts?sort=decided_at&dir=desc&q=noor%40&status=approved"),
    );
    await act(async () => fireEvent.click(within(table).getByRole("button", { name: /Host/ })));
    await waitFor(() =>
      expect(lists(calls).at(-1)).toBe("/api/admin/hosts?sort=name&dir=asc&q=noor%40&status=approved"),
    );
    expect(router.state.location.search).toContain("sort=name");
    expect(screen.getByRole("link", { name: "Export CSV" }).getAttribute("href")).toBe(
      "/api/admin/hosts/export?status=approved&sort=name&dir=asc&q=noor%40",
    );
  });

  it("shows an empty state per tab and a retry after a failed load", async () => {
    let fail = true;
    stubFetch(() => (fail ? json({ error: { code: "internal_error", message: "boom" } }, 500) : json(page([]))));
    renderPage(ADMIN(), "/admin/hosts?status=suspended");
    expect(await screen.findByText("We couldn't load the suspended hosts.")).toBeTruthy();
    fail = false;
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Try again" })));
    expect(await screen.findByText("No suspended hosts match.")).toBeTruthy();
  });

  it("sits in the admin layout: the Admin navigation marks the page as current and leads back to the site", async () => {
    stubFetch(() => json(page([])));
    renderPage(ADMIN());
    await screen.findByText("No applications are waiting for review.");
    // The phone's menu and the wide screen's sidebar (CSS shows one of them).
    const [phone, sidebar] = screen.getAllByRole("navigation", { name: "Admin" }) as [HTMLElement, HTMLElement];
    fireEvent.click(within(phone).getByRole("button", { name: "Menu" }));
    for (const nav of [phone, sidebar]) {
      expect(within(nav).getByRole("link", { name: "Host applications" }).getAttribute("aria-current")).toBe("page");
      expect(within(nav).getByRole("link", { name: "Back to the site" }).getAttribute("href")).toBe("/");
    }
    expect(screen.getByRole("main")).toBeTruthy();
  });

  it("lists approved hosts in a table, newest decision first, with their host page and ID document", async () => {
    stubFetch(() =>
      json(
        page([row({ status: "approved", approved_at: "2026-11-02T10:00:00Z", decided_at: "2026-11-02T10:00:00Z" })]),
      ),
    );
    renderPage(ADMIN(), "/admin/hosts?status=approved");
    const table = await screen.findByRole("table", { name: "Approved hosts" });
    expect(
      within(table)
        .getByRole("columnheader", { name: /Approved/ })
        .getAttribute("aria-sort"),
    ).toBe("descending");
    expect(within(table).getByRole("row", { name: /Noor Haddad/ }).textContent).toContain("Nov 02, 2026");
    const line = within(table).getByRole("row", { name: /Noor Haddad/ });
    expect(within(line).getByRole("rowheader").textContent).toContain("noor@example.com");
    expect(within(line).getByRole("link", { name: "Host page of Noor Haddad" }).getAttribute("href")).toBe(
      "/host/noor",
    );
    expect(
      within(line)
        .getByRole("link", { name: /View ID document/ })
        .getAttribute("href"),
    ).toBe("/api/admin/hosts/h1/document");
  });
});
