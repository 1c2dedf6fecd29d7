import { type FormEvent, useId, useState } from "react";
import type { BookingSummary } from "../../../../domain/api/bookings";
import { MAX_REVIEW_PHOTOS, REVIEW_LIMITS } from "../../../../domain/bookings/reviews";
import { Field, FieldSet, TextArea } from "../../components/form/Field";
import { errorText, FormError } from "../../components/form/FormError";
import { StarIcon } from "../../components/icons";
import { PhotoListEditor } from "../../components/media/PhotoListEditor";
import { Button } from "../../components/ui/Button";
import { call } from "../../lib/api";
import { refreshBookings } from "./bookings-data";

const STARS = [1, 2, 3, 4, 5] as const;
const starName = (n: number) => (n === 1 ? "1 star" : `${n} stars`);

/**
 * Rating 1–5 as a radio group drawn as stars: native radios (transparent over their stars, so a tap on a star is one
 * on its radio; the arrow keys move the rating), each star lit up to the chosen one or the one under the pointer.
 */
function StarRating({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: number;
  onChange: (n: number) => void;
  error?: string;
}) {
  const [hover, setHover] = useState(0);
  const lit = hover || value;
  return (
    <FieldSet id={id} legend="Your rating" error={error}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the pointer preview only; the radios carry the choice */}
      <div className="flex gap-1" onMouseLeave={() => setHover(0)}>
        {STARS.map((n) => (
          <label
            key={n}
            onMouseEnter={() => setHover(n)}
            className="relative cursor-pointer rounded-lg p-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
          >
            <input
              type="radio"
              name={`${id}-stars`}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              className="absolute inset-0 m-0 size-full cursor-pointer appearance-none opacity-0"
            />
            <span className="sr-only">{starName(n)}</span>
            <StarIcon
              width={32}
              height={32}
              className={n <= lit ? "text-amber-500" : "text-stone-300 dark:text-stone-600"}
            />
          </label>
        ))}
      </div>
      <p aria-hidden="true" className="mt-1 text-sm text-stone-600 dark:text-stone-300">
        {value ? `${starName(value)} out of 5` : "Choose from 1 to 5 stars."}
      </p>
    </FieldSet>
  );
}

type Problems = { rating?: string; body?: string; photos?: string; form?: string };

/**
 * The traveler's review of a completed trip (POST /api/bookings/:id/review): stars, words and up to six photos
 * through the upload pipeline. It waits for an admin's verification, which the card then shows.
 */
export function ReviewForm({
  booking,
  onSent,
  onCancel,
}: {
  booking: BookingSummary;
  onSent: () => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [rating, setRating] = useState(0);
  const [body, setBody] = useState("");
  const [photos, setPhotos] = useState<string[]>([]);
  const [problems, setProblems] = useState<Problems>({});
  const [sending, setSending] = useState(false);
  const length = body.trim().length;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found: Problems = {};
    if (!rating) found.rating = "Choose a rating from 1 to 5 stars.";
    if (length < REVIEW_LIMITS.bodyMin)
      found.body = `Tell other travelers a little more: at least ${REVIEW_LIMITS.bodyMin} characters.`;
    if (found.rating || found.body) {
      setProblems(found);
      document.getElementById(found.rating ? `${id}-rating` : `${id}-body`)?.focus();
      return;
    }
    setSending(true);
    setProblems({});
    try {
      await call("POST /api/bookings/:id/review", {
        params: { id: booking.id },
        body: { rating, body: body.trim(), photos },
      });
    } catch (err) {
      const text = errorText(err);
      setProblems(
        text.startsWith("photos: ")
          ? { photos: text.slice(8) }
          : text.startsWith("body: ")
            ? { body: text.slice(6) }
            : { form: text },
      );
      setSending(false);
      return;
    }
    await refreshBookings();
    onSent();
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={`Review of ${booking.listing.title}`}
      className="space-y-5 rounded-2xl border border-stone-200 p-4 sm:p-5 dark:border-stone-700"
    >
      <StarRating id={`${id}-rating`} value={rating} onChange={setRating} error={problems.rating} />
      <Field
        id={`${id}-body`}
        label="Your review"
        hint={`What was the trip like with ${booking.host.name}? ${length}/${REVIEW_LIMITS.bodyMax} characters, at least ${REVIEW_LIMITS.bodyMin}.`}
        error={problems.body}
      >
        <TextArea rows={5} value={body} maxLength={REVIEW_LIMITS.bodyMax} onChange={(e) => setBody(e.target.value)} />
      </Field>
      <PhotoListEditor
        label="Photos (optional)"
        value={photos}
        onChange={setPhotos}
        max={MAX_REVIEW_PHOTOS}
        cover={false}
        error={problems.photos}
      />
      <FormError message={problems.form ?? null} />
      <p className="text-sm text-stone-600 dark:text-stone-300">
        Our team verifies each review against its booking before it is published.
      </p>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" size="md" busy={sending} busyLabel="Sending…">
          Send review
        </Button>
        <Button variant="secondary" size="md" onClick={onCancel}>
          Not now
        </Button>
      </div>
    </form>
  );
}
