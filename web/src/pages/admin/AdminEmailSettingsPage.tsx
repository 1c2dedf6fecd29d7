import { useEffect, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import {
  EMAIL_TEMPLATE_LIMITS,
  type EmailPreview,
  type EmailTemplateDetail,
  type EmailTemplateSummary,
} from "../../../../domain/api/admin-email-templates";
import { formatDate } from "../../../../domain/date-range";
import { pageTitle } from "../../../../domain/titles";
import { PERSONAL_QUERY_KEY } from "../../auth/AuthProvider";
import { CARD, Field, HINT, LABEL, TextArea, TextInput } from "../../components/form/Field";
import { errorText, FormError } from "../../components/form/FormError";
import { EmptyState, isNotFound, LoadError } from "../../components/PageStates";
import { Button } from "../../components/ui/Button";
import { ConfirmDialog } from "../../components/ui/ConfirmDialog";
import { ApiRequestError, call } from "../../lib/api";
import { usePageTitle } from "../../lib/page-title";
import { queryClient, useAppMutation, useAppQuery } from "../../lib/query";
import { useToast } from "../../lib/toast";
import { useUnsavedGuard } from "../manage-listings/useUnsavedGuard";
import { ListSkeleton } from "./AdminConversationParts";
import { Breadcrumbs } from "./kit/AdminPage";

const QUERY_KEY = [PERSONAL_QUERY_KEY, "admin-email-templates"] as const;
/** How long typing pauses before the preview is asked for again. */
const PREVIEW_DELAY_MS = 350;

type Draft = { subject: string; body: string };
type FieldName = keyof Draft;

/** A server message "subject: …" or "body: …" as the field it names and the rest. */
function fieldProblem(message: string): { field: FieldName | null; text: string } {
  const m = /^(subject|body): (.*)$/s.exec(message);
  return m ? { field: m[1] as FieldName, text: m[2] as string } : { field: null, text: message };
}

/** The draft rendered with the sample values (POST …/preview) a moment after typing stops; the last good one stays. */
function usePreview(key: string, subject: string, body: string) {
  const [preview, setPreview] = useState<EmailPreview | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      call("POST /api/admin/email-templates/:key/preview", {
        params: { key },
        body: { subject, body },
        signal: controller.signal,
      })
        .then((p) => {
          setPreview(p);
          setProblem(null);
          setFailed(false);
        })
        .catch((err: unknown) => {
          if (controller.signal.aborted || (err instanceof ApiRequestError && err.code === "aborted")) return;
          if (err instanceof ApiRequestError && err.status === 400) setProblem(err.message);
          else setFailed(true);
        });
    }, PREVIEW_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key, subject, body]);
  return { preview, problem, failed };
}

/** The format's rules, in the words of the person writing. */
function FormatHelp() {
  return (
    <details className="rounded-2xl bg-stone-50 p-4 text-sm text-stone-700 dark:bg-stone-800 dark:text-stone-200">
      <summary className="cursor-pointer font-semibold text-stone-900 dark:text-white">How to write the body</summary>
      <ul className="mt-3 list-disc space-y-1.5 pl-5">
        <li>Leave an empty line between paragraphs.</li>
        <li>
          <code># Title</code> on the first line is the e-mail's heading.
        </li>
        <li>
          A paragraph that is only <code>[Button text](/path)</code> is a button; it links to a page of this site or an
          http(s) address.
        </li>
        <li>
          A paragraph starting with <code>&gt; </code> is a small grey note.
        </li>
        <li>
          A paragraph that is only <code>`{"{{code}}"}`</code> shows a code in large letters.
        </li>
        <li>
          <code>{"{{#name}}…{{/name}}"}</code> keeps what is between only when the variable has a value (a first name we
          may not know, an optional code).
        </li>
        <li>Values are inserted as plain text: they can't add links or formatting.</li>
      </ul>
    </details>
  );
}

