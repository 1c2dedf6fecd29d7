import { type Context, Hono } from "hono";
import { z } from "zod";
import { parseGoDuration } from "../../domain/go-duration";
import { openBookingCount } from "../db/account-deletion";
import { type AdminUserChange, changeUser, createUser, isAdmin, listUsers } from "../db/admin-users";
import { factorsOfUser, ownedFactor } from "../db/mfa";
import { type UserWithRelations, userByEmail, userByPhone, userWithRelations } from "../db/users";
import type { AppBindings } from "../env";
import { deleteAccount } from "../services/account-deletion";
import { hashPassword, PBKDF2_ITERATIONS } from "../services/password";
import { siteOrigin } from "../site-origin";
import { AuthError, validationFailed } from "./errors";
import { removeFactorAsAdmin } from "./factor-removal";
import { normalizeEmail, normalizePhone, readBody } from "./input";
import { factorNotFound } from "./routes-factors";
import { assertStrongPassword } from "./routes-signin";
import { authenticate } from "./session";
import { factorJson, userJson } from "./user-json";

type Ctx = Context<AppBindings>;

/** GoTrue's page size by default; a page is at most this large. */
const DEFAULT_PER_PAGE = 50;
const MAX_PER_PAGE = 1000;

const metadata = z.record(z.string(), z.unknown());
const userBody = z.object({
  email: z.string().max(320).optional(),
  phone: z.string().max(32).optional(),
  password: z.string().max(1024).optional(),
  password_hash: z.string().max(1024).optional(),
  email_confirm: z.boolean().optional(),
  phone_confirm: z.boolean().optional(),
  user_metadata: metadata.optional(),
  app_metadata: metadata.optional(),
  ban_duration: z.string().max(64).optional(),
  role: z.string().max(64).optional(),
  id: z.string().max(64).optional(),
});
type UserBody = z.infer<typeof userBody>;

const deleteBody = z.object({ should_soft_delete: z.boolean().optional() });

const userNotFound = () => new AuthError(404, "user_not_found", "User not found");
const openBookings = (n: number) =>
  new AuthError(
    409,
    "open_bookings",
    `This person has ${n === 1 ? "a booking" : `${n} bookings`} still under way. Cancel ${n === 1 ? "it" : "them"} first, or wait until the trip is over, before deleting the account.`,
  );

/**
 * The caller must be signed in as an admin (profiles.is_admin); anyone else gets GoTrue's 403 not_admin. An admin
 * with a verified authenticator must have entered its code (aal2), as on /api (worker/middleware/auth.ts).
 */
async function requireAdmin(c: Ctx): Promise<string> {
  const auth = await authenticate(c);
  if (!(await isAdmin(c.env.DB, auth.claims.sub))) throw new AuthError(403, "not_admin", "User not allowed");
  if (auth.session.aal !== "aal2") {
    const factors = await factorsOfUser(c.env.DB, auth.claims.sub);
    if (factors.some((f) => f.status === "verified"))
      throw new AuthError(403, "insufficient_aal", "AAL2 required to use the admin API");
  }
  return auth.claims.sub;
}

async function loadUser(c: Ctx, id: string): Promise<UserWithRelations> {
  const found = await userWithRelations(c.env.DB, id);
  if (!found) throw userNotFound();
  return found;
}

/** The user as GoTrue's admin API shows it: the user object plus the ban. */
function adminUserJson({ user, identities, factors }: UserWithRelations) {
  return { ...userJson(user, identities, factors), banned_until: user.banned_until };
}

function positiveInt(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === "") return fallback;
  if (!/^\d{1,9}$/.test(value) || Number(value) < 1) {
    throw validationFailed(`Bad Pagination Parameters: ${name} must be a positive integer`);
  }
  return Number(value);
}

/** Go's longest duration (2^63 - 1 ns, about 292 years): `time.ParseDuration` refuses anything longer. */
const MAX_GO_DURATION_MS = 9_223_372_036_854;

/** `ban_duration`: "none" lifts a ban; a Go duration ("24h", "1h30m") bans until now + duration. */
function banUntil(duration: string): string | null {
  if (duration === "none") return null;
  const ms = parseGoDuration(duration);
  if (ms === null || Math.abs(ms) > MAX_GO_DURATION_MS)
    throw validationFailed(`invalid format for ban duration: time: invalid duration "${duration}"`);
  return ms > 0 ? new Date(Date.now() + ms).toISOString() : null;
}

