import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import type { AdminAuditFacets, AdminAuditRow } from "../../domain/api/admin-audit";
import type { AdminListPage } from "../../domain/api/admin-lists";
import { Component as AdminAudit, entityHref } from "../../web/src/pages/admin/AdminAuditPage";
import { Component as AdminLayout } from "../../web/src/pages/admin/AdminLayout";
import { fakeAuth, meProfile, type RecordedCall, stubFetch, TRAVELER, WithAuth } from "./account-fixtures";
import { json, renderApp } from "./render";

const ADMIN = () => fakeAuth(meProfile({ ...TRAVELER, is_admin: true }));

function entry(overrides: Partial<AdminAuditRow> = {}): AdminAuditRow {
  return {
    id: "a1",
    created_at: "2026-11-20T10:15:30.000Z",
    action: "booking.refund",
    entity_type: "booking",
    entity_id: "b-42",
    details: { reason: "The host cancelled the trip.", amount_cents: 4500 },
    actor_id: "u1",
    actor_name: "Ayana Sultanova",
    actor_email: "ayana@example.com",
    ip: "198.51.100.23",
    user_agent: "Mozilla/5.0 (X11) Firefox/140.0",
    ...overrides,
  };
}

const FACETS: AdminAuditFacets = { actions: ["booking.refund", "host_approved"], entity_types: ["booking", "host"] };

function serve(items: AdminAuditRow[]) {
  return stubFetch((call) => {
    if (call.url.startsWith("/api/admin/audit/facets")) return json(FACETS);
    const page: AdminListPage<AdminAuditRow> = { items, next_cursor: null };
    return json(page);
  });
}

function renderPage(path = "/admin/audit") {
  return renderApp(
    <WithAuth auth={ADMIN()}>
      <Routes>
        <Route element={<AdminLayout />}>
          <Route path="admin/audit" element={<AdminAudit />} />
        </Route>
      </Routes>
    </WithAuth>,
    path,
  );
}

const lists = (calls: RecordedCall[]) => calls.map((c) => c.url).filter((u) => !u.includes("/facets"));

describe("/admin/audit", () => {
  it("shows who, what, which entity (linked to its admin page), when, from where, and the details on demand", async () => {
    serve([
      entry(),
      entry({ id: "a2", actor_id: null, actor_name: null, actor_email: null, ip: null, user_agent: null }),
    ]);
    renderPage();
    const table = await screen.findByRole("table", { name: "Audit log" });
    const [first, system] = within(table).getAllByRole("row").slice(1) as [HTMLElement, HTMLElement];
    expect(within(first).getByRole("rowheader").textContent).toBe("Booking refund");
    expect(within(first).getByRole("link", { name: "Ayana Sultanova" }).getAttribute("href")).toBe(
      "/admin/audit?actor_id=u1",
    );
    expect(first.textContent).toContain("ayana@example.com");
    expect(within(first).getByRole("link", { name: "b-42" }).getAttribute("href")).toBe("/admin/bookings/b-42");
    expect(within(first).getByRole("link", { name: "All entries about this booking" }).getAttribute("href")).toBe(
      "/admin/audit?entity_type=booking&entity_id=b-42",
    );
    expect(first.querySelector("time")?.getAttribute("datetime")).toBe("2026-11-20T10:15:30.000Z");
    expect(first.textContent).toContain("198.51.100.23");
    expect(first.textContent).toContain("Firefox/140.0");
    const details = first.querySelector("details") as HTMLDetailsElement;
    expect(details.open).toBe(false);
    expect(details.querySelector("summary")?.textContent).toBe("Reason: The host cancelled the trip. (+1 more)");
    expect(within(details).getByText("Amount cents")).toBeTruthy();
    expect(within(system).getByText("System")).toBeTruthy();
    expect(system.textContent).toContain("Not recorded");
  });

  it("says a person's entry past 90 days had its origin cleared, and a recent one without it was not recorded", async () => {
    const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();
    serve([
      entry({ id: "recent", entity_id: "b-1", ip: null, user_agent: null, created_at: daysAgo(3) }),
      entry({ id: "old", entity_id: "b-2", ip: null, user_agent: null, created_at: daysAgo(91) }),
    ]);
    renderPage();
    const table = await screen.findByRole("table", { name: "Audit log" });
    const [recent, old] = within(table).getAllByRole("row").slice(1) as [HTMLElement, HTMLElement];
    expect(recent.textContent).toContain("Not recorded");
    expect(old.textContent).toContain("Cleared after 90 days");
  });

  it("filters by action from the log's own menu, and the export carries the filter", async () => {
    const calls = serve([entry()]);
    const { router } = renderPage();
    await screen.findByRole("table", { name: "Audit log" });
    const action = screen.getByRole("combobox", { name: "Action" });
    await waitFor(() => expect(within(action).getByRole("option", { name: "Host approved" })).toBeTruthy());
    await act(async () => fireEvent.change(action, { target: { value: "host_approved" } }));
    expect(router.state.location.search).toBe("?action=host_approved");
    await waitFor(() =>
      expect(lists(calls).at(-1)).toBe("/api/admin/audit?sort=created_at&dir=desc&action=host_approved"),
    );
    expect(screen.getByRole("link", { name: "Export CSV" }).getAttribute("href")).toBe(
      "/api/admin/audit/export?sort=created_at&dir=desc&action=host_approved",
    );
  });

  it("a person's or an entity's link filters to them, shown in the menus", async () => {
    const calls = serve([entry()]);
    renderPage("/admin/audit?actor_id=u1&entity_type=booking&entity_id=b-42");
    await screen.findByRole("table", { name: "Audit log" });
    await waitFor(() =>
      expect(lists(calls)).toContain(
        "/api/admin/audit?sort=created_at&dir=desc&actor_id=u1&entity_type=booking&entity_id=b-42",
      ),
    );
    const person = screen.getByRole("combobox", { name: "Person" }) as HTMLSelectElement;
    await waitFor(() => expect(person.selectedOptions[0]?.textContent).toBe("Ayana Sultanova"));
    expect((screen.getByRole("combobox", { name: "Entity id" }) as HTMLSelectElement).value).toBe("b-42");
  });

  it("links each kind of entity to where it is looked after", () => {
    expect(entityHref("booking", "b1")).toBe("/admin/bookings/b1");
    expect(entityHref("user", "u1")).toBe("/admin/travelers/u1");
    expect(entityHref("conversation", "c1")).toBe("/admin/conversations?c=c1");
    expect(entityHref("article", "a1")).toBe("/admin/blog/edit/a1");
    expect(entityHref("marketing_template", "t1")).toBe("/admin/marketing/edit/t1");
    expect(entityHref("group_tour", "g1")).toBe("/group-tour/g1");
    expect(entityHref("rental_cars", "r1")).toBe("/rental-car/r1");
    expect(entityHref("push_outbox", "p1")).toBeNull();
    expect(entityHref("booking", null)).toBeNull();
  });
});
