import { fireEvent, render, screen, within } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { ConfirmDialog } from "../../web/src/components/ui/ConfirmDialog";
import { Dialog } from "../../web/src/components/ui/Dialog";
import { Menu } from "../../web/src/components/ui/Menu";
import { type Column, type SortState, Table } from "../../web/src/components/ui/Table";
import { Tabs, tabPanelProps } from "../../web/src/components/ui/Tabs";
import { renderApp } from "./render";

const SEASONS = [
  { id: "spring", label: "Spring" },
  { id: "summer", label: "Summer" },
  { id: "autumn", label: "Autumn" },
] as const;
type Season = (typeof SEASONS)[number]["id"];

function SeasonTabs() {
  const [selected, setSelected] = useState<Season>("spring");
  return (
    <>
      <Tabs name="seasons" label="Seasons" tabs={SEASONS} selected={selected} onSelect={setSelected} />
      <div {...tabPanelProps("seasons", selected)}>{selected} trips</div>
    </>
  );
}

describe("Tabs", () => {
  it("keeps only the selected tab in the Tab order and labels the panel with it", () => {
    render(<SeasonTabs />);
    const tabs = screen.getAllByRole("tab");
    expect(tabs.map((t) => t.tabIndex)).toEqual([0, -1, -1]);
    expect(screen.getByRole("tablist", { name: "Seasons" })).toBeTruthy();
    expect(screen.getByRole("tabpanel", { name: "Spring" }).textContent).toBe("spring trips");
  });

  it("moves selection and focus with the arrows (wrapping), Home and End", () => {
    render(<SeasonTabs />);
    const tab = (name: string) => screen.getByRole("tab", { name });
    tab("Spring").focus();
    fireEvent.keyDown(tab("Spring"), { key: "ArrowLeft" });
    expect(document.activeElement).toBe(tab("Autumn"));
    expect(tab("Autumn").getAttribute("aria-selected")).toBe("true");
    fireEvent.keyDown(tab("Autumn"), { key: "ArrowRight" });
    expect(document.activeElement).toBe(tab("Spring"));
    fireEvent.keyDown(tab("Spring"), { key: "End" });
    expect(document.activeElement).toBe(tab("Autumn"));
    fireEvent.keyDown(tab("Autumn"), { key: "Home" });
    expect(document.activeElement).toBe(tab("Spring"));
    expect(screen.getByRole("tabpanel").textContent).toBe("spring trips");
  });
});

function DialogHarness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog
        open={open}
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
        title="Edit trip"
        description="Change the dates."
      >
        <button type="button">First</button>
        <button type="button">Last</button>
      </Dialog>
    </>
  );
}

describe("Dialog", () => {
  it("opens named and described, with focus on its first control", () => {
    render(<DialogHarness />);
    fireEvent.click(screen.getByRole("button", { name: "Open" }));
    const dialog = screen.getByRole("dialog", { name: "Edit trip" }) as HTMLDialogElement;
    expect(dialog.open).toBe(true);
    expect(dialog.getAttribute("aria-describedby")).toBeTruthy();
    expect(document.getElementById(dialog.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "Change the dates.",
    );
    expect(document.activeElement).toBe(within(dialog).getByRole("button", { name: "First" }));
  });

  it("keeps Tab and Shift+Tab inside", () => {
    render(<DialogHarness />);
    fireEvent.click(screen.getByRole("button", { name: "Open" }));
    const dialog = screen.getByRole("dialog");
    const first = within(dialog).getByRole("button", { name: "First" });
    const last = within(dialog).getByRole("button", { name: "Last" });
    last.focus();
    fireEvent.keyDown(last, { key: "Tab" });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first, { key: "Tab", shiftKey: true });
    expect(document.activeElement).toBe(last);
  });

  it("closes on Escape and gives focus back to the button that opened it", () => {
    const onClose = vi.fn();
    render(<DialogHarness onClose={onClose} />);
    const opener = screen.getByRole("button", { name: "Open" });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole("dialog") as HTMLDialogElement;
    fireEvent.keyDown(within(dialog).getByRole("button", { name: "First" }), { key: "Escape" });
    expect(onClose).toHaveBeenCalledOnce();
    expect(dialog.open).toBe(false);
    expect(document.activeElement).toBe(opener);
  });
});

