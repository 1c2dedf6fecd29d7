import { type FormEvent, lazy, Suspense, useRef, useState } from "react";
import { PinIcon, SearchIcon } from "../../components/shell-icons";
import { useAfterFirstPaint } from "../../lib/after-paint";
import { useStableNavigate } from "../../lib/navigate";

// The suggestions (and their code) arrive just after the first paint; until then the field is a plain search box
// that takes typing and Enter, and hands its text and focus over (docs/decisions/012-initial-js.md).
const PlaceAutocomplete = lazy(() =>
  import("../../components/PlaceAutocomplete").then((m) => ({ default: m.PlaceAutocomplete })),
);

/** Recents shared with the location search of /hosts: both search hosts by place. */
const HOSTS_LOCATION_RECENTS = "hosts-location";

const LABEL = "Where do you want to go?";
// Short enough to show whole in a phone's search box (the label, read by screen readers, asks the question).
const PLACEHOLDER = "Try Almaty, Georgia or Pamir";
const INPUT_CLASS =
  "w-full bg-transparent py-2 text-base text-stone-900 outline-none placeholder:text-stone-500 dark:text-white";

/**
 * Spec §2 "Home search": Enter or the button goes to /hosts?location={text}, or /hosts when empty.
 * A chosen suggestion searches its name, which /hosts matches against host cities and countries.
 */
export function HeroSearch() {
  const navigate = useStableNavigate();
  const [text, setText] = useState("");
  const focused = useRef(false);
  const painted = useAfterFirstPaint();

  const go = (value: string) => {
    const q = value.trim();
    navigate(q ? `/hosts?location=${encodeURIComponent(q)}` : "/hosts");
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    go(text);
  };

  const plain = (
    <div className="min-w-0 flex-1">
      <label htmlFor="hero-search-plain" className="sr-only">
        {LABEL}
      </label>
      <input
        id="hero-search-plain"
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        placeholder={PLACEHOLDER}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onFocus={() => {
          focused.current = true;
        }}
        onBlur={() => {
          focused.current = false;
        }}
        className={INPUT_CLASS}
      />
    </div>
  );

  return (
    <search className="relative mx-auto mt-8 block w-full max-w-2xl">
      <form onSubmit={submit}>
        <div className="flex items-center gap-2 rounded-full bg-white p-2 shadow-xl ring-1 ring-stone-900/5 has-[input:focus-visible]:ring-2 has-[input:focus-visible]:ring-brand-600 dark:bg-stone-900 dark:ring-white/10">
          <PinIcon className="ml-3 shrink-0 text-brand-700 dark:text-brand-200" />
          {painted ? (
            <Suspense fallback={plain}>
              <PlaceAutocomplete
                label={LABEL}
                hideLabel
                type="search"
                kinds="places"
                recentsKey={HOSTS_LOCATION_RECENTS}
                placeholder={PLACEHOLDER}
                value={text}
                onChange={setText}
                onSelect={(place) => go(place.label)}
                autoFocus={focused.current}
                className="min-w-0 flex-1"
                inputClassName={INPUT_CLASS}
              />
            </Suspense>
          ) : (
            plain
          )}
          <button
            type="submit"
            aria-label="Find hosts"
            className="flex items-center gap-2 rounded-full bg-brand-700 p-3 font-semibold text-white hover:bg-brand-800 sm:px-5"
          >
            <SearchIcon width={18} height={18} />
            <span className="hidden sm:inline">Find hosts</span>
          </button>
        </div>
      </form>
    </search>
  );
}
