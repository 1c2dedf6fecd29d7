import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { useParams } from "react-router";
import {
  type AdminArticle,
  ARTICLE_STATUS_LABEL,
  type ArticleInput,
  articleBody,
} from "../../../../domain/api/admin-blog";
import type { MarkdownPreview } from "../../../../domain/api/blog";
import { articleSlug, BLOG_LIMITS } from "../../../../domain/blog";
import { COUNTRIES } from "../../../../domain/geo";
import { PHOTO_TYPES } from "../../../../domain/media";
import { pageTitle } from "../../../../domain/titles";
import { ChipsInput } from "../../components/form/ChipsInput";
import { Field, Select, TextArea, TextInput } from "../../components/form/Field";
import { errorText, FormError } from "../../components/form/FormError";
import { FILE_BUTTON, UploadErrors, UploadProgress } from "../../components/media/UploadProgress";
import { useSingleUpload } from "../../components/media/useUploads";
import { isNotFound, LoadError, NotFoundState, retryUnlessNotFound } from "../../components/PageStates";
import { PageSkeleton } from "../../components/Skeletons";
import { Button } from "../../components/ui/Button";
import { ApiRequestError, call } from "../../lib/api";
import { usePageTitle } from "../../lib/page-title";
import { queryClient, useAppQuery } from "../../lib/query";
import { useToast } from "../../lib/toast";
import { useUnsavedGuard } from "../manage-listings/useUnsavedGuard";
import { ARTICLES_KEY, formatDateTime } from "./AdminBlogPage";
import { Breadcrumbs } from "./kit/AdminPage";

type Draft = ArticleInput & { cover_image_url: string | null; country: string | null };
type Problems = Partial<Record<keyof Draft | "form", string>>;

const PREVIEW_DELAY_MS = 400;

const draftOf = (a: AdminArticle): Draft => ({
  title: a.title,
  slug: a.slug,
  excerpt: a.excerpt,
  seo_description: a.seo_description,
  body: a.body,
  cover_image_url: a.cover_image_url,
  tags: a.tags,
  country: a.country,
  is_showcase: a.is_showcase,
});

/** A server message "slug: is taken" on its field; anything else for the form. */
function problemOf(err: unknown): Problems {
  const text = errorText(err);
  const field = /^([a-z_]+): /.exec(text)?.[1];
  if (field && field in EMPTY_DRAFT) return { [field]: text.slice(field.length + 2) };
  return { form: text };
}

const EMPTY_DRAFT: Draft = {
  title: "",
  slug: "",
  excerpt: "",
  seo_description: "",
  body: "",
  cover_image_url: null,
  tags: [],
  country: null,
  is_showcase: false,
};

/** The server's rendering of the body (POST /api/blog/preview), a moment after typing stops. */
function usePreview(body: string) {
  const [preview, setPreview] = useState<MarkdownPreview | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      call("POST /api/blog/preview", { body: { body }, signal: controller.signal })
        .then((p) => {
          setPreview(p);
          setFailed(false);
        })
        .catch((err: unknown) => {
          if (!(err instanceof ApiRequestError && err.code === "aborted") && !controller.signal.aborted)
            setFailed(true);
        });
    }, PREVIEW_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [body]);
  return { preview, failed };
}

/** A photo picker shown as a button: the visually hidden file input and its label, wired to one upload. */
function PhotoFileButton({ upload, children }: { upload: ReturnType<typeof useSingleUpload>; children: ReactNode }) {
  return (
    <>
      <input
        id={upload.inputId}
        type="file"
        accept={PHOTO_TYPES.join(",")}
        disabled={upload.busy}
        onChange={upload.onFile}
        aria-describedby={upload.allErrors.length ? upload.errorsId : undefined}
        className="peer sr-only"
      />
      <label htmlFor={upload.inputId} className={FILE_BUTTON}>
        {children}
      </label>
    </>
  );
}

function CoverField({
  value,
  onChange,
  error,
}: {
  value: string | null;
  onChange: (url: string | null) => void;
  error?: string;
}) {
  const upload = useSingleUpload("photo", (media) => onChange(media.url), error ?? null);
  return (
    <fieldset className="min-w-0">
      <legend className="mb-2 block text-sm font-medium">Cover photo</legend>
      <div className="flex flex-wrap items-center gap-4">
        {value ? (
          <img
            src={value}
            alt="The article's cover"
            width={192}
            height={108}
            className="aspect-video w-48 rounded-2xl object-cover ring-1 ring-stone-200 dark:ring-stone-700"
          />
        ) : (
          <p className="text-sm text-stone-600 dark:text-stone-300">No cover yet.</p>
        )}
        <div className="flex flex-wrap gap-2">
          <PhotoFileButton upload={upload}>{value ? "Change cover" : "Choose cover"}</PhotoFileButton>
          {value && (
            <Button variant="secondary" size="sm" onClick={() => onChange(null)}>
              Remove cover
            </Button>
          )}
        </div>
      </div>
      <UploadProgress uploads={upload.pending} />
      <UploadErrors id={upload.errorsId} errors={upload.allErrors} />
    </fieldset>
  );
}

