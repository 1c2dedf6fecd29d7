import { env } from "cloudflare:workers";
import { GoTrueClient } from "@supabase/auth-js";
import type { UserType } from "../../domain/vocabulary";
import type { MailboxMessage } from "../../worker/db/email-outbox";
import { hashPassword } from "../../worker/services/password";
import { ORIGIN, workerFetch } from "./helpers";

/**
 * The official Supabase auth client, pointed at our worker (fetch goes straight into exports.default, or into a
 * worker with a file's own settings).
 */
export function authClient(options: { flowType?: "implicit" | "pkce"; fetch?: typeof fetch } = {}) {
  return new GoTrueClient({
    url: `${ORIGIN}/auth/v1`,
    fetch: (input, init) => workerFetch(new Request(input, init)),
    persistSession: false,
    autoRefreshToken: false,
    detectSessionInUrl: false,
    ...options,
  });
}

let counter = 0;
/** A unique address per call, so tests in one file never share a user. */
export function uniqueEmail(label = "user"): string {
  counter += 1;
  return `${label}-${counter}-${crypto.randomUUID().slice(0, 8)}@example.net`;
}

/** A confirmed user with a password, inserted directly (1 PBKDF2 iteration keeps tests fast). */
export async function insertConfirmedUser(
  email: string,
  password: string,
  profile: { is_admin?: boolean; user_type?: UserType | null; first_name?: string } = {},
): Promise<string> {
  const id = crypto.randomUUID();
  const now = new Date().toISOString();
  await env.DB.batch([
    env.DB.prepare(
      "INSERT INTO users (id, email, encrypted_password, email_confirmed_at, raw_app_meta_data) VALUES (?, ?, ?, ?, ?)",
    ).bind(
      id,
      email,
      await hashPassword(password, 1),
      now,
      JSON.stringify({ provider: "email", providers: ["email"] }),
    ),
    env.DB.prepare(
      "INSERT INTO identities (id, user_id, provider, provider_id, identity_data, email) VALUES (?, ?, 'email', ?, ?, ?)",
    ).bind(crypto.randomUUID(), id, id, JSON.stringify({ sub: id, email, email_verified: true }), email),
    env.DB.prepare("INSERT INTO profiles (user_id, user_type, first_name, is_admin) VALUES (?, ?, ?, ?)").bind(
      id,
      profile.user_type === undefined ? "traveler" : profile.user_type,
      profile.first_name ?? "Test",
      profile.is_admin ? 1 : 0,
    ),
  ]);
  return id;
}

/** A new confirmed user (an admin when asked), signed in through the auth client with `password`. */
export async function signedInUser(label: string, password: string, isAdmin = false) {
  const email = uniqueEmail(label);
  const id = await insertConfirmedUser(email, password, { is_admin: isAdmin });
  const auth = authClient();
  const { data, error } = await auth.signInWithPassword({ email, password });
  if (error || !data.session) throw error ?? new Error("no session");
  return { auth, email, id, token: data.session.access_token };
}

/** The newest message the dev mailbox holds for an address. */
export async function latestMail(to: string): Promise<MailboxMessage> {
  const res = await workerFetch(
    new Request(`${ORIGIN}/dev/mailbox?to=${encodeURIComponent(to)}`, { headers: { Accept: "application/json" } }),
  );
  const messages = (await res.json()) as MailboxMessage[];
  const mail = messages.find((m) => m.to === to);
  if (!mail) throw new Error(`no mail for ${to}`);
  return mail;
}

export function linkIn(mail: MailboxMessage): string {
  const m = /https?:\/\/\S+\/auth\/v1\/verify\?[^\s"<>)]+/.exec(mail.text);
  if (!m) throw new Error(`no verification link in "${mail.subject}"`);
  return m[0].replace(/&amp;/g, "&");
}

export function codeIn(mail: MailboxMessage): string {
  const m = /\b(\d{6})\b/.exec(mail.text);
  if (!m?.[1]) throw new Error(`no code in "${mail.subject}"`);
  return m[1];
}
