import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  PlaceAutocomplete,
  type PlaceAutocompleteProps,
  type PlaceOption,
  recentsStorageKey,
} from "../../web/src/components/PlaceAutocomplete";

type HarnessProps = Partial<Omit<PlaceAutocompleteProps, "value" | "onChange">> & { initial?: string };

function Harness({ initial = "", ...props }: HarnessProps) {
  const [value, setValue] = useState(initial);
  return (
    <div>
      <PlaceAutocomplete
        label="Destination"
        kinds="places"
        recentsKey="test-bucket"
        onSelect={() => {}}
        {...props}
        value={value}
        onChange={setValue}
      />
      <p>Outside the field</p>
    </div>
  );
}

function setup(props: HarnessProps = {}) {
  const onSelect = vi.fn<(o: PlaceOption) => void>();
  render(<Harness onSelect={onSelect} {...props} />);
  const input = screen.getByRole("combobox", { name: "Destination" }) as HTMLInputElement;
  return { input, onSelect };
}

/** Focuses the field and waits for the lazily loaded option lists. */
async function focus(input: HTMLInputElement) {
  act(() => input.focus());
  await screen.findAllByRole("option");
}

function type(input: HTMLInputElement, text: string) {
  fireEvent.change(input, { target: { value: text } });
}

const listbox = () => screen.getByRole("listbox", { hidden: true });
/** What a screen reader reads: "Hyderabad, India" (the comma is visually hidden, the country is a flex item). */
const names = (options: HTMLElement[]) => options.map((o) => o.textContent?.replace(",", ", "));
function option(name: string): HTMLElement {
  const all = screen.getAllByRole("option");
  const found = all[names(all).indexOf(name)];
  if (!found) throw new Error(`no option "${name}" among ${names(all).join(" | ")}`);
  return found;
}
const optionNames = () => names(within(listbox()).queryAllByRole("option"));
const key = (input: HTMLInputElement, k: string) => fireEvent.keyDown(input, { key: k });

afterEach(() => vi.useRealTimers());

