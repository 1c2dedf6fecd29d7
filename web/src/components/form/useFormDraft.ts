import { useState } from "react";
import type { FormErrors } from "./Field";

/**
 * A form's state: the draft, `update` for partial changes (which clears the messages of the fields it changes,
 * nested ones too: "departures" clears "departures.2.seats_total"), and `report` for what a submit found: it sets
 * the messages and, when there are any, counts an `attempt` (the ErrorSummary moves focus on each) and says so.
 */
export function useFormDraft<T extends object>(initial: T | (() => T)) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<FormErrors>({});
  const [attempt, setAttempt] = useState(0);
  const update = (patch: Partial<T>) => {
    setDraft((d) => ({ ...d, ...patch }));
    const changed = Object.keys(patch);
    setErrors((e) =>
      Object.fromEntries(Object.entries(e).filter(([k]) => !changed.some((c) => k === c || k.startsWith(`${c}.`)))),
    );
  };
  const report = (found: FormErrors): boolean => {
    setErrors(found);
    const failed = Object.values(found).some(Boolean);
    if (failed) setAttempt((n) => n + 1);
    return failed;
  };
  return { draft, setDraft, errors, setErrors, update, report, attempt };
}