describe("ConfirmDialog", () => {
  it("is an alert dialog that focuses the safe choice first; Escape picks it", () => {
    const onCancel = vi.fn();
    const onConfirm = vi.fn();
    render(
      <ConfirmDialog
        open
        title="Delete this listing?"
        confirmLabel="Delete"
        danger
        onConfirm={onConfirm}
        onCancel={onCancel}
      >
        It is removed for good.
      </ConfirmDialog>,
    );
    const dialog = screen.getByRole("alertdialog", { name: "Delete this listing?" });
    expect(document.activeElement).toBe(within(dialog).getByRole("button", { name: "Cancel" }));
    fireEvent.keyDown(dialog, { key: "Escape" });
    expect(onCancel).toHaveBeenCalledOnce();
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });
});

describe("Menu (a disclosure, decision 004)", () => {
  it("shows its links from the button, and Escape closes it with focus back on the button", () => {
    renderApp(
      <Menu button={() => "Places"} buttonClassName="" panelClassName="" panelTestId="places">
        <a href="/hosts">Hosts</a>
      </Menu>,
    );
    const button = screen.getByRole("button", { name: "Places" });
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(screen.getByTestId("places").hidden).toBe(true);
    fireEvent.click(button);
    expect(button.getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByRole("link", { name: "Hosts" })).toBeTruthy();
    fireEvent.keyDown(document, { key: "Escape" });
    expect(screen.getByTestId("places").hidden).toBe(true);
    expect(document.activeElement).toBe(button);
  });
});

interface Host {
  id: string;
  name: string;
  joined: string;
}

const COLUMNS: Column<Host>[] = [
  { id: "name", header: "Host", rowHeader: true, sortable: true, cell: (h) => h.name },
  { id: "joined", header: "Joined", sortable: true, cell: (h) => h.joined },
  { id: "links", header: "Links", cell: () => "—" },
];
const HOSTS: Host[] = [
  { id: "1", name: "Aigerim", joined: "2026-01-02" },
  { id: "2", name: "Bakyt", joined: "2026-03-04" },
];

describe("Table", () => {
  it("names itself by its caption, shows the server's order and asks for another from a sortable header", () => {
    const onSort = vi.fn<(s: SortState) => void>();
    render(
      <Table
        caption="Hosts"
        columns={COLUMNS}
        rows={HOSTS}
        rowKey={(h) => h.id}
        sort={{ column: "joined", direction: "ascending" }}
        onSort={onSort}
      />,
    );
    const table = screen.getByRole("table", { name: "Hosts" });
    expect(
      within(table)
        .getAllByRole("rowheader")
        .map((c) => c.textContent),
    ).toEqual(["Aigerim", "Bakyt"]);
    const joined = within(table).getByRole("columnheader", { name: /Joined/ });
    expect(joined.getAttribute("aria-sort")).toBe("ascending");
    expect(within(table).getByRole("columnheader", { name: "Links" }).querySelector("button")).toBeNull();

    fireEvent.click(within(joined).getByRole("button"));
    expect(onSort).toHaveBeenLastCalledWith({ column: "joined", direction: "descending" });
    fireEvent.click(within(table).getByRole("button", { name: /Host/ }));
    expect(onSort).toHaveBeenLastCalledWith({ column: "name", direction: "ascending" });
  });

  it("asks for the next page while there is one, and says it is loading", () => {
    const onLoadMore = vi.fn();
    const { rerender } = render(
      <Table caption="Hosts" columns={COLUMNS} rows={HOSTS} rowKey={(h) => h.id} hasMore onLoadMore={onLoadMore} />,
    );
    fireEvent.click(screen.getByRole("button", { name: "Show more" }));
    expect(onLoadMore).toHaveBeenCalledOnce();
    rerender(
      <Table
        caption="Hosts"
        columns={COLUMNS}
        rows={HOSTS}
        rowKey={(h) => h.id}
        hasMore
        loadingMore
        onLoadMore={onLoadMore}
      />,
    );
    const busy = screen.getByRole("button", { name: "Loading…" }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    expect(busy.getAttribute("aria-busy")).toBe("true");
    rerender(<Table caption="Hosts" columns={COLUMNS} rows={HOSTS} rowKey={(h) => h.id} onLoadMore={onLoadMore} />);
    expect(screen.queryByRole("button", { name: "Show more" })).toBeNull();
  });
});