/** A password or a stored hash (ours: pbkdf2-sha256), never both; the password is held to the sign-up policy. */
async function passwordHashOf(body: UserBody): Promise<string | undefined> {
  if (body.password !== undefined && body.password_hash !== undefined) {
    throw validationFailed("Only a password or a password hash should be provided");
  }
  if (body.password_hash !== undefined) {
    if (!isUsableHash(body.password_hash)) {
      throw validationFailed(
        `password_hash must be a pbkdf2-sha256 hash (pbkdf2-sha256$<1 to ${PBKDF2_ITERATIONS} iterations>$<salt base64>$<32-byte hash base64>)`,
      );
    }
    return body.password_hash;
  }
  if (body.password === undefined || body.password === "") return undefined;
  assertStrongPassword(body.password);
  return hashPassword(body.password);
}

/** A stored hash sign-in can check: workerd refuses more than PBKDF2_ITERATIONS, and both parts must decode. */
function isUsableHash(hash: string): boolean {
  const m = /^pbkdf2-sha256\$(\d{1,9})\$([A-Za-z0-9+/]+={0,2})\$([A-Za-z0-9+/]+={0,2})$/.exec(hash);
  if (!m) return false;
  const iterations = Number(m[1]);
  if (iterations < 1 || iterations > PBKDF2_ITERATIONS) return false;
  try {
    return atob(m[2] ?? "").length > 0 && atob(m[3] ?? "").length === 32;
  } catch {
    return false;
  }
}

function contact(body: UserBody): { email?: string; phone?: string } {
  const out: { email?: string; phone?: string } = {};
  if (body.email?.trim()) {
    const email = normalizeEmail(body.email);
    if (!z.email().safeParse(email).success) throw validationFailed("Unable to validate email address: invalid format");
    out.email = email;
  }
  if (body.phone?.trim()) {
    const phone = normalizePhone(body.phone);
    if (!phone) throw validationFailed("Invalid phone number format (E.164 required)");
    out.phone = phone;
  }
  return out;
}

function assertRole(body: UserBody) {
  if (body.role !== undefined && body.role !== "authenticated") {
    throw validationFailed("role cannot be changed: every user has the role authenticated");
  }
}

const emailExists = () =>
  new AuthError(422, "email_exists", "A user with this email address has already been registered");
const phoneExists = () => new AuthError(422, "phone_exists", "Phone number already registered by another user");

/**
 * GoTrue's admin user API (auth-js `GoTrueAdminApi`), for the product's admins instead of a service-role key.
 * Every change writes an audit_log row (entity_type "user") in the same transaction.
 */
