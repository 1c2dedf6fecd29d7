import { type FormEvent, useEffect, useState } from "react";
import {
  BROADCAST_LIMITS,
  PUSH_AUDIENCE_LABELS,
  PUSH_AUDIENCES,
  type PushAudience,
  type PushBroadcastReport,
  pushBroadcastBody,
} from "../../../../domain/api/admin-push";
import { BRAND } from "../../../../domain/brand";
import { PERSONAL_QUERY_KEY } from "../../auth/AuthProvider";
import { CHOICE, Field, FieldSet, type FormErrors, TextArea, TextInput } from "../../components/form/Field";
import { errorText, FormError } from "../../components/form/FormError";
import { EmptyState, LoadError } from "../../components/PageStates";
import { Button } from "../../components/ui/Button";
import { call } from "../../lib/api";
import { queryClient, useAppMutation, useAppQuery } from "../../lib/query";
import { useToast } from "../../lib/toast";
import { ListSkeleton } from "./AdminConversationParts";
import { AdminPage } from "./kit/AdminPage";

const QUERY_KEY = [PERSONAL_QUERY_KEY, "admin-push"] as const;

const CARD = "rounded-3xl bg-white p-5 shadow-sm ring-1 ring-stone-900/5 sm:p-6 dark:bg-stone-900 dark:ring-white/10";
const H2 = "font-display text-xl font-semibold text-stone-900 dark:text-white";

const people = (n: number) => `${n} ${n === 1 ? "person" : "people"}`;

/** An e-mail address that is worth asking the server about (the server checks it properly). */
const looksLikeEmail = (s: string) => /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(s.trim());

/** Waits until the value has stopped changing for a moment (typing an address). */
function useSettled<T>(value: T, ms = 400): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** Who the push reaches: the number of people of the audience with push turned on on a device. */
function RecipientCount({ audience, email }: { audience: PushAudience; email: string }) {
  const settledEmail = useSettled(email.trim().toLowerCase());
  const ready = audience !== "person" || looksLikeEmail(settledEmail);
  const count = useAppQuery({
    queryKey: [...QUERY_KEY, "audience", audience, audience === "person" ? settledEmail : ""],
    queryFn: ({ signal }) =>
      call("GET /api/admin/push/audience", {
        query: audience === "person" ? { audience, email: settledEmail } : { audience },
        signal,
      }),
    enabled: ready,
    staleTime: 0,
  });
  let text: string;
  if (!ready) text = "Enter the person's e-mail address to see whether they can get the push.";
  else if (count.isPending) text = "Counting recipients…";
  else if (count.isError) text = "We couldn't count the recipients.";
  else if (count.data.person === null) text = "Nobody has an account with that e-mail address.";
  else if (count.data.person)
    text = count.data.person.has_device
      ? `${count.data.person.name} has push turned on: 1 recipient.`
      : `${count.data.person.name} has no device with push turned on.`;
  else text = `Reaches ${people(count.data.recipients)} with push turned on.`;
  return (
    <p
      aria-live="polite"
      data-testid="recipient-count"
      className="rounded-2xl bg-brand-50 px-4 py-3 text-sm font-medium text-brand-900 dark:bg-stone-800 dark:text-brand-100"
    >
      {text}
    </p>
  );
}

/** How the push shows on a phone's lock screen. */
function Preview({ title, body, link }: { title: string; body: string; link: string }) {
  return (
    <section aria-labelledby="push-preview" className={CARD}>
      <h2 id="push-preview" className={H2}>
        Preview
      </h2>
      <div className="mt-4 rounded-3xl bg-gradient-to-b from-stone-700 to-stone-900 p-4">
        <div className="rounded-2xl bg-white/95 p-3 shadow-lg dark:bg-stone-100">
          <div className="flex items-center gap-2 text-xs text-stone-600">
            <span
              aria-hidden="true"
              className="flex h-5 w-5 items-center justify-center rounded-md bg-brand-700 text-[0.65rem] font-bold text-white"
            >
              {BRAND.name.slice(0, 1)}
            </span>
            <span className="font-semibold tracking-wide uppercase">{BRAND.name}</span>
            <span className="ml-auto">now</span>
          </div>
          <p className="mt-2 font-semibold break-words text-stone-900">{title.trim() || "Your title"}</p>
          <p className="mt-0.5 text-sm break-words whitespace-pre-line text-stone-800">
            {body.trim() || "Your message appears here."}
          </p>
        </div>
      </div>
      <p className="mt-3 text-sm text-stone-600 dark:text-stone-300">
        A tap opens <span className="font-mono break-all text-stone-900 dark:text-white">{link.trim() || "/"}</span>
      </p>
    </section>
  );
}

