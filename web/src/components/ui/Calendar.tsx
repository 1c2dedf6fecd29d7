import { type DateRange, DayPicker, type Modifiers } from "react-day-picker";

/**
 * A month calendar on react-day-picker (decision 017): a grid with arrow-key navigation, Page Up/Down for months,
 * and days that cannot be chosen greyed out, struck through and named so ("…, not available"). The app's dates are
 * calendar days as ISO text ("2027-05-04"); here they become local dates at midnight and back, so the day a
 * person clicks is the day sent whatever their time zone.
 */

/** "2027-05-04" → that day at local midnight. */
export function dateOfIso(iso: string): Date {
  const [y, m, d] = iso.split("-").map(Number);
  return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1);
}

/** A local date → its calendar day as "2027-05-04". */
export function isoOfDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The first day of the month of `iso` ("2027-05-19" → "2027-05-01"). */
export const monthOf = (iso: string) => `${iso.slice(0, 7)}-01`;

export interface IsoRange {
  from: string;
  to: string | null;
}

/** Days set apart by a look of their own (blocked, held by a booking) and a word for the screen reader. */
export interface DayMark {
  days: ReadonlySet<string>;
  className: string;
  /** Added to the day's name: "Saturday, June 6th, 2026, blocked". */
  label: string;
}

interface Common {
  /** The month shown (its first day, ISO); the parent keeps it to fetch what the month needs. */
  month: string;
  onMonthChange: (month: string) => void;
  /** The first and last day that can be chosen (ISO); the months outside them cannot be reached. */
  first: string;
  last: string;
  /** A day in range that still cannot be chosen. */
  unavailable?: (iso: string) => boolean;
  marks?: Record<string, DayMark>;
  /** The group's id (it takes focus when a form points at a problem with the dates). */
  id?: string;
  /** The id of the calendar's label (the group of month grids is named by it). */
  labelledBy: string;
  /** The id of a text that describes it (what to pick, the legend, a problem). */
  describedBy?: string;
}

type Selection =
  | { mode: "single"; selected: string | null; onSelect: (iso: string | null) => void }
  | { mode: "range"; selected: IsoRange | null; onSelect: (range: IsoRange | null) => void };

export type CalendarProps = Common & Selection;

const DAY =
  "size-10 rounded-full text-sm font-medium text-stone-900 hover:bg-stone-100 disabled:cursor-not-allowed disabled:hover:bg-transparent dark:text-white dark:hover:bg-stone-800";

const CLASS_NAMES = {
  root: "w-fit max-w-full",
  months: "relative",
  month_caption: "flex h-10 items-center px-2 font-semibold text-stone-900 dark:text-white",
  nav: "absolute inset-x-0 top-0 flex h-10 items-center justify-end gap-1",
  button_previous:
    "grid size-10 place-items-center rounded-full text-stone-700 hover:bg-stone-100 aria-disabled:opacity-40 dark:text-stone-200 dark:hover:bg-stone-800",
  button_next:
    "grid size-10 place-items-center rounded-full text-stone-700 hover:bg-stone-100 aria-disabled:opacity-40 dark:text-stone-200 dark:hover:bg-stone-800",
  chevron: "size-5 fill-current",
  month_grid: "border-collapse",
  weekday: "size-10 text-xs font-medium text-stone-600 dark:text-stone-300",
  day: "p-0 text-center",
  day_button: DAY,
  today: "[&>button]:underline [&>button]:decoration-2 [&>button]:underline-offset-4",
  outside: "[&>button]:text-stone-500 dark:[&>button]:text-stone-400",
  disabled: "[&>button]:text-stone-400 [&>button]:line-through dark:[&>button]:text-stone-500 [&>button]:font-normal",
  selected: "[&>button]:bg-brand-700 [&>button]:text-white [&>button]:hover:bg-brand-800 [&>button]:no-underline",
  range_middle:
    "bg-brand-100 dark:bg-brand-900 [&>button]:bg-transparent [&>button]:text-brand-900 dark:[&>button]:text-white [&>button]:hover:bg-brand-200",
  range_start: "rounded-l-full bg-brand-100 dark:bg-brand-900",
  range_end: "rounded-r-full bg-brand-100 dark:bg-brand-900",
};

export function Calendar(props: CalendarProps) {
  const { id, month, onMonthChange, first, last, unavailable, marks = {}, labelledBy, describedBy } = props;
  const isDisabled = (date: Date) => {
    const iso = isoOfDate(date);
    return iso < first || iso > last || Boolean(unavailable?.(iso));
  };
  const modifiers = Object.fromEntries(
    Object.entries(marks).map(([name, mark]) => [name, (date: Date) => mark.days.has(isoOfDate(date))]),
  );
  const modifiersClassNames = Object.fromEntries(Object.entries(marks).map(([name, mark]) => [name, mark.className]));
  const labelDay = (date: Date, m: Modifiers) => {
    const iso = isoOfDate(date);
    const words = [DAY_NAME.format(date)];
    for (const [name, mark] of Object.entries(marks)) if (m[name] && mark.days.has(iso)) words.push(mark.label);
    if (m.disabled && !Object.keys(marks).some((name) => m[name])) words.push("not available");
    if (m.selected) words.push("selected");
    return words.join(", ");
  };
  const shared = {
    month: dateOfIso(month),
    onMonthChange: (d: Date) => onMonthChange(isoOfDate(d)),
    startMonth: dateOfIso(monthOf(first)),
    endMonth: dateOfIso(monthOf(last)),
    disabled: isDisabled,
    modifiers,
    modifiersClassNames,
    classNames: CLASS_NAMES,
    showOutsideDays: true,
    weekStartsOn: 1 as const,
    labels: { labelDayButton: labelDay },
  };
  const range: DateRange | undefined =
    props.mode === "range" && props.selected
      ? { from: dateOfIso(props.selected.from), to: props.selected.to ? dateOfIso(props.selected.to) : undefined }
      : undefined;
  return (
    <fieldset id={id} tabIndex={id ? -1 : undefined} aria-labelledby={labelledBy} aria-describedby={describedBy}>
      {props.mode === "single" ? (
        <DayPicker
          {...shared}
          mode="single"
          selected={props.selected ? dateOfIso(props.selected) : undefined}
          onSelect={(d) => props.onSelect(d ? isoOfDate(d) : null)}
        />
      ) : (
        // A click after a whole range starts a new one; a range over a day that cannot be had starts over there.
        <DayPicker
          {...shared}
          mode="range"
          excludeDisabled
          resetOnSelect
          selected={range}
          onSelect={(r) =>
            props.onSelect(r?.from ? { from: isoOfDate(r.from), to: r.to ? isoOfDate(r.to) : null } : null)
          }
        />
      )}
    </fieldset>
  );
}

// Made on first use (a calendar's first label), not as the module loads: the first Intl object a page makes loads the
// browser's locale data in one long task (domain/numbers.ts).
let dayName: Intl.DateTimeFormat | undefined;
const DAY_NAME = {
  format(date: Date): string {
    dayName ??= new Intl.DateTimeFormat("en-US", { weekday: "long", month: "long", day: "numeric", year: "numeric" });
    return dayName.format(date);
  },
};
