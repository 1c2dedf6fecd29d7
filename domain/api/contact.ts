/**
 * The contact form (issue 17 item 5): anyone writes to the team from /contact; the message is stored for the admins'
 * inbox (/admin/inbox) and e-mailed to the support address, in one write. Spam defences: a honeypot field that people
 * never see (filled in → answered as received, nothing stored), a maximum length, and rate limits per IP address and,
 * for a signed-in person, per person (worker/routes/contact.ts).
 */
import { z } from "zod";
import { BRAND } from "../brand";
import { get, post, reply } from "./endpoint";
import { cursor, plainText } from "./fields";

export const CONTACT_TOPICS = ["booking", "hosting", "account", "safety", "press", "other"] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

/** The topic as the form's list and the inbox show it. */
export const CONTACT_TOPIC_LABEL: Record<ContactTopic, string> = {
  booking: "A booking or payment",
  hosting: `Hosting on ${BRAND.name}`,
  account: "My account",
  safety: "Safety or a report about someone",
  press: "Press and partnerships",
  other: "Something else",
};

export const CONTACT_LIMITS = { nameMax: 100, emailMax: 254, messageMin: 10, messageMax: 5000 } as const;

/**
 * The honeypot's field name: a plausible field that the form hides from people (off-screen, out of the tab order,
 * hidden from assistive technology) and that form-filling bots complete.
 */
export const CONTACT_HONEYPOT = "website";

/** Messages per window: per IP address (shared connections send a few) and per signed-in person. */
export const CONTACT_RATE_LIMITS = {
  ip: { limit: 5, windowSeconds: 3600 },
  person: { limit: 3, windowSeconds: 3600 },
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const contactBody = z.strictObject({
  name: plainText()
    .trim()
    .min(1, "is required")
    .max(CONTACT_LIMITS.nameMax, `can be at most ${CONTACT_LIMITS.nameMax} characters`),
  email: plainText()
    .trim()
    .min(1, "is required")
    .max(CONTACT_LIMITS.emailMax, `can be at most ${CONTACT_LIMITS.emailMax} characters`)
    .regex(EMAIL, "must be an e-mail address like name@example.com"),
  topic: z.enum(CONTACT_TOPICS, {
    error: (iss) => (iss.input === undefined ? "is required" : "must be one of the list"),
  }),
  message: plainText()
    .trim()
    .min(1, "is required")
    .min(CONTACT_LIMITS.messageMin, `needs at least ${CONTACT_LIMITS.messageMin} characters`)
    .max(CONTACT_LIMITS.messageMax, `can be at most ${CONTACT_LIMITS.messageMax} characters`),
  [CONTACT_HONEYPOT]: plainText().max(500).optional(),
});
export type ContactBody = z.input<typeof contactBody>;

/** POST /api/contact: the same answer whether the message was stored or caught by the honeypot. */
export interface ContactResponse {
  received: true;
}

export const CONTACT_STATUSES = ["open", "resolved"] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

export interface ContactMessage {
  id: string;
  name: string;
  email: string;
  topic: ContactTopic;
  message: string;
  /** The sender's account when they were signed in (null when not, or once the account is deleted). */
  user_id: string | null;
  status: ContactStatus;
  resolved_by: { user_id: string; name: string } | null;
  resolved_at: string | null;
  created_at: string;
}

/** Messages an inbox page shows. */
export const CONTACT_INBOX_PAGE = 20;

export interface ContactInboxResponse {
  items: ContactMessage[];
  next_cursor: string | null;
  counts: Record<ContactStatus, number>;
}

export interface ContactResolveResponse {
  message: ContactMessage;
}

export const CONTACT_MESSAGES = {
  notFound: "No contact message with this id",
  tooMany: "You have sent several messages in a short time. Please wait a while, or write to us by e-mail.",
} as const;

export const contactApi = {
  /** Anyone, signed in or not. */
  send: post("/api/contact", { access: "public", body: contactBody, response: reply<ContactResponse>() }),
  /** The admins' inbox: one status at a time, newest first, with the count of each. */
  inbox: get("/api/admin/contact-messages", {
    access: "admin",
    query: z.strictObject({ status: z.enum(CONTACT_STATUSES).default("open"), cursor: cursor.optional() }),
    response: reply<ContactInboxResponse>(),
  }),
  /** Marks a message resolved (audit-logged); resolving a resolved one answers it unchanged. */
  resolve: post("/api/admin/contact-messages/:id/resolve", {
    access: "admin",
    params: z.object({ id: plainText().trim().min(1).max(64) }),
    response: reply<ContactResolveResponse>(),
  }),
};
