import { type FormEvent, useId, useState } from "react";
import { Link } from "react-router";
import {
  AUDIENCE_HINT,
  AUDIENCE_KINDS,
  AUDIENCE_LABEL,
  type Audience,
  type AudienceKind,
  type Campaign,
  type MarketingTemplate,
} from "../../../../domain/api/admin-marketing";
import { formatDate } from "../../../../domain/date-range";
import { COUNTRIES } from "../../../../domain/geo";
import { pageTitle } from "../../../../domain/titles";
import { PERSONAL_QUERY_KEY } from "../../auth/AuthProvider";
import { Field, Select } from "../../components/form/Field";
import { errorText, FormError } from "../../components/form/FormError";
import { EmptyState, LoadError } from "../../components/PageStates";
import { Button, buttonClass } from "../../components/ui/Button";
import { ConfirmDialog } from "../../components/ui/ConfirmDialog";
import { Dialog } from "../../components/ui/Dialog";
import { call } from "../../lib/api";
import { usePageTitle } from "../../lib/page-title";
import { queryClient, useAppQuery } from "../../lib/query";
import { useToast } from "../../lib/toast";
import { formatDateTime } from "./AdminBlogPage";
import { ListSkeleton } from "./AdminConversationParts";
import { Breadcrumbs } from "./kit/AdminPage";

export const MARKETING_KEY = [PERSONAL_QUERY_KEY, "admin-marketing"] as const;
const TEMPLATES_KEY = [...MARKETING_KEY, "templates"] as const;
const CAMPAIGNS_KEY = [...MARKETING_KEY, "campaigns"] as const;

/** While a campaign is sending, its report is read again this often. */
const SENDING_REFRESH_MS = 4000;

const CARD = "rounded-3xl bg-white p-5 shadow-sm ring-1 ring-stone-900/5 sm:p-6 dark:bg-stone-900 dark:ring-white/10";

const people = (n: number) => `${n.toLocaleString("en-GB")} ${n === 1 ? "person" : "people"}`;

function TemplateCard({ template: t, onDelete }: { template: MarketingTemplate; onDelete: () => void }) {
  const headingId = `template-${t.id}`;
  return (
    <li>
      <article aria-labelledby={headingId} className={`${CARD} flex flex-col gap-3`}>
        <h3 id={headingId} className="font-display text-lg font-semibold text-stone-900 dark:text-white">
          <Link to={`/admin/marketing/edit/${encodeURIComponent(t.id)}`} className="hover:underline">
            {t.name}
          </Link>
        </h3>
        <p className="break-words text-stone-700 dark:text-stone-200">
          <span className="sr-only">Subject: </span>“{t.subject}”
        </p>
        <p className="text-sm text-stone-600 dark:text-stone-300">
          Changed {formatDate(t.updated_at)} ·{" "}
          {t.campaigns === 0
            ? "Not sent yet"
            : `Sent in ${t.campaigns} ${t.campaigns === 1 ? "campaign" : "campaigns"}`}
        </p>
        <div className="flex flex-wrap gap-2">
          <Link
            to={`/admin/marketing/edit/${encodeURIComponent(t.id)}`}
            className={buttonClass({ variant: "secondary", size: "sm" })}
          >
            Edit<span className="sr-only"> “{t.name}”</span>
          </Link>
          {t.campaigns === 0 && (
            <Button variant="danger-outline" size="sm" onClick={onDelete}>
              Delete<span className="sr-only"> “{t.name}”</span>
            </Button>
          )}
        </div>
      </article>
    </li>
  );
}

function Templates({ templates }: { templates: MarketingTemplate[] }) {
  const { toast } = useToast();
  const [deleting, setDeleting] = useState<MarketingTemplate | null>(null);
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await call("DELETE /api/admin/marketing/templates/:id", { params: { id: deleting.id } });
      toast("Template deleted.", "success");
      await queryClient.invalidateQueries({ queryKey: TEMPLATES_KEY });
    } catch (err) {
      toast(errorText(err), "error");
    } finally {
      setBusy(false);
      setDeleting(null);
    }
  };
  if (templates.length === 0) return <EmptyState>No templates yet. Write the first one with New template.</EmptyState>;
  return (
    <>
      <ul className="grid gap-4 md:grid-cols-2">
        {templates.map((t) => (
          <TemplateCard key={t.id} template={t} onDelete={() => setDeleting(t)} />
        ))}
      </ul>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this template?"
        confirmLabel="Delete template"
        danger
        busy={busy}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void remove()}
      >
        “{deleting?.name}” has not been sent to anyone. Deleting it can't be undone.
      </ConfirmDialog>
    </>
  );
}

const REPORT: { key: keyof Campaign["report"]; label: string }[] = [
  { key: "sent", label: "Sent" },
  { key: "queued", label: "Queued" },
  { key: "failed", label: "Failed" },
  { key: "skipped", label: "Skipped (unsubscribed before delivery)" },
  { key: "unsubscribed", label: "Unsubscribed" },
];

