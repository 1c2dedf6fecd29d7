import { type FormEvent, type ReactNode, useState } from "react";
import { Link, useLocation, useSearchParams } from "react-router";
import type { AuthUser } from "../../../../domain/api/auth";
import {
  type Contact,
  type ContactMethod,
  contactError,
  contactFrom,
  credentialsError,
  otpFrom,
} from "../../../../domain/credentials";
import { MESSAGES } from "../../../../domain/messages";
import { RETURN_PARAM, safeReturnPath } from "../../../../domain/return-path";
import { pageTitle } from "../../../../domain/titles";
import { authClient } from "../../auth/client";
import { useAuth, useSessionControl } from "../../auth/context";
import { forgetReturnPath, pendingReturnPath } from "../../auth/return-path";
import { Tabs, tabPanelProps } from "../../components/ui/Tabs";
import { usePageTitle } from "../../lib/page-title";
import { ForgotPasswordForm } from "./ForgotPasswordForm";
import { LinkErrorNotice } from "./LinkErrorNotice";
import {
  AuthCard,
  AuthPending,
  CodeField,
  ContactField,
  FormMessage,
  PasswordField,
  PRIMARY_BUTTON,
  SECONDARY_BUTTON,
  SubmitButton,
  TEXT_LINK,
} from "./parts";
import { SocialSignIn } from "./SocialSignIn";
import { useFormAction } from "./useFormAction";

type Tab = "sign-in" | "sign-up";
const TABS: { id: Tab; label: string }[] = [
  { id: "sign-in", label: "Sign in" },
  { id: "sign-up", label: "Sign up" },
];

const contactText = (contact: Contact) => ("email" in contact ? contact.email : contact.phone);

/** Which fields a failed client-side check points at. */
function invalidFields(contact: Contact | null, password: string) {
  return { contact: !contact || contactError(contact) !== null, password: !password };
}

const VALID = { contact: false, password: false };

/** What the sign-in and sign-up forms ask for: an e-mail address or phone number (switchable) and a password. */
function useCredentials() {
  const [method, setMethod] = useState<ContactMethod>("email");
  const [contactValue, setContactValue] = useState("");
  const [password, setPassword] = useState("");
  const [invalid, setInvalid] = useState(VALID);
  return { method, setMethod, contactValue, setContactValue, password, setPassword, invalid, setInvalid };
}

/** The contact and password fields; switching between e-mail and phone empties the contact field. */
function CredentialFields({
  credentials: c,
  isNew,
  hint,
  describedBy,
}: {
  credentials: ReturnType<typeof useCredentials>;
  isNew: boolean;
  hint?: string;
  describedBy: string;
}) {
  return (
    <>
      <ContactField
        method={c.method}
        onMethod={(m) => {
          c.setMethod(m);
          c.setContactValue("");
        }}
        value={c.contactValue}
        onChange={c.setContactValue}
        invalid={c.invalid.contact}
        describedBy={describedBy}
      />
      <PasswordField
        isNew={isNew}
        hint={hint}
        value={c.password}
        onChange={c.setPassword}
        invalid={c.invalid.password}
        describedBy={describedBy}
      />
    </>
  );
}

/** "Resend" for an unconfirmed sign-up: a new link by e-mail, or a new code by text message. */
function ResendButton({ contact }: { contact: Contact }) {
  const action = useFormAction();
  const [sent, setSent] = useState(false);
  const resend = () => action.run(async () => void (await authClient.resendSignup(contact))).then(setSent);
  return (
    <div className="space-y-2">
      <button type="button" onClick={resend} disabled={action.busy} className={TEXT_LINK}>
        {action.busy ? "Sending…" : "email" in contact ? "Resend the confirmation e-mail" : "Resend the code"}
      </button>
      {sent && !action.error && <FormMessage tone="success">We sent a new one to {contactText(contact)}.</FormMessage>}
      {action.error && <FormMessage tone="error">{action.error.text}</FormMessage>}
    </div>
  );
}

