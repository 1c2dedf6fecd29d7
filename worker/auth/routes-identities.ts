import { Hono } from "hono";
import { nowIso } from "../db/client";
import { type IdentityRow, type UnlinkUserFields, unlinkIdentity } from "../db/identities";
import { userWithRelations } from "../db/users";
import type { AppBindings } from "../env";
import { AuthError, validationFailed } from "./errors";
import { authenticate } from "./session";

/** Providers that sign in with the password kept on the user: without one of them, the password is useless. */
const PASSWORD_PROVIDERS = new Set(["email", "phone"]);

const emailVerified = (i: IdentityRow) =>
  i.identity_data.email_verified === true || i.identity_data.email_verified === "true";

/**
 * Identity linking (GoTrue's wire format). Linking Google or Apple is done with the provider's id token
 * (`POST /token?grant_type=id_token` with `link_identity: true`, worker/auth/id-token-grant.ts); the OAuth redirect
 * flow is not offered. Unlinking keeps the user able to sign in with what remains.
 */
export const identityRoutes = new Hono<AppBindings>()
  .get("/user/identities/authorize", async (c) => {
    await authenticate(c);
    const provider = c.req.query("provider")?.trim();
    if (!provider) throw validationFailed("Unsupported provider: provider is required");
    throw new AuthError(
      400,
      "provider_disabled",
      `Unsupported provider: linking ${provider} by redirect is not enabled; link it with the provider's id token instead (linkIdentity({ provider, token }))`,
    );
  })
  .delete("/user/identities/:identity_id", async (c) => {
    const auth = await authenticate(c);
    const db = c.env.DB;
    const found = await userWithRelations(db, auth.claims.sub);
    if (!found) throw new AuthError(403, "user_not_found", "User from sub claim in JWT does not exist");
    const { user, identities } = found;
    if (identities.length <= 1) {
      throw new AuthError(422, "single_identity_not_deletable", "User must have at least 1 identity after unlinking");
    }
    const target = identities.find((i) => i.id === c.req.param("identity_id"));
    if (!target) throw new AuthError(422, "identity_not_found", "Identity doesn't exist");
    const remaining = identities.filter((i) => i.id !== target.id);

    const fields: UnlinkUserFields = {};
    if (target.provider === "phone") {
      fields.phone = null;
      fields.phone_confirmed_at = null;
    } else if (user.email && !remaining.some((i) => i.email?.toLowerCase() === user.email)) {
      // The address came from the removed identity: fall back to another identity's address, as GoTrue does.
      const next = remaining.find((i) => i.email);
      fields.email = next?.email?.toLowerCase() ?? null;
      fields.email_confirmed_at = next && emailVerified(next) ? (user.email_confirmed_at ?? nowIso()) : null;
    }
    // Unlinking the e-mail (or phone) identity ends password sign-in unless the other one remains.
    if (user.encrypted_password && !remaining.some((i) => PASSWORD_PROVIDERS.has(i.provider))) {
      fields.encrypted_password = null;
    }

    const unlinked = await unlinkIdentity(db, user, target, fields, remaining[0]?.provider ?? "email");
    if (!unlinked.ok)
      throw new AuthError(
        422,
        "email_conflict_identity_not_deletable",
        "Unable to unlink identity due to email conflict",
      );
    return c.json({});
  });
