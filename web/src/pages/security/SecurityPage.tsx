import { useState } from "react";
import type { MySession, MySessionsResponse } from "../../../../domain/api/account";
import { deviceName } from "../../../../domain/devices";
import { SECOND_FACTOR_TEXT as T, verifiedFactor } from "../../../../domain/second-factor";
import { pageTitle } from "../../../../domain/titles";
import { PERSONAL_QUERY_KEY } from "../../auth/AuthProvider";
import { CodeForm } from "../../auth/CodeForm";
import { AuthError, authClient, type TotpEnrollment } from "../../auth/client";
import { useAuth, useSessionControl } from "../../auth/context";
import { useSignedIn } from "../../auth/useSignedIn";
import { CARD } from "../../components/form/Field";
import { LoadError } from "../../components/PageStates";
import { Button } from "../../components/ui/Button";
import { ConfirmDialog } from "../../components/ui/ConfirmDialog";
import { call } from "../../lib/api";
import { usePageTitle } from "../../lib/page-title";
import { queryClient, useAppQuery } from "../../lib/query";
import { useToast } from "../../lib/toast";

const SESSIONS_KEY = [PERSONAL_QUERY_KEY, "sessions"] as const;
const SHELL = "mx-auto max-w-3xl space-y-6 px-4 py-8 sm:py-10";
const BAR = "animate-shimmer rounded-lg bg-stone-200 dark:bg-stone-800";
const H2 = "font-display text-xl font-semibold text-stone-900 dark:text-white";
const MUTED = "text-sm text-stone-600 dark:text-stone-300";

export const ENROLL_UNAVAILABLE = "Two-step sign-in cannot be set up right now. Try again later.";
export const ACTION_FAILED = "That did not work. Check your connection and try again.";
export const SIGNED_OUT_DEVICE = "Signed out of that device";

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });

