import { Link } from "react-router";
import type { Completeness } from "../../../../domain/dashboard";
import { LINK, Panel } from "./parts";

/** Profile completeness: a bar, then each item — done ones ticked, missing ones linking to the page that fixes them. */
export function CompletenessPanel({ completeness, editPath }: { completeness: Completeness; editPath: string }) {
  const { percent, items } = completeness;
  const missing = items.filter((i) => !i.done);
  return (
    <Panel
      id="dashboard-completeness"
      title="Your profile"
      action={
        <Link to={editPath} className={LINK}>
          Edit profile
        </Link>
      }
    >
      <div className="flex items-center gap-3">
        <div
          role="progressbar"
          aria-label="Profile completeness"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="h-3 flex-1 overflow-hidden rounded-full bg-stone-200 dark:bg-stone-700"
        >
          <div className="h-full rounded-full bg-brand-700 dark:bg-brand-200" style={{ width: `${percent}%` }} />
        </div>
        <p className="w-28 text-right text-sm font-semibold text-stone-900 dark:text-white">{percent}% complete</p>
      </div>
      {missing.length === 0 ? (
        <p className="mt-4 text-stone-700 dark:text-stone-200">Your profile is complete. Travelers see all of it.</p>
      ) : (
        <>
          <p className="mt-4 text-sm text-stone-600 dark:text-stone-300">
            {missing.length === 1 ? "One thing left:" : `${missing.length} things left:`}
          </p>
          <ul className="mt-2 space-y-2">
            {items.map((item) => (
              <li key={item.key} className="flex items-start gap-2">
                <span
                  aria-hidden="true"
                  className={`mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full text-xs font-bold ${
                    item.done
                      ? "bg-brand-700 text-white dark:bg-brand-200 dark:text-stone-900"
                      : "border-2 border-stone-400 dark:border-stone-500"
                  }`}
                >
                  {item.done ? "✓" : ""}
                </span>
                {item.done ? (
                  <span className="text-stone-600 dark:text-stone-300">
                    {item.label}
                    <span className="sr-only"> (done)</span>
                  </span>
                ) : (
                  <Link to={item.href} className={LINK}>
                    {item.label}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </Panel>
  );
}