function CampaignCard({ campaign: c }: { campaign: Campaign }) {
  const headingId = `campaign-${c.id}`;
  return (
    <li>
      <article aria-labelledby={headingId} className={`${CARD} space-y-3`} data-testid="campaign">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 id={headingId} className="font-display text-lg font-semibold text-stone-900 dark:text-white">
            {c.template_name || "Deleted template"}
          </h3>
          <span
            data-testid="campaign-status"
            className={`rounded-full px-3 py-1 text-xs font-semibold ${
              c.status === "sent"
                ? "bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-50"
                : "bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-50"
            }`}
          >
            {c.status === "sent" ? "Sent" : "Sending"}
          </span>
        </div>
        <p className="text-sm text-stone-700 dark:text-stone-200">
          {c.audience_label} · {people(c.recipients)} · {formatDateTime(c.created_at)}
          {c.created_by_name ? ` · by ${c.created_by_name}` : ""}
        </p>
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-5">
          {REPORT.map(({ key, label }) => (
            <div key={key} className="rounded-2xl bg-stone-50 p-3 dark:bg-stone-800">
              <dt className="text-xs text-stone-600 dark:text-stone-300">{label}</dt>
              <dd className="font-display text-xl font-semibold text-stone-900 dark:text-white">{c.report[key]}</dd>
            </div>
          ))}
        </dl>
      </article>
    </li>
  );
}

/** The live size of an audience, read a moment after the choice changes. */
function useAudienceCount(audience: Audience | null) {
  const key = audience ? JSON.stringify(audience) : null;
  const query = useAppQuery({
    queryKey: [...MARKETING_KEY, "audience", key],
    queryFn: ({ signal }) =>
      call("GET /api/admin/marketing/audience", { query: audience ?? { kind: "travelers" }, signal }),
    enabled: audience !== null,
    staleTime: 0,
  });
  return { count: query.data?.count, loading: audience !== null && query.isFetching, failed: query.isError };
}

