import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, type KeyboardEvent, useState } from "react";
import { Link } from "react-router";
import type { TripRequestBody, TripRequestResponse } from "../../../../domain/api/account";
import {
  BUDGET_LABEL,
  BUDGET_LEVELS,
  type BudgetLevel,
  TRIP_LIMITS,
  TRIP_REQUEST_SCHEMA,
  todayIso,
  tripDestination,
} from "../../../../domain/trip-request";
import { PERSONAL_QUERY_KEY } from "../../auth/AuthProvider";
import { LoadError } from "../../components/PageStates";
import { PlaceAutocomplete } from "../../components/PlaceAutocomplete";
import { call, urlFor } from "../../lib/api";
import { useToast } from "../../lib/toast";
import { errorText, SaveError } from "../account/account-state";
import {
  ErrorSummary,
  FieldError,
  fieldId,
  focusSummary,
  HINT,
  INPUT,
  invalidProps,
  LABEL,
  PRIMARY,
  SECONDARY,
} from "../account/ProfileFields";
import { type FormErrors, FormSkeleton, fieldErrorFrom, useRefreshPublicPages } from "./profile-parts";

const FORM_ID = "trip-request";
const TRIP_QUERY_KEY = [PERSONAL_QUERY_KEY, "trip-request"];

export const TRIP_LABEL: Record<keyof TripRequestBody, string> = {
  destinations: "Destinations",
  start_date: "Start date",
  end_date: "End date",
  group_size: "Group size",
  interests: "Interests",
  budget: "Budget",
  description: "About your trip",
  is_public: "Show on Travelers",
};

interface TripDraft {
  destinations: string[];
  start_date: string;
  end_date: string;
  group_size: string;
  interests: string[];
  budget: BudgetLevel | "";
  description: string;
  is_public: boolean;
}

function draftOf(saved: TripRequestResponse["trip_request"]): TripDraft {
  return {
    destinations: saved?.destinations ?? [],
    start_date: saved?.start_date ?? "",
    end_date: saved?.end_date ?? "",
    group_size: String(saved?.group_size ?? 1),
    interests: saved?.interests ?? [],
    budget: saved?.budget ?? "",
    description: saved?.description ?? "",
    is_public: saved?.is_public ?? true,
  };
}

function bodyOf(d: TripDraft): Record<keyof TripRequestBody, unknown> {
  return {
    destinations: d.destinations,
    start_date: d.start_date || null,
    end_date: d.end_date || null,
    group_size: d.group_size.trim() === "" ? Number.NaN : Number(d.group_size),
    interests: d.interests,
    budget: d.budget || null,
    description: d.description.trim() || null,
    is_public: d.is_public,
  };
}

/** The shared rules (domain/trip-request.ts) checked before sending: one message per field, named. */
function checkTrip(d: TripDraft): { body: TripRequestBody | null; errors: FormErrors } {
  const result = TRIP_REQUEST_SCHEMA.safeParse(bodyOf(d));
  if (result.success) return { body: result.data, errors: {} };
  const errors: FormErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "");
    if (!(field in TRIP_LABEL) || errors[field]) continue;
    const message = field === "group_size" && issue.code === "invalid_type" ? "must be a number" : issue.message;
    errors[field] = `${TRIP_LABEL[field as keyof TripRequestBody]}: ${message}`;
  }
  return { body: null, errors };
}

/** A list of short texts as removable chips: destinations (from the list) and interests (typed). */
function Chips({ label, items, onRemove }: { label: string; items: string[]; onRemove: (item: string) => void }) {
  if (items.length === 0) return null;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {items.map((item) => (
        <li
          key={item}
          className="flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm font-medium text-brand-900 dark:bg-stone-800 dark:text-white"
        >
          {item}
          <button
            type="button"
            aria-label={`Remove ${item}`}
            onClick={() => onRemove(item)}
            className="flex size-6 items-center justify-center rounded-full hover:bg-brand-100 dark:hover:bg-stone-700"
          >
            ×
          </button>
        </li>
      ))}
    </ul>
  );
}

