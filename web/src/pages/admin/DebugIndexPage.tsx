import { type FormEvent, useState } from "react";
import type { RestoreUserAuthResponse } from "../../../../domain/api/admin-debug";
import { ENVIRONMENT_SETTINGS } from "../../../../domain/environment";
import { MESSAGES } from "../../../../domain/messages";
import { PERSONAL_QUERY_KEY } from "../../auth/AuthProvider";
import { Field, TextInput } from "../../components/form/Field";
import { errorText, FormError } from "../../components/form/FormError";
import { LoadError } from "../../components/PageStates";
import { skeletonKeys } from "../../components/Skeletons";
import { Button } from "../../components/ui/Button";
import { call } from "../../lib/api";
import { useAppMutation, useAppQuery } from "../../lib/query";
import { CARD, H2 } from "./IncompleteUserExports";
import { AdminPage } from "./kit/AdminPage";

const BADGE = "inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold";
const SET = `${BADGE} bg-brand-50 text-brand-900 dark:bg-stone-800 dark:text-brand-100`;
const MISSING = `${BADGE} bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100`;
const UNSET = `${BADGE} bg-stone-100 text-stone-800 dark:bg-stone-800 dark:text-stone-200`;

/** Spec §7 test-environment-variables: which settings are set (never their values) and which required ones are not. */
function EnvironmentCheck() {
  const check = useAppQuery({
    queryKey: [PERSONAL_QUERY_KEY, "admin-environment"],
    queryFn: ({ signal }) => call("GET /api/admin/environment", { signal }),
  });
  return (
    <section aria-labelledby="environment-heading" className={CARD}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="environment-heading" className={H2}>
            Environment check
          </h2>
          <p className="mt-1 text-sm text-stone-600 dark:text-stone-300">
            Whether this deployment has each setting it needs. Only names are shown, never a value.
          </p>
        </div>
        <Button variant="secondary" size="sm" busy={check.isFetching} onClick={() => void check.refetch()}>
          Check again
        </Button>
      </div>
      <div className="mt-4" aria-live="polite">
        {check.isPending ? (
          <div role="status" aria-busy="true" className="space-y-2">
            <span className="sr-only">Checking…</span>
            {skeletonKeys(5).map((k) => (
              <div key={k} className="h-8 animate-shimmer rounded-lg bg-stone-200 dark:bg-stone-800" />
            ))}
          </div>
        ) : check.isError ? (
          <LoadError title="We couldn't run the check." error={check.error} onRetry={() => check.refetch()} />
        ) : (
          <>
            <p
              className={`rounded-2xl p-4 text-sm font-medium ${
                check.data.status === "SUCCESS"
                  ? "bg-brand-50 text-brand-900 dark:bg-stone-800 dark:text-brand-100"
                  : "bg-amber-50 text-amber-950 dark:bg-amber-950 dark:text-amber-100"
              }`}
            >
              Status: <strong>{check.data.status}</strong>.{" "}
              {check.data.missingSecrets.length === 0
                ? "Every required setting is set."
                : `Missing required settings: ${check.data.missingSecrets.join(", ")}.`}
            </p>
            <ul className="mt-4 divide-y divide-stone-200 dark:divide-stone-800">
              {ENVIRONMENT_SETTINGS.map((s) => {
                const isSet = check.data.secretsCheck[s.name] === true;
                return (
                  <li key={s.name} className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 py-2.5">
                    <div className="min-w-0">
                      <p className="font-mono text-sm font-semibold break-all text-stone-900 dark:text-white">
                        {s.name}
                      </p>
                      <p className="text-sm text-stone-600 dark:text-stone-300">
                        {s.required ? "Required. " : "Optional. "}
                        {s.purpose}
                      </p>
                    </div>
                    <span className={isSet ? SET : s.required ? MISSING : UNSET}>
                      {isSet ? "Set" : s.required ? "Missing" : "Not set"}
                    </span>
                  </li>
                );
              })}
            </ul>
          </>
        )}
      </div>
    </section>
  );
}