function NewCampaign({ templates }: { templates: MarketingTemplate[] }) {
  const id = useId();
  const { toast } = useToast();
  const [open, setOpen] = useState(false);
  const [templateId, setTemplateId] = useState("");
  const [kind, setKind] = useState<AudienceKind>("travelers");
  const [country, setCountry] = useState("");
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const audience: Audience | null = kind === "country" ? (country ? { kind, country } : null) : ({ kind } as Audience);
  const { count, loading, failed } = useAudienceCount(open ? audience : null);
  const template = templates.find((t) => t.id === templateId);

  const start = () => {
    setTemplateId(templates[0]?.id ?? "");
    setKind("travelers");
    setCountry("");
    setProblem(null);
    setConfirming(false);
    setOpen(true);
  };
  const review = (e: FormEvent) => {
    e.preventDefault();
    if (!template) return setProblem("Choose a template.");
    if (!audience) return setProblem("Choose the country.");
    if (!count) return setProblem("Nobody in this audience has agreed to marketing e-mail.");
    setConfirming(true);
  };
  const send = async () => {
    if (!template || !audience) return;
    setSending(true);
    try {
      const { campaign } = await call("POST /api/admin/marketing/campaigns", {
        body: { template_id: template.id, audience },
      });
      toast(`Sending “${template.name}” to ${people(campaign.recipients)}.`, "success");
      setConfirming(false);
      setOpen(false);
      await queryClient.invalidateQueries({ queryKey: MARKETING_KEY });
    } catch (err) {
      setConfirming(false);
      setProblem(errorText(err));
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <Button size="md" onClick={start} disabled={templates.length === 0}>
        New campaign
      </Button>
      <Dialog
        open={open && !confirming}
        onClose={() => setOpen(false)}
        size="md"
        title="New campaign"
        description="Only people who agreed to marketing e-mail get it; each message has an unsubscribe link."
      >
        <form noValidate onSubmit={review} className="mt-4 space-y-5">
          <Field id={`${id}-template`} label="Template">
            <Select value={templateId} onChange={(e) => setTemplateId(e.target.value)}>
              {templates.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name}
                </option>
              ))}
            </Select>
          </Field>
          <fieldset>
            <legend className="mb-2 block text-sm font-medium text-stone-800 dark:text-stone-200">Audience</legend>
            <div className="space-y-2">
              {AUDIENCE_KINDS.map((k) => (
                <label
                  key={k}
                  className="flex items-start gap-3 rounded-2xl p-2 hover:bg-stone-50 dark:hover:bg-stone-800"
                >
                  <input
                    type="radio"
                    name={`${id}-audience`}
                    value={k}
                    checked={kind === k}
                    onChange={() => setKind(k)}
                    className="mt-1 size-4"
                  />
                  <span>
                    <span className="font-medium">{AUDIENCE_LABEL[k]}</span>
                    <span className="block text-sm text-stone-600 dark:text-stone-300">{AUDIENCE_HINT[k]}</span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          {kind === "country" && (
            <Field id={`${id}-country`} label="Country">
              <Select value={country} onChange={(e) => setCountry(e.target.value)}>
                <option value="">Choose a country</option>
                {COUNTRIES.map((c) => (
                  <option key={c.value} value={c.label}>
                    {c.label}
                  </option>
                ))}
              </Select>
            </Field>
          )}
          <p
            role="status"
            aria-live="polite"
            className="rounded-2xl bg-brand-50 p-3 font-medium text-brand-900 dark:bg-stone-800 dark:text-white"
          >
            {audience === null
              ? "Choose a country to see how many people it reaches."
              : failed
                ? "The audience could not be counted. Try again in a moment."
                : loading || count === undefined
                  ? "Counting…"
                  : count === 0
                    ? "Nobody in this audience has agreed to marketing e-mail."
                    : `${people(count)} will get it.`}
          </p>
          <FormError message={problem} />
          <div className="flex flex-wrap justify-end gap-3">
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={!count || loading}>
              Review and send
            </Button>
          </div>
        </form>
      </Dialog>
      <ConfirmDialog
        open={open && confirming}
        title="Send this campaign?"
        confirmLabel="Send now"
        busy={sending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void send()}
      >
        “{template?.name}” goes to {audience ? `${AUDIENCE_LABEL[audience.kind].toLowerCase()}` : ""}
        {audience?.kind === "country" ? ` (${audience.country})` : ""}: {people(count ?? 0)}. It can't be called back
        once it is sent.
      </ConfirmDialog>
    </>
  );
}

/**
 * /admin/marketing (admins only, spec §2 admin "marketing"): the marketing templates, a new campaign to an
 * audience with its live size, and every campaign's report (sent, queued, failed, skipped, unsubscribed).
 */
export function Component() {
  usePageTitle(pageTitle("Marketing"));
  const templates = useAppQuery({
    queryKey: TEMPLATES_KEY,
    queryFn: ({ signal }) => call("GET /api/admin/marketing/templates", { signal }),
  });
  const campaigns = useAppQuery({
    queryKey: CAMPAIGNS_KEY,
    queryFn: ({ signal }) => call("GET /api/admin/marketing/campaigns", { signal }),
    refetchInterval: (q: { state: { data?: { campaigns: Campaign[] } } }) =>
      q.state.data?.campaigns.some((c) => c.status === "sending") ? SENDING_REFRESH_MS : false,
  });
  return (
    <div className="mx-auto max-w-5xl space-y-8 px-4 py-8 sm:py-10">
      <Breadcrumbs crumbs={[{ label: "Marketing" }]} />
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="font-display text-3xl font-semibold text-stone-900 sm:text-4xl dark:text-white">Marketing</h1>
          <p className="mt-2 max-w-2xl text-stone-600 dark:text-stone-300">
            News of destinations and trips for the people who asked for it. Nobody gets marketing e-mail until they turn
            it on in their notification settings, and every message has a one-click unsubscribe.
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Link to="/admin/marketing/edit/new" className={buttonClass({ variant: "secondary", size: "md" })}>
            New template
          </Link>
          <NewCampaign templates={templates.data?.templates ?? []} />
        </div>
      </div>

      <section aria-labelledby="templates-heading" className="space-y-4">
        <h2 id="templates-heading" className="font-display text-2xl font-semibold text-stone-900 dark:text-white">
          Templates
        </h2>
        {templates.isPending ? (
          <ListSkeleton label="Loading the templates…" count={2} />
        ) : templates.isError ? (
          <LoadError
            title="We couldn't load the templates."
            error={templates.error}
            onRetry={() => templates.refetch()}
          />
        ) : (
          <Templates templates={templates.data.templates} />
        )}
      </section>

      <section aria-labelledby="campaigns-heading" className="space-y-4">
        <h2 id="campaigns-heading" className="font-display text-2xl font-semibold text-stone-900 dark:text-white">
          Campaigns
        </h2>
        {campaigns.isPending ? (
          <ListSkeleton label="Loading the campaigns…" count={2} />
        ) : campaigns.isError ? (
          <LoadError
            title="We couldn't load the campaigns."
            error={campaigns.error}
            onRetry={() => campaigns.refetch()}
          />
        ) : campaigns.data.campaigns.length === 0 ? (
          <EmptyState>No campaigns yet. Send one with New campaign.</EmptyState>
        ) : (
          <ul className="space-y-4">
            {campaigns.data.campaigns.map((c) => (
              <CampaignCard key={c.id} campaign={c} />
            ))}
          </ul>
        )}
      </section>
      <p className="text-sm text-stone-600 dark:text-stone-300">
        Messages go out in batches: the first right away, the rest within ten minutes.
      </p>
    </div>
  );
}
