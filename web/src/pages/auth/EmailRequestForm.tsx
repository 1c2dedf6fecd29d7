import { type FormEvent, useState } from "react";
import { EMAIL_INPUT, Field, FormMessage, SubmitButton } from "./parts";
import { useFormAction } from "./useFormAction";

/**
 * One e-mail address field and a button that sends something to it (a password reset link, a sign-in code): the
 * trimmed address is checked with `problem` first, then `send` runs and `onSent` gets the address it went to.
 */
export function EmailRequestForm({
  errorId,
  initialEmail = "",
  submitLabel,
  problem,
  send,
  onSent,
}: {
  errorId: string;
  initialEmail?: string;
  submitLabel: string;
  problem: (address: string) => string | null;
  send: (address: string) => Promise<unknown>;
  onSent: (address: string) => void;
}) {
  const [email, setEmail] = useState(initialEmail);
  const action = useFormAction();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const address = email.trim();
    const found = problem(address);
    if (found) {
      action.fail(found);
      return;
    }
    if (await action.run(async () => void (await send(address)))) onSent(address);
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field
        label="E-mail address"
        {...EMAIL_INPUT}
        autoFocus
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        invalid={Boolean(action.error)}
        describedBy={errorId}
      />
      {action.error && (
        <FormMessage id={errorId} tone="error">
          {action.error.text}
        </FormMessage>
      )}
      <SubmitButton busy={action.busy} busyLabel="Sending…">
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
