import { type FormEvent, lazy, Suspense, useState } from "react";
import { useStableNavigate } from "../../lib/navigate";
import { SearchIcon } from "../shell-icons";
import { usePopover } from "../ui/usePopover";

// The suggestions' code loads when the search is first opened, never with the first paint.
const PlaceAutocomplete = lazy(() => import("../PlaceAutocomplete").then((m) => ({ default: m.PlaceAutocomplete })));

/** The same remembered places as the home search and the location search of /hosts: all three search hosts by place. */
const HOSTS_LOCATION_RECENTS = "hosts-location";

const LABEL = "Where do you want to go?";
const PLACEHOLDER = "Try Almaty, Georgia or Pamir";
const INPUT_ID = "header-search";
const LABEL_CLASS = "mb-1 block text-sm font-medium text-stone-800 dark:text-stone-200";
const INPUT_CLASS =
  "w-full rounded-full border border-stone-300 bg-white px-4 py-2.5 text-base text-stone-900 placeholder:text-stone-500 dark:border-stone-700 dark:bg-stone-900 dark:text-white";

/**
 * The header's search on phones and tablets (under 1024 px, where the header has no search box): a search button
 * that opens a place search under the header, the home search's (spec §2 "Home search"): Enter, the button or a
 * suggestion goes to /hosts?location={text}, or /hosts when empty. Escape, a click outside or the search itself
 * closes it.
 */
export function HeaderSearch({ buttonClassName }: { buttonClassName: string }) {
  const navigate = useStableNavigate();
  const { open, root, buttonProps, panelProps, close } = usePopover();
  const [text, setText] = useState("");

  const go = (value: string) => {
    const q = value.trim();
    close();
    navigate(q ? `/hosts?location=${encodeURIComponent(q)}` : "/hosts");
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    go(text);
  };

  // Until the suggestions' code has arrived: a plain field that already takes typing and Enter.
  const plain = (
    <div>
      <label htmlFor={INPUT_ID} className={LABEL_CLASS}>
        {LABEL}
      </label>
      <input
        id={INPUT_ID}
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        // biome-ignore lint/a11y/noAutofocus: the field is what the search button was pressed for
        autoFocus
        placeholder={PLACEHOLDER}
        value={text}
        onChange={(e) => setText(e.target.value)}
        className={INPUT_CLASS}
      />
    </div>
  );

  return (
    <div ref={root} className="lg:hidden">
      <button {...buttonProps} aria-label="Search" className={buttonClassName}>
        <SearchIcon />
      </button>
      <div
        {...panelProps}
        className="absolute inset-x-0 top-16 z-50 border-b border-stone-200 bg-sand-50 px-4 py-3 shadow-lg dark:border-stone-800 dark:bg-stone-950"
      >
        {open && (
          <search className="mx-auto block max-w-2xl">
            <form onSubmit={submit} className="flex items-end gap-2">
              <div className="min-w-0 flex-1">
                <Suspense fallback={plain}>
                  <PlaceAutocomplete
                    id={INPUT_ID}
                    label={LABEL}
                    type="search"
                    kinds="places"
                    recentsKey={HOSTS_LOCATION_RECENTS}
                    placeholder={PLACEHOLDER}
                    value={text}
                    onChange={setText}
                    onSelect={(place) => go(place.label)}
                    autoFocus
                    inputClassName={INPUT_CLASS}
                  />
                </Suspense>
              </div>
              <button
                type="submit"
                aria-label="Find hosts"
                className="flex shrink-0 items-center gap-2 rounded-full bg-brand-700 p-3 font-semibold text-white hover:bg-brand-800 sm:px-4 sm:py-2.5"
              >
                <SearchIcon width={18} height={18} />
                <span className="hidden sm:inline">Find hosts</span>
              </button>
            </form>
          </search>
        )}
      </div>
    </div>
  );
}
