import type { HostStatus, HostType } from "../vocabulary";

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

/** POST /api/admin/hosts/:id/reject. */
export interface AdminRejectBody {
  reason: string;
}
