/** The GoTrue `User` JSON of /auth/v1 (the fields the app reads). */
export interface AuthUser {
  id: string;
  aud: string;
  role: string;
  email: string | null;
  phone: string | null;
  email_confirmed_at: string | null;
  phone_confirmed_at: string | null;
  confirmed_at: string | null;
  last_sign_in_at: string | null;
  app_metadata: { provider?: string; providers?: string[]; [key: string]: unknown };
  user_metadata: Record<string, unknown>;
  identities: AuthIdentity[];
  factors: AuthFactor[];
  created_at: string;
  updated_at: string;
  is_anonymous: boolean;
}

export interface AuthIdentity {
  id: string;
  identity_id: string;
  user_id: string;
  provider: string;
  identity_data: Record<string, unknown>;
  email: string | null;
  last_sign_in_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface AuthFactor {
  id: string;
  friendly_name: string | null;
  factor_type: "totp" | "phone";
  status: "verified" | "unverified";
  created_at: string;
  updated_at: string;
}