export const adminRoutes = new Hono<AppBindings>()
  .get("/admin/users", async (c) => {
    await requireAdmin(c);
    const page = positiveInt(c.req.query("page"), 1, "page");
    const perPage = positiveInt(c.req.query("per_page"), DEFAULT_PER_PAGE, "per_page");
    if (perPage > MAX_PER_PAGE)
      throw validationFailed(`Bad Pagination Parameters: per_page must be at most ${MAX_PER_PAGE}`);
    const filter = c.req.query("filter")?.trim() ?? "";
    const { users, total } = await listUsers(c.env.DB, { page, perPage, filter });

    // auth-js reads the page numbers from the Link header; page comes first in each URL, as it parses them.
    const lastPage = Math.ceil(total / perPage);
    const url = new URL(c.req.url);
    const pageUrl = (n: number) => {
      const q = new URLSearchParams({ page: String(n), per_page: String(perPage), ...(filter ? { filter } : {}) });
      return `<${url.pathname}?${q.toString()}>`;
    };
    const links = [
      ...(lastPage > page ? [`${pageUrl(page + 1)}; rel="next"`] : []),
      `${pageUrl(lastPage)}; rel="last"`,
    ];
    c.header("Link", links.join(", "));
    c.header("X-Total-Count", String(total));
    return c.json({ users: users.map(adminUserJson), aud: "authenticated" });
  })
  .post("/admin/users", async (c) => {
    const adminId = await requireAdmin(c);
    const body = await readBody(c, userBody);
    assertRole(body);
    const { email, phone } = contact(body);
    if (!email && !phone) throw validationFailed("Cannot create a user without either an email or phone");
    const db = c.env.DB;
    if (email && (await userByEmail(db, email))) throw emailExists();
    if (phone && (await userByPhone(db, phone))) throw phoneExists();
    if (body.id !== undefined && !z.uuid().safeParse(body.id).success) {
      throw validationFailed("ID must conform to the uuid v4 format");
    }
    const passwordHash = (await passwordHashOf(body)) ?? null;
    const bannedUntil = body.ban_duration ? banUntil(body.ban_duration) : null;
    const id = body.id ?? crypto.randomUUID();
    const created = await createUser(
      db,
      {
        id,
        email: email ?? null,
        phone: phone ?? null,
        passwordHash,
        emailConfirmed: Boolean(body.email_confirm),
        phoneConfirmed: Boolean(body.phone_confirm),
        userMetadata: body.user_metadata ?? {},
        appMetadata: body.app_metadata ?? {},
        bannedUntil,
      },
      {
        actorId: adminId,
        action: "user.create",
        entityType: "user",
        entityId: id,
        details: { email: email ?? null, phone: phone ?? null, email_confirm: Boolean(body.email_confirm) },
      },
    );
    if (!created.ok) throw new AuthError(422, "user_already_exists", "User already registered");
    return c.json(adminUserJson(await loadUser(c, id)));
  })
  .get("/admin/users/:id", async (c) => {
    await requireAdmin(c);
    return c.json(adminUserJson(await loadUser(c, c.req.param("id"))));
  })
  .put("/admin/users/:id", async (c) => {
    const adminId = await requireAdmin(c);
    const current = await loadUser(c, c.req.param("id"));
    const body = await readBody(c, userBody);
    assertRole(body);
    if (body.id !== undefined && body.id !== current.user.id) throw validationFailed("id cannot be changed");
    const { email, phone } = contact(body);
    const db = c.env.DB;
    if (email && email !== current.user.email) {
      const other = await userByEmail(db, email);
      if (other && other.id !== current.user.id) throw emailExists();
    }
    if (phone && phone !== current.user.phone) {
      const other = await userByPhone(db, phone);
      if (other && other.id !== current.user.id) throw phoneExists();
    }
    const passwordHash = await passwordHashOf(body);
    const bannedUntil = body.ban_duration ? banUntil(body.ban_duration) : undefined;
    const change: AdminUserChange = {
      email,
      phone,
      passwordHash,
      emailConfirm: body.email_confirm,
      phoneConfirm: body.phone_confirm,
      userMetadata: body.user_metadata,
      appMetadata: body.app_metadata,
      bannedUntil,
      // A new password or a ban takes effect at once: whoever holds a session now is signed out.
      endSessions: passwordHash !== undefined || (bannedUntil !== undefined && bannedUntil !== null),
    };
    const changed = Object.entries({
      email,
      phone,
      password: passwordHash,
      email_confirm: body.email_confirm,
      phone_confirm: body.phone_confirm,
      user_metadata: body.user_metadata,
      app_metadata: body.app_metadata,
      ban_duration: body.ban_duration,
    })
      .filter(([, v]) => v !== undefined)
      .map(([k]) => k);
    const saved = await changeUser(db, current, change, {
      actorId: adminId,
      action: "user.update",
      entityType: "user",
      entityId: current.user.id,
      details: {
        fields: changed,
        ...(email ? { email } : {}),
        ...(body.ban_duration ? { ban_duration: body.ban_duration, banned_until: bannedUntil ?? null } : {}),
      },
    });
    if (!saved.ok) throw email ? emailExists() : phoneExists();
    return c.json(adminUserJson(await loadUser(c, current.user.id)));
  })
  .delete("/admin/users/:id", async (c) => {
    const adminId = await requireAdmin(c);
    const current = await loadUser(c, c.req.param("id"));
    await readBody(c, deleteBody);
    // As when a person deletes their own account (DELETE /api/me): not while a trip of theirs is under way, which the
    // other party is counting on and whose money would be left without anyone to refund or pay.
    const open = await openBookingCount(c.env.DB, current.user.id, new Date().toISOString().slice(0, 10));
    if (open > 0) throw openBookings(open);
    // Always the account deletion that keeps bookings, messages and reviews for the other party (shown as "Deleted
    // user"), whatever should_soft_delete says: removing the row outright would take them with it. It audits itself.
    const deleted = await deleteAccount(c.env, current.user.id, {
      origin: siteOrigin(c.env),
      actorId: adminId,
      waitUntil: (p) => c.executionCtx.waitUntil(p),
    });
    if (!deleted) throw userNotFound();
    return c.json({});
  })
  .get("/admin/users/:id/factors", async (c) => {
    await requireAdmin(c);
    const { factors } = await loadUser(c, c.req.param("id"));
    return c.json(factors.map(factorJson));
  })
  .delete("/admin/users/:id/factors/:factorId", async (c) => {
    const adminId = await requireAdmin(c);
    const { user } = await loadUser(c, c.req.param("id"));
    const db = c.env.DB;
    const factor = await ownedFactor(db, user.id, c.req.param("factorId"));
    if (!factor) throw factorNotFound();
    await removeFactorAsAdmin(c, adminId, user, factor);
    return c.json(factorJson(factor));
  });