function SignInForm({ onForgot }: { onForgot: (email: string) => void }) {
  const { acceptSession } = useSessionControl();
  const credentials = useCredentials();
  const { method, contactValue, password, setInvalid } = credentials;
  const [unconfirmed, setUnconfirmed] = useState<Contact | null>(null);
  const action = useFormAction();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const contact = contactFrom(method, contactValue);
    const problem = credentialsError(contact, password, false);
    if (problem || !contact) {
      setInvalid(invalidFields(contact, password));
      action.fail(problem ?? MESSAGES.emailOrPhoneAndPassword);
      return;
    }
    setInvalid(VALID);
    setUnconfirmed(null);
    const ok = await action.run(async () => acceptSession(await authClient.signInWithPassword(contact, password)));
    if (!ok) setUnconfirmed(contact);
  };

  const notConfirmed = action.error?.code === "email_not_confirmed" || action.error?.code === "phone_not_confirmed";
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <CredentialFields credentials={credentials} isNew={false} describedBy="sign-in-error" />
      <div className="flex justify-end">
        <button
          type="button"
          className={`${TEXT_LINK} text-sm`}
          onClick={() => onForgot(method === "email" ? contactValue.trim() : "")}
        >
          Forgot password?
        </button>
      </div>
      {action.error && (
        <FormMessage id="sign-in-error" tone="error">
          {notConfirmed
            ? "Please confirm your e-mail address first: open the link we sent you when you signed up."
            : action.error.text}
        </FormMessage>
      )}
      {notConfirmed && unconfirmed && <ResendButton contact={unconfirmed} />}
      <SubmitButton busy={action.busy} busyLabel="Signing in…">
        Sign in
      </SubmitButton>
      <p className="text-center text-sm text-stone-600 dark:text-stone-300">
        No password?{" "}
        <Link to="/simple-auth" className={TEXT_LINK}>
          Get a sign-in code by e-mail
        </Link>
      </p>
    </form>
  );
}

/** After sign-up: the e-mail's link (or its code), or the text message's code for a phone sign-up. */
function ConfirmSignUp({ contact, onBack }: { contact: Contact; onBack: () => void }) {
  const { acceptSession } = useSessionControl();
  const [code, setCode] = useState("");
  const action = useFormAction();
  const byEmail = "email" in contact;

  const verify = async (e: FormEvent) => {
    e.preventDefault();
    const token = otpFrom(code);
    if (!token) {
      action.fail(MESSAGES.invalidCode);
      return;
    }
    await action.run(async () =>
      acceptSession(await authClient.verifyOtp({ ...contact, type: byEmail ? "signup" : "sms", token })),
    );
  };

  return (
    <div className="space-y-5">
      <FormMessage tone="success">
        {byEmail ? (
          <>
            We sent a confirmation link to <strong>{contactText(contact)}</strong>. Open it to finish creating your
            account.
          </>
        ) : (
          <>
            We sent a 6-digit code to <strong>{contactText(contact)}</strong>.
          </>
        )}
      </FormMessage>
      <form onSubmit={verify} noValidate className="space-y-4">
        {byEmail && (
          <p className="text-sm text-stone-600 dark:text-stone-300">Or type the 6-digit code from the e-mail:</p>
        )}
        <CodeField value={code} onChange={setCode} invalid={Boolean(action.error)} describedBy="confirm-error" />
        {action.error && (
          <FormMessage id="confirm-error" tone="error">
            {action.error.text}
          </FormMessage>
        )}
        <SubmitButton busy={action.busy} busyLabel="Checking…">
          Confirm
        </SubmitButton>
      </form>
      <div className="space-y-1 text-sm text-stone-600 dark:text-stone-300">
        <p>Nothing arrived?{byEmail ? " Check your spam folder." : ""}</p>
        <ResendButton contact={contact} />
      </div>
      <button type="button" onClick={onBack} className={SECONDARY_BUTTON}>
        {byEmail ? "Use a different e-mail" : "Use a different number"}
      </button>
    </div>
  );
}

function SignUpForm({ onSignedUp }: { onSignedUp: (contact: Contact) => void }) {
  const { acceptSession } = useSessionControl();
  const credentials = useCredentials();
  const { method, contactValue, password, setInvalid } = credentials;
  const action = useFormAction();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const contact = contactFrom(method, contactValue);
    const problem = credentialsError(contact, password, true);
    if (problem || !contact) {
      const fields = invalidFields(contact, password);
      setInvalid({ contact: fields.contact, password: fields.password || (contact !== null && !fields.contact) });
      action.fail(problem ?? MESSAGES.emailOrPhoneAndPassword);
      return;
    }
    setInvalid(VALID);
    await action.run(async () => {
      const result = await authClient.signUp(contact, password);
      if (result.session) acceptSession(result.session);
      else onSignedUp(contact);
    });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <CredentialFields
        credentials={credentials}
        isNew
        hint="At least 8 characters. A long phrase is easier to remember than symbols."
        describedBy="sign-up-error"
      />
      {action.error && (
        <FormMessage id="sign-up-error" tone="error">
          {action.error.text}
        </FormMessage>
      )}
      <SubmitButton busy={action.busy} busyLabel="Creating your account…">
        Create account
      </SubmitButton>
    </form>
  );
}

type View = { kind: "form" } | { kind: "confirm"; contact: Contact } | { kind: "forgot"; email: string };

