/**
 * Host applications reviewed by admins (/admin/hosts): a page at a time by status with the count of each status,
 * searched by name or e-mail and sorted by decision date or name (a console list, ./admin-lists), with the CSV of
 * the current filter; approving or rejecting a pending one (audited, the host is e-mailed), and the private ID
 * document.
 */
import { z } from "zod";
import { ADMIN_HOSTS_PAGE, rejectBody } from "../host-review";
import { HOST_STATUSES, type HostStatus, type HostType } from "../vocabulary";
import { ADMIN_MAX_PAGE_SIZE, adminListQuery, SORT_DIRECTIONS } from "./admin-lists";
import { get, post, type RawAnswer, reply } from "./endpoint";
import { plainText } from "./fields";

const hostParams = z.object({ id: plainText().min(1).max(64) });

/** One host application as admins review it: GET /api/admin/hosts. */
export interface AdminHostRow {
  id: string;
  user_id: string;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  profile_photo_url: string | null;
  profile_slug: string | null;
  city: string | null;
  country: string | null;
  host_type: HostType;
  bio: string | null;
  languages: string[];
  has_document: boolean;
  status: HostStatus;
  rejection_reason: string | null;
  approved_at: string | null;
  created_at: string;
  /** When the application was last filed or decided. */
  updated_at: string;
  /** When it was decided (approved_at for an approved host, else the last change); null while pending. */
  decided_at: string | null;
}

/**
 * GET /api/admin/hosts?status=&q=&sort=&dir=&cursor=&limit=: one page, the next page's cursor, and how many
 * applications each status has. `sort` decided_at (for pending ones: when filed) or name; `dir` defaults to the
 * queue's order for pending ones (oldest first) and newest first for decided ones.
 */
export interface AdminHostsResponse {
  items: AdminHostRow[];
  next_cursor: string | null;
  counts: Record<HostStatus, number>;
}

export type AdminRejectBody = z.input<typeof rejectBody>;

export const ADMIN_HOST_SORTS = ["decided_at", "name"] as const;
const hostListQuery = adminListQuery({
  sorts: ADMIN_HOST_SORTS,
  defaultSort: "decided_at",
  filters: {
    status: z.enum(HOST_STATUSES, { error: "must be pending, approved, rejected or suspended" }).default("pending"),
  },
});
/** No default direction: each status has its own (see AdminHostsResponse). */
const dir = z.enum(SORT_DIRECTIONS, { error: "must be asc or desc" }).optional();
export const adminHostsQuery = {
  list: hostListQuery.list.extend({
    dir,
    limit: z.coerce.number().int().min(1).max(ADMIN_MAX_PAGE_SIZE).default(ADMIN_HOSTS_PAGE),
  }),
  csv: hostListQuery.csv.extend({ dir }),
};

export const adminHostsApi = {
  list: get("/api/admin/hosts", {
    access: "admin",
    query: adminHostsQuery.list,
    response: reply<AdminHostsResponse>(),
  }),
  /** The CSV of the list's current filter (every page). */
  export: get("/api/admin/hosts/export", { access: "admin", query: adminHostsQuery.csv, response: reply<RawAnswer>() }),
  approve: post("/api/admin/hosts/:id/approve", {
    access: "admin",
    params: hostParams,
    response: reply<AdminHostRow>(),
  }),
  reject: post("/api/admin/hosts/:id/reject", {
    access: "admin",
    params: hostParams,
    body: rejectBody,
    response: reply<AdminHostRow>(),
  }),
  /** The ID document itself (an image or PDF), opened in a new tab; never cached. */
  document: get("/api/admin/hosts/:id/document", { access: "admin", params: hostParams, response: reply<RawAnswer>() }),
};
