import { type KeyboardEvent, type ReactNode, type RefObject, useEffect, useRef, useState } from "react";

/**
 * WAI-ARIA tabs' keys: the index of the tab that `key` moves to from tab `index` of `count` (arrows wrap around,
 * Home and End go to the ends), or -1 when the key is not one of them.
 */
export function tabIndexForKey(key: string, index: number, count: number): number {
  switch (key) {
    case "ArrowRight":
      return (index + 1) % count;
    case "ArrowLeft":
      return (index - 1 + count) % count;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return -1;
  }
}

export interface TabItem<T extends string> {
  id: T;
  label: ReactNode;
}

const LOOK = {
  /** Tabs over a list, underlined when selected. */
  underline: {
    list: "flex gap-1 overflow-x-auto border-b border-stone-200 [scrollbar-width:none] dark:border-stone-800",
    tab: "-mb-px shrink-0 border-b-2 px-3 py-2.5 text-sm font-semibold whitespace-nowrap focus-visible:-outline-offset-2! border-transparent text-stone-600 hover:text-stone-900 aria-selected:border-brand-700 aria-selected:text-brand-800 dark:text-stone-300 dark:hover:text-white dark:aria-selected:border-brand-200 dark:aria-selected:text-brand-100",
  },
  /** Two or three choices as a segmented pill (sign in or sign up). */
  pill: {
    list: "grid auto-cols-fr grid-flow-col rounded-full bg-stone-100 p-1 dark:bg-stone-800",
    tab: "rounded-full py-2 text-sm font-semibold text-stone-700 aria-selected:bg-white aria-selected:text-stone-900 aria-selected:shadow-sm dark:text-stone-300 dark:aria-selected:bg-stone-950 dark:aria-selected:text-white",
  },
} as const;

/** A tab's label with a count beside it ("Pending 3"), the count left out until it is known. */
export function CountedLabel({ label, count }: { label: ReactNode; count: number | undefined }) {
  return (
    <>
      {label}
      {count !== undefined && (
        <span className="ml-1.5 rounded-full bg-stone-100 px-2 py-0.5 text-xs text-stone-700 dark:bg-stone-800 dark:text-stone-200">
          {count}
        </span>
      )}
    </>
  );
}

/** The ids tying tab `id` of the tab list `name` to the one panel they control. */
export const tabId = (name: string, id: string) => `${name}-tab-${id}`;
export const tabPanelId = (name: string) => `${name}-panel`;

/**
 * A tab list (WAI-ARIA tabs, automatic activation): only the selected tab is in the Tab order (roving tabindex);
 * the arrow keys, Home and End select and focus another. Selection is the caller's state (often the URL), so the
 * panel is the caller's too: give it `tabPanelProps(name, selected)`.
 */
export function Tabs<T extends string>({
  name,
  label,
  tabs,
  selected,
  onSelect,
  look = "underline",
  className = "",
}: {
  /** Prefix of the tabs' and panel's ids; unique on the page. */
  name: string;
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly TabItem<T>[];
  selected: T;
  onSelect: (id: T) => void;
  look?: keyof typeof LOOK;
  className?: string;
}) {
  const list = useRef<HTMLDivElement>(null);
  const more = useOverflowCue(list, tabId(name, selected));
  const onKeyDown = (e: KeyboardEvent) => {
    const at = tabs.findIndex((t) => t.id === selected);
    const target = tabs[tabIndexForKey(e.key, at, tabs.length)];
    if (!target) return;
    e.preventDefault();
    onSelect(target.id);
    document.getElementById(tabId(name, target.id))?.focus();
  };
  const tablist = (
    <div
      ref={list}
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
      className={`${LOOK[look].list} ${look === "underline" ? "" : className}`}
    >
      {tabs.map((t) => (
        <button
          key={t.id}
          id={tabId(name, t.id)}
          type="button"
          role="tab"
          aria-selected={t.id === selected}
          aria-controls={tabPanelId(name)}
          tabIndex={t.id === selected ? 0 : -1}
          onClick={() => onSelect(t.id)}
          className={LOOK[look].tab}
        >
          {t.label}
        </button>
      ))}
    </div>
  );
  if (look !== "underline") return tablist;
  // Tabs wider than the screen scroll sideways; a fade on the side with more tabs says so.
  return (
    <div className={`relative ${className}`}>
      {tablist}
      <ScrollCue side="start" shown={more.start} />
      <ScrollCue side="end" shown={more.end} />
    </div>
  );
}

/** Scrolls the list (only the list: scrollIntoView could move the page too) so that its selected tab is in view. */
function revealSelected(el: HTMLElement) {
  const tab = el.querySelector<HTMLElement>('[aria-selected="true"]');
  if (!tab) return;
  const left = tab.offsetLeft - el.offsetLeft;
  if (left < el.scrollLeft) el.scrollLeft = left;
  else if (left + tab.offsetWidth > el.scrollLeft + el.clientWidth)
    el.scrollLeft = left + tab.offsetWidth - el.clientWidth;
}

/**
 * Whether the list has tabs hidden before or after what it shows, kept up to date as it scrolls or resizes; the
 * selected tab is kept in view when it changes (a key, a click, the URL) and when the tabs change size (a count
 * arriving in a label).
 */
function useOverflowCue(list: RefObject<HTMLDivElement | null>, selectedId: string) {
  const [more, setMore] = useState({ start: false, end: false });
  useEffect(() => {
    const el = list.current;
    if (!el) return;
    const check = () => {
      const start = el.scrollLeft > 1;
      const end = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
      setMore((m) => (m.start === start && m.end === end ? m : { start, end }));
    };
    check();
    el.addEventListener("scroll", check, { passive: true });
    const resized =
      typeof ResizeObserver === "undefined"
        ? null
        : new ResizeObserver(() => {
            revealSelected(el);
            check();
          });
    resized?.observe(el);
    for (const tab of el.children) resized?.observe(tab);
    return () => {
      el.removeEventListener("scroll", check);
      resized?.disconnect();
    };
  }, [list]);
  useEffect(() => {
    if (selectedId && list.current) revealSelected(list.current);
  }, [list, selectedId]);
  return more;
}

function ScrollCue({ side, shown }: { side: "start" | "end"; shown: boolean }) {
  if (!shown) return null;
  return (
    <span
      aria-hidden="true"
      data-testid={`tabs-more-${side}`}
      className={`pointer-events-none absolute inset-y-0 flex w-10 items-center text-stone-500 dark:text-stone-400 ${
        side === "start"
          ? "left-0 justify-start bg-gradient-to-r from-sand-50 via-sand-50/80 to-transparent dark:from-stone-950 dark:via-stone-950/80"
          : "right-0 justify-end bg-gradient-to-l from-sand-50 via-sand-50/80 to-transparent dark:from-stone-950 dark:via-stone-950/80"
      }`}
    >
      {side === "start" ? "‹" : "›"}
    </span>
  );
}

/** Props of the panel the tab list `name` controls, labelled by its selected tab. */
export function tabPanelProps(name: string, selected: string) {
  return { id: tabPanelId(name), role: "tabpanel", "aria-labelledby": tabId(name, selected) } as const;
}
