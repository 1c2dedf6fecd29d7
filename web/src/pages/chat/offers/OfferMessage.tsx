import { lazy, Suspense } from "react";

/** The query keys of offers start with this: a booking notice refreshes every card on screen. */
export const OFFER_KEY = ["offer"] as const;

// The card loads with the first offer a thread shows, not with the chat page.
const OfferCard = lazy(() => import("./OfferCard").then((m) => ({ default: m.OfferCard })));

export function OfferCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      data-testid="offer-skeleton"
      className="w-full space-y-3 rounded-2xl bg-white p-4 ring-1 ring-stone-900/5 dark:bg-stone-900"
    >
      <span className="block h-3 w-24 animate-pulse rounded bg-stone-200 dark:bg-stone-800" />
      <span className="block h-5 w-3/4 animate-pulse rounded bg-stone-200 dark:bg-stone-800" />
      <span className="block h-16 animate-pulse rounded-xl bg-stone-200 dark:bg-stone-800" />
    </div>
  );
}

/** A message that carries a host's custom offer: its card on the sender's side of the thread, then its time. */
export function OfferMessage({
  offerId,
  me,
  mine,
  time,
  status,
}: {
  offerId: string;
  me: string;
  mine: boolean;
  time: string;
  status?: string;
}) {
  return (
    <li className={`flex ${mine ? "justify-end" : "justify-start"}`}>
      <div className={`flex w-full max-w-sm flex-col ${mine ? "items-end" : "items-start"}`}>
        <Suspense fallback={<OfferCardSkeleton />}>
          <OfferCard offerId={offerId} me={me} />
        </Suspense>
        <p className="mt-0.5 px-1 text-xs text-stone-600 dark:text-stone-300">
          <span className="sr-only">{mine ? "You, " : ""}</span>
          {time}
          {status && <span data-testid="message-status"> · {status}</span>}
        </p>
      </div>
    </li>
  );
}
