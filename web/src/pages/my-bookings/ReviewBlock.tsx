import { type FormEvent, useId, useState } from "react";
import type { BookingSummary } from "../../../../domain/api/bookings";
import { REVIEW_LIMITS } from "../../../../domain/bookings/reviews";
import { Field, TextArea } from "../../components/form/Field";
import { errorText } from "../../components/form/FormError";
import { StarIcon } from "../../components/icons";
import { Button } from "../../components/ui/Button";
import { call } from "../../lib/api";
import { useToast } from "../../lib/toast";
import { REVIEW_STATE } from "./booking-text";
import { refreshBookings, type Side } from "./bookings-data";

type Review = NonNullable<BookingSummary["review"]>;

const STATE_LOOK: Record<Review["status"], string> = {
  pending: "bg-amber-100 text-amber-950 dark:bg-amber-950 dark:text-amber-100",
  verified: "bg-brand-50 text-brand-900 dark:bg-stone-800 dark:text-brand-100",
  rejected: "bg-stone-200 text-stone-800 dark:bg-stone-800 dark:text-stone-200",
};

export function Stars({ rating }: { rating: number }) {
  return (
    <span role="img" aria-label={`${rating} out of 5 stars`} className="inline-flex">
      {[1, 2, 3, 4, 5].map((n) => (
        <StarIcon
          key={n}
          width={16}
          height={16}
          className={n <= rating ? "text-amber-500" : "text-stone-300 dark:text-stone-600"}
        />
      ))}
    </span>
  );
}

/** The host's one reply to a published review (POST /api/reviews/:id/reply). */
function ReplyForm({ review }: { review: Review }) {
  const id = useId();
  const { toast } = useToast();
  const [body, setBody] = useState("");
  const [problem, setProblem] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!body.trim()) {
      setProblem("Write your reply first.");
      document.getElementById(id)?.focus();
      return;
    }
    setSending(true);
    try {
      await call("POST /api/reviews/:id/reply", { params: { id: review.id }, body: { body: body.trim() } });
    } catch (err) {
      setProblem(errorText(err).replace(/^body: /, ""));
      setSending(false);
      return;
    }
    toast("Your reply is published with the review.", "success");
    await refreshBookings();
  };
  return (
    <form noValidate onSubmit={submit} aria-label="Reply to this review" className="mt-3 space-y-3">
      <Field
        id={id}
        label="Your reply"
        hint={`You can reply once; it shows under the review (${body.trim().length}/${REVIEW_LIMITS.replyMax}).`}
        error={problem}
        alert
      >
        <TextArea
          rows={3}
          value={body}
          maxLength={REVIEW_LIMITS.replyMax}
          onChange={(e) => {
            setBody(e.target.value);
            setProblem(undefined);
          }}
        />
      </Field>
      <Button type="submit" size="sm" busy={sending} busyLabel="Publishing…">
        Publish reply
      </Button>
    </form>
  );
}

/** "Reply" opens the one reply a host may give, so a list of reviews is not a list of open forms. */
function Reply({ review }: { review: Review }) {
  const [open, setOpen] = useState(false);
  const id = `reply-${review.id}`;
  return (
    <div className="mt-3">
      <Button variant="secondary" size="sm" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        Reply to this review
      </Button>
      <div id={id} hidden={!open}>
        {open && <ReplyForm review={review} />}
      </div>
    </div>
  );
}

/** The traveler's review of a trip, where it stands, and the host's reply (or, for the host, the form for it). */
export function ReviewBlock({ booking, side }: { booking: BookingSummary; side: Side }) {
  const review = booking.review;
  if (!review) return null;
  const state = REVIEW_STATE[review.status];
  return (
    <section
      aria-label={side === "host" ? `${booking.traveler.name}'s review` : "Your review"}
      className="rounded-2xl bg-stone-50 p-4 dark:bg-stone-800/60"
    >
      <div className="flex flex-wrap items-center gap-2">
        <p className="text-sm font-semibold text-stone-900 dark:text-white">
          {side === "host" ? `${booking.traveler.name}'s review` : "Your review"}
        </p>
        <Stars rating={review.rating} />
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATE_LOOK[review.status]}`}>
          {state.label}
        </span>
      </div>
      <p className="mt-2 whitespace-pre-line text-sm text-stone-800 dark:text-stone-100">{review.body}</p>
      <p className="mt-2 text-sm text-stone-600 dark:text-stone-300">
        {state[side]}
        {review.status === "rejected" && review.rejection_reason ? ` Reason: ${review.rejection_reason}` : ""}
      </p>
      {review.host_reply ? (
        <div className="mt-3 border-l-2 border-brand-700 pl-3 dark:border-brand-200">
          <p className="text-sm font-semibold text-stone-900 dark:text-white">
            {side === "host" ? "Your reply" : `Reply from ${booking.host.name}`}
          </p>
          <p className="whitespace-pre-line text-sm text-stone-800 dark:text-stone-100">{review.host_reply}</p>
        </div>
      ) : (
        side === "host" && review.status === "verified" && <Reply review={review} />
      )}
    </section>
  );
}
