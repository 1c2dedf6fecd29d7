import { type FormEvent, useState } from "react";
import { newPasswordError } from "../../../../domain/credentials";
import { MESSAGES } from "../../../../domain/messages";
import { pageTitle } from "../../../../domain/titles";
import { authClient } from "../../auth/client";
import { useAuth, useSessionControl } from "../../auth/context";
import { useStableNavigate } from "../../lib/navigate";
import { usePageTitle } from "../../lib/page-title";
import { useToast } from "../../lib/toast";
import { ForgotPasswordForm } from "./ForgotPasswordForm";
import { LinkErrorNotice } from "./LinkErrorNotice";
import { AuthCard, AuthPending, FormMessage, PasswordField, SubmitButton } from "./parts";
import { useFormAction } from "./useFormAction";

/** Signed in from the recovery link (PASSWORD_RECOVERY): the new password, twice. */
function NewPasswordForm() {
  const { userUpdated } = useSessionControl();
  const { profile } = useAuth();
  const { toast } = useToast();
  const navigate = useStableNavigate();
  const [password, setPassword] = useState("");
  const [repeat, setRepeat] = useState("");
  const [invalid, setInvalid] = useState({ password: false, repeat: false });
  const action = useFormAction();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = newPasswordError(password);
    const differs = !problem && password !== repeat;
    if (problem || differs) {
      setInvalid({ password: Boolean(problem), repeat: differs });
      action.fail(problem ?? MESSAGES.passwordsDiffer);
      return;
    }
    setInvalid({ password: false, repeat: false });
    const ok = await action.run(async () => userUpdated(await authClient.updateUser({ password })));
    if (!ok) return;
    toast(MESSAGES.passwordUpdated, "success");
    // Spec §4 keeps the person on /reset-password until now; then on as after any sign-in.
    navigate(profile?.user_type || profile?.is_admin ? "/" : "/auth", { replace: true });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <PasswordField
        label="New password"
        isNew
        autoFocus
        hint="At least 8 characters."
        value={password}
        onChange={setPassword}
        invalid={invalid.password || Boolean(action.error && !invalid.repeat)}
        describedBy="reset-error"
      />
      <PasswordField
        label="Repeat the new password"
        isNew
        value={repeat}
        onChange={setRepeat}
        invalid={invalid.repeat}
        describedBy="reset-error"
      />
      {action.error && (
        <FormMessage id="reset-error" tone="error">
          {action.error.text}
        </FormMessage>
      )}
      <SubmitButton busy={action.busy} busyLabel="Saving…">
        Save new password
      </SubmitButton>
    </form>
  );
}

/**
 * /reset-password: the recovery e-mail's link signs the person in here (spec §4 PASSWORD_RECOVERY; the routing
 * rules leave them on this page) to choose a new password. Without a session — an expired link, or a visit
 * from a bookmark — the page sends a new link instead.
 */
export function Component() {
  const { status } = useAuth();
  const { linkReturn } = useSessionControl();
  usePageTitle(pageTitle("Reset your password"));

  if (status === "loading") return <AuthPending label="Checking your link…" />;
  if (status === "signed-in") {
    return (
      <AuthCard title="Choose a new password" intro="You'll use it from now on to sign in.">
        <NewPasswordForm />
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Reset your password" intro="We'll e-mail you a link to choose a new password.">
      {linkReturn?.kind === "error" && (
        <LinkErrorNotice description={linkReturn.description} next="Ask for a new link below." />
      )}
      <ForgotPasswordForm />
    </AuthCard>
  );
}
