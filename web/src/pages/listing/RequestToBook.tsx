import { lazy, Suspense, useState } from "react";
import type { ListingDetail } from "../../../../domain/api/listings";
import { INTENTS } from "../../../../domain/return-path";
import { CalendarIcon } from "../../components/icons";
import { buttonClass } from "../../components/ui/Button";
import { Dialog } from "../../components/ui/Dialog";

// The form and its calendar load when someone opens it, not with the listing page.
const RequestForm = lazy(() => import("./RequestForm").then((m) => ({ default: m.RequestForm })));

const title = (listing: ListingDetail) => (listing.kind === "group_tour" ? "Book your seats" : "Request to book");

/**
 * The listing's call to book: the button (in the price box and the phones' action bar, both marked for the return
 * from signing in) and the dialog with the request form it opens.
 */
export function useRequestToBook(listing: ListingDetail) {
  const [open, setOpen] = useState(false);
  // Kept once opened, so closing and reopening keeps what was chosen.
  const [opened, setOpened] = useState(false);
  const show = () => {
    setOpened(true);
    setOpen(true);
  };
  const button = (className = "") => (
    <button
      type="button"
      data-intent={INTENTS.requestBooking}
      onClick={show}
      className={`${buttonClass()} ${className}`}
    >
      <CalendarIcon width={18} height={18} />
      {title(listing)}
    </button>
  );
  const dialog = (
    <Dialog open={open} onClose={() => setOpen(false)} title={title(listing)} description={listing.title} size="lg">
      <button
        type="button"
        aria-label="Close"
        onClick={() => setOpen(false)}
        className="absolute top-4 right-4 grid size-10 place-items-center rounded-full text-2xl leading-none text-stone-600 hover:bg-stone-100 dark:text-stone-300 dark:hover:bg-stone-800"
      >
        <span aria-hidden="true">×</span>
      </button>
      {opened && (
        <Suspense fallback={<FormSkeleton />}>
          <RequestForm listing={listing} />
        </Suspense>
      )}
    </Dialog>
  );
  return { button, dialog };
}

function FormSkeleton() {
  return (
    <div role="status" aria-busy="true" className="mt-5 space-y-3">
      <span className="sr-only">Loading the booking form…</span>
      <div
        aria-hidden="true"
        className="h-72 w-full max-w-80 animate-shimmer rounded-2xl bg-stone-200 dark:bg-stone-800"
      />
      <div aria-hidden="true" className="h-10 w-48 animate-shimmer rounded-xl bg-stone-200 dark:bg-stone-800" />
    </div>
  );
}
