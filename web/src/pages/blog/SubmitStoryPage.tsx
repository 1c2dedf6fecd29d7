import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import type { MarkdownPreview, MySubmission } from "../../../../domain/api/blog";
import { BLOG_LIMITS } from "../../../../domain/blog";
import { MESSAGES } from "../../../../domain/messages";
import { pageTitle } from "../../../../domain/titles";
import type { ArticleStatus } from "../../../../domain/vocabulary";
import { useSignedIn } from "../../auth/useSignedIn";
import { CARD, Field, FieldError, TextArea, TextInput } from "../../components/form/Field";
import { errorText, FormError } from "../../components/form/FormError";
import { PlaceAutocompleteField } from "../../components/form/PlaceAutocompleteField";
import { PhotoListEditor } from "../../components/media/PhotoListEditor";
import { PageSkeleton } from "../../components/Skeletons";
import { Button } from "../../components/ui/Button";
import { call } from "../../lib/api";
import { usePageTitle } from "../../lib/page-title";
import { queryClient, useAppQuery } from "../../lib/query";
import { PROSE } from "./ArticlePage";
import { articleDate, articlePath } from "./parts";

/** Milliseconds of quiet typing before the preview is asked for again. */
const PREVIEW_DELAY = 600;

const STATE_LABEL: Record<ArticleStatus, string> = {
  draft: "Draft",
  submitted: "Waiting for review",
  scheduled: "Scheduled",
  published: "Published",
  rejected: "Declined",
};

const STATE_LOOK: Record<ArticleStatus, string> = {
  draft: "bg-stone-100 text-stone-800 dark:bg-stone-800 dark:text-stone-100",
  submitted: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200",
  scheduled: "bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200",
  published: "bg-brand-100 text-brand-900 dark:bg-brand-900 dark:text-brand-100",
  rejected: "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200",
};

const submissionsKey = ["blog", "submissions"] as const;

