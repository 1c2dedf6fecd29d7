/**
 * Host applications reviewed by admins (/admin/hosts): a page at a time by status with the count of each status,
 * approving or rejecting a pending one (audited, the host is e-mailed), and the private ID document.
 */
import { z } from "zod";
import { rejectBody } from "../host-review";
import { HOST_STATUSES, type HostStatus, type HostType } from "../vocabulary";
import { get, post, type RawAnswer, reply } from "./endpoint";
import { cursor, plainText } from "./fields";

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
}

/** GET /api/admin/hosts?status=&cursor=: one page, the next page's cursor, and how many applications each status has. */
export interface AdminHostsResponse {
  items: AdminHostRow[];
  next_cursor: string | null;
  counts: Record<HostStatus, number>;
}

export type AdminRejectBody = z.input<typeof rejectBody>;

export const adminHostsApi = {
  list: get("/api/admin/hosts", {
    access: "admin",
    query: z.object({
      status: z.enum(HOST_STATUSES, { error: "must be pending, approved, rejected or suspended" }).default("pending"),
      cursor: cursor.optional(),
    }),
    response: reply<AdminHostsResponse>(),
  }),
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
