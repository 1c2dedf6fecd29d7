import { useState } from "react";
import { contactError } from "../../../../domain/credentials";
import { authClient } from "../../auth/client";
import { EmailRequestForm } from "./EmailRequestForm";
import { FormMessage, SECONDARY_BUTTON } from "./parts";

/**
 * Asks for the recovery e-mail (POST /auth/v1/recover, whose link opens /reset-password). The answer is the same
 * whether or not the address has an account, so the page says so instead of confirming the account exists.
 */
export function ForgotPasswordForm({ initialEmail = "", onBack }: { initialEmail?: string; onBack?: () => void }) {
  const [sentTo, setSentTo] = useState<string | null>(null);

  return (
    <div className="space-y-4">
      {sentTo ? (
        <FormMessage tone="success">
          If <strong>{sentTo}</strong> has an account, a link to choose a new password is on its way. It works once.
        </FormMessage>
      ) : (
        <EmailRequestForm
          errorId="forgot-error"
          initialEmail={initialEmail}
          submitLabel="Send reset link"
          problem={(address) => contactError({ email: address })}
          send={(address) => authClient.resetPasswordForEmail(address)}
          onSent={setSentTo}
        />
      )}
      {onBack && (
        <button type="button" onClick={onBack} className={SECONDARY_BUTTON}>
          Back to sign in
        </button>
      )}
    </div>
  );
}
