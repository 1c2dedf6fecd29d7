import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { HeaderSearch } from "../../web/src/components/layout/HeaderSearch";
import { renderApp } from "./render";

const opener = () => screen.getByRole("button", { name: "Search" });

describe("the header's search on phones and tablets", () => {
  it("opens a place search with the field focused, and closes again on Escape", async () => {
    renderApp(<HeaderSearch buttonClassName="" />, "/listings");
    expect(opener().getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByLabelText("Where do you want to go?")).toBeNull();
    fireEvent.click(opener());
    expect(opener().getAttribute("aria-expanded")).toBe("true");
    const field = await screen.findByRole("combobox", { name: "Where do you want to go?" });
    expect(document.activeElement).toBe(field);
    fireEvent.keyDown(document, { key: "Escape" });
    expect(opener().getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(opener());
  });

  it("goes to /hosts?location=… as the home search does, and to /hosts when empty, closing itself", async () => {
    const { router } = renderApp(<HeaderSearch buttonClassName="" />, "/listings");
    fireEvent.click(opener());
    const field = await screen.findByRole("combobox", { name: "Where do you want to go?" });
    fireEvent.change(field, { target: { value: " Kök-Töbe " } });
    fireEvent.click(screen.getByRole("button", { name: "Find hosts" }));
    expect(router.state.location.pathname).toBe("/hosts");
    expect(router.state.location.search).toBe(`?location=${encodeURIComponent("Kök-Töbe")}`);
    expect(opener().getAttribute("aria-expanded")).toBe("false");

    fireEvent.click(opener());
    fireEvent.change(await screen.findByRole("combobox", { name: "Where do you want to go?" }), {
      target: { value: "" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Find hosts" }));
    expect(router.state.location.search).toBe("");
  });
});
