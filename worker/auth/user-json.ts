import type { AuthFactor, AuthIdentity, AuthUser } from "../../domain/api/auth";
import type { IdentityRow } from "../db/identities";
import type { FactorRow } from "../db/mfa";
import type { UserRow } from "../db/users";

export function identityJson(i: IdentityRow): AuthIdentity {
  return {
    id: i.provider_id,
    identity_id: i.id,
    user_id: i.user_id,
    provider: i.provider,
    identity_data: i.identity_data,
    email: i.email,
    last_sign_in_at: i.last_sign_in_at,
    created_at: i.created_at,
    updated_at: i.updated_at,
  };
}

export function factorJson(f: FactorRow): AuthFactor {
  return {
    id: f.id,
    friendly_name: f.friendly_name,
    factor_type: f.factor_type === "phone" ? "phone" : "totp",
    status: f.status === "verified" ? "verified" : "unverified",
    created_at: f.created_at,
    updated_at: f.updated_at,
  };
}

/** GoTrue's `User` object, as auth-js and the web app read it. */
export function userJson(u: UserRow, identities: IdentityRow[], factors: FactorRow[]): AuthUser {
  const appMeta = u.raw_app_meta_data;
  const providers = [...new Set(identities.map((i) => i.provider))];
  return {
    id: u.id,
    aud: "authenticated",
    role: u.role,
    email: u.email ?? null,
    phone: u.phone ?? null,
    email_confirmed_at: u.email_confirmed_at,
    phone_confirmed_at: u.phone_confirmed_at,
    confirmed_at: u.email_confirmed_at ?? u.phone_confirmed_at,
    last_sign_in_at: u.last_sign_in_at,
    app_metadata: { ...appMeta, provider: (appMeta.provider as string) ?? providers[0] ?? "email", providers },
    user_metadata: u.raw_user_meta_data,
    identities: identities.map(identityJson),
    factors: factors.map(factorJson),
    created_at: u.created_at,
    updated_at: u.updated_at,
    is_anonymous: false,
    ...(u.email_change ? { new_email: u.email_change } : {}),
  };
}
