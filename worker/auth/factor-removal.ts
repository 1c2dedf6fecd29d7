import type { Context } from "hono";
import { deleteFactor, type FactorRow } from "../db/mfa";
import type { UserRow } from "../db/users";
import type { AppBindings } from "../env";
import { mailSecurityNotice } from "./mail";

/**
 * An admin removes one of a person's authenticators (they lost their phone): the factor, its challenges and the aal2
 * of the sessions it raised go with an audit row in one transaction, and a verified one's owner is e-mailed. Used by
 * the auth admin API and by /debug-index's restore-user-auth.
 */
export async function removeFactorAsAdmin(
  c: Context<AppBindings>,
  adminId: string,
  user: Pick<UserRow, "id" | "email">,
  factor: FactorRow,
): Promise<void> {
  await deleteFactor(c.env.DB, factor, {
    actorId: adminId,
    action: "user.mfa_factor.delete",
    entityType: "user",
    entityId: user.id,
    details: { factor_id: factor.id, factor_type: factor.factor_type, friendly_name: factor.friendly_name },
  });
  if (factor.status === "verified") {
    await mailSecurityNotice(c, user.email, {
      kind: "authenticator",
      change: "unenrolled",
      factorName: factor.friendly_name,
    });
  }
}