function SignedOut() {
  const { linkReturn } = useSessionControl();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get("tab") === "sign-up" ? "sign-up" : "sign-in";
  const comingBack = safeReturnPath(params.get(RETURN_PARAM)) !== null;
  const [view, setView] = useState<View>({ kind: "form" });

  const selectTab = (next: Tab) => {
    setView({ kind: "form" });
    // Only the tab changes: the page to come back to (`redirect`) stays in the address.
    setParams(
      (p) => {
        if (next === "sign-up") p.set("tab", "sign-up");
        else p.delete("tab");
        return p;
      },
      { replace: true },
    );
  };

  if (view.kind === "forgot") {
    return (
      <AuthCard title="Reset your password" intro="We'll e-mail you a link to choose a new password.">
        <ForgotPasswordForm initialEmail={view.email} onBack={() => setView({ kind: "form" })} />
      </AuthCard>
    );
  }
  if (view.kind === "confirm") {
    return (
      <AuthCard title={"email" in view.contact ? "Check your e-mail" : "Check your phone"}>
        <ConfirmSignUp contact={view.contact} onBack={() => setView({ kind: "form" })} />
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title={tab === "sign-up" ? "Create your account" : "Welcome back"}
      intro={
        tab === "sign-up"
          ? "Meet local hosts in the places guidebooks skip."
          : "Sign in to message hosts and manage your trips."
      }
    >
      {linkReturn?.kind === "error" && <LinkErrorNotice description={linkReturn.description} />}
      {comingBack && (
        <p className="mb-6 text-sm text-stone-600 dark:text-stone-300">
          You'll come back to the page you were on once you're in.
        </p>
      )}
      {linkReturn?.kind === "message" && (
        <div className="mb-6">
          <FormMessage tone="success">{linkReturn.text}</FormMessage>
        </div>
      )}
      <Tabs
        name="auth"
        label="Sign in or sign up"
        tabs={TABS}
        selected={tab}
        onSelect={selectTab}
        look="pill"
        className="mb-6"
      />
      <div {...tabPanelProps("auth", tab)}>
        {tab === "sign-in" ? (
          <SignInForm onForgot={(email) => setView({ kind: "forgot", email })} />
        ) : (
          <SignUpForm onSignedUp={(contact) => setView({ kind: "confirm", contact })} />
        )}
      </div>
      <SocialSignIn />
    </AuthCard>
  );
}

const isConfirmed = (user: AuthUser) =>
  Boolean(user.email_confirmed_at ?? user.phone_confirmed_at ?? user.confirmed_at);

/**
 * Signed in on /auth: the spec §4 rules move a confirmed person with a complete profile on to /; everyone else stays
 * here for what is left to do (confirm the e-mail, complete the profile). Admins stay too.
 */
function SignedIn({ user }: { user: AuthUser }) {
  const { profile, profileLoading, signOut } = useAuth();
  const { linkReturn } = useSessionControl();
  const { search } = useLocation();
  const back = pendingReturnPath(search);
  const justConfirmed = linkReturn?.kind === "link" && linkReturn.type === "signup";
  const who = user.email ?? user.phone ?? "your account";
  const contact: Contact | null = user.email ? { email: user.email } : user.phone ? { phone: user.phone } : null;

  let body: ReactNode;
  if (!isConfirmed(user) && contact) {
    body = (
      <>
        <p>Please confirm your address: open the link we sent to {who}.</p>
        <ResendButton contact={contact} />
      </>
    );
  } else if (profileLoading) {
    body = <p role="status">One moment, opening your account…</p>;
  } else if (!profile?.user_type) {
    body = (
      <>
        <p>One more step: tell us whether you are here to travel or to host.</p>
        <Link to="/complete-profile" className={PRIMARY_BUTTON}>
          Complete your profile
        </Link>
      </>
    );
  } else if (back) {
    body = (
      <Link to={back} className={PRIMARY_BUTTON} onClick={forgetReturnPath}>
        Continue where you were
      </Link>
    );
  } else {
    body = (
      <Link to="/" className={PRIMARY_BUTTON}>
        Go to the home page
      </Link>
    );
  }

  return (
    <AuthCard
      title={justConfirmed ? "Your e-mail is confirmed" : "You're signed in"}
      intro={
        <p>
          Signed in as <strong className="break-all text-stone-900 dark:text-white">{who}</strong>.
        </p>
      }
    >
      <div className="space-y-4 text-stone-700 dark:text-stone-200">{body}</div>
      <p className="mt-6 text-center text-sm text-stone-600 dark:text-stone-300">
        Not you?{" "}
        <button type="button" onClick={() => void signOut()} className={TEXT_LINK}>
          Sign out
        </button>
      </p>
    </AuthCard>
  );
}

/** /auth: sign in, sign up, and the return from e-mail confirmation (spec §2, §4, §5). */
export function Component() {
  const { status, user } = useAuth();
  const [params] = useSearchParams();
  usePageTitle(
    pageTitle(status === "signed-in" ? "Your account" : params.get("tab") === "sign-up" ? "Sign up" : "Sign in"),
  );
  if (status === "loading") return <AuthPending label="Checking your session…" />;
  if (status === "signed-in" && user) return <SignedIn user={user} />;
  return <SignedOut />;
}
