import { type FormEvent, type KeyboardEvent, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { stripDiacritics } from "../../../../domain/text";
import { PinIcon, SearchIcon } from "../../components/icons";

interface Place {
  label: string;
  detail: string;
  key: string;
}

let placesPromise: Promise<Place[]> | null = null;
/** Countries and cities load on first focus so they never weigh on the first paint. */
function loadPlaces(): Promise<Place[]> {
  placesPromise ??= import("../../../../domain/geo").then(({ COUNTRIES, CITIES }) => [
    ...COUNTRIES.map((c) => ({ label: c.label, detail: "Country", key: `country:${c.value}` })),
    ...CITIES.map((c) => ({ label: c.label, detail: c.country, key: `city:${c.countryValue}:${c.value}` })),
  ]);
  return placesPromise;
}

const norm = (s: string) => stripDiacritics(s).toLowerCase().trim();
const MAX_SUGGESTIONS = 6;

function suggest(places: Place[], text: string): Place[] {
  const q = norm(text);
  if (!q) return [];
  const starts = places.filter((p) => norm(p.label).startsWith(q));
  const contains = places.filter((p) => !norm(p.label).startsWith(q) && norm(p.label).includes(q));
  return [...starts, ...contains].slice(0, MAX_SUGGESTIONS);
}

/** Spec §2 "Home search": Enter or the button goes to /hosts?location={text}, or /hosts when empty. */
export function HeroSearch() {
  const navigate = useNavigate();
  const [text, setText] = useState("");
  const [places, setPlaces] = useState<Place[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = useId();
  const blurTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const suggestions = open ? suggest(places, text) : [];

  const go = (value: string) => {
    const q = value.trim();
    setOpen(false);
    navigate(q ? `/hosts?location=${encodeURIComponent(q)}` : "/hosts");
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const chosen = suggestions[active];
    go(chosen ? chosen.label : text);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "ArrowDown" && suggestions.length > 0) {
      e.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % suggestions.length);
    } else if (e.key === "ArrowUp" && suggestions.length > 0) {
      e.preventDefault();
      setActive((i) => (i <= 0 ? suggestions.length - 1 : i - 1));
    } else if (e.key === "Escape") {
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <search className="relative mx-auto mt-8 block w-full max-w-2xl">
      <form onSubmit={submit}>
        <div className="flex items-center gap-2 rounded-full bg-white p-2 shadow-xl ring-1 ring-stone-900/5 dark:bg-stone-900 dark:ring-white/10">
          <PinIcon className="ml-3 shrink-0 text-brand-700 dark:text-brand-200" />
          <label htmlFor={`${listId}-input`} className="sr-only">
            Where do you want to go?
          </label>
          <input
            id={`${listId}-input`}
            type="search"
            role="combobox"
            aria-expanded={suggestions.length > 0}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
            autoComplete="off"
            enterKeyHint="search"
            placeholder="Where to? Try Almaty, Georgia or Pamir"
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setOpen(true);
              setActive(-1);
            }}
            onFocus={() => {
              loadPlaces().then(setPlaces, () => setPlaces([]));
              setOpen(true);
            }}
            onBlur={() => {
              blurTimer.current = setTimeout(() => setOpen(false), 150);
            }}
            onKeyDown={onKeyDown}
            className="min-w-0 flex-1 bg-transparent py-2 text-base text-stone-900 outline-none placeholder:text-stone-500 dark:text-white"
          />
          <button
            type="submit"
            aria-label="Find hosts"
            className="flex items-center gap-2 rounded-full bg-brand-700 p-3 font-semibold text-white hover:bg-brand-800 sm:px-5"
          >
            <SearchIcon width={18} height={18} />
            <span className="hidden sm:inline">Find hosts</span>
          </button>
        </div>
        {suggestions.length > 0 && (
          <div
            id={listId}
            role="listbox"
            aria-label="Suggestions"
            className="absolute inset-x-4 top-full z-30 mt-2 max-h-60 overflow-y-auto rounded-2xl bg-white p-1.5 text-left shadow-xl ring-1 ring-stone-900/10 dark:bg-stone-900 dark:ring-white/10"
          >
            {suggestions.map((s, i) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: keys are handled on the combobox input (aria-activedescendant)
              <div
                key={s.key}
                id={`${listId}-${i}`}
                role="option"
                tabIndex={-1}
                aria-selected={i === active}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => {
                  clearTimeout(blurTimer.current);
                  setText(s.label);
                  go(s.label);
                }}
                className={`flex cursor-pointer items-center justify-between rounded-xl px-3 py-2 text-sm ${
                  i === active
                    ? "bg-brand-50 text-brand-900 dark:bg-stone-800 dark:text-white"
                    : "text-stone-800 dark:text-stone-100"
                }`}
              >
                <span className="font-medium">{s.label}</span>
                <span className="text-xs text-stone-600 dark:text-stone-300">{s.detail}</span>
              </div>
            ))}
          </div>
        )}
      </form>
    </search>
  );
}