/** "Your stories": what the person sent, with its state and an admin's reason to decline. */
function YourStories() {
  const query = useAppQuery({
    queryKey: submissionsKey,
    queryFn: ({ signal }) => call("GET /api/blog/submissions", { signal }),
  });
  const stories = query.data?.submissions ?? [];
  return (
    <section aria-labelledby="your-stories" className="mt-12">
      <h2 id="your-stories" className="font-display text-2xl font-semibold text-stone-900 dark:text-white">
        Your stories
      </h2>
      {query.isPending ? (
        <div aria-hidden="true" className="mt-4 h-20 animate-shimmer rounded-2xl bg-stone-200 dark:bg-stone-800" />
      ) : query.isError ? (
        <p className="mt-4 text-sm text-red-700 dark:text-red-400">Your stories could not be loaded.</p>
      ) : stories.length === 0 ? (
        <p className="mt-4 text-stone-600 dark:text-stone-300">You have not sent a story yet.</p>
      ) : (
        <ul className="mt-4 space-y-3">
          {stories.map((s: MySubmission) => (
            <li key={s.id} data-testid="your-story" className={`${CARD} !p-5`}>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-semibold text-stone-900 dark:text-white">
                  <Link to={articlePath(s.slug)} className="hover:underline">
                    {s.title}
                  </Link>
                </p>
                <span className={`rounded-full px-2.5 py-1 text-xs font-semibold ${STATE_LOOK[s.status]}`}>
                  {STATE_LABEL[s.status]}
                </span>
              </div>
              <p className="mt-1 text-sm text-stone-600 dark:text-stone-300">
                {s.country ? `${s.country} · ` : ""}Sent {articleDate(s.created_at)}
                {s.published_at ? ` · published ${articleDate(s.published_at)}` : ""}
              </p>
              {s.status === "rejected" && s.rejection_reason && (
                <p className="mt-2 text-sm text-stone-800 dark:text-stone-200">
                  <span className="font-semibold">Reason: </span>
                  {s.rejection_reason}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

type Problems = Partial<Record<"title" | "country" | "body" | "photos" | "consent" | "form", string>>;

/** The Markdown as the article will show it, asked of the server a moment after typing stops. */
function usePreview(body: string): { preview: MarkdownPreview | null; failed: boolean } {
  const [preview, setPreview] = useState<MarkdownPreview | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!body.trim()) {
      setPreview(null);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      call("POST /api/blog/preview", { body: { body }, signal: controller.signal })
        .then((p) => {
          setPreview(p);
          setFailed(false);
        })
        .catch(() => {
          if (!controller.signal.aborted) setFailed(true);
        });
    }, PREVIEW_DELAY);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [body]);
  return { preview, failed };
}

function StoryForm({ onSent }: { onSent: (s: MySubmission) => void }) {
  const id = useId();
  const [title, setTitle] = useState("");
  const [country, setCountry] = useState("");
  const [body, setBody] = useState("");
  const [photos, setPhotos] = useState<string[]>([]);
  const [consent, setConsent] = useState(false);
  const [website, setWebsite] = useState("");
  const [problems, setProblems] = useState<Problems>({});
  const [sending, setSending] = useState(false);
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const { preview, failed } = usePreview(body);
  const fid = (f: string) => `${id}-${f}`;
  /** A field's message goes once the field is changed (the form's summary too, when it was the last one). */
  const changed = (field: keyof Problems) =>
    setProblems((p) => {
      if (!p[field]) return p;
      const { [field]: _gone, ...rest } = p;
      return Object.keys(rest).some((k) => k !== "form") ? rest : {};
    });

  /** Puts the photo's Markdown where the cursor is in the story (at the end when it has no focus yet). */
  const insertPhoto = (url: string, n: number) => {
    const el = bodyRef.current;
    const snippet = `\n\n![Photo ${n}](${url})\n\n`;
    const at = el ? el.selectionStart : body.length;
    const next = `${body.slice(0, at)}${snippet}${body.slice(at)}`.replace(/^\n+/, "");
    setBody(next);
    requestAnimationFrame(() => {
      el?.focus();
      const caret = Math.min(next.length, at + snippet.length);
      el?.setSelectionRange(caret, caret);
    });
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found: Problems = {};
    if (!title.trim()) found.title = "Give your story a title.";
    if (!country.trim()) found.country = "Choose the country your story is about.";
    if (!body.trim()) found.body = "Write your story.";
    if (!consent) found.consent = "Please confirm that we may publish your story.";
    if (Object.keys(found).length) {
      setProblems({ ...found, form: MESSAGES.requiredFields });
      const first = (["title", "country", "body", "consent"] as const).find((f) => found[f]);
      if (first) document.getElementById(fid(first))?.focus();
      return;
    }
    if (title.trim().length < BLOG_LIMITS.titleMin || body.trim().length < BLOG_LIMITS.bodyMin) {
      setProblems({
        ...(title.trim().length < BLOG_LIMITS.titleMin
          ? { title: `A title needs at least ${BLOG_LIMITS.titleMin} characters.` }
          : {}),
        ...(body.trim().length < BLOG_LIMITS.bodyMin
          ? { body: `Tell a little more: a story needs at least ${BLOG_LIMITS.bodyMin} characters.` }
          : {}),
      });
      document.getElementById(fid(title.trim().length < BLOG_LIMITS.titleMin ? "title" : "body"))?.focus();
      return;
    }
    setSending(true);
    setProblems({});
    try {
      const { submission } = await call("POST /api/blog/submissions", {
        body: { title: title.trim(), country: country.trim(), body, photos, consent: true, website },
      });
      setTitle("");
      setCountry("");
      setBody("");
      setPhotos([]);
      setConsent(false);
      onSent(submission);
    } catch (err) {
      const text = errorText(err);
      const field = (["title", "country", "body", "photos"] as const).find((f) => text.startsWith(`${f}: `));
      setProblems(field ? { [field]: text.slice(field.length + 2) } : { form: text });
    } finally {
      setSending(false);
    }
  };

  const length = body.trim().length;
  return (
    <form noValidate onSubmit={submit} aria-labelledby="submit-heading" className={`${CARD} space-y-6`}>
      <Field
        id={fid("title")}
        label="Title"
        error={problems.title}
        hint={`${BLOG_LIMITS.titleMin} to ${BLOG_LIMITS.titleMax} characters.`}
      >
        <TextInput
          value={title}
          maxLength={BLOG_LIMITS.titleMax}
          onChange={(e) => {
            setTitle(e.target.value);
            changed("title");
          }}
          required
        />
      </Field>
      <PlaceAutocompleteField
        id={fid("country")}
        label="Country"
        kinds="world-countries"
        value={country}
        onChange={(v) => {
          setCountry(v);
          changed("country");
        }}
        onSelect={(o) => setCountry(o.label)}
        recentsKey="blog-country"
        error={problems.country}
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <Field
          id={fid("body")}
          label="Your story"
          error={problems.body}
          hint={
            <>
              Markdown: ## for a heading, **bold**, *italic*, - for a list, [text](https://…) for a link. {length}/
              {BLOG_LIMITS.bodyMax} characters, at least {BLOG_LIMITS.bodyMin}.
            </>
          }
        >
          <TextArea
            ref={bodyRef}
            rows={18}
            value={body}
            maxLength={BLOG_LIMITS.bodyMax}
            onChange={(e) => {
              setBody(e.target.value);
              changed("body");
            }}
            className="font-mono text-sm"
            required
          />
        </Field>
        <div className="min-w-0">
          <h2 id={fid("preview-heading")} className="mb-1 text-sm font-medium text-stone-800 dark:text-stone-200">
            Preview
          </h2>
          <section
            aria-labelledby={fid("preview-heading")}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must be reachable by keyboard
            tabIndex={0}
            aria-live="polite"
            className="max-h-[32rem] min-h-40 overflow-y-auto rounded-xl border border-stone-200 p-4 dark:border-stone-700"
          >
            {failed ? (
              <p className="text-sm text-stone-600 dark:text-stone-300">The preview could not be loaded.</p>
            ) : preview ? (
              <div
                data-testid="story-preview"
                className={`${PROSE} !text-base`}
                // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered by the server's allow-list sanitizer
                dangerouslySetInnerHTML={{ __html: preview.html }}
              />
            ) : (
              <p className="text-sm text-stone-600 dark:text-stone-300">
                Your story appears here as readers will see it.
              </p>
            )}
          </section>
        </div>
      </div>

      <div>
        <PhotoListEditor
          label="Photos (optional)"
          value={photos}
          onChange={setPhotos}
          max={BLOG_LIMITS.photosMax}
          error={problems.photos}
        />
        {photos.length > 0 && (
          <ul aria-label="Insert a photo into your story" className="mt-3 flex flex-wrap gap-2">
            {photos.map((url, n) => (
              <li key={url}>
                <Button variant="secondary" size="sm" onClick={() => insertPhoto(url, n + 1)}>
                  Insert photo {n + 1} into story
                </Button>
              </li>
            ))}
          </ul>
        )}
        <p className="mt-2 text-sm text-stone-600 dark:text-stone-300">
          The first photo is the cover. Only photos you took yourself, please.
        </p>
      </div>

      {/* A field people never see (off screen, skipped by screen readers and the keyboard): bots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={fid("website")}>Website</label>
        <input
          id={fid("website")}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={website}
          onChange={(e) => setWebsite(e.target.value)}
        />
      </div>

      <div>
        <label className="flex cursor-pointer items-start gap-3">
          <input
            id={fid("consent")}
            type="checkbox"
            checked={consent}
            onChange={(e) => {
              setConsent(e.target.checked);
              changed("consent");
            }}
            aria-invalid={problems.consent ? true : undefined}
            aria-describedby={problems.consent ? `${fid("consent")}-error` : undefined}
            className="mt-1 size-5 accent-brand-700"
          />
          <span className="text-stone-800 dark:text-stone-200">
            I wrote this story, took these photos, and agree that Untrodden may publish them on its blog with my name.
          </span>
        </label>
        <FieldError id={fid("consent")} message={problems.consent} />
      </div>

      <FormError message={problems.form ?? null} />
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" size="md" busy={sending} busyLabel="Sending…">
          Send story
        </Button>
        <p className="text-sm text-stone-600 dark:text-stone-300">
          Our editors read every story before it is published.
        </p>
      </div>
    </form>
  );
}

/** /blog/submit: a signed-in person sends a story for the blog, then sees their stories' states. */
export function Component() {
  const auth = useSignedIn();
  const [sent, setSent] = useState<MySubmission | null>(null);
  usePageTitle(pageTitle("Share your story"));
  if (!auth) return <PageSkeleton />;

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <p className="text-sm font-semibold tracking-wide text-ember-700 uppercase dark:text-amber-400">
        <Link to="/blog" className="hover:underline">
          Blog
        </Link>
      </p>
      <h1
        id="submit-heading"
        className="mt-1 font-display text-4xl font-semibold text-stone-900 sm:text-5xl dark:text-white"
      >
        Share your story
      </h1>
      <p className="mt-3 max-w-2xl text-stone-600 dark:text-stone-300">
        Went somewhere few people write about? Tell other travelers how you got there, where you stayed, who showed you
        around and what you would do differently. Our editors read every story and write to you when it is published.
      </p>
      {sent && (
        <p
          role="status"
          className="mt-6 rounded-xl bg-brand-50 px-4 py-3 font-medium text-brand-900 dark:bg-brand-900 dark:text-brand-100"
        >
          Thank you! “{sent.title}” is waiting for review.
        </p>
      )}
      <div className="mt-8">
        <StoryForm
          onSent={(s) => {
            setSent(s);
            void queryClient.invalidateQueries({ queryKey: submissionsKey });
            window.scrollTo({ top: 0, behavior: "smooth" });
          }}
        />
      </div>
      <YourStories />
    </div>
  );
}
