import { type FormEvent, useId, useState } from "react";
import { Link } from "react-router";
import type { DeletionProof } from "../../../../domain/api/account";
import type { AuthUser } from "../../../../domain/api/auth";
import { MESSAGES } from "../../../../domain/messages";
import { pageTitle } from "../../../../domain/titles";
import { useSignedIn } from "../../auth/useSignedIn";
import { AccountCard } from "../../components/AccountCard";
import { controlAria, Field, FieldError, hintIdOf, LABEL, TextInput } from "../../components/form/Field";
import { errorText, FormError } from "../../components/form/FormError";
import { PageSkeleton } from "../../components/Skeletons";
import { Button, buttonClass } from "../../components/ui/Button";
import { ApiRequestError, call, send, urlFor } from "../../lib/api";
import { useStableNavigate } from "../../lib/navigate";
import { usePageTitle } from "../../lib/page-title";
import { useToast } from "../../lib/toast";

/** What the person types to confirm. */
export const CONFIRM_WORD = "DELETE";

const DELETED = [
  "Your profile: name, photo, home town, bio and trip request",
  "Your photos",
  "Your sign-in methods (password, Google, Apple) and every signed-in device",
  "Your notification settings and push notification tokens",
];
const KEPT = [
  "Bookings you made or received, for the other person and for our accounting records",
  "Messages you exchanged, so the other person keeps their conversation",
];

type Mode = "password" | "code";

/** Accounts that signed up only through Google or Apple have no password to type: they prove it with a code. */
function hasPasswordSignIn(user: AuthUser | null): boolean {
  const providers = user?.identities?.map((i) => i.provider) ?? user?.app_metadata?.providers ?? [];
  return providers.length === 0 || providers.some((p) => p === "email" || p === "phone");
}

function proofError(err: unknown, mode: Mode): string {
  if (err instanceof ApiRequestError && err.code === "reauthentication_failed") {
    return mode === "password" ? "That password is not correct." : "That code is wrong or has expired. Send a new one.";
  }
  return errorText(err);
}

function DeleteForm({ user, onDeleted }: { user: AuthUser | null; onDeleted: () => Promise<void> }) {
  const [mode, setMode] = useState<Mode>(hasPasswordSignIn(user) ? "password" : "code");
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [codeSent, setCodeSent] = useState(false);
  const [sending, setSending] = useState(false);
  const [confirm, setConfirm] = useState("");
  const [errors, setErrors] = useState<{ proof?: string; confirm?: string; form?: string; bookings?: string }>({});
  const [deleting, setDeleting] = useState(false);
  const id = useId();
  const where = user?.email ?? user?.phone ?? "your address";

  const sendCode = async () => {
    setSending(true);
    setErrors({});
    try {
      await send("GET", "/auth/v1/reauthenticate");
      setCodeSent(true);
    } catch (err) {
      setErrors({ form: errorText(err) });
    } finally {
      setSending(false);
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next: typeof errors = {};
    if (mode === "password" && !password) next.proof = "Password is required.";
    if (mode === "code" && !/^\d{6}$/.test(code.trim())) next.proof = "Code: enter the 6-digit code we sent you.";
    if (confirm.trim() !== CONFIRM_WORD) next.confirm = `Confirmation: type ${CONFIRM_WORD} in capital letters.`;
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    const proof: DeletionProof = mode === "password" ? { password } : { nonce: code.trim() };
    setDeleting(true);
    try {
      await call("DELETE /api/me", { body: proof });
    } catch (err) {
      setErrors(
        err instanceof ApiRequestError && err.code === "open_bookings"
          ? { bookings: err.message }
          : { proof: proofError(err, mode) },
      );
      setDeleting(false);
      return;
    }
    await onDeleted();
  };

  const proofId = `${id}-proof`;
  const legend = "font-display text-xl font-semibold text-stone-900 dark:text-white";

  return (
    <form noValidate onSubmit={submit} className="space-y-6" aria-label="Delete account">
      <FormError message={errors.form ?? null} />
      <fieldset className="space-y-3">
        <legend className={legend}>1. Confirm it is you</legend>
        {mode === "password" ? (
          <Field id={proofId} label="Password" error={errors.proof}>
            <TextInput
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </Field>
        ) : codeSent ? (
          // The hint is a status: it says the code went out when it did.
          <div>
            <label htmlFor={proofId} className={LABEL}>
              Code
            </label>
            <TextInput
              id={proofId}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, ""))}
              className="tracking-[0.3em]"
              {...controlAria(proofId, { error: errors.proof, hint: true })}
            />
            <p id={hintIdOf(proofId)} role="status" className="mt-1 text-sm text-stone-600 dark:text-stone-300">
              We sent a 6-digit code to {where}. It works for 10 minutes.
            </p>
            <FieldError id={proofId} message={errors.proof} />
          </div>
        ) : (
          <>
            <p className="text-stone-700 dark:text-stone-200">We will send a 6-digit code to {where}.</p>
            <FieldError id={proofId} message={errors.proof} />
          </>
        )}
        <div className="flex flex-wrap gap-3">
          {mode === "code" && (
            <Button variant="secondary" onClick={sendCode} busy={sending} busyLabel="Sending…">
              {codeSent ? "Send a new code" : "E-mail me a code"}
            </Button>
          )}
          <button
            type="button"
            onClick={() => {
              setMode(mode === "password" ? "code" : "password");
              setErrors({});
            }}
            className="text-sm font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-200"
          >
            {mode === "password" ? "No password? Get a code by e-mail instead" : "Use my password instead"}
          </button>
        </div>
      </fieldset>

      <fieldset className="space-y-3">
        <legend className={legend}>2. Confirm deletion</legend>
        <Field id={`${id}-confirm`} label={`Type ${CONFIRM_WORD} to confirm`} error={errors.confirm}>
          <TextInput
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
          />
        </Field>
      </fieldset>

      {/* Next to the button that was pressed: on a phone the top of the form is out of sight by then. */}
      {errors.bookings && (
        <div
          role="alert"
          className="rounded-2xl border border-red-300 bg-red-50 p-4 text-sm font-medium text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-100"
        >
          <p>{errors.bookings}</p>
          <Link to="/my-bookings" className="mt-2 inline-block font-semibold underline underline-offset-2">
            Go to My bookings
          </Link>
        </div>
      )}
      <Button type="submit" variant="danger" busy={deleting} busyLabel="Deleting…" className="w-full sm:w-auto">
        Delete my account permanently
      </Button>
    </form>
  );
}

