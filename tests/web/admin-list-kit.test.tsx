import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { AdminListPage } from "../../domain/api/admin-lists";
import { AdminList, type ListQuery, type RowAction } from "../../web/src/pages/admin/kit/AdminList";
import { AdminPage } from "../../web/src/pages/admin/kit/AdminPage";
import { renderApp } from "./render";

interface Person {
  id: string;
  name: string;
}

const PEOPLE: Person[] = Array.from({ length: 5 }, (_, i) => ({ id: `p${i}`, name: `Person ${i}` }));

/** A server that pages PEOPLE two at a time, filtered by q. */
function fakeServer() {
  return vi.fn(async (query: ListQuery): Promise<AdminListPage<Person>> => {
    const found = PEOPLE.filter((p) => !query.q || p.name.includes(query.q));
    const start = query.cursor ? Number(query.cursor) : 0;
    return { items: found.slice(start, start + 2), next_cursor: start + 2 < found.length ? String(start + 2) : null };
  });
}

function List({
  fetchPage,
  actions,
}: {
  fetchPage: (q: ListQuery, s: AbortSignal) => Promise<AdminListPage<Person>>;
  actions?: (p: Person) => RowAction[];
}) {
  return (
    <AdminPage title="People" crumbs={[{ label: "People" }]}>
      <AdminList<Person>
        name="people"
        caption="People"
        fetchPage={fetchPage}
        exportPath="/api/admin/people/export"
        columns={[{ id: "name", header: "Name", sortable: true, rowHeader: true, cell: (p) => p.name }]}
        rowKey={(p) => p.id}
        search={{ label: "Search people" }}
        filters={[
          {
            name: "status",
            label: "Status",
            options: [
              { value: "", label: "All" },
              { value: "suspended", label: "Suspended" },
            ],
          },
        ]}
        defaultSort={{ sort: "created_at", dir: "desc" }}
        empty="Nobody matches."
        rowActions={actions}
      />
    </AdminPage>
  );
}

describe("the admin table kit", () => {
  it("shows the breadcrumb trail and the heading, then pages with Show more", async () => {
    const server = fakeServer();
    renderApp(<List fetchPage={server} />, "/admin/people");
    const crumbs = screen.getByRole("navigation", { name: "Breadcrumb" });
    expect(within(crumbs).getByRole("link", { name: "Admin" }).getAttribute("href")).toBe("/admin");
    expect(within(crumbs).getByText("People").getAttribute("aria-current")).toBe("page");
    expect(screen.getByRole("heading", { level: 1, name: "People" })).toBeTruthy();
    await screen.findByText("Person 0");
    expect(server).toHaveBeenCalledWith({ sort: "created_at", dir: "desc" }, expect.anything());
    fireEvent.click(screen.getByRole("button", { name: "Show more" }));
    await screen.findByText("Person 3");
    expect(server).toHaveBeenLastCalledWith({ sort: "created_at", dir: "desc", cursor: "2" }, expect.anything());
  });

  it("searches, filters and sorts through the URL, and the export link carries the same filter", async () => {
    const server = fakeServer();
    const { router } = renderApp(<List fetchPage={server} />, "/admin/people");
    await screen.findByText("Person 0");
    fireEvent.change(screen.getByRole("searchbox", { name: "Search people" }), { target: { value: "Person 4" } });
    fireEvent.submit(screen.getByRole("searchbox", { name: "Search people" }).closest("form") as HTMLFormElement);
    await screen.findByText("Person 4");
    expect(screen.queryByText("Person 0")).toBeNull();
    fireEvent.change(screen.getByRole("combobox", { name: "Status" }), { target: { value: "suspended" } });
    fireEvent.click(screen.getByRole("button", { name: /Name/ }));
    await waitFor(() =>
      expect(server).toHaveBeenLastCalledWith(
        { sort: "name", dir: "asc", q: "Person 4", status: "suspended" },
        expect.anything(),
      ),
    );
    expect(router.state.location.search).toBe("?q=Person+4&status=suspended&sort=name&dir=asc");
    expect(screen.getByRole("columnheader", { name: /Name/ }).getAttribute("aria-sort")).toBe("ascending");
    const href = screen.getByRole("link", { name: "Export CSV" }).getAttribute("href");
    expect(href).toBe("/api/admin/people/export?sort=name&dir=asc&q=Person+4&status=suspended");
  });

  it("says so when nothing matches, and clears the search", async () => {
    const server = fakeServer();
    renderApp(<List fetchPage={server} />, "/admin/people?q=nobody");
    await screen.findByText(/Nobody matches\./);
    fireEvent.click(screen.getByRole("button", { name: "Clear search and filters" }));
    await screen.findByText("Person 0");
  });

  it("offers a retry when the list fails to load", async () => {
    let fail = true;
    const server = vi.fn(async () => {
      if (fail) throw new Error("down");
      return { items: PEOPLE.slice(0, 1), next_cursor: null };
    });
    renderApp(<List fetchPage={server} />, "/admin/people");
    const retry = await screen.findByRole("button", { name: "Try again" });
    fail = false;
    fireEvent.click(retry);
    await screen.findByText("Person 0");
  });

  it("asks the reason of a row action, refuses an empty one, runs it and refreshes the list", async () => {
    const server = fakeServer();
    const run = vi.fn(async (_reason?: string) => ({}));
    renderApp(
      <List
        fetchPage={server}
        actions={(p) => [
          { label: "Open", to: `/admin/people/${p.id}` },
          {
            label: "Suspend",
            danger: true,
            confirm: {
              title: `Suspend ${p.name}?`,
              body: "They are signed out.",
              confirmLabel: "Suspend",
              reason: { label: "Reason", max: 50 },
            },
            run,
            success: `${p.name} is suspended.`,
          },
        ]}
      />,
      "/admin/people",
    );
    const row = (await screen.findByText("Person 0")).closest("tr") as HTMLElement;
    expect(within(row).getByRole("link", { name: "Open" }).getAttribute("href")).toBe("/admin/people/p0");
    fireEvent.click(within(row).getByRole("button", { name: "Suspend" }));
    const dialog = await screen.findByRole("dialog", { name: "Suspend Person 0?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Suspend" }));
    expect(await within(dialog).findByText("Reason is required.")).toBeTruthy();
    expect(run).not.toHaveBeenCalled();
    const calls = server.mock.calls.length;
    fireEvent.change(within(dialog).getByRole("textbox", { name: "Reason" }), { target: { value: "Spam offers" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Suspend" }));
    await screen.findByText("Person 0 is suspended.");
    expect(run).toHaveBeenCalledWith("Spam offers");
    expect(screen.queryByRole("dialog")).toBeNull();
    await waitFor(() => expect(server.mock.calls.length).toBeGreaterThan(calls));
  });
});
