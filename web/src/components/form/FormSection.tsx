import type { ReactNode } from "react";
import { CARD, HINT } from "./Field";

/** One titled part of a long form (Basics, Photos, Your trip request), in its card; the title names the region. */
export function FormSection({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={`space-y-5 ${CARD}`}>
      <div>
        <h2 id={id} className="font-display text-xl font-semibold text-stone-900 sm:text-2xl dark:text-white">
          {title}
        </h2>
        {intro && <div className={HINT}>{intro}</div>}
      </div>
      {children}
    </section>
  );
}
