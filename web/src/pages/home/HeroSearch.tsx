import { type FormEvent, useState } from "react";
import { PinIcon, SearchIcon } from "../../components/icons";
import { PlaceAutocomplete } from "../../components/PlaceAutocomplete";
import { useStableNavigate } from "../../lib/navigate";

/** Recents shared with the location search of /hosts: both search hosts by place. */
const HOSTS_LOCATION_RECENTS = "hosts-location";

/**
 * Spec §2 "Home search": Enter or the button goes to /hosts?location={text}, or /hosts when empty.
 * A chosen suggestion searches its name, which /hosts matches against host cities and countries.
 */
export function HeroSearch() {
  const navigate = useStableNavigate();
  const [text, setText] = useState("");

  const go = (value: string) => {
    const q = value.trim();
    navigate(q ? `/hosts?location=${encodeURIComponent(q)}` : "/hosts");
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    go(text);
  };

  return (
    <search className="relative mx-auto mt-8 block w-full max-w-2xl">
      <form onSubmit={submit}>
        <div className="flex items-center gap-2 rounded-full bg-white p-2 shadow-xl ring-1 ring-stone-900/5 dark:bg-stone-900 dark:ring-white/10">
          <PinIcon className="ml-3 shrink-0 text-brand-700 dark:text-brand-200" />
          <PlaceAutocomplete
            label="Where do you want to go?"
            hideLabel
            type="search"
            kinds="places"
            recentsKey={HOSTS_LOCATION_RECENTS}
            placeholder="Where to? Try Almaty, Georgia or Pamir"
            value={text}
            onChange={setText}
            onSelect={(place) => go(place.label)}
            className="min-w-0 flex-1"
            inputClassName="w-full bg-transparent py-2 text-base text-stone-900 outline-none placeholder:text-stone-500 dark:text-white"
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
      </form>
    </search>
  );
}