/** Spec §7 restore-user-auth: clears a person's sign-in lockouts and re-sends their confirmation e-mail. */
function RestoreUserAuth() {
  const [email, setEmail] = useState("");
  const [removeAuthenticators, setRemoveAuthenticators] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();
  const [result, setResult] = useState<(RestoreUserAuthResponse & { email: string }) | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const restore = useAppMutation({
    mutationFn: (address: string) =>
      call("POST /api/admin/restore-user-auth", {
        body: { email: address, ...(removeAuthenticators ? { remove_authenticators: true } : {}) },
      }),
    onSuccess: (answer, address) => setResult({ ...answer, email: address }),
    onError: (err) => setFailure(errorText(err)),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setResult(null);
    setFailure(null);
    const address = email.trim();
    if (!address) {
      setProblem(MESSAGES.requiredFields);
      document.getElementById("restore-email")?.focus();
      return;
    }
    setProblem(undefined);
    restore.mutate(address);
  };
  return (
    <section aria-labelledby="restore-heading" className={CARD}>
      <h2 id="restore-heading" className={H2}>
        Restore a person's sign-in
      </h2>
      <p className="mt-1 text-sm text-stone-600 dark:text-stone-300">
        For someone who is locked out: clears their failed-password and code lockouts and the limit on e-mails sent to
        them, and sends a new confirmation e-mail if their address is not confirmed yet. It does not lift a suspension
        or a ban.
      </p>
      <form noValidate onSubmit={submit} className="mt-4 flex flex-wrap items-start gap-3">
        <Field id="restore-email" label="E-mail address" error={problem} alert className="min-w-0 flex-1 basis-64">
          <TextInput
            type="email"
            autoComplete="off"
            value={email}
            maxLength={254}
            onChange={(e) => {
              setEmail(e.target.value);
              setProblem(undefined);
            }}
          />
        </Field>
        <Button type="submit" size="md" busy={restore.isPending} busyLabel="Restoring…" className="sm:mt-6">
          Restore sign-in
        </Button>
        <label className="flex basis-full cursor-pointer items-start gap-3 text-sm text-stone-800 dark:text-stone-200">
          <input
            type="checkbox"
            checked={removeAuthenticators}
            onChange={(e) => setRemoveAuthenticators(e.target.checked)}
            className="mt-0.5 size-5 shrink-0 accent-brand-700"
          />
          <span>
            Also remove their two-step sign-in (they lost the phone with their authenticator app). Do this only when you
            are sure the request comes from them; they are e-mailed about it.
          </span>
        </label>
      </form>
      <div className="mt-4" aria-live="polite">
        {failure && <FormError message={failure} />}
        {result &&
          (result.success ? (
            <div className="rounded-2xl bg-brand-50 p-4 text-sm text-brand-950 dark:bg-stone-800 dark:text-brand-50">
              <p className="font-semibold">Sign-in restored for {result.email}.</p>
              <ul className="mt-2 list-disc space-y-1 pl-5">
                {result.done.map((d) => (
                  <li key={d}>{d}</li>
                ))}
              </ul>
            </div>
          ) : (
            <FormError message={`Not restored: ${result.error ?? "no reason given."}`} />
          ))}
      </div>
    </section>
  );
}

/**
 * /debug-index (spec §2): the environment-variables test and the restore-user-auth tool. Admins only: the admin
 * layout shows anyone else the not-found page, and the server refuses both tools to them.
 */
export function Component() {
  return (
    <AdminPage
      title="Debug tools"
      crumbs={[{ label: "Debug tools" }]}
      description="Checks of this deployment's settings, and a way to let a locked-out person sign in again."
      width="narrow"
    >
      <div className="space-y-8">
        <EnvironmentCheck />
        <RestoreUserAuth />
      </div>
    </AdminPage>
  );
}
