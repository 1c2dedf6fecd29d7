/**
 * /debug-index (spec §2; issue 19 item 6): the environment check (spec §7 test-environment-variables) and the
 * restore-user-auth tool (spec §7 restore-user-auth). The spec saw no guard; both are admins only, on the server.
 */
import { z } from "zod";
import type { EnvironmentStatus } from "../environment";
import { MESSAGES } from "../messages";
import { get, post, reply } from "./endpoint";

/** Spec §7: status SUCCESS or not, which settings are set (by name, true/false, never a value), the missing ones. */
export interface EnvironmentCheckResponse {
  status: EnvironmentStatus;
  secretsCheck: Record<string, boolean>;
  /** The required settings that are not set. */
  missingSecrets: string[];
}

/** The restore-user-auth tool needs an e-mail value (spec §5), said in the spec's words for required fields. */
export const RESTORE_EMAIL_REQUIRED = MESSAGES.requiredFields;

export const restoreUserAuthBody = z.strictObject({
  email: z
    .string({ error: (iss) => (iss.input === undefined ? RESTORE_EMAIL_REQUIRED : "must be text") })
    .trim()
    .toLowerCase()
    .min(1, RESTORE_EMAIL_REQUIRED)
    .max(254, "can be at most 254 characters")
    .email("must be an e-mail address"),
  /** Also remove the person's authenticators (two-step sign-in), when they lost the phone it was on. */
  remove_authenticators: z.boolean().optional(),
});

/** Spec §7: success, and why not (null on success); `done` says what was restored. */
export interface RestoreUserAuthResponse {
  success: boolean;
  error: string | null;
  done: string[];
}

export const adminDebugApi = {
  environment: get("/api/admin/environment", { access: "admin", response: reply<EnvironmentCheckResponse>() }),
  restoreUserAuth: post("/api/admin/restore-user-auth", {
    access: "admin",
    body: restoreUserAuthBody,
    response: reply<RestoreUserAuthResponse>(),
  }),
} as const;
