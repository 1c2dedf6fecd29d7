import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonClass } from "../../components/ui/Button";

export function SectionHeading({
  id,
  eyebrow,
  title,
  action,
  inverted = false,
}: {
  id: string;
  eyebrow: string;
  title: string;
  action?: ReactNode;
  inverted?: boolean;
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <p
          className={`text-sm font-semibold tracking-wide uppercase ${inverted ? "text-amber-300" : "text-ember-700 dark:text-amber-400"}`}
        >
          {eyebrow}
        </p>
        <h2
          id={id}
          className={`mt-1 font-display text-3xl font-semibold sm:text-4xl ${inverted ? "text-white" : "text-stone-900 dark:text-white"}`}
        >
          {title}
        </h2>
      </div>
      {action}
    </div>
  );
}

/** A rounded outline link placed beside a section heading ("See all hosts", "All hosts in Nepal"). */
export function SectionLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={buttonClass({ variant: "secondary", size: "sm" })}>
      {children}
    </Link>
  );
}