function TemplateList({
  templates,
  current,
  onOpen,
}: {
  templates: EmailTemplateSummary[];
  current: string | null;
  onOpen: (key: string) => void;
}) {
  return (
    <ul className="space-y-2">
      {templates.map((t) => (
        <li key={t.key}>
          <Link
            to={`?template=${t.key}`}
            aria-current={t.key === current ? "page" : undefined}
            onClick={(e) => {
              e.preventDefault();
              onOpen(t.key);
            }}
            className="block rounded-2xl bg-white p-3 ring-1 ring-stone-900/5 hover:bg-brand-50 aria-[current=page]:bg-brand-50 aria-[current=page]:ring-2 aria-[current=page]:ring-brand-700 dark:bg-stone-900 dark:ring-white/10 dark:hover:bg-stone-800 dark:aria-[current=page]:bg-stone-800"
          >
            <span className="block font-semibold text-stone-900 dark:text-white">{t.name}</span>
            <span className="mt-0.5 block text-sm text-stone-600 dark:text-stone-300">
              {t.customised
                ? `Edited${t.updated_at ? ` ${formatDate(t.updated_at)}` : ""}${t.updated_by ? ` by ${t.updated_by}` : ""}`
                : "Default"}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function Editor({
  template,
  onDirty,
  onBack,
}: {
  template: EmailTemplateDetail;
  onDirty: (dirty: boolean) => void;
  onBack: () => void;
}) {
  const { toast } = useToast();
  const [draft, setDraft] = useState<Draft>({ subject: template.subject, body: template.body });
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [confirmReset, setConfirmReset] = useState(false);
  const subjectRef = useRef<HTMLInputElement>(null);
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const lastField = useRef<FieldName>("body");
  const dirty = draft.subject !== template.subject || draft.body !== template.body;
  const isDefault = draft.subject === template.default_subject && draft.body === template.default_body;
  const guard = useUnsavedGuard(dirty, "this e-mail");
  const { preview, problem, failed } = usePreview(template.key, draft.subject, draft.body);

  useEffect(() => onDirty(dirty), [dirty, onDirty]);
  useEffect(() => () => onDirty(false), [onDirty]);

  const edit = (field: FieldName, value: string) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  /** Puts `{{name}}` where the cursor was in the subject or the body (the body when neither was used yet). */
  const insert = (name: string) => {
    const field = lastField.current;
    const el = field === "subject" ? subjectRef.current : bodyRef.current;
    const text = `{{${name}}}`;
    const value = draft[field];
    const start = el?.selectionStart ?? value.length;
    const end = el?.selectionEnd ?? value.length;
    edit(field, value.slice(0, start) + text + value.slice(end));
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(start + text.length, start + text.length);
    });
  };

  const refused = (err: unknown) => {
    const message = errorText(err);
    const { field, text } = fieldProblem(message);
    if (err instanceof ApiRequestError && err.status === 400 && field) {
      setErrors({ [field]: `${field === "subject" ? "Subject" : "Body"}: ${text}` });
      (field === "subject" ? subjectRef : bodyRef).current?.focus();
    } else setFormError(message);
  };

  const after = (next: EmailTemplateDetail) => {
    queryClient.setQueryData([...QUERY_KEY, next.key], { template: next });
    void queryClient.invalidateQueries({ queryKey: QUERY_KEY, exact: true });
  };

  const save = useAppMutation({
    mutationFn: () => call("PUT /api/admin/email-templates/:key", { params: { key: template.key }, body: draft }),
    onMutate: () => setFormError(null),
    onSuccess: ({ template: next }) => {
      after(next);
      setDraft({ subject: next.subject, body: next.body });
      toast("E-mail saved. It applies to every e-mail sent from now on.", "success");
    },
    onError: refused,
  });
  const test = useAppMutation({
    mutationFn: () => call("POST /api/admin/email-templates/:key/test", { params: { key: template.key }, body: draft }),
    onMutate: () => setFormError(null),
    onSuccess: ({ to }) => toast(`Test e-mail sent to ${to}.`, "success"),
    onError: refused,
  });
  const reset = useAppMutation({
    mutationFn: () => call("DELETE /api/admin/email-templates/:key", { params: { key: template.key } }),
    onMutate: () => setFormError(null),
    onSuccess: ({ template: next }) => {
      setConfirmReset(false);
      after(next);
      setDraft({ subject: next.subject, body: next.body });
      setErrors({});
      toast("E-mail reset to the default.", "success");
    },
    onError: (err) => {
      setConfirmReset(false);
      setFormError(errorText(err));
    },
  });

  const headingId = `email-${template.key}`;
  return (
    <section aria-labelledby={headingId} className="min-w-0 space-y-6">
      {guard.dialog}
      <button
        type="button"
        onClick={onBack}
        className="text-sm font-semibold text-brand-700 underline underline-offset-4 lg:hidden dark:text-brand-200"
      >
        ← All e-mails
      </button>
      <div>
        <h2 id={headingId} className="font-display text-2xl font-semibold text-stone-900 dark:text-white">
          {template.name}
        </h2>
        <p className="mt-1 text-stone-600 dark:text-stone-300">{template.description}</p>
        <p className="mt-1 text-sm text-stone-600 dark:text-stone-300">
          {template.customised
            ? `Edited${template.updated_at ? ` ${formatDate(template.updated_at)}` : ""}${template.updated_by ? ` by ${template.updated_by}` : ""}; the default is kept and can be restored.`
            : "This is the default wording."}
        </p>
      </div>

      <form
        className={`${CARD} space-y-5`}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate();
        }}
      >
        <Field
          id="email-subject"
          label="Subject"
          error={errors.subject}
          hint={`${draft.subject.length} / ${EMAIL_TEMPLATE_LIMITS.subjectMax} characters`}
        >
          <TextInput
            ref={subjectRef}
            value={draft.subject}
            maxLength={EMAIL_TEMPLATE_LIMITS.subjectMax}
            onFocus={() => {
              lastField.current = "subject";
            }}
            onChange={(e) => edit("subject", e.target.value)}
          />
        </Field>

        <div>
          <p id="email-variables-label" className={LABEL}>
            Variables
          </p>
          <p id="email-variables-hint" className={`${HINT} mt-0 mb-2`}>
            Insert one where the cursor is in the subject or the body. The preview uses the sample values.
          </p>
          <ul aria-labelledby="email-variables-label" className="flex flex-wrap gap-2">
            {template.variables.map((v) => (
              <li key={v.name}>
                <button
                  type="button"
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => insert(v.name)}
                  title={`${v.description}. Sample: ${v.sample}`}
                  aria-label={`Insert {{${v.name}}}: ${v.description}`}
                  className="rounded-full border border-brand-700 bg-brand-50 px-3 py-1 font-mono text-sm text-brand-800 hover:bg-brand-100 dark:border-brand-200 dark:bg-stone-800 dark:text-brand-100"
                >
                  {`{{${v.name}}}`}
                </button>
              </li>
            ))}
          </ul>
        </div>

        <Field
          id="email-body"
          label="Body"
          error={errors.body}
          hint={`${draft.body.length.toLocaleString("en")} / ${EMAIL_TEMPLATE_LIMITS.bodyMax.toLocaleString("en")} characters`}
        >
          <TextArea
            ref={bodyRef}
            value={draft.body}
            rows={16}
            maxLength={EMAIL_TEMPLATE_LIMITS.bodyMax}
            spellCheck
            className="font-mono text-sm leading-relaxed"
            onFocus={() => {
              lastField.current = "body";
            }}
            onChange={(e) => edit("body", e.target.value)}
          />
        </Field>
        <FormatHelp />

        <FormError message={formError} />
        <div className="flex flex-wrap items-center gap-3 border-t border-stone-200 pt-5 dark:border-stone-800">
          <Button type="submit" size="md" busy={save.isPending} busyLabel="Saving…" disabled={!dirty}>
            Save
          </Button>
          <Button
            variant="secondary"
            size="md"
            busy={test.isPending}
            busyLabel="Sending…"
            onClick={() => test.mutate()}
          >
            Send a test to me
          </Button>
          <Button
            variant="danger-outline"
            size="md"
            disabled={!template.customised && isDefault}
            onClick={() => setConfirmReset(true)}
          >
            Reset to default
          </Button>
          <p className="text-sm text-stone-600 dark:text-stone-300" aria-live="polite">
            {dirty ? "You have unsaved changes." : ""}
          </p>
        </div>
      </form>

      <section aria-labelledby="email-preview-heading" className={`${CARD} space-y-4`}>
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h3 id="email-preview-heading" className="font-display text-xl font-semibold text-stone-900 dark:text-white">
            Preview
          </h3>
          <p className="text-sm text-stone-600 dark:text-stone-300">With the sample values</p>
        </div>
        <div role="status" className="empty:hidden">
          {problem ? (
            <p className="rounded-2xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100">
              The preview shows the last version that worked. {problem}
            </p>
          ) : failed ? (
            <p className="text-sm text-red-700 dark:text-red-400">
              We couldn't update the preview. Keep typing to try again.
            </p>
          ) : null}
        </div>
        {preview ? (
          <>
            <p className="text-stone-900 dark:text-white">
              <span className="font-semibold">Subject: </span>
              <span data-testid="preview-subject">{preview.subject}</span>
            </p>
            <iframe
              title="The e-mail as it looks in a mail program"
              sandbox=""
              srcDoc={preview.html}
              className="h-[36rem] w-full rounded-2xl border border-stone-200 bg-white dark:border-stone-700"
            />
            <details>
              <summary className="cursor-pointer text-sm font-semibold text-stone-900 dark:text-white">
                Plain-text part
              </summary>
              <pre className="mt-3 max-h-96 overflow-auto rounded-2xl bg-stone-50 p-4 text-sm whitespace-pre-wrap text-stone-800 dark:bg-stone-800 dark:text-stone-100">
                {preview.text}
              </pre>
            </details>
          </>
        ) : (
          <div
            role="status"
            aria-busy="true"
            className="h-96 animate-shimmer rounded-2xl bg-stone-200 dark:bg-stone-800"
          >
            <span className="sr-only">Loading the preview…</span>
          </div>
        )}
      </section>

      <ConfirmDialog
        open={confirmReset}
        title="Reset this e-mail to the default?"
        confirmLabel="Reset to default"
        danger
        busy={reset.isPending}
        onCancel={() => setConfirmReset(false)}
        onConfirm={() => {
          if (template.customised) reset.mutate();
          else {
            // Nothing saved to remove: only the unsaved words go.
            setConfirmReset(false);
            setDraft({ subject: template.default_subject, body: template.default_body });
            setErrors({});
          }
        }}
      >
        {template.customised
          ? `Your version of “${template.name}” is removed and every e-mail sent from now on uses the default wording.`
          : "Your unsaved changes are removed and the default wording comes back."}
      </ConfirmDialog>
    </section>
  );
}

