import { useId, useState } from "react";
import { useLocation } from "react-router";
import { BRAND } from "../../../../domain/brand";
import { FAQ, type FaqEntry } from "../../../../domain/faq";
import { stripDiacritics } from "../../../../domain/text";
import { INPUT } from "../../components/form/Field";
import { InfoLayout, P, TextLink } from "./parts";

const normal = (text: string) => stripDiacritics(text).toLowerCase();

/** Whether every word of the search appears in the question or its answer. */
function matches(entry: FaqEntry, words: string[]): boolean {
  const text = normal(`${entry.question} ${entry.answer.join(" ")}`);
  return words.every((w) => text.includes(w));
}

function Question({ entry, open }: { entry: FaqEntry; open: boolean }) {
  return (
    <details
      id={entry.id}
      open={open || undefined}
      className="group scroll-mt-24 rounded-2xl bg-white ring-1 ring-stone-900/10 open:ring-brand-700 dark:bg-stone-900 dark:ring-white/10"
    >
      <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-2xl p-4 font-semibold text-stone-900 hover:bg-stone-50 sm:p-5 dark:text-white dark:hover:bg-stone-800 [&::-webkit-details-marker]:hidden">
        {entry.question}
        <span
          aria-hidden="true"
          className="shrink-0 text-xl leading-none text-brand-700 transition-transform group-open:rotate-45 dark:text-brand-200"
        >
          +
        </span>
      </summary>
      <div className="space-y-3 px-4 pb-5 sm:px-5">
        {entry.answer.map((text) => (
          <P key={text}>{text}</P>
        ))}
        {entry.link && (
          <p>
            <TextLink to={entry.link.to}>{entry.link.label}</TextLink>
          </p>
        )}
      </div>
    </details>
  );
}

/** /faq: the questions by topic as an accordion (native details), filtered as you type. */
export function Component() {
  const [query, setQuery] = useState("");
  const { hash } = useLocation();
  const searchId = useId();
  const words = normal(query).split(/\s+/).filter(Boolean);
  const sections = FAQ.map((s) => ({ ...s, entries: s.entries.filter((e) => matches(e, words)) })).filter(
    (s) => s.entries.length > 0,
  );
  const count = sections.reduce((n, s) => n + s.entries.length, 0);
  return (
    <InfoLayout
      id="faq"
      lead={
        <p>
          Booking, paying, cancelling, reviewing and hosting on {BRAND.name}. Can&apos;t find your answer?{" "}
          <TextLink to="/contact">Ask us</TextLink>.
        </p>
      }
    >
      <search className="space-y-2">
        <label htmlFor={searchId} className="block text-sm font-medium text-stone-800 dark:text-stone-200">
          Search the questions
        </label>
        <input
          id={searchId}
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder="deposit, refund, review…"
          className={INPUT}
          autoComplete="off"
        />
        <p aria-live="polite" className="text-sm text-stone-600 dark:text-stone-300">
          {words.length === 0 ? "" : count === 1 ? "1 question matches" : `${count} questions match`}
        </p>
      </search>
      {sections.length === 0 ? (
        <div className="rounded-2xl bg-stone-100 p-6 text-center dark:bg-stone-800">
          <P>No questions match “{query.trim()}”.</P>
          <p className="mt-2">
            <TextLink to="/contact">Ask the team instead</TextLink>
          </p>
        </div>
      ) : (
        sections.map((s) => (
          <section key={s.title} aria-label={s.title} className="space-y-3">
            <h2 className="font-display text-2xl font-semibold text-stone-900 dark:text-white">{s.title}</h2>
            {s.entries.map((e) => (
              <Question key={e.id} entry={e} open={hash === `#${e.id}`} />
            ))}
          </section>
        ))
      )}
    </InfoLayout>
  );
}