/**
 * /delete-account: what goes and what stays, a copy of one's data, then re-authentication (password, or an e-mailed
 * code for passwordless accounts), a typed confirmation and DELETE /api/me. The person is then signed out and taken
 * home with a message.
 */
export function Component() {
  usePageTitle(pageTitle("Delete your account"));
  const [deleted, setDeleted] = useState(false);
  const auth = useSignedIn(deleted);
  const navigate = useStableNavigate();
  const { toast } = useToast();
  if (!auth) return <PageSkeleton />;

  const onDeleted = async () => {
    setDeleted(true);
    // The server has ended the session; signing out here does the local clean-up of spec §4.
    await auth.signOut().catch(() => undefined);
    navigate("/", { replace: true });
    toast(MESSAGES.accountDeleted, "success");
  };

  return (
    <AccountCard
      title="Delete your account"
      intro="This cannot be undone. Take a copy of your data first if you may want it later."
    >
      <div className="space-y-8">
        <div className="grid gap-6 sm:grid-cols-2">
          <section aria-labelledby="deleted-heading">
            <h2 id="deleted-heading" className="font-semibold text-stone-900 dark:text-white">
              What we delete
            </h2>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-stone-700 dark:text-stone-200">
              {DELETED.map((t) => (
                <li key={t}>{t}</li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="kept-heading">
            <h2 id="kept-heading" className="font-semibold text-stone-900 dark:text-white">
              What stays
            </h2>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-stone-700 dark:text-stone-200">
              {KEPT.map((t) => (
                <li key={t}>{t}</li>
              ))}
            </ul>
            <p className="mt-2 text-sm text-stone-700 dark:text-stone-200">In them, you are shown as “Deleted user”.</p>
          </section>
        </div>
        <section aria-labelledby="export-heading" className="rounded-2xl bg-sand-100 p-4 dark:bg-stone-800">
          <h2 id="export-heading" className="font-semibold text-stone-900 dark:text-white">
            Your data
          </h2>
          <p className="mt-1 text-sm text-stone-700 dark:text-stone-200">
            A file with everything we hold about you: profile, bookings, messages and settings.
          </p>
          <a
            href={urlFor("GET /api/me/export")}
            download
            className={`${buttonClass({ variant: "secondary" })} mt-3 bg-white dark:bg-stone-900`}
          >
            Download my data
          </a>
        </section>
        <p className="text-sm text-stone-700 dark:text-stone-200">
          Bookings still under way (a request not answered yet, a deposit or balance to pay, a trip still to come) have
          to be cancelled, or over, before you can delete your account.
        </p>
        <p className="text-sm text-stone-700 dark:text-stone-200">
          We will send a confirmation to {auth.user?.email ?? "your e-mail address"} once your account is deleted.
        </p>
        <DeleteForm user={auth.user} onDeleted={onDeleted} />
      </div>
    </AccountCard>
  );
}
