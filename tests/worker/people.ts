import { env } from "cloudflare:workers";
import type { HostType } from "../../domain/vocabulary";
import { insertUser } from "../../worker/db/users";
import { hashPassword } from "../../worker/services/password";
import { get, ORIGIN } from "./helpers";

/**
 * The people of a permission table: each a real account with a real session (signed in through /auth/v1), so
 * routes see exactly what they would in production. Storage is per test file; every call makes a new person.
 */
export type Role = "guest" | "no-profile" | "traveler" | "pending-host" | "approved-host" | "rejected-host" | "admin";

export interface Person {
  role: Role;
  /** Empty for a guest. */
  id: string;
  email: string;
  /** The hosts row id for host roles, else null. */
  hostId: string | null;
  /** The access token (Bearer); empty for a guest. */
  token: string;
  /** Calls the worker as this person: Bearer token, JSON body when `json` is given. */
  fetch: (path: string, init?: RequestInit & { json?: unknown }) => Promise<Response>;
}

/** Every fixture person's password. */
export const PEOPLE_PASSWORD = "people-fixture-passphrase-2026";
const PASSWORD = PEOPLE_PASSWORD;
let ipCounter = 0;
/** Each sign-in from its own address, so the per-IP sign-in limit never interferes. */
const nextIp = () => `203.0.113.${(ipCounter++ % 250) + 1}`;

function caller(token: string): Person["fetch"] {
  return (path, init = {}) => {
    const { json, ...rest } = init;
    const headers = new Headers(rest.headers);
    if (token) headers.set("Authorization", `Bearer ${token}`);
    if (json !== undefined) headers.set("Content-Type", "application/json");
    return get(path, { ...rest, headers, body: json !== undefined ? JSON.stringify(json) : rest.body });
  };
}

export interface PersonOptions {
  first_name?: string;
  last_name?: string;
  host_type?: HostType;
  country?: string;
  city?: string;
}

/** A new person with the given role, signed in (a guest has no account). */
export async function person(role: Role, options: PersonOptions = {}): Promise<Person> {
  if (role === "guest") return { role, id: "", email: "", hostId: null, token: "", fetch: caller("") };
  const email = `${role}-${crypto.randomUUID().slice(0, 8)}@example.org`;
  const id = await insertUser(
    env.DB,
    {
      email,
      phone: null,
      passwordHash: await hashPassword(PASSWORD, 1),
      metadata: {},
      provider: "email",
      emailConfirmedAt: new Date().toISOString(),
    },
    { provider: "email" },
  );
  if (!id) throw new Error("user not created");
  const first = options.first_name ?? `${role.replace(/-.*/, "")}${id.slice(0, 4)}`;
  const isHost = role.endsWith("-host");
  const statements: D1PreparedStatement[] = [];
  if (role !== "no-profile") {
    statements.push(
      env.DB.prepare(
        `INSERT INTO profiles (user_id, user_type, first_name, last_name, city, country, is_admin, profile_slug)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      ).bind(
        id,
        isHost ? "host" : "traveler",
        first,
        options.last_name ?? "Tester",
        options.city ?? "Almaty",
        options.country ?? "Kazakhstan",
        role === "admin" ? 1 : 0,
        `${first.toLowerCase()}-${id.slice(0, 8)}`,
      ),
    );
  }
  let hostId: string | null = null;
  if (isHost) {
    hostId = crypto.randomUUID();
    const status = role.replace("-host", "");
    statements.push(
      env.DB.prepare(
        `INSERT INTO hosts (id, user_id, profile_slug, status, host_type, bio, languages, rejection_reason, approved_at)
         VALUES (?, ?, ?, ?, ?, ?, '["English"]', ?, ?)`,
      ).bind(
        hostId,
        id,
        `${first.toLowerCase()}-${id.slice(0, 8)}`,
        status,
        options.host_type ?? "guide",
        "A local guide who knows the mountains and the steppe, and the people who live there.",
        status === "rejected" ? "Please add a clearer photo of your guide licence." : null,
        status === "approved" ? new Date().toISOString() : null,
      ),
    );
  }
  if (statements.length) await env.DB.batch(statements);
  const res = await get("/auth/v1/token?grant_type=password", {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": nextIp() },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  const { access_token: token } = await res.json<{ access_token: string }>();
  return { role, id, email, hostId, token, fetch: caller(token) };
}

const ROLES: Role[] = ["guest", "no-profile", "traveler", "pending-host", "approved-host", "rejected-host", "admin"];

/** One person of each role, for permission tables. */
export async function everyone(): Promise<Record<Role, Person>> {
  const people = await Promise.all(ROLES.map((r) => person(r)));
  return Object.fromEntries(people.map((p) => [p.role, p])) as Record<Role, Person>;
}

/** One person of each role plus a second approved host ("other-host"), for tables about someone else's listing. */
export async function everyoneAndOtherHost(): Promise<Record<Role | "other-host", Person>> {
  const [people, other] = await Promise.all([everyone(), person("approved-host")]);
  return { ...people, "other-host": other };
}

/**
 * A photo p uploaded, as POST /api/media records it (a media_objects row; with `inR2`, a tiny JPEG in R2 as well):
 * its key and its /media/… URL.
 */
export async function uploadedPhoto(
  p: Person,
  options: { inR2?: boolean } = {},
): Promise<{ key: string; url: string }> {
  const hex = [...crypto.getRandomValues(new Uint8Array(32))].map((b) => b.toString(16).padStart(2, "0")).join("");
  const key = `p/${hex}.jpg`;
  if (options.inR2) {
    await env.MEDIA.put(key, new Uint8Array([0xff, 0xd8, 0xff, 0xd9]), { httpMetadata: { contentType: "image/jpeg" } });
  }
  await env.DB.prepare(
    "INSERT INTO media_objects (key, owner_id, content_type, bytes) VALUES (?, ?, 'image/jpeg', 1000)",
  )
    .bind(key, p.id)
    .run();
  return { key, url: `/media/${key}` };
}

export { ORIGIN };
