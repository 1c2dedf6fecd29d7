import { type FormEvent, useState } from "react";
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
import { ChipList, ChipsInput } from "../../components/form/ChipsInput";
import { ErrorSummary } from "../../components/form/ErrorSummary";
import { Field, FieldSet, type FormErrors, HINT, TextArea, TextInput } from "../../components/form/Field";
import { errorText, FormError } from "../../components/form/FormError";
import { PlaceAutocompleteField } from "../../components/form/PlaceAutocompleteField";
import { useFormDraft } from "../../components/form/useFormDraft";
import { LoadError } from "../../components/PageStates";
import { fieldId } from "../../components/profile-form/ProfileFields";
import { Button, buttonClass } from "../../components/ui/Button";
import { call, urlFor } from "../../lib/api";
import { queryClient, useAppQuery } from "../../lib/query";
import { useToast } from "../../lib/toast";
import { FormSkeleton, fieldErrorFrom, useRefreshPublicPages } from "./profile-parts";

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

function TripForm({ saved, publicPath }: { saved: TripRequestResponse["trip_request"]; publicPath: string }) {
  const { draft, errors, setErrors, update, report, attempt } = useFormDraft(() => draftOf(saved));
  const [placeText, setPlaceText] = useState("");
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [savedNow, setSavedNow] = useState<TripRequestResponse["trip_request"]>(saved);
  const { toast } = useToast();
  const refreshPages = useRefreshPublicPages();
  const id = (field: string) => fieldId(FORM_ID, field);

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

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const { body, errors: problems } = checkTrip(draft);
    if (report(problems) || !body) return;
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
      if (named) report({ [named.field]: named.message });
      else setError(errorText(err));
    } finally {
      setSaving(false);
    }
  };

  const today = todayIso();
  return (
    <form noValidate onSubmit={submit} className="space-y-6" aria-label="Your trip request">
      <ErrorSummary errors={errors} fieldId={id} attempt={attempt} />
      <FormError message={error} />

      <div>
        <PlaceAutocompleteField
          id={id("destinations")}
          label={`Destinations (up to ${TRIP_LIMITS.destinations})`}
          kinds="countries"
          value={placeText}
          onChange={setPlaceText}
          onSelect={(o) => addDestination(o.label)}
          onEnter={addDestination}
          recentsKey="trip-destinations"
          placeholder="Add a country, e.g. Kyrgyzstan"
          error={errors.destinations}
        />
        <div className="mt-2">
          <ChipList
            label="Chosen destinations"
            values={draft.destinations}
            onRemove={(d) => update({ destinations: draft.destinations.filter((x) => x !== d) })}
          />
        </div>
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={id("start_date")} label={TRIP_LABEL.start_date} error={errors.start_date}>
          <TextInput
            type="date"
            min={today}
            value={draft.start_date}
            onChange={(e) => update({ start_date: e.target.value })}
          />
        </Field>
        <Field id={id("end_date")} label={TRIP_LABEL.end_date} error={errors.end_date}>
          <TextInput
            type="date"
            min={draft.start_date || today}
            value={draft.end_date}
            onChange={(e) => update({ end_date: e.target.value })}
          />
        </Field>
      </div>
      <p className={`${HINT} -mt-3`}>Leave the dates empty if you have not decided yet.</p>

      <Field id={id("group_size")} label={TRIP_LABEL.group_size} error={errors.group_size} className="sm:w-1/2 sm:pr-2">
        <TextInput
          type="number"
          inputMode="numeric"
          min={TRIP_LIMITS.groupMin}
          max={TRIP_LIMITS.groupMax}
          step={1}
          value={draft.group_size}
          onChange={(e) => update({ group_size: e.target.value })}
        />
      </Field>

      <Field
        id={id("interests")}
        label={`${TRIP_LABEL.interests} (up to ${TRIP_LIMITS.interests})`}
        error={errors.interests}
      >
        <ChipsInput
          values={draft.interests}
          onChange={(interests) => update({ interests })}
          listLabel="Your interests"
          maxLength={TRIP_LIMITS.interest}
          placeholder="e.g. Horse riding"
        />
      </Field>

      <FieldSet id={id("budget")} legend={TRIP_LABEL.budget} error={errors.budget}>
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
      </FieldSet>

      <Field
        id={id("description")}
        label={TRIP_LABEL.description}
        error={errors.description}
        hint={`What you would like to do and the kind of host you are looking for (${draft.description.trim().length}/${TRIP_LIMITS.description}).`}
      >
        <TextArea rows={5} value={draft.description} onChange={(e) => update({ description: e.target.value })} />
      </Field>

      <label className="flex cursor-pointer items-start gap-3 rounded-2xl border border-stone-200 p-4 dark:border-stone-700">
        <input
          id={id("is_public")}
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
        <Button type="submit" busy={saving} busyLabel="Saving…" className="w-full sm:w-auto">
          Save trip request
        </Button>
        {savedNow?.is_public && (
          <>
            <Link to={publicPath} className={`${buttonClass({ variant: "secondary" })} w-full sm:w-auto`}>
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
  const query = useAppQuery({
    queryKey: TRIP_QUERY_KEY,
    queryFn: ({ signal }) => call("GET /api/me/trip-request", { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (query.isPending) return <FormSkeleton rows={6} />;
  if (query.isError)
    return (
      <LoadError title="Your trip request could not be loaded" error={query.error} onRetry={() => query.refetch()} />
    );
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
