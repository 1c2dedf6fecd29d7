import { type FormEvent, useState } from "react";
import {
  CONTACT_HONEYPOT,
  CONTACT_LIMITS,
  CONTACT_TOPIC_LABEL,
  CONTACT_TOPICS,
  type ContactBody,
  type ContactTopic,
  contactBody,
} from "../../../../domain/api/contact";
import { BRAND } from "../../../../domain/brand";
import { MESSAGES } from "../../../../domain/messages";
import { useAuth } from "../../auth/context";
import { ErrorSummary } from "../../components/form/ErrorSummary";
import { Field, type FormErrors, Select, TextArea, TextInput } from "../../components/form/Field";
import { FormError } from "../../components/form/FormError";
import { useFormDraft } from "../../components/form/useFormDraft";
import { Button } from "../../components/ui/Button";
import { ApiRequestError, call } from "../../lib/api";
import { InfoLayout, P, TextLink } from "./parts";

const FORM_ID = "contact";
const fieldId = (field: string) => `${FORM_ID}-${field}`;

interface Draft {
  name: string;
  email: string;
  topic: ContactTopic | "";
  message: string;
  [CONTACT_HONEYPOT]: string;
}

const LABEL: Record<"name" | "email" | "topic" | "message", string> = {
  name: "Your name",
  email: "Your e-mail address",
  topic: "What is it about?",
  message: "Your message",
};

/** The form's check, the server's schema: "Please fill in all required fields" when any is empty, else each field's rule. */
function check(d: Draft): { body: ContactBody | null; errors: FormErrors; summary: string | null } {
  const missing = (["name", "email", "topic", "message"] as const).filter((f) => !String(d[f]).trim());
  if (missing.length > 0) {
    const errors = Object.fromEntries(missing.map((f) => [f, `${LABEL[f]} is required`]));
    return { body: null, errors, summary: MESSAGES.requiredFields };
  }
  const result = contactBody.safeParse(d);
  if (result.success) return { body: result.data, errors: {}, summary: null };
  const errors: FormErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "") as keyof typeof LABEL;
    if (field in LABEL && !errors[field]) errors[field] = `${LABEL[field]} ${issue.message}`;
  }
  return { body: null, errors, summary: null };
}

function Sent({ name, email }: { name: string; email: string }) {
  return (
    <div role="status" className="space-y-3 rounded-3xl bg-brand-50 p-6 dark:bg-stone-800">
      <h2 className="font-display text-2xl font-semibold text-stone-900 dark:text-white">Thank you, {name}</h2>
      <P>
        Your message is with our team. We answer by e-mail to <strong>{email}</strong>, usually within two working days.
      </P>
      <P>
        Meanwhile, the <TextLink to="/faq">FAQ</TextLink> may already have your answer.
      </P>
    </div>
  );
}

function ContactForm() {
  const { user } = useAuth();
  const { draft, errors, update, report, attempt } = useFormDraft<Draft>(() => ({
    name: "",
    email: user?.email ?? "",
    topic: "",
    message: "",
    [CONTACT_HONEYPOT]: "",
  }));
  const [summary, setSummary] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<{ name: string; email: string } | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const { body, errors: found, summary: title } = check(draft);
    setSummary(title);
    if (report(found) || !body) return;
    setSending(true);
    try {
      await call("POST /api/contact", { body });
      setSent({ name: body.name, email: body.email });
    } catch (err) {
      setFailure(
        err instanceof ApiRequestError && err.status < 500
          ? err.message
          : `We could not send your message. Please try again, or write to ${BRAND.supportEmail}.`,
      );
    } finally {
      setSending(false);
    }
  };

  if (sent) return <Sent {...sent} />;
  const length = Array.from(draft.message).length;
  return (
    <form id={FORM_ID} noValidate onSubmit={submit} aria-label="Contact us" className="space-y-5">
      <ErrorSummary
        errors={errors}
        fieldId={fieldId}
        attempt={attempt}
        title={(count) => summary ?? `Please check ${count === 1 ? "this field" : "these fields"}:`}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id={fieldId("name")} label={LABEL.name} error={errors.name}>
          <TextInput
            value={draft.name}
            onChange={(e) => update({ name: e.target.value })}
            autoComplete="name"
            maxLength={CONTACT_LIMITS.nameMax}
            required
          />
        </Field>
        <Field id={fieldId("email")} label={LABEL.email} error={errors.email} hint="We reply to this address.">
          <TextInput
            type="email"
            value={draft.email}
            onChange={(e) => update({ email: e.target.value })}
            autoComplete="email"
            maxLength={CONTACT_LIMITS.emailMax}
            required
          />
        </Field>
      </div>
      <Field id={fieldId("topic")} label={LABEL.topic} error={errors.topic}>
        <Select value={draft.topic} onChange={(e) => update({ topic: e.target.value as ContactTopic })} required>
          <option value="">Choose a topic</option>
          {CONTACT_TOPICS.map((t) => (
            <option key={t} value={t}>
              {CONTACT_TOPIC_LABEL[t]}
            </option>
          ))}
        </Select>
      </Field>
      <Field
        id={fieldId("message")}
        label={LABEL.message}
        error={errors.message}
        hint={`${length} of ${CONTACT_LIMITS.messageMax} characters. For a booking, tell us the listing and the dates.`}
      >
        <TextArea
          value={draft.message}
          onChange={(e) => update({ message: e.target.value })}
          rows={7}
          maxLength={CONTACT_LIMITS.messageMax}
          required
        />
      </Field>
      {/* The honeypot: hidden from people (and screen readers), filled in by bots; the server then keeps nothing. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={fieldId(CONTACT_HONEYPOT)}>Website</label>
        <input
          id={fieldId(CONTACT_HONEYPOT)}
          name={CONTACT_HONEYPOT}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={draft[CONTACT_HONEYPOT]}
          onChange={(e) => update({ [CONTACT_HONEYPOT]: e.target.value })}
        />
      </div>
      <FormError message={failure} />
      <Button type="submit" busy={sending} busyLabel="Sending…">
        Send message
      </Button>
    </form>
  );
}

/** /contact: the form that reaches the team (stored for the admins' inbox and e-mailed to the support address). */
export function Component() {
  return (
    <InfoLayout
      id="contact"
      lead={
        <p>
          Questions about a booking, hosting, your account or safety: write to us here or at{" "}
          <TextLink to={`mailto:${BRAND.supportEmail}`}>{BRAND.supportEmail}</TextLink>. If a host or traveler worries
          you during a trip, also report the conversation from the chat.
        </p>
      }
    >
      <div className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-stone-900/5 sm:p-8 dark:bg-stone-900 dark:ring-white/10">
        <ContactForm />
      </div>
    </InfoLayout>
  );
}