/** The enrolment's QR code as an image address: GoTrue's wire format gives the bare `<svg>` markup. */
const qrImage = (svg: string) =>
  svg.startsWith("data:") ? svg : `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** The secret in groups of four, as authenticator apps ask for it when the QR code cannot be scanned. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, "$1 ").trim();

function Skeleton({ label, height }: { label: string; height: string }) {
  return (
    <div role="status" aria-label={label}>
      <div aria-hidden="true" className={`${height} ${BAR}`} />
    </div>
  );
}

/** Setting up: scan (or type) the secret, then enter the app's first code; Cancel forgets the half-made factor. */
function Enrolment({
  enrolment,
  onDone,
  onCancel,
}: {
  enrolment: TotpEnrollment;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { verifyCode } = useSessionControl();
  return (
    <div className="mt-4 space-y-4">
      <ol className="list-decimal space-y-4 pl-5 text-stone-800 dark:text-stone-200">
        <li>
          Scan this code with an authenticator app (such as Google Authenticator, 1Password or Authy).
          <img
            src={qrImage(enrolment.totp.qr_code)}
            alt="QR code for your authenticator app"
            width={192}
            height={192}
            className="mt-3 size-48 rounded-lg bg-white p-2 ring-1 ring-stone-200"
          />
          <p className={`mt-2 ${MUTED}`}>
            Cannot scan it? Enter this key in the app:{" "}
            <code className="font-mono text-stone-900 break-all dark:text-white">{grouped(enrolment.totp.secret)}</code>
          </p>
        </li>
        <li>Enter the 6-digit code the app now shows.</li>
      </ol>
      <CodeForm
        submitLabel="Turn on"
        onCode={async (code) => {
          await verifyCode(enrolment.id, code);
          onDone();
        }}
      />
      <Button variant="secondary" block onClick={onCancel}>
        Cancel
      </Button>
    </div>
  );
}

function TwoStep() {
  const { user } = useAuth();
  const { reloadUser } = useSessionControl();
  const { toast } = useToast();
  const [enrolment, setEnrolment] = useState<TotpEnrollment | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const factor = verifiedFactor(user);

  const start = async () => {
    setBusy(true);
    try {
      setEnrolment(await authClient.enrollTotp("Authenticator app"));
    } catch (err) {
      toast(err instanceof AuthError && err.status === 503 ? ENROLL_UNAVAILABLE : ACTION_FAILED, "error");
    } finally {
      setBusy(false);
    }
  };

  const cancel = () => {
    if (enrolment) void authClient.unenroll(enrolment.id).catch(() => undefined);
    setEnrolment(null);
  };

  const turnOff = async () => {
    if (!factor) return;
    setBusy(true);
    try {
      await authClient.unenroll(factor.id);
    } catch {
      toast(ACTION_FAILED, "error");
      setBusy(false);
      return;
    }
    setConfirming(false);
    setBusy(false);
    toast(T.removed, "success");
    // The page shows what the user object says: re-read it (if that fails, the next refresh brings it).
    await reloadUser().catch(() => undefined);
  };

  return (
    <section aria-labelledby="two-step-heading" className={CARD}>
      <h2 id="two-step-heading" className={H2}>
        Two-step sign-in
      </h2>
      {factor ? (
        <>
          <p className="mt-2 text-stone-800 dark:text-stone-200">
            <span className="font-semibold text-brand-800 dark:text-brand-200">On.</span> Signing in asks for a code
            from your authenticator app after your password, e-mailed code or Google. Added {when(factor.created_at)}.
          </p>
          <div className="mt-4">
            <Button variant="secondary" onClick={() => setConfirming(true)}>
              Turn off two-step sign-in
            </Button>
          </div>
          <ConfirmDialog
            open={confirming}
            title="Turn off two-step sign-in?"
            confirmLabel="Turn off"
            danger
            busy={busy}
            onConfirm={() => void turnOff()}
            onCancel={() => setConfirming(false)}
          >
            Anyone who learns your password could then sign in. You can set it up again at any time.
          </ConfirmDialog>
        </>
      ) : enrolment ? (
        <Enrolment
          enrolment={enrolment}
          onCancel={cancel}
          onDone={() => {
            setEnrolment(null);
            toast(T.enrolled, "success");
          }}
        />
      ) : (
        <>
          <p className={`mt-2 ${MUTED}`}>
            Off. Add a code from an authenticator app on your phone to every sign-in, so your password alone cannot open
            your account. Other devices signed in with only a password are signed out when you turn it on.
          </p>
          <div className="mt-4">
            <Button busy={busy} busyLabel="Preparing…" onClick={() => void start()}>
              Set up an authenticator app
            </Button>
          </div>
        </>
      )}
    </section>
  );
}

function DeviceRow({ session }: { session: MySession }) {
  const { toast } = useToast();
  const [busy, setBusy] = useState(false);
  const name = deviceName(session.user_agent);
  const end = async () => {
    setBusy(true);
    try {
      await call("DELETE /api/me/sessions/:id", { params: { id: session.id } });
      queryClient.setQueryData<MySessionsResponse>(SESSIONS_KEY, (old) =>
        old ? { sessions: old.sessions.filter((s) => s.id !== session.id) } : old,
      );
      toast(SIGNED_OUT_DEVICE, "success");
    } catch {
      toast(ACTION_FAILED, "error");
      setBusy(false);
    }
  };
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div>
        <p className="font-semibold text-stone-900 dark:text-white">
          {name}
          {session.current && (
            <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800 dark:bg-stone-800 dark:text-brand-200">
              This device
            </span>
          )}
        </p>
        <p className={MUTED}>
          Last active {when(session.last_active_at)} · signed in {when(session.created_at)}
        </p>
      </div>
      {!session.current && (
        <Button variant="secondary" size="sm" busy={busy} onClick={() => void end()} aria-label={`Sign out ${name}`}>
          Sign out
        </Button>
      )}
    </li>
  );
}

function Devices() {
  const query = useAppQuery({
    queryKey: SESSIONS_KEY,
    queryFn: ({ signal }) => call("GET /api/me/sessions", { signal }),
    staleTime: 0,
  });
  return (
    <section aria-labelledby="devices-heading" className={CARD}>
      <h2 id="devices-heading" className={H2}>
        Where you're signed in
      </h2>
      {query.isPending ? (
        <div className="mt-4">
          <Skeleton label="Loading your devices…" height="h-24" />
        </div>
      ) : query.isError ? (
        <div className="mt-4">
          <LoadError title="Your devices could not be loaded" error={query.error} onRetry={() => query.refetch()} />
        </div>
      ) : (
        <ul className="mt-2 divide-y divide-stone-200 dark:divide-stone-800">
          {(query.data as MySessionsResponse).sessions.map((s) => (
            <DeviceRow key={s.id} session={s} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** /security: two-step sign-in with an authenticator app, and the devices signed in (each can be signed out). */
export function Component() {
  usePageTitle(pageTitle("Sign-in & security"));
  const auth = useSignedIn();
  return (
    <div className={SHELL}>
      <header className="space-y-1">
        <h1 className="font-display text-3xl font-semibold text-stone-900 sm:text-4xl dark:text-white">
          Sign-in &amp; security
        </h1>
        <p className="text-stone-600 dark:text-stone-300">Protect your account and see where it is signed in.</p>
      </header>
      {auth ? (
        <>
          <TwoStep />
          <Devices />
        </>
      ) : (
        <div className="space-y-6">
          <Skeleton label="Loading your security settings…" height="h-40" />
        </div>
      )}
    </div>
  );
}
