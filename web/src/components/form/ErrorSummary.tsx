import { useEffect, useRef } from "react";
import type { FormErrors } from "./Field";

const checkThese = (count: number) => `Please check ${count === 1 ? "this field" : "these fields"}:`;

/**
 * The problems found on the last submit at the top of the form, each linking to its field (`fieldId`). Each failed
 * submit (a new `attempt`, from useFormDraft) moves focus: to the summary itself, so a screen reader hears it at
 * once, or with `focus="first-field"` to the first field with a message in page order (the summary when none).
 */
export function ErrorSummary({
  errors,
  fieldId,
  attempt,
  focus = "summary",
  title = checkThese,
}: {
  errors: FormErrors;
  fieldId: (field: string) => string;
  attempt: number;
  focus?: "summary" | "first-field";
  title?: (count: number) => string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const entries = Object.entries(errors).filter((e): e is [string, string] => Boolean(e[1]));

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new attempt moves focus, not a message cleared
  useEffect(() => {
    if (attempt === 0) return;
    const fields = focus === "first-field" ? firstInPageOrder(entries.map(([f]) => fieldId(f))) : null;
    (fields ?? ref.current)?.focus();
  }, [attempt]);

  if (entries.length === 0) return null;
  return (
    <div
      ref={ref}
      role="alert"
      tabIndex={-1}
      className="rounded-2xl border border-red-300 bg-red-50 p-4 text-sm text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-100"
    >
      <p className="font-semibold">{title(entries.length)}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {entries.map(([field, message]) => (
          <li key={field}>
            <a href={`#${fieldId(field)}`} className="underline underline-offset-2">
              {message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

function firstInPageOrder(ids: string[]): HTMLElement | null {
  const found = ids.map((id) => document.getElementById(id)).filter((el): el is HTMLElement => el !== null);
  found.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  return found[0] ?? null;
}
