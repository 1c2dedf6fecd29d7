import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from "react";
import {
  BLUR_CLOSE_DELAY_MS,
  LIST_MAX_HEIGHT,
  parseRecents,
  rememberRecent,
  suggest,
} from "../../../domain/autocomplete";
import { BRAND } from "../../../domain/brand";
import { storage } from "../lib/storage";

export interface PlaceOption {
  /** A region is a valley, mountains or a sight named in listings (domain/geo.ts REGIONS), searched as text. */
  kind: "country" | "city" | "region";
  /** Country, city or region slug (domain/geo.ts). A city is only identified by (countryValue, value). */
  value: string;
  label: string;
  /** For a city or a region: its country's label and slug. */
  country?: string;
  countryValue?: string;
}

export interface PlaceAutocompleteProps {
  label: string;
  hideLabel?: boolean;
  id?: string;
  name?: string;
  placeholder?: string;
  /** Replaces the wrapper's classes (default "relative"); the list opens below the nearest positioned box. */
  className?: string;
  /**
   * "places" offers countries, regions and cities; "countries" the destinations (domain/geo.ts); "world-countries"
   * every country a person can live in (domain/world-countries.ts).
   */
  kinds: "countries" | "cities" | "places" | "world-countries";
  /** Restricts the options to this country slug (COUNTRIES value) and its cities. */
  country?: string;
  /** Controlled input text. */
  value: string;
  onChange: (text: string) => void;
  /** Called after the input text became the option's label; the list is closed by then. */
  onSelect: (option: PlaceOption) => void;
  /** Bucket of remembered selections, e.g. "hosts-location"; stored under the brand's storage prefix. */
  recentsKey: string;
  inputClassName?: string;
  autoFocus?: boolean;
  /** Enter with no active option. Without it, Enter does what it does in the form (usually submit). */
  onEnter?: (text: string) => void;
  /** "search" for search boxes (search keyboard key); "text" otherwise. */
  type?: "text" | "search";
  /** Form validation: marks the input invalid and names the element holding its message. */
  invalid?: boolean;
  describedBy?: string;
}

/** Identity of an option: countries by slug, cities by (country slug, city slug). */
export function placeKey(option: PlaceOption): string {
  return option.kind === "country"
    ? `country:${option.value}`
    : `${option.kind}:${option.countryValue}:${option.value}`;
}

export function recentsStorageKey(recentsKey: string): string {
  return `${BRAND.storagePrefix}:recent-places:${recentsKey}`;
}

interface PlaceLists {
  countries: PlaceOption[];
  regions: PlaceOption[];
  cities: PlaceOption[];
  world: PlaceOption[];
}

