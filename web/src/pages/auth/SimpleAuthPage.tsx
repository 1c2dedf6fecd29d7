import { type FormEvent, useEffect, useState } from "react";
import { Link } from "react-router";
import { codeRequestError, contactFrom, otpFrom } from "../../../../domain/credentials";
import { MESSAGES } from "../../../../domain/messages";
import { pageTitle } from "../../../../domain/titles";
import { authClient } from "../../auth/client";
import { useAuth, useSessionControl } from "../../auth/context";
import { useStableNavigate } from "../../lib/navigate";
import { usePageTitle } from "../../lib/page-title";
import { EmailRequestForm } from "./EmailRequestForm";
import { AuthCard, AuthPending, CodeField, FormMessage, SubmitButton, TEXT_LINK } from "./parts";
import { useFormAction } from "./useFormAction";

function CodeStep({ email, onBack }: { email: string; onBack: () => void }) {
  const { acceptSession } = useSessionControl();
  const [code, setCode] = useState("");
  const [resent, setResent] = useState(false);
  const action = useFormAction();
  const resend = useFormAction();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const token = otpFrom(code);
    if (!token) {
      action.fail(MESSAGES.invalidCode);
      return;
    }
    await action.run(async () => acceptSession(await authClient.verifyOtp({ type: "email", email, token })));
  };

  const sendAgain = async () => {
    setResent(false);
    setCode("");
    setResent(await resend.run(async () => void (await authClient.signInWithOtp(email))));
  };

  return (
    <div className="space-y-4">
      <FormMessage tone="success">
        We sent a 6-digit code to <strong>{email}</strong>. It works once, for 10 minutes.
      </FormMessage>
      <form onSubmit={submit} noValidate className="space-y-4">
        <CodeField value={code} onChange={setCode} invalid={Boolean(action.error)} describedBy="otp-code-error" />
        {action.error && (
          <FormMessage id="otp-code-error" tone="error">
            {action.error.text}
          </FormMessage>
        )}
        <SubmitButton busy={action.busy} busyLabel="Checking…">
          Sign in
        </SubmitButton>
      </form>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <button type="button" onClick={onBack} className={TEXT_LINK}>
          Use a different e-mail
        </button>
        <button type="button" onClick={sendAgain} disabled={resend.busy} className={TEXT_LINK}>
          {resend.busy ? "Sending…" : "Send a new code"}
        </button>
      </div>
      {resent && <FormMessage tone="success">A new code is on its way; the previous one no longer works.</FormMessage>}
      {resend.error && <FormMessage tone="error">{resend.error.text}</FormMessage>}
    </div>
  );
}

/**
 * /simple-auth: sign in without a password — an e-mailed 6-digit code (spec §2 "Alternative sign-in"). A new
 * address gets an account. Once signed in, the §4 rules send a person without a complete profile to /auth; anyone
 * else continues to the home page.
 */
export function Component() {
  const { status, profile, profileLoading } = useAuth();
  const navigate = useStableNavigate();
  const [email, setEmail] = useState<string | null>(null);
  usePageTitle(pageTitle("Sign in with a code"));

  const done = status === "signed-in" && !profileLoading && Boolean(profile?.user_type || profile?.is_admin);
  useEffect(() => {
    if (done) navigate("/", { replace: true });
  }, [done, navigate]);

  if (status === "loading") return <AuthPending label="Checking your session…" />;
  if (status === "signed-in") {
    if (profileLoading || done) return <AuthPending label="Signed in. One moment…" />;
    return (
      <AuthCard title="You're signed in">
        <Link to="/auth" className={TEXT_LINK}>
          Continue to your account
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Sign in with a code"
      intro="No password needed: we e-mail you a 6-digit code. New here? The code creates your account."
    >
      {email ? (
        <CodeStep email={email} onBack={() => setEmail(null)} />
      ) : (
        <EmailRequestForm
          errorId="otp-email-error"
          submitLabel="Send me a code"
          problem={(address) => codeRequestError(contactFrom("email", address))}
          send={(address) => authClient.signInWithOtp(address)}
          onSent={setEmail}
        />
      )}
      <p className="mt-6 text-center text-sm text-stone-600 dark:text-stone-300">
        Prefer a password?{" "}
        <Link to="/auth" className={TEXT_LINK}>
          Sign in with your password
        </Link>
      </p>
    </AuthCard>
  );
}