function Counter({ value, max }: { value: string; max: number }) {
  return (
    <span className="float-right text-xs font-normal text-stone-600 dark:text-stone-300">
      {value.trim().length}/{max}
    </span>
  );
}

function Compose() {
  const { toast } = useToast();
  const [audience, setAudience] = useState<PushAudience>("travelers");
  const [email, setEmail] = useState("");
  const [title, setTitle] = useState("");
  const [body, setBody] = useState("");
  const [link, setLink] = useState("/");
  const [errors, setErrors] = useState<FormErrors>({});
  /** A change clears the field's message (the next send checks again). */
  const edit = (key: string, set: (value: string) => void, value: string) => {
    set(value);
    if (errors[key]) setErrors((all) => ({ ...all, [key]: undefined }));
  };

  const send = useAppMutation({
    mutationFn: (input: Parameters<typeof pushBroadcastBody.parse>[0]) =>
      call("POST /api/admin/push/broadcasts", { body: pushBroadcastBody.parse(input) }),
    onSuccess: ({ broadcast }) => {
      toast(`Push queued for ${people(broadcast.recipients)}. The report below fills in as it goes out.`, "success");
      setTitle("");
      setBody("");
      void queryClient.invalidateQueries({ queryKey: QUERY_KEY });
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const input = {
      title,
      body,
      deep_link: link,
      audience,
      ...(audience === "person" ? { email } : {}),
    };
    const checked = pushBroadcastBody.safeParse(input);
    if (!checked.success) {
      const found: FormErrors = {};
      for (const issue of checked.error.issues) {
        const key = String(issue.path[0] ?? "form");
        found[key] ??= `${key === "deep_link" ? "Deep link" : key[0]?.toUpperCase() + key.slice(1)} ${issue.message}`;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    send.mutate(input);
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <form onSubmit={submit} noValidate className={`${CARD} space-y-5`} aria-labelledby="compose-heading">
        <h2 id="compose-heading" className={H2}>
          Compose
        </h2>
        <FieldSet id="audience" legend="Send to" error={errors.audience}>
          <div className="grid gap-2 sm:grid-cols-3">
            {PUSH_AUDIENCES.map((a) => (
              <label key={a} className={CHOICE}>
                <input
                  type="radio"
                  name="audience"
                  value={a}
                  checked={audience === a}
                  onChange={() => setAudience(a)}
                />
                <span>{PUSH_AUDIENCE_LABELS[a]}</span>
              </label>
            ))}
          </div>
        </FieldSet>
        {audience === "person" && (
          <Field id="email" label="Their e-mail address" error={errors.email}>
            <TextInput
              type="email"
              autoComplete="off"
              value={email}
              onChange={(e) => edit("email", setEmail, e.target.value)}
            />
          </Field>
        )}
        <RecipientCount audience={audience} email={email} />
        <Field
          id="title"
          label={
            <>
              Title <Counter value={title} max={BROADCAST_LIMITS.title} />
            </>
          }
          error={errors.title}
        >
          <TextInput
            value={title}
            maxLength={BROADCAST_LIMITS.title}
            onChange={(e) => edit("title", setTitle, e.target.value)}
          />
        </Field>
        <Field
          id="body"
          label={
            <>
              Message <Counter value={body} max={BROADCAST_LIMITS.body} />
            </>
          }
          error={errors.body}
        >
          <TextArea
            rows={3}
            value={body}
            maxLength={BROADCAST_LIMITS.body}
            onChange={(e) => edit("body", setBody, e.target.value)}
          />
        </Field>
        <Field
          id="deep_link"
          label="Deep link"
          hint="A page on this site the tap opens, starting with /, for example /search?country=Georgia or /blog."
          error={errors.deep_link}
        >
          <TextInput value={link} onChange={(e) => edit("deep_link", setLink, e.target.value)} />
        </Field>
        <FormError message={send.isError ? errorText(send.error) : null} />
        <div className="flex justify-end">
          <Button type="submit" busy={send.isPending} busyLabel="Sending…">
            Send push
          </Button>
        </div>
      </form>
      <Preview title={title} body={body} link={link} />
    </div>
  );
}

function audienceLabel(audience: string): string {
  if (audience.startsWith("person:")) return audience.slice("person:".length);
  return PUSH_AUDIENCE_LABELS[audience as PushAudience] ?? audience;
}

const when = (iso: string) =>
  new Date(iso).toLocaleString("en-GB", { day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" });

function ReportCard({ b }: { b: PushBroadcastReport }) {
  const stats = [
    { label: "Recipients", value: b.recipients, tone: "text-stone-900 dark:text-white" },
    { label: "Sent", value: b.sent, tone: "text-brand-800 dark:text-brand-200" },
    { label: "Queued", value: b.queued, tone: "text-stone-900 dark:text-white" },
    {
      label: "Failed",
      value: b.failed,
      tone: b.failed ? "text-red-800 dark:text-red-300" : "text-stone-900 dark:text-white",
    },
  ];
  return (
    <li className={CARD}>
      <article aria-labelledby={`b-${b.id}`}>
        <h3 id={`b-${b.id}`} className="font-semibold break-words text-stone-900 dark:text-white">
          {b.title}
        </h3>
        <p className="mt-1 text-sm break-words text-stone-700 dark:text-stone-200">{b.body}</p>
        <p className="mt-1 text-sm text-stone-600 dark:text-stone-300">
          To {audienceLabel(b.audience)} · {when(b.created_at)}
          {b.created_by_name ? ` · by ${b.created_by_name}` : ""} · opens{" "}
          <span className="font-mono break-all">{b.deep_link}</span>
        </p>
        <dl className="mt-3 grid grid-cols-4 gap-2 text-center">
          {stats.map((s) => (
            <div key={s.label} className="rounded-2xl bg-stone-100 px-2 py-2 dark:bg-stone-800">
              <dt className="text-xs text-stone-600 dark:text-stone-300">{s.label}</dt>
              <dd className={`text-lg font-semibold ${s.tone}`}>{s.value}</dd>
            </div>
          ))}
        </dl>
      </article>
    </li>
  );
}

function Reports() {
  const list = useAppQuery({
    queryKey: [...QUERY_KEY, "broadcasts"],
    queryFn: ({ signal }) => call("GET /api/admin/push/broadcasts", { signal }),
    staleTime: 0,
    // While pushes of a broadcast are still queued, the report refreshes itself.
    refetchInterval: (q: { state: { data?: { broadcasts: PushBroadcastReport[] } } }) =>
      q.state.data?.broadcasts.some((b) => b.queued > 0) ? 5000 : false,
  });
  return (
    <section aria-labelledby="reports-heading" className="mt-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="reports-heading" className={H2}>
          Delivery reports
        </h2>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => list.refetch()}
          busy={list.isFetching}
          busyLabel="Refreshing…"
        >
          Refresh
        </Button>
      </div>
      <div className="mt-4">
        {list.isPending ? (
          <ListSkeleton label="Loading delivery reports…" count={2} height="h-36" />
        ) : list.isError ? (
          <LoadError title="We couldn't load the delivery reports." error={list.error} onRetry={() => list.refetch()} />
        ) : list.data.broadcasts.length === 0 ? (
          <EmptyState>No pushes sent from here yet. Each one you send gets its delivery report here.</EmptyState>
        ) : (
          <ul className="space-y-4">
            {list.data.broadcasts.map((b) => (
              <ReportCard key={b.id} b={b} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

/** /admin/push-notifications (spec §2; issue 18 item 8): send a push to a person, the hosts or the travelers. */
export function Component() {
  return (
    <AdminPage
      title="Push notifications"
      width="medium"
      description={
        <>
          Send a notification to the phones and browsers of one person, every host or every traveler. Only people who
          turned push on get it; it arrives on the General channel, quietly.
        </>
      }
    >
      <Compose />
      <Reports />
    </AdminPage>
  );
}
