import type { ComponentProps, ReactNode } from "react";
import { Link } from "react-router";
import { INFO_PAGES, type InfoPageId } from "../../../../domain/info-pages";
import { pageTitle } from "../../../../domain/titles";
import { usePageTitle } from "../../lib/page-title";

/** The information pages' shared frame and text pieces (the texts themselves are in ./content). */

const dateFormat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

export function formatUpdated(iso: string): string {
  return dateFormat.format(new Date(`${iso}T00:00:00Z`));
}

export interface TocItem {
  id: string;
  title: string;
}

/**
 * An information page: its heading (domain/info-pages.ts names it, as the share metadata does), a lead, the date
 * the text last changed when `showUpdated`, an "On this page" list when `toc` has entries, then the text.
 */
export function InfoLayout({
  id,
  lead,
  showUpdated = false,
  toc = [],
  wide = false,
  children,
}: {
  id: InfoPageId;
  lead?: ReactNode;
  showUpdated?: boolean;
  toc?: TocItem[];
  wide?: boolean;
  children: ReactNode;
}) {
  const page = INFO_PAGES[id];
  usePageTitle(pageTitle(page.name));
  return (
    <div className={`mx-auto px-4 py-10 sm:py-14 ${wide ? "max-w-6xl" : "max-w-3xl"}`}>
      <header className="mb-8 space-y-3">
        <h1 className="font-display text-3xl font-semibold tracking-tight text-stone-900 sm:text-4xl dark:text-white">
          {page.name}
        </h1>
        {lead && <div className="text-lg text-stone-700 dark:text-stone-200">{lead}</div>}
        {showUpdated && (
          <p className="text-sm text-stone-600 dark:text-stone-300">
            Last updated <time dateTime={page.updated}>{formatUpdated(page.updated)}</time>
          </p>
        )}
      </header>
      {toc.length > 0 && (
        <nav aria-labelledby="on-this-page" className="mb-10 rounded-2xl bg-stone-100 p-5 text-sm dark:bg-stone-800">
          <h2 id="on-this-page" className="font-semibold text-stone-900 dark:text-white">
            On this page
          </h2>
          <ol className="mt-2 grid gap-1 sm:grid-cols-2">
            {toc.map((t) => (
              <li key={t.id}>
                <a href={`#${t.id}`} className="text-brand-800 underline-offset-2 hover:underline dark:text-brand-200">
                  {t.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      <div className="space-y-10">{children}</div>
    </div>
  );
}

/** A titled part of a page (the target of its "On this page" link). */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} id={id} className="scroll-mt-24 space-y-4">
      <h2 id={`${id}-title`} className="font-display text-2xl font-semibold text-stone-900 dark:text-white">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function H3({ children }: { children: ReactNode }) {
  return <h3 className="pt-2 text-lg font-semibold text-stone-900 dark:text-white">{children}</h3>;
}

export function P({ children }: { children: ReactNode }) {
  return <p className="leading-relaxed text-stone-700 dark:text-stone-200">{children}</p>;
}

export function List({ children, ordered = false }: { children: ReactNode; ordered?: boolean }) {
  const className = `space-y-2 pl-5 leading-relaxed text-stone-700 dark:text-stone-200 ${ordered ? "list-decimal" : "list-disc"}`;
  return ordered ? <ol className={className}>{children}</ol> : <ul className={className}>{children}</ul>;
}

const LINK = "font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900 dark:text-brand-200";

/** A link inside the text: the router for the site's pages, a plain link for the rest. */
export function TextLink({ to, children, ...rest }: { to: string; children: ReactNode } & ComponentProps<"a">) {
  return /^(https?:|mailto:)/.test(to) || rest.download !== undefined ? (
    <a href={to} className={LINK} {...rest}>
      {children}
    </a>
  ) : (
    <Link to={to} className={LINK}>
      {children}
    </Link>
  );
}

/** A short highlighted fact or rule. */
export function Note({ children }: { children: ReactNode }) {
  return (
    <div className="rounded-2xl border-l-4 border-brand-700 bg-brand-50 p-4 text-stone-800 dark:bg-stone-800 dark:text-stone-100">
      {children}
    </div>
  );
}

/** A table that may be wider than a phone: it scrolls sideways, and the keyboard can scroll it too. */
export function WideTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1)
    <section aria-label={label} tabIndex={0} className="overflow-x-auto rounded-lg">
      {children}
    </section>
  );
}