let loaded: PlaceLists | null = null;
let loading: Promise<PlaceLists> | null = null;
/** The option lists load on first focus (a separate chunk), so they never weigh on the first paint. */
function loadPlaces(): Promise<PlaceLists> {
  loading ??= Promise.all([import("../../../domain/geo"), import("../../../domain/world-countries")]).then(
    ([{ COUNTRIES, CITIES, REGIONS }, { WORLD_COUNTRIES }]) => {
      loaded = {
        world: WORLD_COUNTRIES.map((name) => ({ kind: "country", value: name, label: name })),
        countries: COUNTRIES.map((c) => ({ kind: "country", value: c.value, label: c.label })),
        regions: REGIONS.map((r) => ({
          kind: "region",
          value: r.value,
          label: r.label,
          country: r.country,
          countryValue: r.countryValue,
        })),
        cities: CITIES.map((c) => ({
          kind: "city",
          value: c.value,
          label: c.label,
          country: c.country,
          countryValue: c.countryValue,
        })),
      };
      return loaded;
    },
  );
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

function readRecents(recentsKey: string): string[] {
  try {
    return parseRecents(JSON.parse(storage.get(recentsStorageKey(recentsKey)) ?? "[]"));
  } catch {
    return [];
  }
}

type Row = { option: PlaceOption; group: "match" | "fallback" | "recent"; index: number };

export function PlaceAutocomplete({
  label,
  hideLabel,
  id,
  name,
  placeholder,
  className,
  kinds,
  country,
  value,
  onChange,
  onSelect,
  recentsKey,
  inputClassName,
  autoFocus,
  onEnter,
  type = "text",
  invalid,
  describedBy,
}: PlaceAutocompleteProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const listId = `${inputId}-listbox`;
  const optionId = (i: number) => `${inputId}-option-${i}`;

  const [places, setPlaces] = useState(loaded);
  const [recents, setRecents] = useState<string[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const wrapper = useRef<HTMLDivElement>(null);
  const blurTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const options = useMemo(() => {
    if (!places) return [];
    if (kinds === "world-countries") return places.world;
    const countries = kinds === "cities" ? [] : places.countries.filter((c) => !country || c.value === country);
    const cities = kinds === "countries" ? [] : places.cities.filter((c) => !country || c.countryValue === country);
    // Regions are searched as text, so only a free place search offers them (not a country or city field).
    const regions = kinds === "places" && !country ? places.regions : [];
    return [...countries, ...cities, ...regions];
  }, [places, kinds, country]);

  const { matches, fallbacks, recent } = useMemo(
    () => suggest(options, value, recents, placeKey),
    [options, value, recents],
  );
  const rows: Row[] = [
    ...matches.map((option) => ({ option, group: "match" as const })),
    ...fallbacks.map((option) => ({ option, group: "fallback" as const })),
    ...recent.map((option) => ({ option, group: "recent" as const })),
  ].map((row, index) => ({ ...row, index }));
  const visible = open && rows.length > 0;

  useEffect(() => () => clearTimeout(blurTimer.current), []);

  // An outside click closes at once, without waiting for the blur delay.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (e: PointerEvent) => {
      if (wrapper.current?.contains(e.target as Node)) return;
      setOpen(false);
      setActive(-1);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const select = (option: PlaceOption) => {
    clearTimeout(blurTimer.current);
    const next = rememberRecent(readRecents(recentsKey), placeKey(option));
    storage.set(recentsStorageKey(recentsKey), JSON.stringify(next));
    setRecents(next);
    close();
    onChange(option.label);
    onSelect(option);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.nativeEvent.isComposing) return;
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      if (rows.length === 0) return;
      e.preventDefault();
      const down = e.key === "ArrowDown";
      const next =
        !visible || active < 0 ? (down ? 0 : rows.length - 1) : (active + (down ? 1 : rows.length - 1)) % rows.length;
      setOpen(true);
      setActive(next);
      document.getElementById(optionId(next))?.scrollIntoView?.({ block: "nearest" });
    } else if (e.key === "Enter") {
      const row = visible ? rows[active] : undefined;
      if (row) {
        e.preventDefault();
        select(row.option);
      } else {
        close();
        if (onEnter) {
          e.preventDefault();
          onEnter(value);
        }
      }
    } else if (e.key === "Escape" && visible) {
      // Keeps the text (a search input would clear it) and keeps an enclosing dialog open.
      e.preventDefault();
      e.stopPropagation();
      close();
    }
  };

  const renderRow = ({ option, group, index: i }: Row) => {
    const detail = option.kind !== "country" ? option.country : kinds === "places" ? "Country" : undefined;
    return (
      // biome-ignore lint/a11y/useKeyWithClickEvents: keys are handled on the combobox input (aria-activedescendant)
      <div
        key={`${group}:${placeKey(option)}`}
        id={optionId(i)}
        role="option"
        tabIndex={-1}
        aria-selected={i === active}
        onClick={() => select(option)}
        className={`flex cursor-pointer items-baseline justify-between gap-3 rounded-xl px-3 py-2 text-left text-sm hover:bg-stone-100 dark:hover:bg-stone-800 ${
          i === active
            ? "bg-brand-50 text-brand-900 dark:bg-stone-800 dark:text-white"
            : "text-stone-800 dark:text-stone-100"
        }`}
      >
        {/* The invisible inline comma makes the name "Hyderabad, India" (a sr-only box would be read as "Hyderabad , India"). */}
        <span className="min-w-0 truncate font-medium">
          {option.label}
          {detail && <span className="opacity-0">,</span>}
        </span>
        {detail && <span className="shrink-0 text-xs text-stone-600 dark:text-stone-300">{detail}</span>}
      </div>
    );
  };

  const group = (key: "fallback" | "recent", heading: string) => {
    const members = rows.filter((r) => r.group === key);
    if (members.length === 0) return null;
    const headingId = `${inputId}-${key}-heading`;
    return (
      // biome-ignore lint/a11y/useSemanticElements: a listbox may only hold options and groups of options (APG pattern)
      <div role="group" aria-labelledby={headingId}>
        <div
          role="presentation"
          id={headingId}
          className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-stone-600 uppercase dark:text-stone-300"
        >
          {heading}
        </div>
        {members.map(renderRow)}
      </div>
    );
  };

  const status = !visible
    ? ""
    : matches.length > 0
      ? `${matches.length} ${matches.length === 1 ? "suggestion" : "suggestions"}`
      : value.trim()
        ? "No matches"
        : "";

  return (
    <div ref={wrapper} className={className ?? "relative"}>
      <label
        htmlFor={inputId}
        className={hideLabel ? "sr-only" : "mb-1 block text-sm font-medium text-stone-800 dark:text-stone-200"}
      >
        {label}
      </label>
      <input
        id={inputId}
        name={name}
        type={type}
        role="combobox"
        aria-expanded={visible}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={visible && active >= 0 ? optionId(active) : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint={type === "search" ? "search" : undefined}
        // biome-ignore lint/a11y/noAutofocus: only when the caller asks for it (e.g. a search dialog)
        autoFocus={autoFocus}
        placeholder={placeholder}
        value={value}
        onChange={(e) => {
          onChange(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => {
          clearTimeout(blurTimer.current);
          setRecents(readRecents(recentsKey));
          setOpen(true);
          if (!places) loadPlaces().then(setPlaces, () => undefined);
        }}
        onClick={() => setOpen(true)}
        onBlur={() => {
          blurTimer.current = setTimeout(close, BLUR_CLOSE_DELAY_MS);
        }}
        onKeyDown={onKeyDown}
        className={
          inputClassName ??
          "w-full rounded-xl border border-stone-300 bg-white px-3 py-2 text-base text-stone-900 placeholder:text-stone-500 focus:border-brand-700 focus:outline-none focus:ring-1 focus:ring-brand-700 dark:border-stone-700 dark:bg-stone-900 dark:text-white"
        }
      />
      <div
        id={listId}
        role="listbox"
        aria-label={`${label}: suggestions`}
        hidden={!visible}
        style={{ maxHeight: LIST_MAX_HEIGHT }}
        onMouseDown={(e) => e.preventDefault()}
        className="absolute inset-x-0 top-full z-30 mt-2 overflow-y-auto overscroll-contain rounded-2xl bg-white p-1.5 text-left shadow-xl ring-1 ring-stone-900/10 dark:bg-stone-900 dark:ring-white/10"
      >
        {matches.length > 0 && rows.map(renderRow)}
        {group("fallback", value.trim() ? "No matches — try one of these" : "Suggestions")}
        {group("recent", "Recent")}
      </div>
      <div role="status" className="sr-only">
        {status}
      </div>
    </div>
  );
}
