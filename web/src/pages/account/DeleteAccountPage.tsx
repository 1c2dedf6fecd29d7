import { type FormEvent, useId, useState } from "react";
import { useNavigate } from "react-router";
import type { DeletionProof } from "../../../../domain/api/account";
import type { AuthUser } from "../../../../domain/api/auth";
import { MESSAGES } from "../../../../domain/messages";
import { pageTitle } from "../../../../domain/meta";
import { PageSkeleton } from "../../components/Skeletons";
import { ApiRequestError, call, send, urlFor } from "../../lib/api";
import { usePageTitle } from "../../lib/page-title";
import { useToast } from "../../lib/toast";
import { errorText, useSignedIn } from "./account-state";
import { AccountCard, INPUT, SECONDARY } from "./ProfileFields";

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
  const [errors, setErrors] = useState<{ proof?: string; confirm?: string; form?: string }>({});
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
      setErrors({ proof: proofError(err, mode) });
      setDeleting(false);
      return;
    }
    await onDeleted();
  };

  const proofId = `${id}-proof`;
  const proofErrorId = `${id}-proof-error`;
  const confirmId = `${id}-confirm`;
  const confirmErrorId = `${id}-confirm-error`;
  const invalidAria = (error: string | undefined, errorId: string) =>
    error ? { "aria-invalid": true as const, "aria-describedby": errorId } : {};

  return (
    <form noValidate onSubmit={submit} className="space-y-6" aria-label="Delete account">
      {errors.form && (
        <p
          role="alert"
          className="rounded-2xl bg-red-50 p-4 text-sm font-medium text-red-900 dark:bg-red-950 dark:text-red-100"
        >
          {errors.form}
        </p>
      )}
      <fieldset className="space-y-3">
        <legend className="font-display text-xl font-semibold text-stone-900 dark:text-white">
          1. Confirm it is you
        </legend>
        {mode === "password" ? (
          <div>
            <label htmlFor={proofId} className="mb-1 block text-sm font-medium">
              Password
            </label>
            <input
              id={proofId}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              className={INPUT}
              {...invalidAria(errors.proof, proofErrorId)}
            />
          </div>
        ) : codeSent ? (
          <div>
            <label htmlFor={proofId} className="mb-1 block text-sm font-medium">
              Code
            </label>
            <input
              id={proofId}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, ""))}
              className={`${INPUT} tracking-[0.3em]`}
              aria-describedby={errors.proof ? `${proofErrorId} ${id}-sent` : `${id}-sent`}
              aria-invalid={errors.proof ? true : undefined}
            />
            <p id={`${id}-sent`} role="status" className="mt-1 text-sm text-stone-600 dark:text-stone-300">
              We sent a 6-digit code to {where}. It works for 10 minutes.
            </p>
          </div>
        ) : (
          <p className="text-stone-700 dark:text-stone-200">We will send a 6-digit code to {where}.</p>
        )}
        {errors.proof && (
          <p id={proofErrorId} className="text-sm font-medium text-red-700 dark:text-red-400">
            {errors.proof}
          </p>
        )}
        <div className="flex flex-wrap gap-3">
          {mode === "code" && (
            <button type="button" onClick={sendCode} disabled={sending} aria-busy={sending} className={SECONDARY}>
              {sending ? "Sending…" : codeSent ? "Send a new code" : "E-mail me a code"}
            </button>
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
        <legend className="font-display text-xl font-semibold text-stone-900 dark:text-white">
          2. Confirm deletion
        </legend>
        <div>
          <label htmlFor={confirmId} className="mb-1 block text-sm font-medium">
            Type {CONFIRM_WORD} to confirm
          </label>
          <input
            id={confirmId}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
            className={INPUT}
            {...invalidAria(errors.confirm, confirmErrorId)}
          />
          {errors.confirm && (
            <p id={confirmErrorId} className="mt-1 text-sm font-medium text-red-700 dark:text-red-400">
              {errors.confirm}
            </p>
          )}
        </div>
      </fieldset>

      <button
        type="submit"
        disabled={deleting}
        aria-busy={deleting}
        className="w-full rounded-full bg-red-700 px-6 py-3 font-semibold text-white hover:bg-red-800 disabled:cursor-wait disabled:opacity-70 sm:w-auto"
      >
        {deleting ? "Deleting…" : "Delete my account permanently"}
      </button>
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
  const navigate = useNavigate();
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
            className={`${SECONDARY} mt-3 inline-block bg-white dark:bg-stone-900`}
          >
            Download my data
          </a>
        </section>
        <p className="text-sm text-stone-700 dark:text-stone-200">
          We will send a confirmation to {auth.user?.email ?? "your e-mail address"} once your account is deleted.
        </p>
        <DeleteForm user={auth.user} onDeleted={onDeleted} />
      </div>
    </AccountCard>
  );
}