function TemplateEditor({
  templateKey,
  onDirty,
  onBack,
}: {
  templateKey: string;
  onDirty: (dirty: boolean) => void;
  onBack: () => void;
}) {
  const one = useAppQuery({
    queryKey: [...QUERY_KEY, templateKey],
    queryFn: ({ signal }) => call("GET /api/admin/email-templates/:key", { params: { key: templateKey }, signal }),
    staleTime: 0,
    retry: (failures: number, error: unknown) => !isNotFound(error) && failures < 2,
  });
  if (one.isPending) return <ListSkeleton label="Loading the e-mail…" count={3} height="h-48" />;
  if (one.isError)
    return isNotFound(one.error) ? (
      <EmptyState>There is no e-mail with this name. Pick one from the list.</EmptyState>
    ) : (
      <LoadError title="We couldn't load this e-mail." error={one.error} onRetry={() => one.refetch()} />
    );
  return <Editor template={one.data.template} onDirty={onDirty} onBack={onBack} />;
}

/**
 * /admin/email-settings (admins only, issue 18 item 4): every e-mail the site sends, each with its subject and body
 * editable, a live preview with sample values, a test send to oneself and a reset to the default wording.
 */
export function Component() {
  usePageTitle(pageTitle("E-mails"));
  const [params, setParams] = useSearchParams();
  const current = params.get("template");
  const [dirty, setDirty] = useState(false);
  /** Where the admin asked to go while the open e-mail had unsaved changes (null: back to the list). */
  const [leaving, setLeaving] = useState<{ to: string | null } | null>(null);
  const list = useAppQuery({
    queryKey: QUERY_KEY,
    queryFn: ({ signal }) => call("GET /api/admin/email-templates", { signal }),
    staleTime: 0,
  });

  const go = (to: string | null) => setParams(to ? { template: to } : {});
  const open = (to: string | null) => {
    if (to === current) return;
    if (dirty) setLeaving({ to });
    else go(to);
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <Breadcrumbs crumbs={[{ label: "E-mails" }]} className="mb-3" />
      <h1 className="font-display text-3xl font-semibold text-stone-900 sm:text-4xl dark:text-white">E-mails</h1>
      <p className="mt-2 mb-6 max-w-3xl text-stone-600 dark:text-stone-300">
        Every e-mail the site sends by itself. Change the words of one and it applies to every e-mail sent from then on,
        including those waiting to go out. The brand, the layout and the footer stay the same for all of them.
      </p>
      <div className="gap-6 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)]">
        <nav aria-label="E-mails" className={current ? "hidden lg:block" : undefined}>
          {list.isPending ? (
            <ListSkeleton label="Loading the e-mails…" count={6} height="h-16" />
          ) : list.isError ? (
            <LoadError title="We couldn't load the e-mails." error={list.error} onRetry={() => list.refetch()} />
          ) : (
            <TemplateList templates={list.data.templates} current={current} onOpen={open} />
          )}
        </nav>
        {current ? (
          <TemplateEditor key={current} templateKey={current} onDirty={setDirty} onBack={() => open(null)} />
        ) : (
          <div className="hidden lg:block">
            <EmptyState>Pick an e-mail on the left to see and change its words.</EmptyState>
          </div>
        )}
      </div>
      <ConfirmDialog
        open={leaving !== null}
        title="Leave without saving?"
        confirmLabel="Leave"
        cancelLabel="Stay on this e-mail"
        danger
        onCancel={() => setLeaving(null)}
        onConfirm={() => {
          const to = leaving?.to ?? null;
          setLeaving(null);
          setDirty(false);
          go(to);
        }}
      >
        Your changes to this e-mail are not saved yet.
      </ConfirmDialog>
    </div>
  );
}
