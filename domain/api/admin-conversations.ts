/**
 * Conversations as admins see them (issue 15 item 8): `/admin/conversations` (search by a participant's name or
 * e-mail, reported ones first, a conversation's participants, listing and reports, resolving a report) and
 * `/admin/admin-chat` (the support line: find a person, open or create their support conversation, the list of
 * support conversations). An admin reads a conversation's messages through GET /api/conversations/:id/messages
 * (audit-logged) and writes as Support through `/ws/conversations/:id`.
 */
import { z } from "zod";
import type { ConversationKind, ReportReason, UserType } from "../vocabulary";
import type { ConversationListing } from "./conversations";
import { get, post, reply } from "./endpoint";
import { cursor, plainText } from "./fields";

const id = plainText().trim().min(1).max(64);
const search = plainText().trim().max(100, "can be at most 100 characters").optional();

/** Conversations (and support conversations, and people found) one page shows. */
export const ADMIN_CONVERSATIONS_PAGE = 20;

/** One person of a conversation as admins see them: full name and e-mail. */
export interface AdminParticipant {
  user_id: string;
  /** First and last name; "Support" for the support line; "Deleted user" once the account is gone. */
  name: string;
  email: string | null;
  /** "support": the support line's system user (the other side of a support conversation). */
  role: UserType | "support" | null;
  is_admin: boolean;
  deleted: boolean;
}

export interface AdminConversationRow {
  id: string;
  kind: ConversationKind;
  traveler: AdminParticipant;
  /** The host, or the support line in a support conversation. */
  host: AdminParticipant;
  last_message: { body_preview: string; sender_id: string | null; created_at: string } | null;
  message_count: number;
  open_reports: number;
  blocked_by: string | null;
  last_message_at: string | null;
  created_at: string;
}

export interface AdminConversationsResponse {
  items: AdminConversationRow[];
  next_cursor: string | null;
}

export interface AdminReport {
  id: string;
  reason: ReportReason;
  details: string;
  /** null once the reporter's account is gone. */
  reporter: { user_id: string; name: string } | null;
  status: "open" | "resolved";
  resolved_by: { user_id: string; name: string } | null;
  resolved_at: string | null;
  created_at: string;
}

/** GET /api/admin/conversations/:id: the conversation, the listing it came from, its reports (open ones first). */
export interface AdminConversationResponse {
  conversation: AdminConversationRow;
  listing: ConversationListing | null;
  reports: AdminReport[];
}

export interface AdminResolveResponse {
  report: AdminReport;
}

/** A person an admin may write to as Support, with their support conversation if they have one. */
export interface AdminPerson extends AdminParticipant {
  support_conversation_id: string | null;
}

export interface AdminPeopleResponse {
  people: AdminPerson[];
}

export interface AdminSupportRow {
  id: string;
  person: AdminParticipant;
  last_message: { body_preview: string; sender_id: string | null; created_at: string } | null;
  /** Messages from the person after the last one written as Support: what waits for an answer. */
  waiting: number;
  last_message_at: string | null;
  created_at: string;
}

export interface AdminSupportConversationsResponse {
  items: AdminSupportRow[];
  next_cursor: string | null;
}

/** POST /api/admin/support-conversations: 201 when it was created, 200 when the person already had it. */
export interface AdminOpenSupportResponse {
  conversation: AdminSupportRow;
  created: boolean;
}

export const openSupportBody = z.strictObject({
  userId: plainText("must be a person's id").trim().min(1, "is required").max(64, "must be a person's id"),
});
export type OpenSupportBody = z.input<typeof openSupportBody>;

export const ADMIN_CONVERSATION_MESSAGES = {
  notFound: "No such conversation",
  reportNotFound: "This conversation has no report with this id",
  noPerson: "userId: no person has this id",
  yourself: "userId: you cannot open a support conversation with yourself",
} as const;

export const adminConversationsApi = {
  /** Search by a participant's name or e-mail; conversations with open reports first, then the newest. */
  list: get("/api/admin/conversations", {
    access: "admin",
    query: z.strictObject({ q: search, cursor: cursor.optional() }),
    response: reply<AdminConversationsResponse>(),
  }),
  /** Both participants, the listing and the reports (audit-logged). */
  one: get("/api/admin/conversations/:id", {
    access: "admin",
    params: z.object({ id }),
    response: reply<AdminConversationResponse>(),
  }),
  /** Marks a report resolved (audit-logged); resolving a resolved one answers it unchanged. */
  resolve: post("/api/admin/conversations/:id/reports/:reportId/resolve", {
    access: "admin",
    params: z.object({ id, reportId: id }),
    response: reply<AdminResolveResponse>(),
  }),
  /** People to write to as Support: by name or e-mail (the newest people without `q`). */
  people: get("/api/admin/people", {
    access: "admin",
    query: z.strictObject({ q: search }),
    response: reply<AdminPeopleResponse>(),
  }),
  /** Support conversations, newest first. */
  supportList: get("/api/admin/support-conversations", {
    access: "admin",
    query: z.strictObject({ cursor: cursor.optional() }),
    response: reply<AdminSupportConversationsResponse>(),
  }),
  /** Opens (200) or creates (201) the person's support conversation (audit-logged). */
  openSupport: post("/api/admin/support-conversations", {
    access: "admin",
    body: openSupportBody,
    response: reply<AdminOpenSupportResponse>(),
  }),
};
