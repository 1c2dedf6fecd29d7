import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Link, useParams } from "react-router";
import {
  MARKETING_LIMITS,
  MARKETING_VARIABLES,
  type MarketingPreview,
  type MarketingTemplate,
  type MarketingVariable,
  type TemplateInput,
  templateBody,
} from "../../../../domain/api/admin-marketing";
import { pageTitle } from "../../../../domain/titles";
import { Field, TextArea, TextInput } from "../../components/form/Field";
import { errorText, FormError } from "../../components/form/FormError";
import { isNotFound, LoadError, NotFoundState, retryUnlessNotFound } from "../../components/PageStates";
import { PageSkeleton } from "../../components/Skeletons";
import { Button } from "../../components/ui/Button";
import { ApiRequestError, call } from "../../lib/api";
import { useStableNavigate } from "../../lib/navigate";
import { usePageTitle } from "../../lib/page-title";
import { queryClient, useAppQuery } from "../../lib/query";
import { useToast } from "../../lib/toast";
import { useUnsavedGuard } from "../manage-listings/useUnsavedGuard";
import { MARKETING_KEY } from "./AdminMarketingPage";
import { Breadcrumbs } from "./kit/AdminPage";

type Draft = TemplateInput;
type Problems = Partial<Record<keyof Draft | "form", string>>;

const PREVIEW_DELAY_MS = 400;
const NEW = "new";

const EMPTY: Draft = {
  name: "",
  subject: "",
  body: "Hi {{firstName}},\n\n\n\n[See the trips](/destinations)",
};

const draftOf = (t: MarketingTemplate | null): Draft =>
  t ? { name: t.name, subject: t.subject, body: t.body } : EMPTY;

const PANEL = "rounded-3xl bg-white p-5 shadow-sm ring-1 ring-stone-900/5 sm:p-6 dark:bg-stone-900 dark:ring-white/10";

/** A server message "body: …" on its field; anything else for the form. */
function problemOf(err: unknown): Problems {
  const text = errorText(err);
  const field = /^([a-z_]+): /.exec(text)?.[1];
  if (field && field in EMPTY) return { [field]: text.slice(field.length + 2) };
  return { form: text };
}

/** The e-mail as a recipient sees it (POST /api/admin/marketing/preview), a moment after typing stops. */
function usePreview(subject: string, body: string) {
  const [preview, setPreview] = useState<MarketingPreview | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      call("POST /api/admin/marketing/preview", { body: { subject, body }, signal: controller.signal })
        .then((p) => {
          setPreview(p);
          setProblem(null);
        })
        .catch((err: unknown) => {
          if (!(err instanceof ApiRequestError && err.code === "aborted") && !controller.signal.aborted)
            setProblem(errorText(err));
        });
    }, PREVIEW_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [subject, body]);
  return { preview, problem };
}

