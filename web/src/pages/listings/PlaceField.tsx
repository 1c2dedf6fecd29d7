import { useId, useState } from "react";

export const FIELD_CLASS =
  "w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-stone-900 placeholder:text-stone-500 sm:text-sm dark:border-stone-700 dark:bg-stone-900 dark:text-stone-100 dark:placeholder:text-stone-400";

/**
 * A country or city filter: typing only edits the field; choosing (Enter, leaving the field) applies it,
 * since half a place name would match nothing. An emptied field clears the filter.
 */
export function PlaceField({
  label,
  value,
  placeholder,
  onCommit,
}: {
  label: string;
  kinds: "countries" | "cities" | "places";
  value: string;
  placeholder?: string;
  /** Cities are restricted to this country when set. */
  country?: string;
  onCommit: (value: string) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    setDraft(value);
  }
  const commit = () => {
    if (draft.trim() !== value) onCommit(draft.trim());
  };
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-stone-700 dark:text-stone-200">
        {label}
      </label>
      <input
        id={id}
        type="text"
        autoComplete="off"
        enterKeyHint="search"
        placeholder={placeholder}
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === "Enter") {
            e.preventDefault();
            commit();
          }
        }}
        onBlur={commit}
        className={FIELD_CLASS}
      />
    </div>
  );
}
