import { type FormEvent, useRef, useState } from "react";
import { HOST_TYPE_LABEL } from "../../../../domain/people";
import { type DraftField, type ProfileDraft, validateDraft } from "../../../../domain/profile-form";
import { ErrorSummary } from "../../components/form/ErrorSummary";
import { FormError } from "../../components/form/FormError";
import { useFormDraft } from "../../components/form/useFormDraft";
import {
  AccountTypeField,
  BioField,
  CityField,
  CountryField,
  draftFrom,
  type FieldProps,
  fieldId,
  HostTypeField,
  LanguagesField,
  NameField,
} from "../../components/profile-form/ProfileFields";
import { Button } from "../../components/ui/Button";
import { type ProfileFormProps, ProfileSetupPage, useSaveProfile } from "./profile-setup";

const FORM_ID = "registration";

interface Step {
  key: "type" | "about" | "location" | "offer" | "review";
  title: string;
  fields: DraftField[];
}

const FIRST_STEP: Step = { key: "type", title: "Account type", fields: ["account_type"] };
const STEPS: Step[] = [
  FIRST_STEP,
  { key: "about", title: "About you", fields: ["first_name", "last_name"] },
  { key: "location", title: "Location", fields: ["country", "city"] },
  { key: "offer", title: "What you offer", fields: ["host_type", "bio", "languages"] },
  { key: "review", title: "Review & submit", fields: [] },
];

/** Hosts get the "What you offer" step; travelers skip it. */
export function wizardSteps(draft: ProfileDraft): Step[] {
  return STEPS.filter((s) => s.key !== "offer" || draft.account_type === "host");
}

function StepFields({ step, ...fields }: FieldProps & { step: Step["key"] }) {
  switch (step) {
    case "type":
      return <AccountTypeField {...fields} labelledBy={`${FORM_ID}-step`} />;
    case "about":
      return (
        <div className="grid gap-4 sm:grid-cols-2">
          <NameField field="first_name" {...fields} />
          <NameField field="last_name" {...fields} />
        </div>
      );
    case "location":
      return (
        <div className="grid gap-4">
          <CountryField {...fields} />
          <CityField {...fields} />
        </div>
      );
    case "offer":
      return (
        <div className="space-y-6">
          <HostTypeField {...fields} />
          <BioField {...fields} />
          <LanguagesField {...fields} />
        </div>
      );
    case "review":
      return null;
  }
}

function Review({ draft, goTo }: { draft: ProfileDraft; goTo: (key: Step["key"]) => void }) {
  const host = draft.account_type === "host";
  const rows: { label: string; value: string; step: Step["key"] }[] = [
    { label: "Account type", value: host ? "Local host" : "Traveler", step: "type" },
    { label: "Name", value: `${draft.first_name.trim()} ${draft.last_name.trim()}`, step: "about" },
    {
      label: "Location",
      value: [draft.city.trim(), draft.country.trim()].filter(Boolean).join(", "),
      step: "location",
    },
    ...(host
      ? [
          {
            label: "Host type",
            value: draft.host_type ? HOST_TYPE_LABEL[draft.host_type] : "",
            step: "offer" as const,
          },
          { label: "Languages", value: draft.languages.join(", "), step: "offer" as const },
          { label: "About you", value: draft.bio.trim(), step: "offer" as const },
        ]
      : []),
  ];
  return (
    <dl className="divide-y divide-stone-200 dark:divide-stone-800">
      {rows.map((r) => (
        <div key={r.label} className="flex items-start gap-4 py-3">
          <dt className="w-28 shrink-0 text-sm font-medium text-stone-600 dark:text-stone-300">{r.label}</dt>
          <dd className="min-w-0 flex-1 break-words whitespace-pre-line text-stone-900 dark:text-white">{r.value}</dd>
          <dd className="shrink-0">
            <button
              type="button"
              onClick={() => goTo(r.step)}
              className="text-sm font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-200"
            >
              Edit<span className="sr-only"> {r.label.toLowerCase()}</span>
            </button>
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Progress({ steps, index }: { steps: Step[]; index: number }) {
  return (
    <div>
      <p className="text-sm font-semibold text-brand-700 dark:text-brand-200">
        Step {index + 1} of {steps.length}
      </p>
      <ol aria-label="Progress" className="mt-2 flex gap-1.5">
        {steps.map((s, n) => (
          <li key={s.key} aria-current={n === index ? "step" : undefined} className="flex-1">
            <span
              aria-hidden="true"
              className={`block h-1.5 rounded-full ${n <= index ? "bg-brand-700 dark:bg-brand-200" : "bg-stone-200 dark:bg-stone-700"}`}
            />
            <span
              className={`mt-1 hidden text-xs sm:block ${n === index ? "font-semibold" : "text-stone-600 dark:text-stone-300"}`}
            >
              {s.title}
            </span>
            <span className="sr-only sm:hidden">
              {s.title}
              {n < index ? " (done)" : ""}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}

export function RegistrationWizard({ profile, user }: ProfileFormProps) {
  const { draft, errors, setErrors, update, report, attempt } = useFormDraft(() => draftFrom(profile, user));
  const { save, saving, error } = useSaveProfile();
  const [index, setIndex] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const steps = wizardSteps(draft);
  const step = steps[Math.min(index, steps.length - 1)] ?? FIRST_STEP;
  const last = index >= steps.length - 1;

  // After Back or Next the new step's heading takes focus, so keyboard and screen-reader users start at its top.
  const go = (next: number) => {
    setErrors({});
    setIndex(next);
    requestAnimationFrame(() => heading.current?.focus());
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    // The review step checks everything again: an answer may have been changed through an Edit link.
    // A problem found there opens the step it belongs to.
    const target = last ? steps.findIndex((s) => Object.keys(validateDraft(draft, s.fields)).length > 0) : index;
    if (target >= 0) {
      if (report(validateDraft(draft, steps[target]?.fields ?? []))) return setIndex(target);
    }
    if (last) void save(draft);
    else go(index + 1);
  };

  return (
    <form noValidate onSubmit={submit} aria-labelledby={`${FORM_ID}-step`} className="space-y-6">
      <Progress steps={steps} index={index} />
      <h2
        ref={heading}
        id={`${FORM_ID}-step`}
        tabIndex={-1}
        className="font-display text-2xl font-semibold text-stone-900 outline-none dark:text-white"
      >
        {step.title}
      </h2>
      <ErrorSummary errors={errors} fieldId={(f) => fieldId(FORM_ID, f)} attempt={attempt} />
      <FormError message={error} />
      {step.key === "review" ? (
        <Review draft={draft} goTo={(key) => go(steps.findIndex((s) => s.key === key))} />
      ) : (
        <StepFields step={step.key} formId={FORM_ID} draft={draft} errors={errors} update={update} />
      )}
      <div className="flex flex-wrap items-center justify-between gap-3 pt-2">
        {index > 0 ? (
          <Button variant="secondary" onClick={() => go(index - 1)}>
            Back
          </Button>
        ) : (
          <span />
        )}
        <Button type="submit" busy={saving} busyLabel="Submitting…">
          {!last ? "Next" : draft.account_type === "host" ? "Submit application" : "Create my profile"}
        </Button>
      </div>
    </form>
  );
}

/** /new-registration-flow and every /register* path: the profile, one step at a time. */
export function Component() {
  return (
    <ProfileSetupPage
      documentTitle="Create your profile"
      title="Create your profile"
      intro="A few short steps. You can go back and change any answer."
      Form={RegistrationWizard}
    />
  );
}
