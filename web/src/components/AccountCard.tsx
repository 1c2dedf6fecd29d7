import type { ReactNode } from "react";
import { CARD } from "./form/Field";

/** A centred card for the account screens (creating a profile, its review, deleting the account). */
export function AccountCard({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:py-14">
      <h1 className="font-display text-3xl font-semibold text-stone-900 sm:text-4xl dark:text-white">{title}</h1>
      {intro && <div className="mt-2 text-stone-600 dark:text-stone-300">{intro}</div>}
      <div className={`mt-8 ${CARD}`}>{children}</div>
    </div>
  );
}
