import { type FormEvent, useState } from "react";
import { contactError } from "../../../../domain/credentials";
import { authClient } from "../../auth/client";
import { EMAIL_INPUT, Field, FormMessage, SECONDARY_BUTTON, SubmitButton } from "./parts";
import { useFormAction } from "./useFormAction";

/**
 * Asks for the recovery e-mail (POST /auth/v1/recover, whose link opens /reset-password). The answer is the same
 * whether or not the address has an account, so the page says so instead of confirming the account exists.
 */
export function ForgotPasswordForm({ initialEmail = "", onBack }: { initialEmail?: string; onBack?: () => void }) {
  const [email, setEmail] = useState(initialEmail);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const action = useFormAction();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const address = email.trim();
    const problem = contactError({ email: address });
    if (problem) {
      action.fail(problem);
      return;
    }
    if (await action.run(async () => void (await authClient.resetPasswordForEmail(address)))) setSentTo(address);
  };

  return (
    <div className="space-y-4">
      {sentTo ? (
        <FormMessage tone="success">
          If <strong>{sentTo}</strong> has an account, a link to choose a new password is on its way. It works once.
        </FormMessage>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-4">
          <Field
            label="E-mail address"
            {...EMAIL_INPUT}
            autoFocus
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            invalid={Boolean(action.error)}
            describedBy="forgot-error"
          />
          {action.error && (
            <FormMessage id="forgot-error" tone="error">
              {action.error.text}
            </FormMessage>
          )}
          <SubmitButton busy={action.busy} busyLabel="Sending…">
            Send reset link
          </SubmitButton>
        </form>
      )}
      {onBack && (
        <button type="button" onClick={onBack} className={SECONDARY_BUTTON}>
          Back to sign in
        </button>
      )}
    </div>
  );
}