describe("PlaceAutocomplete", () => {
  it("is a labelled combobox that controls its listbox and opens on focus", async () => {
    const { input } = setup();
    expect(input.getAttribute("aria-expanded")).toBe("false");
    expect(input.getAttribute("aria-controls")).toBe(listbox().id);
    expect(input.getAttribute("aria-autocomplete")).toBe("list");
    await focus(input);
    expect(input.getAttribute("aria-expanded")).toBe("true");
    expect(listbox().hidden).toBe(false);
  });

  it("caps the list at 15rem and lets it scroll", async () => {
    const { input } = setup();
    await focus(input);
    expect(listbox().style.maxHeight).toBe("15rem");
    expect(listbox().className).toContain("overflow-y-auto");
  });

  it("ranks matches: exact, starts-with, word start, fuzzy, substring, ignoring case and diacritics", async () => {
    const { input } = setup({ kinds: "cities" });
    await focus(input);
    type(input, "ATA");
    expect(optionNames()).toEqual([
      "Cholpon-Ata, Kyrgyzstan",
      // Fuzzy: a word starting with the same letter ("Santa" is two letters off but starts elsewhere).
      "Aktau, Kazakhstan",
      "Ulaanbaatar, Mongolia",
      "Nurata, Uzbekistan",
      "Samaipata, Bolivia",
    ]);
    type(input, "Tbílísi");
    expect(optionNames()).toEqual(["Tbilisi, Georgia"]);
    type(input, "tbilsi");
    expect(optionNames()).toEqual(["Tbilisi, Georgia"]);
  });

  it("offers regions the search knows, so Pamir suggests the Pamir and not a city spelled alike", async () => {
    const { input } = setup({ kinds: "places" });
    await focus(input);
    type(input, "Pamir");
    expect(optionNames()).toEqual(["Pamir, Tajikistan"]);
    type(input, "kok tobe");
    expect(optionNames()[0]).toBe("Kök-Töbe, Kazakhstan");
    type(input, "wakhan");
    expect(optionNames()[0]).toBe("Wakhan, Tajikistan");
  });

  it("offers countries, cities and regions for places, with countries first among equals", async () => {
    const { input } = setup();
    await focus(input);
    type(input, "georgia");
    expect(optionNames()).toEqual(["Georgia, Country"]);
    type(input, "ka");
    expect(optionNames()?.[0]).toBe("Kazakhstan, Country");
    expect(optionNames()?.[1]).toBe("Karaganda, Kazakhstan");
  });

  it("restricts cities to the given country and countries-only fields to countries", async () => {
    const { input } = setup({ kinds: "cities", country: "kyrgyzstan" });
    await focus(input);
    type(input, "ka");
    expect(optionNames()).toEqual(["Karakol, Kyrgyzstan"]);
    type(input, "kazakhstan");
    expect(optionNames()).not.toContain("Kazakhstan, Country");
  });

  it("shows only countries, without a detail, in a countries field", async () => {
    const { input } = setup({ kinds: "countries" });
    await focus(input);
    type(input, "al");
    expect(optionNames()).toEqual(["Albania", "Nepal"]);
  });

  it("tells apart city names that repeat across countries", async () => {
    const { input, onSelect } = setup({ kinds: "cities" });
    await focus(input);
    type(input, "hyderabad");
    expect(option("Hyderabad, Pakistan")).toBeTruthy();
    fireEvent.click(option("Hyderabad, India"));
    expect(onSelect).toHaveBeenCalledWith({
      kind: "city",
      value: "hyderabad",
      label: "Hyderabad",
      country: "India",
      countryValue: "india",
    });
    expect(input.value).toBe("Hyderabad");
  });

  it("moves with ArrowDown and ArrowUp, wrapping around, and selects with Enter", async () => {
    const { input, onSelect } = setup();
    await focus(input);
    type(input, "hyderabad");
    key(input, "ArrowDown");
    const [pakistan, india] = within(listbox()).getAllByRole("option");
    expect(input.getAttribute("aria-activedescendant")).toBe(pakistan?.id);
    expect(pakistan?.getAttribute("aria-selected")).toBe("true");
    expect(india?.getAttribute("aria-selected")).toBe("false");
    key(input, "ArrowDown");
    expect(input.getAttribute("aria-activedescendant")).toBe(india?.id);
    key(input, "ArrowDown");
    expect(input.getAttribute("aria-activedescendant")).toBe(pakistan?.id);
    key(input, "ArrowUp");
    expect(input.getAttribute("aria-activedescendant")).toBe(india?.id);
    key(input, "Enter");
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ label: "Hyderabad", countryValue: "india" }));
    expect(input.value).toBe("Hyderabad");
    expect(input.getAttribute("aria-expanded")).toBe("false");
    expect(input.getAttribute("aria-activedescendant")).toBeNull();
  });

  it("ArrowUp from the field goes to the last option; typing again resets the active option", async () => {
    const { input } = setup();
    await focus(input);
    type(input, "hyderabad");
    key(input, "ArrowUp");
    expect(option("Hyderabad, India").getAttribute("aria-selected")).toBe("true");
    type(input, "hyderaba");
    expect(input.getAttribute("aria-activedescendant")).toBeNull();
  });

  it("hands Enter with no active option to onEnter", async () => {
    const onEnter = vi.fn();
    const { input, onSelect } = setup({ onEnter });
    await focus(input);
    type(input, "Pamir");
    key(input, "Enter");
    expect(onEnter).toHaveBeenCalledWith("Pamir");
    expect(onSelect).not.toHaveBeenCalled();
    expect(input.getAttribute("aria-expanded")).toBe("false");
  });

  it("closes on Escape and keeps the text; ArrowDown opens it again", async () => {
    const { input } = setup();
    await focus(input);
    type(input, "alm");
    key(input, "Escape");
    expect(input.getAttribute("aria-expanded")).toBe("false");
    expect(listbox().hidden).toBe(true);
    expect(input.value).toBe("alm");
    key(input, "ArrowDown");
    expect(input.getAttribute("aria-expanded")).toBe("true");
    expect(option("Almaty, Kazakhstan").getAttribute("aria-selected")).toBe("true");
  });

  it("selects with the mouse and closes", async () => {
    const { input, onSelect } = setup();
    await focus(input);
    type(input, "bishk");
    const bishkek = option("Bishkek, Kyrgyzstan");
    expect(fireEvent.mouseDown(bishkek)).toBe(false);
    fireEvent.click(bishkek);
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ kind: "city", value: "bishkek" }));
    expect(input.value).toBe("Bishkek");
    expect(input.getAttribute("aria-expanded")).toBe("false");
  });

  it("closes on a click outside and forgets the active option", async () => {
    const { input } = setup();
    await focus(input);
    type(input, "alm");
    key(input, "ArrowDown");
    fireEvent.pointerDown(screen.getByText("Outside the field"));
    expect(input.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(input);
    expect(input.getAttribute("aria-expanded")).toBe("true");
    expect(input.getAttribute("aria-activedescendant")).toBeNull();
  });

  it("stays open for a click inside the list", async () => {
    const { input } = setup();
    await focus(input);
    type(input, "0000");
    fireEvent.pointerDown(screen.getByText("No matches — try one of these"));
    expect(input.getAttribute("aria-expanded")).toBe("true");
  });

  it("closes 150 ms after blur, and not if focus comes back sooner", async () => {
    const { input } = setup();
    await focus(input);
    vi.useFakeTimers();
    act(() => input.blur());
    act(() => vi.advanceTimersByTime(149));
    expect(input.getAttribute("aria-expanded")).toBe("true");
    act(() => vi.advanceTimersByTime(1));
    expect(input.getAttribute("aria-expanded")).toBe("false");

    act(() => input.focus());
    expect(input.getAttribute("aria-expanded")).toBe("true");
    act(() => input.blur());
    act(() => vi.advanceTimersByTime(100));
    act(() => input.focus());
    act(() => vi.advanceTimersByTime(200));
    expect(input.getAttribute("aria-expanded")).toBe("true");
  });

  it("shows 3 fallback suggestions when nothing matches", async () => {
    const { input } = setup({ kinds: "countries" });
    await focus(input);
    type(input, "0000");
    const group = screen.getByRole("group", { name: "No matches — try one of these" });
    expect(names(within(group).getAllByRole("option"))).toEqual(["Kazakhstan", "Kyrgyzstan", "Mongolia"]);
    expect(screen.queryByRole("group", { name: "Recent" })).toBeNull();
    expect(screen.getByRole("status").textContent).toBe("No matches");
  });

  it("shows fallbacks closest in spelling first", async () => {
    const { input } = setup({ kinds: "cities" });
    await focus(input);
    type(input, "tblissy");
    const group = screen.getByRole("group", { name: "No matches — try one of these" });
    expect(names(within(group).getAllByRole("option"))[0]).toBe("Tbilisi, Georgia");
  });

  it("remembers the last 3 selections as recent, newest first, under the brand storage prefix", async () => {
    const { input } = setup();
    await focus(input);
    const picks: [string, string][] = [
      ["almaty", "Almaty, Kazakhstan"],
      ["nepal", "Nepal, Country"],
      ["hyderabad", "Hyderabad, India"],
      ["almaty", "Almaty, Kazakhstan"],
      ["osh", "Osh, Kyrgyzstan"],
    ];
    for (const [text, name] of picks) {
      type(input, text);
      fireEvent.click(option(name));
    }
    expect(recentsStorageKey("test-bucket")).toBe("untrodden:recent-places:test-bucket");
    expect(JSON.parse(localStorage.getItem("untrodden:recent-places:test-bucket") ?? "null")).toEqual([
      "city:kyrgyzstan:osh",
      "city:kazakhstan:almaty",
      "city:india:hyderabad",
    ]);

    type(input, "0000");
    const recent = screen.getByRole("group", { name: "Recent" });
    expect(names(within(recent).getAllByRole("option"))).toEqual([
      "Osh, Kyrgyzstan",
      "Almaty, Kazakhstan",
      "Hyderabad, India",
    ]);
    expect(
      within(screen.getByRole("group", { name: "No matches — try one of these" })).getAllByRole("option"),
    ).toHaveLength(3);

    type(input, "osh");
    expect(screen.queryByRole("group", { name: "Recent" })).toBeNull();
  });

  it("reads recents saved earlier and shows them with suggestions on an empty field", async () => {
    localStorage.setItem(recentsStorageKey("test-bucket"), JSON.stringify(["country:georgia", "city:nowhere:x"]));
    const { input } = setup();
    await focus(input);
    const recent = screen.getByRole("group", { name: "Recent" });
    expect(names(within(recent).getAllByRole("option"))).toEqual(["Georgia, Country"]);
    expect(screen.getByRole("group", { name: "Suggestions" })).toBeTruthy();
  });

  it("keeps recents per bucket and ignores broken stored values", async () => {
    localStorage.setItem(recentsStorageKey("other"), JSON.stringify(["country:georgia"]));
    localStorage.setItem(recentsStorageKey("test-bucket"), "{not json");
    const { input } = setup();
    await focus(input);
    expect(screen.queryByRole("group", { name: "Recent" })).toBeNull();
  });

  it("does not remember anything from typing alone", async () => {
    const { input } = setup();
    await focus(input);
    type(input, "almaty");
    key(input, "Enter");
    expect(localStorage.getItem(recentsStorageKey("test-bucket"))).toBeNull();
  });

  it("announces the number of matches", async () => {
    const { input } = setup();
    await focus(input);
    type(input, "hyderabad");
    expect(screen.getByRole("status").textContent).toBe("2 suggestions");
  });
});