function TripForm({ saved, publicPath }: { saved: TripRequestResponse["trip_request"]; publicPath: string }) {
  const [draft, setDraft] = useState(() => draftOf(saved));
  const [errors, setErrors] = useState<FormErrors>({});
  const [placeText, setPlaceText] = useState("");
  const [interestText, setInterestText] = useState("");
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [savedNow, setSavedNow] = useState<TripRequestResponse["trip_request"]>(saved);
  const { toast } = useToast();
  const refreshPages = useRefreshPublicPages();
  const queryClient = useQueryClient();

  const update = (patch: Partial<TripDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setErrors((e) => {
      const next = { ...e };
      for (const key of Object.keys(patch)) delete next[key];
      return next;
    });
  };

  const addDestination = (text: string) => {
    const found = tripDestination(text);
    setPlaceText("");
    if (!found) {
      if (text.trim()) setErrors((e) => ({ ...e, destinations: "Destinations: choose a country from the list" }));
      return;
    }
    if (draft.destinations.includes(found)) return;
    update({ destinations: [...draft.destinations, found] });
  };

  const addInterest = (text: string) => {
    const clean = text.trim().replace(/\s+/g, " ");
    setInterestText("");
    if (!clean) return;
    if (draft.interests.some((i) => i.toLowerCase() === clean.toLowerCase())) return;
    update({ interests: [...draft.interests, clean] });
  };
  const onInterestKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "Enter" && !e.nativeEvent.isComposing) {
      e.preventDefault();
      addInterest(interestText);
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const { body, errors: problems } = checkTrip(draft);
    setErrors(problems);
    if (!body) return focusSummary(FORM_ID);
    setSaving(true);
    try {
      const res = await call("PUT /api/me/trip-request", { body });
      setSavedNow(res.trip_request);
      queryClient.setQueryData(TRIP_QUERY_KEY, res);
      refreshPages(
        [
          urlFor("GET /api/travelers"),
          urlFor("GET /api/travelers/:idOrSlug", { params: { idOrSlug: publicPath.replace("/traveler/", "") } }),
        ],
        ["travelers", "traveler"],
      );
      toast(
        body.is_public
          ? "Trip request saved. Hosts can see it on Travelers."
          : "Trip request saved (only you can see it).",
        "success",
      );
    } catch (err) {
      const named = fieldErrorFrom(err, TRIP_LABEL);
      if (named) {
        setErrors({ [named.field]: named.message });
        focusSummary(FORM_ID);
      } else setError(errorText(err));
    } finally {
      setSaving(false);
    }
  };

  const today = todayIso();
  const dest = fieldId(FORM_ID, "destinations");
  const interests = fieldId(FORM_ID, "interests");
  const description = fieldId(FORM_ID, "description");

  return (
    <form noValidate onSubmit={submit} className="space-y-6" aria-label="Your trip request">
      <ErrorSummary formId={FORM_ID} errors={errors} />
      <SaveError message={error} />

      <div>
        <PlaceAutocomplete
          id={dest}
          label={`Destinations (up to ${TRIP_LIMITS.destinations})`}
          kinds="countries"
          value={placeText}
          onChange={setPlaceText}
          onSelect={(o) => addDestination(o.label)}
          onEnter={addDestination}
          recentsKey="trip-destinations"
          placeholder="Add a country, e.g. Kyrgyzstan"
          inputClassName={INPUT}
          invalid={Boolean(errors.destinations)}
          describedBy={errors.destinations ? `${dest}-error` : undefined}
        />
        <FieldError formId={FORM_ID} field="destinations" errors={errors} />
        <div className="mt-2">
          <Chips
            label="Chosen destinations"
            items={draft.destinations}
            onRemove={(d) => update({ destinations: draft.destinations.filter((x) => x !== d) })}
          />
        </div>
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={fieldId(FORM_ID, "start_date")} className={LABEL}>
            {TRIP_LABEL.start_date}
          </label>
          <input
            id={fieldId(FORM_ID, "start_date")}
            type="date"
            min={today}
            value={draft.start_date}
            onChange={(e) => update({ start_date: e.target.value })}
            className={INPUT}
            {...invalidProps(FORM_ID, "start_date", errors)}
          />
          <FieldError formId={FORM_ID} field="start_date" errors={errors} />
        </div>
        <div>
          <label htmlFor={fieldId(FORM_ID, "end_date")} className={LABEL}>
            {TRIP_LABEL.end_date}
          </label>
          <input
            id={fieldId(FORM_ID, "end_date")}
            type="date"
            min={draft.start_date || today}
            value={draft.end_date}
            onChange={(e) => update({ end_date: e.target.value })}
            className={INPUT}
            {...invalidProps(FORM_ID, "end_date", errors)}
          />
          <FieldError formId={FORM_ID} field="end_date" errors={errors} />
        </div>
      </div>
      <p className={`${HINT} -mt-3`}>Leave the dates empty if you have not decided yet.</p>

      <div className="sm:w-1/2 sm:pr-2">
        <div>
          <label htmlFor={fieldId(FORM_ID, "group_size")} className={LABEL}>
            {TRIP_LABEL.group_size}
          </label>
          <input
            id={fieldId(FORM_ID, "group_size")}
            type="number"
            inputMode="numeric"
            min={TRIP_LIMITS.groupMin}
            max={TRIP_LIMITS.groupMax}
            step={1}
            value={draft.group_size}
            onChange={(e) => update({ group_size: e.target.value })}
            className={INPUT}
            {...invalidProps(FORM_ID, "group_size", errors)}
          />
          <FieldError formId={FORM_ID} field="group_size" errors={errors} />
        </div>
      </div>

      <div>
        <label htmlFor={interests} className={LABEL}>
          {TRIP_LABEL.interests} (up to {TRIP_LIMITS.interests})
        </label>
        <div className="flex gap-2">
          <input
            id={interests}
            value={interestText}
            maxLength={TRIP_LIMITS.interest}
            placeholder="e.g. Horse riding"
            onChange={(e) => setInterestText(e.target.value)}
            onKeyDown={onInterestKey}
            className={INPUT}
            {...invalidProps(FORM_ID, "interests", errors)}
          />
          <button
            type="button"
            onClick={() => addInterest(interestText)}
            className="shrink-0 rounded-xl border border-stone-300 px-4 font-semibold hover:bg-stone-100 dark:border-stone-700 dark:hover:bg-stone-800"
          >
            Add
          </button>
        </div>
        <FieldError formId={FORM_ID} field="interests" errors={errors} />
        <div className="mt-2">
          <Chips
            label="Your interests"
            items={draft.interests}
            onRemove={(i) => update({ interests: draft.interests.filter((x) => x !== i) })}
          />
        </div>
      </div>

      <fieldset id={fieldId(FORM_ID, "budget")} tabIndex={-1} {...invalidProps(FORM_ID, "budget", errors)}>
        <legend className={LABEL}>{TRIP_LABEL.budget}</legend>
        <div className="flex flex-wrap gap-2">
          {(["", ...BUDGET_LEVELS] as const).map((level) => (
            <label
              key={level || "none"}
              className="flex cursor-pointer items-center gap-2 rounded-full border border-stone-300 px-4 py-2 text-sm has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600 dark:border-stone-700 dark:has-[:checked]:border-brand-200 dark:has-[:checked]:bg-stone-800"
            >
              <input
                type="radio"
                name={`${FORM_ID}-budget`}
                value={level}
                checked={draft.budget === level}
                onChange={() => update({ budget: level })}
                className="accent-brand-700"
              />
              {level ? BUDGET_LABEL[level] : "Not set"}
            </label>
          ))}
        </div>
        <FieldError formId={FORM_ID} field="budget" errors={errors} />
      </fieldset>

      <div>
        <label htmlFor={description} className={LABEL}>
          {TRIP_LABEL.description}
        </label>
        <textarea
          id={description}
          rows={5}
          value={draft.description}
          onChange={(e) => update({ description: e.target.value })}
          className={INPUT}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={errors.description ? `${description}-error ${description}-hint` : `${description}-hint`}
        />
        <p id={`${description}-hint`} className={HINT}>
          What you would like to do and the kind of host you are looking for ({draft.description.trim().length}/
          {TRIP_LIMITS.description}).
        </p>
        <FieldError formId={FORM_ID} field="description" errors={errors} />
      </div>

      <label className="flex cursor-pointer items-start gap-3 rounded-2xl border border-stone-200 p-4 dark:border-stone-700">
        <input
          id={fieldId(FORM_ID, "is_public")}
          type="checkbox"
          checked={draft.is_public}
          onChange={(e) => update({ is_public: e.target.checked })}
          className="mt-1 size-4 accent-brand-700"
        />
        <span>
          <span className="block font-medium text-stone-900 dark:text-white">Show my trip request on Travelers</span>
          <span className={HINT}>
            Hosts browse Travelers to offer trips. When this is off, only you can see your request.
          </span>
        </span>
      </label>

      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" disabled={saving} aria-busy={saving} className={`${PRIMARY} w-full sm:w-auto`}>
          {saving ? "Saving…" : "Save trip request"}
        </button>
        {savedNow?.is_public && (
          <>
            <Link to={publicPath} className={`${SECONDARY} w-full text-center sm:w-auto`}>
              View your traveler page
            </Link>
            <Link
              to="/travelers"
              className="font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-200"
            >
              See Travelers
            </Link>
          </>
        )}
      </div>
    </form>
  );
}

/** The traveler's trip request: loaded (skeleton, error with retry), then the form; none yet is an empty form. */
export function TripRequestSection({ publicPath }: { publicPath: string }) {
  const query = useQuery({
    queryKey: TRIP_QUERY_KEY,
    queryFn: ({ signal }) => call("GET /api/me/trip-request", { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (query.isPending) return <FormSkeleton rows={6} />;
  if (query.isError) return <LoadError title="Your trip request could not be loaded" onRetry={() => query.refetch()} />;
  return (
    <>
      {!query.data.trip_request && (
        <p className="mb-6 rounded-2xl bg-brand-50 p-4 text-sm text-brand-900 dark:bg-stone-800 dark:text-stone-100">
          You have no trip request yet. Tell hosts where and when you are going, and they can offer to show you around.
        </p>
      )}
      <TripForm saved={query.data.trip_request} publicPath={publicPath} />
    </>
  );
}