/** Uploads a photo and puts `![alt](url)` into the body where the cursor was. */
function InsertPhoto({ onInsert }: { onInsert: (markdown: string) => void }) {
  const upload = useSingleUpload(
    "photo",
    (media, file) => {
      if (media.url) onInsert(`![${file.name.replace(/\.[a-z0-9]+$/i, "").replace(/[[\]]/g, "")}](${media.url})`);
    },
    null,
  );
  return (
    <div>
      <PhotoFileButton upload={upload}>Insert photo</PhotoFileButton>
      <UploadProgress uploads={upload.pending} />
      <UploadErrors id={upload.errorsId} errors={upload.allErrors} />
    </div>
  );
}

/** A local date-time input's value for an ISO time ("2027-05-09T10:00"), in the admin's time zone. */
function localInput(iso: string): string {
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

function Editor({ article }: { article: AdminArticle }) {
  const id = useId();
  const { toast } = useToast();
  const [saved, setSaved] = useState(article);
  const [draft, setDraft] = useState<Draft>(() => draftOf(article));
  const [problems, setProblems] = useState<Problems>({});
  const [working, setWorking] = useState<"save" | "publish" | "schedule" | "unpublish" | null>(null);
  const [scheduleAt, setScheduleAt] = useState(() =>
    article.scheduled_at
      ? localInput(article.scheduled_at)
      : localInput(new Date(Date.now() + 86_400_000).toISOString()),
  );
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const dirty = JSON.stringify(draft) !== JSON.stringify(draftOf(saved));
  const guard = useUnsavedGuard(dirty, "this article");
  const { preview, failed } = usePreview(draft.body);

  const set = (patch: Partial<Draft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setProblems((p) => {
      const next = { ...p, form: undefined };
      for (const k of Object.keys(patch)) delete next[k as keyof Draft];
      return next;
    });
  };
  const insert = (markdown: string) => {
    const el = bodyRef.current;
    const at = el ? el.selectionStart : draft.body.length;
    const before = draft.body.slice(0, at);
    const after = draft.body.slice(at);
    set({ body: `${before}${before && !before.endsWith("\n") ? "\n\n" : ""}${markdown}\n\n${after}` });
  };

  const fieldId = (name: keyof Draft) => `${id}-${name}`;
  const check = (): ArticleInput | null => {
    const parsed = articleBody.safeParse(draft);
    if (parsed.success) return parsed.data;
    const found: Problems = {};
    for (const issue of parsed.error.issues) {
      const name = String(issue.path[0]) as keyof Draft;
      found[name] ??= issue.message;
    }
    setProblems(found);
    const first = Object.keys(found)[0] as keyof Draft | undefined;
    if (first) document.getElementById(fieldId(first))?.focus();
    return null;
  };

  const after = (next: AdminArticle) => {
    setSaved(next);
    setDraft(draftOf(next));
    void queryClient.invalidateQueries({ queryKey: ARTICLES_KEY });
  };
  /** Saves when there are changes; false when the save was refused (its problems are shown). */
  const save = async (): Promise<boolean> => {
    if (!dirty) return true;
    const body = check();
    if (!body) return false;
    try {
      const { article: next } = await call("PUT /api/admin/blog/:id", { params: { id: saved.id }, body });
      after(next);
      return true;
    } catch (err) {
      setProblems(problemOf(err));
      return false;
    }
  };
  const run = async (kind: "save" | "publish" | "schedule" | "unpublish") => {
    setWorking(kind);
    try {
      if (!(await save())) return;
      const params = { id: saved.id };
      if (kind === "save") toast("Article saved.", "success");
      else if (kind === "unpublish") {
        after((await call("POST /api/admin/blog/:id/unpublish", { params })).article);
        toast("The article is back in the drafts.", "success");
      } else {
        const at = kind === "schedule" ? new Date(scheduleAt).toISOString() : undefined;
        const { article: next } = await call("POST /api/admin/blog/:id/publish", { params, body: { at } });
        after(next);
        toast(
          next.status === "scheduled" && next.scheduled_at
            ? `Scheduled for ${formatDateTime(next.scheduled_at)}.`
            : "The article is published.",
          "success",
        );
      }
    } catch (err) {
      setProblems(problemOf(err));
    } finally {
      setWorking(null);
    }
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void run("save");
  };

  const live = saved.status === "published" || saved.status === "scheduled";
  return (
    <form noValidate onSubmit={submit} className="space-y-6">
      <p className="text-sm text-stone-700 dark:text-stone-200">
        <span className="rounded-full bg-stone-100 px-3 py-1 font-semibold dark:bg-stone-800">
          {ARTICLE_STATUS_LABEL[saved.status]}
        </span>{" "}
        By {saved.author_name}
        {saved.status === "scheduled" && saved.scheduled_at ? ` · publishes ${formatDateTime(saved.scheduled_at)}` : ""}
        {saved.status === "published" && saved.published_at ? ` · published ${formatDateTime(saved.published_at)}` : ""}
        {saved.is_featured ? " · ★ Featured" : ""}
      </p>
      <div className="grid gap-5 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-stone-900/5 sm:p-6 dark:bg-stone-900 dark:ring-white/10">
        <Field id={fieldId("title")} label="Title" error={problems.title}>
          <TextInput
            value={draft.title}
            maxLength={BLOG_LIMITS.titleMax + 20}
            onChange={(e) => set({ title: e.target.value })}
          />
        </Field>
        <Field
          id={fieldId("slug")}
          label="Address"
          hint={`/blog/${draft.slug || "…"} · lowercase letters, digits and hyphens.`}
          error={problems.slug}
          alert
        >
          <div className="flex flex-wrap gap-2">
            <TextInput
              className="min-w-0 flex-1 basis-48"
              value={draft.slug}
              maxLength={BLOG_LIMITS.slugMax + 20}
              onChange={(e) => set({ slug: e.target.value })}
            />
            <Button
              variant="secondary"
              size="inline"
              disabled={!articleSlug(draft.title) || articleSlug(draft.title) === draft.slug}
              onClick={() => set({ slug: articleSlug(draft.title) })}
            >
              Use the title's
            </Button>
          </div>
        </Field>
        <Field id={fieldId("excerpt")} label="Excerpt" hint="Shown on the blog's cards." error={problems.excerpt}>
          <TextArea
            rows={2}
            value={draft.excerpt}
            maxLength={BLOG_LIMITS.excerptMax + 50}
            onChange={(e) => set({ excerpt: e.target.value })}
          />
        </Field>
        <Field
          id={fieldId("seo_description")}
          label="Search and share description"
          hint={`${draft.seo_description.trim().length}/${BLOG_LIMITS.seoMax} characters. The excerpt is used when empty.`}
          error={problems.seo_description}
        >
          <TextArea
            rows={2}
            value={draft.seo_description}
            maxLength={BLOG_LIMITS.seoMax + 40}
            onChange={(e) => set({ seo_description: e.target.value })}
          />
        </Field>
        <CoverField
          value={draft.cover_image_url}
          onChange={(url) => set({ cover_image_url: url })}
          error={problems.cover_image_url}
        />
      </div>

      <div className="grid gap-5 lg:grid-cols-2">
        <div className="space-y-3 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-stone-900/5 sm:p-6 dark:bg-stone-900 dark:ring-white/10">
          <Field
            id={fieldId("body")}
            label="Article (Markdown)"
            hint={`## for a section, **bold**, [a link](https://…). ${draft.body.length}/${BLOG_LIMITS.bodyMax} characters; at least ${BLOG_LIMITS.bodyMin} to publish.`}
            error={problems.body}
            alert
          >
            <TextArea
              ref={bodyRef}
              rows={18}
              value={draft.body}
              className="font-mono text-sm"
              maxLength={BLOG_LIMITS.bodyMax + 100}
              onChange={(e) => set({ body: e.target.value })}
            />
          </Field>
          <InsertPhoto onInsert={insert} />
        </div>
        <section
          aria-labelledby={`${id}-preview`}
          className="min-w-0 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-stone-900/5 sm:p-6 dark:bg-stone-900 dark:ring-white/10"
        >
          <h2 id={`${id}-preview`} className="text-sm font-medium text-stone-800 dark:text-stone-200">
            Preview{preview ? ` · ${preview.reading_minutes} min read` : ""}
          </h2>
          {failed ? (
            <p className="mt-3 text-sm text-red-800 dark:text-red-200">
              The preview could not be drawn. Keep typing to try again.
            </p>
          ) : preview === null ? (
            <div
              role="status"
              aria-busy="true"
              className="mt-3 h-40 animate-pulse rounded-2xl bg-stone-100 dark:bg-stone-800"
            >
              <span className="sr-only">Drawing the preview…</span>
            </div>
          ) : (
            <div
              data-testid="article-preview"
              className="prose prose-stone mt-3 max-w-none dark:prose-invert [&_h2]:mt-6 [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:font-semibold [&_img]:rounded-2xl [&_p]:my-3"
              // Rendered and sanitized by the server's one renderer (worker/services/content/markdown.ts).
              // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized HTML from our own API
              dangerouslySetInnerHTML={{ __html: preview.html }}
            />
          )}
        </section>
      </div>

      <div className="grid gap-5 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-stone-900/5 sm:grid-cols-2 sm:p-6 dark:bg-stone-900 dark:ring-white/10">
        <Field id={fieldId("tags")} label="Tags" hint={`Up to ${BLOG_LIMITS.tagsMax}.`} error={problems.tags}>
          <ChipsInput
            values={draft.tags}
            onChange={(tags) => set({ tags })}
            listLabel="The article's tags"
            itemName="tag"
            max={BLOG_LIMITS.tagsMax}
            maxLength={BLOG_LIMITS.tagMax}
          />
        </Field>
        <Field id={fieldId("country")} label="Country" error={problems.country}>
          <Select value={draft.country ?? ""} onChange={(e) => set({ country: e.target.value || null })}>
            <option value="">No country</option>
            {COUNTRIES.map((c) => (
              <option key={c.value} value={c.label}>
                {c.label}
              </option>
            ))}
          </Select>
        </Field>
        <label className="flex items-start gap-3 sm:col-span-2">
          <input
            type="checkbox"
            className="mt-1 size-4"
            checked={draft.is_showcase}
            onChange={(e) => set({ is_showcase: e.target.checked })}
          />
          <span>
            <span className="font-medium">Show in the travelers' showcase</span>
            <span className="block text-sm text-stone-600 dark:text-stone-300">
              A traveler's story, shown on /blog/showcase.
            </span>
          </span>
        </label>
      </div>

      <FormError message={problems.form ?? null} />
      <div className="flex flex-col gap-4 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-stone-900/5 sm:p-6 dark:bg-stone-900 dark:ring-white/10">
        <div className="flex flex-wrap gap-3">
          <Button
            type="submit"
            variant="secondary"
            size="md"
            busy={working === "save"}
            busyLabel="Saving…"
            disabled={working !== null}
          >
            Save
          </Button>
          {saved.status !== "published" && saved.status !== "rejected" && (
            <Button
              size="md"
              onClick={() => void run("publish")}
              busy={working === "publish"}
              busyLabel="Publishing…"
              disabled={working !== null}
            >
              Publish now
            </Button>
          )}
          {live && (
            <Button
              variant="danger-outline"
              size="md"
              onClick={() => void run("unpublish")}
              busy={working === "unpublish"}
              disabled={working !== null}
            >
              Unpublish
            </Button>
          )}
        </div>
        {saved.status !== "published" && saved.status !== "rejected" && (
          <div className="flex flex-wrap items-end gap-3">
            <Field id={`${id}-at`} label="Publish at" hint="Your time zone. Published within ten minutes after it.">
              <TextInput type="datetime-local" value={scheduleAt} onChange={(e) => setScheduleAt(e.target.value)} />
            </Field>
            <Button
              variant="secondary"
              size="md"
              onClick={() => void run("schedule")}
              busy={working === "schedule"}
              busyLabel="Scheduling…"
              disabled={working !== null || !scheduleAt}
            >
              Schedule
            </Button>
          </div>
        )}
        {dirty && <p className="text-sm text-stone-600 dark:text-stone-300">You have unsaved changes.</p>}
      </div>
      {guard.dialog}
    </form>
  );
}

/** /admin/blog/edit/{id} (admins only): the article's Markdown with a live preview, photos, address and publishing. */
export function Component() {
  const { id = "" } = useParams();
  const query = useAppQuery({
    queryKey: [...ARTICLES_KEY, "one", id],
    queryFn: ({ signal }) => call("GET /api/admin/blog/:id", { params: { id }, signal }),
    staleTime: 0,
    refetchOnWindowFocus: false,
    retry: retryUnlessNotFound,
  });
  const title = query.data?.article.title;
  usePageTitle(pageTitle(title ? `Edit “${title}”` : "Edit article"));
  return (
    <div className="mx-auto max-w-7xl space-y-4 px-4 py-8 sm:py-10">
      <Breadcrumbs crumbs={[{ label: "Articles", to: "/admin/blog" }, { label: title ?? "Edit article" }]} />
      <h1 className="font-display text-3xl font-semibold text-stone-900 sm:text-4xl dark:text-white">
        {title ?? "Edit article"}
      </h1>
      {query.isPending ? (
        <PageSkeleton />
      ) : query.isError ? (
        isNotFound(query.error) ? (
          <NotFoundState title="There is no article here." links={[{ to: "/admin/blog", label: "All articles" }]}>
            It may have been removed, or the link is mistyped.
          </NotFoundState>
        ) : (
          <LoadError title="We couldn't load the article." error={query.error} onRetry={() => query.refetch()} />
        )
      ) : (
        <Editor key={query.data.article.id} article={query.data.article} />
      )}
    </div>
  );
}
