import type { Context } from "hono";
import type { AdminHostRow } from "../../domain/api/admin-hosts";
import { adminHostsApi } from "../../domain/api/admin-hosts";
import { REVIEW_STATUS_LABEL } from "../../domain/host-review";
import { HOST_TYPE_LABEL } from "../../domain/people";
import {
  type Decision,
  decideHostApplication,
  hostForReview,
  hostStatusCounts,
  listHostApplications,
} from "../db/host-applications";
import type { AppBindings } from "../env";
import { errorJson } from "../errors";
import { principal } from "../middleware/auth";
import { allPages, type CsvColumn, csvAnswer, toCsv } from "../services/csv";
import { hostApprovedEmail, hostRejectedEmail } from "../services/email/templates";
import { notify } from "../services/notify";
import { siteOrigin } from "../site-origin";
import { implement } from "./implement";

const MESSAGES = {
  notFound: "No host application with this id",
  noDocument: "This applicant has not uploaded an ID document",
  notPending: (status: string) =>
    `This application is no longer pending: it is ${REVIEW_STATUS_LABEL[status as keyof typeof REVIEW_STATUS_LABEL]?.toLowerCase() ?? status}.`,
} as const;

type Ctx = Context<AppBindings>;

const fullName = (r: AdminHostRow) => [r.first_name, r.last_name].filter(Boolean).join(" ");

/** The export's columns: who the host is, where, and how their application stands. */
const CSV_COLUMNS: CsvColumn<AdminHostRow>[] = [
  { header: "Name", value: fullName },
  { header: "E-mail", value: (r) => r.email },
  { header: "Status", value: (r) => REVIEW_STATUS_LABEL[r.status] },
  { header: "Type", value: (r) => HOST_TYPE_LABEL[r.host_type] },
  { header: "City", value: (r) => r.city },
  { header: "Country", value: (r) => r.country },
  { header: "Languages", value: (r) => r.languages.join(", ") },
  { header: "Applied", value: (r) => r.created_at },
  { header: "Decided", value: (r) => r.decided_at },
  { header: "Rejection reason", value: (r) => r.rejection_reason },
  { header: "Profile", value: (r) => (r.profile_slug ? `/host/${r.profile_slug}` : null) },
  { header: "Host id", value: (r) => r.id },
  { header: "Person id", value: (r) => r.user_id },
];

/**
 * Approves or rejects, telling the host through notify() (in-app, e-mail and push per their host_application
 * settings) in the decision's own batch; delivered right after the response.
 */
async function decide(c: Ctx, id: string, decision: Decision) {
  const host = await hostForReview(c.env.DB, id);
  if (!host) return errorJson(c, 404, "not_found", MESSAGES.notFound);
  if (host.status !== "pending") return errorJson(c, 409, "not_pending", MESSAGES.notPending(host.status));
  const origin = siteOrigin(c.env);
  const told = await notify(c.env, [
    decision.kind === "approve"
      ? {
          userId: host.user_id,
          kind: "host_application_approved",
          title: "You are now a verified host",
          body: "Our team approved your application: travelers can find you. Publish your tours and services next.",
          deepLink: "/manage-listings",
          email: ({ firstName }) => hostApprovedEmail({ origin, firstName }),
        }
      : {
          userId: host.user_id,
          kind: "host_application_declined",
          title: "We could not approve your host application",
          body: `The reason: ${decision.reason} You can update your application and send it again.`,
          deepLink: "/become-host",
          email: ({ firstName }) => hostRejectedEmail({ origin, firstName, reason: decision.reason }),
        },
  ]);
  if (!(await decideHostApplication(c.env.DB, id, principal(c).userId, decision, told.statements))) {
    const now = await hostForReview(c.env.DB, id);
    return errorJson(c, 409, "not_pending", MESSAGES.notPending(now?.status ?? "decided"));
  }
  c.executionCtx.waitUntil(told.after());
  const updated = await hostForReview(c.env.DB, id);
  if (!updated) return errorJson(c, 404, "not_found", MESSAGES.notFound);
  const { id_document_key: _key, ...row } = updated;
  return row;
}

/**
 * /api/admin/hosts: host applications reviewed by admins. GET lists them by status (searched, sorted, a page at a
 * time, with the count per status) and GET /export answers the CSV of that filter; POST /:id/approve and /:id/reject { reason } decide a pending one (audit row + e-mail);
 * GET /:id/document streams the private ID document (never cached, never run as a page).
 */
export const adminHostRoutes = implement(adminHostsApi, {
  list: async (c, { query: { limit, ...q } }) => {
    const [page, counts] = await Promise.all([listHostApplications(c.env.DB, q, limit), hostStatusCounts(c.env.DB)]);
    c.header("Cache-Control", "private, no-store");
    return { ...page, counts };
  },
  export: async (c, { query }) => {
    const { rows, truncated } = await allPages((cursor, limit) =>
      listHostApplications(c.env.DB, { ...query, cursor }, limit),
    );
    return csvAnswer(c, `hosts-${query.status}`, toCsv(CSV_COLUMNS, rows), truncated);
  },
  approve: (c, { params }) => decide(c, params.id, { kind: "approve" }),
  reject: (c, { params, body }) => decide(c, params.id, { kind: "reject", reason: body.reason }),
  document: async (c, { params }) => {
    const host = await hostForReview(c.env.DB, params.id);
    if (!host) return errorJson(c, 404, "not_found", MESSAGES.notFound);
    const key = host.id_document_key;
    const object = key ? await c.env.MEDIA.get(key) : null;
    if (!key || !object) return errorJson(c, 404, "not_found", MESSAGES.noDocument);
    const type = object.httpMetadata?.contentType ?? "application/octet-stream";
    const ext = key.split(".").pop() ?? "bin";
    const name = `id-document-${[host.first_name, host.last_name].filter(Boolean).join("-") || host.id}`
      .toLowerCase()
      .replace(/[^a-z0-9-]+/g, "-");
    // Images open in the tab; anything else (a PDF) is downloaded, as the sandbox would stop a viewer anyway.
    const disposition = type.startsWith("image/") ? "inline" : "attachment";
    return new Response(object.body, {
      headers: {
        "Content-Type": type,
        "Content-Length": String(object.size),
        "Content-Disposition": `${disposition}; filename="${name}.${ext}"`,
        "Cache-Control": "private, no-store",
        "X-Content-Type-Options": "nosniff",
        "Content-Security-Policy": "default-src 'none'; sandbox",
        "Cross-Origin-Resource-Policy": "same-origin",
        "Referrer-Policy": "no-referrer",
      },
    });
  },
});
