import { type KeyboardEvent, useRef, useState } from "react";
import { buttonClass } from "../ui/Button";
import { TextInput } from "./Field";

/** The default rule for a typed item: spaces tidied, nothing empty, no repeat (in any case), at most `max`. */
function addTidied(values: string[], text: string, max: number): string[] | null {
  const item = text.trim().replace(/\s+/g, " ");
  if (!item || values.length >= max || values.some((v) => v.toLowerCase() === item.toLowerCase())) return null;
  return [...values, item];
}

/**
 * Chosen items, each with a remove button named after it ("Remove English", or with `itemName` "Remove topic
 * Hiking").
 */
export function ChipList({
  label,
  values,
  itemName,
  onRemove,
}: {
  label: string;
  values: string[];
  itemName?: string;
  onRemove: (value: string) => void;
}) {
  if (values.length === 0) return null;
  return (
    <ul aria-label={label} className="mb-2 flex flex-wrap gap-2">
      {values.map((v) => (
        <li
          key={v}
          className="flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm font-medium text-brand-900 dark:bg-stone-800 dark:text-white"
        >
          {v}
          <button
            type="button"
            aria-label={itemName ? `Remove ${itemName} ${v}` : `Remove ${v}`}
            onClick={() => onRemove(v)}
            className="flex size-7 items-center justify-center rounded-full hover:bg-brand-100 dark:hover:bg-stone-700"
          >
            ×
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * A list of short texts as chips (languages, interests, topics): typed and added with Enter or "Add", offered
 * `suggestions` added with one press, each chip removed with its button, after which focus returns to the input.
 * Inside a Field, which labels the input; `listLabel` names the list of chips.
 */
export function ChipsInput({
  values,
  onChange,
  listLabel,
  itemName,
  max = Number.POSITIVE_INFINITY,
  maxLength,
  placeholder,
  suggestions = [],
  add = (list, text) => addTidied(list, text, max),
}: {
  values: string[];
  onChange: (values: string[]) => void;
  listLabel: string;
  /** How one item is named in the buttons ("Add topic", "Remove topic Hiking"). */
  itemName?: string;
  max?: number;
  maxLength?: number;
  placeholder?: string;
  suggestions?: string[];
  /** The list with `text` added, or null when it cannot be (the default: addTidied). */
  add?: (values: string[], text: string) => string[] | null;
}) {
  const [text, setText] = useState("");
  const input = useRef<HTMLInputElement>(null);
  const full = values.length >= max;
  const offered = full ? [] : suggestions.filter((s) => !values.includes(s));
  const addText = (value: string) => {
    const next = add(values, value);
    if (next) onChange(next);
    setText("");
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "Enter" && !e.nativeEvent.isComposing) {
      e.preventDefault();
      addText(text);
    }
  };
  const remove = (value: string) => {
    onChange(values.filter((v) => v !== value));
    input.current?.focus();
  };
  return (
    <>
      <ChipList label={listLabel} values={values} itemName={itemName} onRemove={remove} />
      <div className="flex gap-2">
        <TextInput
          ref={input}
          value={text}
          disabled={full}
          maxLength={maxLength}
          placeholder={full ? `Up to ${max}` : placeholder}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
        />
        <button
          type="button"
          onClick={() => addText(text)}
          disabled={full}
          className={buttonClass({ variant: "secondary", size: "inline" })}
        >
          Add{itemName && <span className="sr-only"> {itemName}</span>}
        </button>
      </div>
      {offered.length > 0 && (
        <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
          <span className="text-stone-600 dark:text-stone-300">Quick add:</span>
          {offered.map((s) => (
            <button
              key={s}
              type="button"
              onClick={() => addText(s)}
              className="rounded-full border border-stone-300 px-3 py-1 hover:bg-stone-100 dark:border-stone-700 dark:hover:bg-stone-800"
            >
              <span className="sr-only">Add {itemName ? `${itemName} ` : ""}</span>
              {s}
            </button>
          ))}
        </div>
      )}
    </>
  );
}
