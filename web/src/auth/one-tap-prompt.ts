import { mayPromptOneTap } from "../../../domain/auth-routing";
import {
  createNonce,
  type GoogleIdentity,
  isPromptDismissal,
  loadGoogle,
  oneTapDismissedAt,
  rememberOneTapDismissal,
} from "./identity-providers";
import { type IdTokenSession, signInWithGoogle } from "./useIdTokenSignIn";

/**
 * Shows Google's one-tap prompt (GoogleOneTap loads this only when the prompt is due), unless it was dismissed
 * within 24 hours or the caller gave up meanwhile (`cancelled`). Returns Google's client, to cancel the prompt.
 */
export async function showOneTap(
  clientId: string,
  session: IdTokenSession,
  cancelled: () => boolean,
): Promise<GoogleIdentity | null> {
  const situation = { hasUser: false, hasSession: false, loading: false, disabled: false };
  if (!mayPromptOneTap({ ...situation, dismissedAt: oneTapDismissedAt(), now: Date.now() })) return null;
  try {
    const [id, nonce] = await Promise.all([loadGoogle(), createNonce()]);
    if (cancelled()) return null;
    id.initialize({
      client_id: clientId,
      nonce: nonce.hashed,
      callback: (response) => void signInWithGoogle(response, nonce.raw, session),
      cancel_on_tap_outside: true,
      itp_support: true,
      use_fedcm_for_prompt: true,
    });
    id.prompt((moment) => {
      if (isPromptDismissal(moment)) rememberOneTapDismissal();
    });
    return id;
  } catch (err) {
    console.warn("Google one-tap unavailable", err);
    return null;
  }
}
