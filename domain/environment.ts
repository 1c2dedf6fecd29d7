/**
 * The deployment's settings the /debug-index environment check looks at (spec §7 test-environment-variables):
 * each by name, whether production needs it, and what it is for. The check says which are set, never a value.
 * Required: what the README's "Deploying to Cloudflare" needs for the product to work for real (sign-in tokens,
 * links, mail, payments, pushes); optional: features that are off, or fall back, while unset
 * (docs/decisions/032-incomplete-users-and-debug-tools.md).
 */

export interface EnvironmentSetting {
  name: string;
  required: boolean;
  /** What breaks or is off while it is missing. */
  purpose: string;
}

export const ENVIRONMENT_SETTINGS = [
  { name: "AUTH_JWT_KEYS", required: true, purpose: "Signs access tokens: nobody can sign in without it." },
  {
    name: "PUBLIC_ORIGIN",
    required: true,
    purpose: "The site's address in e-mailed links, share metadata and tokens.",
  },
  {
    name: "MFA_SECRET_KEYS",
    required: true,
    purpose: "Seals authenticator secrets at rest: nobody can add an authenticator without it.",
  },
  { name: "EMAIL_API_KEY", required: true, purpose: "Sends e-mail through the provider (with EMAIL_FROM)." },
  { name: "EMAIL_FROM", required: true, purpose: "The sender of outgoing e-mail." },
  { name: "STRIPE_SECRET_KEY", required: true, purpose: "Takes deposits; unset, payments run in test mode." },
  { name: "STRIPE_WEBHOOK_SECRET", required: true, purpose: "Verifies Stripe's payment events." },
  { name: "VAPID_PUBLIC_KEY", required: true, purpose: "Web push: the key browsers subscribe with." },
  { name: "VAPID_PRIVATE_KEY", required: true, purpose: "Web push: signs pushes to browsers." },
  { name: "VAPID_SUBJECT", required: true, purpose: "Web push: who push services can contact about our pushes." },
  { name: "FCM_SERVICE_ACCOUNT", required: true, purpose: "Pushes to the native app through Firebase." },
  { name: "TWILIO_ACCOUNT_SID", required: false, purpose: "Sign-in by phone (with TWILIO_AUTH_TOKEN and SMS_FROM)." },
  { name: "TWILIO_AUTH_TOKEN", required: false, purpose: "Sign-in by phone: Twilio's auth token." },
  { name: "SMS_FROM", required: false, purpose: "Sign-in by phone: the sender of text messages." },
  { name: "GOOGLE_CLIENT_ID", required: false, purpose: "Sign-in with Google." },
  { name: "APPLE_CLIENT_ID", required: false, purpose: "Sign-in with Apple." },
  {
    name: "UNSUBSCRIBE_SECRET",
    required: false,
    purpose: "Signs unsubscribe links (else derived from AUTH_JWT_KEYS).",
  },
  { name: "CF_ZONE_ID", required: false, purpose: "Purges changed share previews everywhere (with CF_PURGE_TOKEN)." },
  { name: "CF_PURGE_TOKEN", required: false, purpose: "Purges changed share previews everywhere." },
  { name: "MAP_TILE_URL", required: false, purpose: "Map tiles for the hosts map." },
  { name: "ANDROID_CERT_SHA256", required: false, purpose: "The Android app opens the site's links (App Links)." },
  { name: "APPLE_TEAM_ID", required: false, purpose: "The iOS app opens the site's links (universal links)." },
] as const satisfies readonly EnvironmentSetting[];

export type EnvironmentSettingName = (typeof ENVIRONMENT_SETTINGS)[number]["name"];

/** "SUCCESS" when every required setting is set (spec §7: status SUCCESS or not). */
export const ENVIRONMENT_STATUSES = ["SUCCESS", "MISSING_SECRETS"] as const;
export type EnvironmentStatus = (typeof ENVIRONMENT_STATUSES)[number];