function Editor({ template }: { template: MarketingTemplate | null }) {
  const id = useId();
  const { toast } = useToast();
  const navigate = useStableNavigate();
  const [saved, setSaved] = useState(template);
  const [draft, setDraft] = useState<Draft>(() => draftOf(template));
  const [problems, setProblems] = useState<Problems>({});
  const [saving, setSaving] = useState(false);
  const subjectRef = useRef<HTMLInputElement>(null);
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const lastField = useRef<"subject" | "body">("body");
  const dirty = JSON.stringify(draft) !== JSON.stringify(draftOf(saved));
  const guard = useUnsavedGuard(dirty, "this template");
  const { preview, problem: previewProblem } = usePreview(draft.subject, draft.body);
  const fieldId = (name: keyof Draft) => `${id}-${name}`;

  const set = (patch: Partial<Draft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setProblems((p) => {
      const next = { ...p, form: undefined };
      for (const k of Object.keys(patch)) delete next[k as keyof Draft];
      return next;
    });
  };

  /** Puts `{{name}}` where the cursor was in the subject or the body (whichever was used last). */
  const insertVariable = (name: MarketingVariable) => {
    const token = `{{${name}}}`;
    const field = lastField.current;
    const el = field === "subject" ? subjectRef.current : bodyRef.current;
    const value = draft[field];
    const start = el?.selectionStart ?? value.length;
    const end = el?.selectionEnd ?? start;
    set({ [field]: `${value.slice(0, start)}${token}${value.slice(end)}` });
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(start + token.length, start + token.length);
    });
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = templateBody.safeParse(draft);
    if (!parsed.success) {
      const found: Problems = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0]) as keyof Draft] ??= issue.message;
      setProblems(found);
      const first = Object.keys(found)[0] as keyof Draft | undefined;
      if (first) document.getElementById(fieldId(first))?.focus();
      return;
    }
    setSaving(true);
    try {
      const { template: next } = saved
        ? await call("PUT /api/admin/marketing/templates/:id", { params: { id: saved.id }, body: parsed.data })
        : await call("POST /api/admin/marketing/templates", { body: parsed.data });
      setSaved(next);
      setDraft(draftOf(next));
      void queryClient.invalidateQueries({ queryKey: MARKETING_KEY });
      toast("Template saved.", "success");
      if (!saved) {
        guard.allowNext();
        navigate(`/admin/marketing/edit/${encodeURIComponent(next.id)}`, { replace: true });
      }
    } catch (err) {
      setProblems(problemOf(err));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-6">
      <div className="grid gap-5 lg:grid-cols-2">
        <div className={`${PANEL} space-y-5`}>
          <Field
            id={fieldId("name")}
            label="Name"
            hint="For you and other admins; recipients never see it."
            error={problems.name}
          >
            <TextInput
              value={draft.name}
              maxLength={MARKETING_LIMITS.nameMax + 20}
              onChange={(e) => set({ name: e.target.value })}
            />
          </Field>
          <Field id={fieldId("subject")} label="Subject" error={problems.subject}>
            <TextInput
              ref={subjectRef}
              value={draft.subject}
              maxLength={MARKETING_LIMITS.subjectMax + 20}
              onFocus={() => {
                lastField.current = "subject";
              }}
              onChange={(e) => set({ subject: e.target.value })}
            />
          </Field>
          <fieldset>
            <legend className="mb-2 text-sm font-medium text-stone-800 dark:text-stone-200">Insert a variable</legend>
            <div className="flex flex-wrap gap-2">
              {(Object.keys(MARKETING_VARIABLES) as MarketingVariable[]).map((name) => (
                <button
                  key={name}
                  type="button"
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => insertVariable(name)}
                  className="rounded-full border border-brand-300 bg-brand-50 px-3 py-1 font-mono text-sm text-brand-900 hover:bg-brand-100 dark:border-stone-600 dark:bg-stone-800 dark:text-white"
                >
                  {`{{${name}}}`}
                  <span className="sr-only"> ({MARKETING_VARIABLES[name].label})</span>
                </button>
              ))}
            </div>
            <p className="mt-1 text-sm text-stone-600 dark:text-stone-300">
              {"{{firstName}}"} is the person's first name, or “there” when they have not given one.
            </p>
          </fieldset>
          <Field
            id={fieldId("body")}
            label="Message"
            hint={`A blank line starts a paragraph. A line like [See the trips](/destinations) is a button; a line starting with "> " is a small note. ${draft.body.length}/${MARKETING_LIMITS.bodyMax} characters. The unsubscribe link is added at the bottom.`}
            error={problems.body}
            alert
          >
            <TextArea
              ref={bodyRef}
              rows={14}
              value={draft.body}
              className="font-mono text-sm"
              maxLength={MARKETING_LIMITS.bodyMax + 100}
              onFocus={() => {
                lastField.current = "body";
              }}
              onChange={(e) => set({ body: e.target.value })}
            />
          </Field>
        </div>
        <section aria-labelledby={`${id}-preview`} className={`${PANEL} min-w-0 space-y-3`}>
          <h2 id={`${id}-preview`} className="text-sm font-medium text-stone-800 dark:text-stone-200">
            Preview, as Amira would get it
          </h2>
          {previewProblem ? (
            <p role="alert" className="text-sm text-red-800 dark:text-red-200">
              {previewProblem}
            </p>
          ) : preview === null ? (
            <div
              role="status"
              aria-busy="true"
              className="h-96 animate-pulse rounded-2xl bg-stone-100 dark:bg-stone-800"
            >
              <span className="sr-only">Drawing the preview…</span>
            </div>
          ) : (
            <>
              <p className="break-words text-stone-900 dark:text-white">
                <span className="text-sm text-stone-600 dark:text-stone-300">Subject: </span>
                <span data-testid="preview-subject">{preview.subject || "(no subject yet)"}</span>
              </p>
              {preview.unknown.length > 0 && (
                <p className="rounded-2xl bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100">
                  Not a variable e-mails fill in, so it would show as written:{" "}
                  {preview.unknown.map((v) => `{{${v}}}`).join(", ")}
                </p>
              )}
              <iframe
                title="E-mail preview"
                sandbox=""
                srcDoc={preview.html}
                className="h-[32rem] w-full rounded-2xl border border-stone-200 bg-white dark:border-stone-700"
              />
            </>
          )}
        </section>
      </div>
      <FormError message={problems.form ?? null} />
      <div className={`${PANEL} flex flex-wrap items-center gap-4`}>
        <Button type="submit" size="md" busy={saving} busyLabel="Saving…">
          Save template
        </Button>
        <Link
          to="/admin/marketing"
          className="text-sm font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-200"
        >
          Back to marketing
        </Link>
        {dirty && <p className="text-sm text-stone-600 dark:text-stone-300">You have unsaved changes.</p>}
      </div>
      {guard.dialog}
    </form>
  );
}

/** /admin/marketing/edit/{templateId} (admins only; `new` for a new one): subject, body, variables, live preview. */
export function Component() {
  const { templateId = NEW } = useParams();
  const isNew = templateId === NEW;
  const query = useAppQuery({
    queryKey: [...MARKETING_KEY, "template", templateId],
    queryFn: ({ signal }) => call("GET /api/admin/marketing/templates/:id", { params: { id: templateId }, signal }),
    enabled: !isNew,
    staleTime: 0,
    refetchOnWindowFocus: false,
    retry: retryUnlessNotFound,
  });
  const name = query.data?.template.name;
  usePageTitle(pageTitle(isNew ? "New marketing template" : name ? `Edit “${name}”` : "Edit marketing template"));
  return (
    <div className="mx-auto max-w-7xl space-y-4 px-4 py-8 sm:py-10">
      <Breadcrumbs
        crumbs={[
          { label: "Marketing", to: "/admin/marketing" },
          { label: isNew ? "New template" : (name ?? "Edit template") },
        ]}
      />
      <h1 className="font-display text-3xl font-semibold text-stone-900 sm:text-4xl dark:text-white">
        {isNew ? "New template" : (name ?? "Edit template")}
      </h1>
      {isNew ? (
        <Editor key={NEW} template={null} />
      ) : query.isPending ? (
        <PageSkeleton />
      ) : query.isError ? (
        isNotFound(query.error) ? (
          <NotFoundState title="There is no template here." links={[{ to: "/admin/marketing", label: "Marketing" }]}>
            It may have been deleted, or the link is mistyped.
          </NotFoundState>
        ) : (
          <LoadError title="We couldn't load the template." error={query.error} onRetry={() => query.refetch()} />
        )
      ) : (
        <Editor key={query.data.template.id} template={query.data.template} />
      )}
    </div>
  );
}
