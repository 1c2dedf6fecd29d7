/** Days each kind of record about people is kept (decision 049; enforced nightly by worker/db/retention.ts). */
export const RETENTION_DAYS = {
  /** Delivered or dead-lettered e-mail and pushes: their text (names, messages, sign-in links) and addresses. */
  outbox: 30,
  /** The client address and browser a session or an audited change came from. */
  clientAddress: 90,
  /** The audit log's rows themselves. */
  audit: 730,
} as const;
