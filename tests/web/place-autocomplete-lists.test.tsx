import { act, render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PlaceAutocomplete } from "../../web/src/components/PlaceAutocomplete";

// Its own file: the option lists are loaded once per module, and this behaviour needs them not loaded yet.
describe("PlaceAutocomplete on a page with two fields", () => {
  it("gives the second field suggestions after the first one loaded the lists", async () => {
    const field = (label: string, kinds: "countries" | "cities") => (
      <PlaceAutocomplete
        label={label}
        kinds={kinds}
        recentsKey="lists"
        value=""
        onChange={() => {}}
        onSelect={() => {}}
      />
    );
    render(
      <div>
        {field("Country", "countries")}
        {field("City", "cities")}
      </div>,
    );
    const country = screen.getByRole("combobox", { name: "Country" });
    const city = screen.getByRole("combobox", { name: "City" });
    act(() => country.focus());
    await screen.findAllByRole("option");
    act(() => city.focus());
    const list = document.getElementById(String(city.getAttribute("aria-controls"))) as HTMLElement;
    await waitFor(() => expect(list.hidden).toBe(false));
    expect(within(list).getAllByRole("option").length).toBeGreaterThan(0);
  });
});
