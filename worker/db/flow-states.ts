/** PKCE flow states (`flow_states`): the code challenge saved at the start and the auth code handed back at the end. */
import { nowIso } from "./client";

export interface FlowStateRow {
  id: string;
  user_id: string | null;
  auth_code: string;
  code_challenge: string;
  code_challenge_method: string;
  provider_type: string;
  authentication_method: string;
  expires_at: string;
}

export async function insertFlowState(
  d1: D1Database,
  f: Omit<FlowStateRow, "id" | "expires_at">,
  ttlSeconds = 600,
): Promise<void> {
  await d1
    .prepare(
      `INSERT INTO flow_states (id, user_id, auth_code, code_challenge, code_challenge_method, provider_type,
         authentication_method, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .bind(
      crypto.randomUUID(),
      f.user_id,
      f.auth_code,
      f.code_challenge,
      f.code_challenge_method,
      f.provider_type,
      f.authentication_method,
      nowIso(Date.now() + ttlSeconds * 1000),
    )
    .run();
}

/** Takes the flow state for an auth code (single use). */
export async function takeFlowState(d1: D1Database, authCode: string): Promise<FlowStateRow | null> {
  const row = await d1
    .prepare("DELETE FROM flow_states WHERE auth_code = ? AND expires_at > ? RETURNING *")
    .bind(authCode, nowIso())
    .first<FlowStateRow>();
  return row ?? null;
}
