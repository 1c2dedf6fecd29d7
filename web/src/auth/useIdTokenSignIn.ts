import { useCallback, useMemo } from "react";
import { MESSAGES } from "../../../domain/messages";
import { useToast } from "../lib/toast";
import { authClient } from "./client";
import { useSessionControl } from "./context";
import { appleSignInError, type GoogleCredentialResponse, googleSignInError } from "./identity-providers";

/** Hands a provider's id token to the server and starts the session (SIGNED_IN), with the spec §5/§8 toasts. */
export function useIdTokenSignIn() {
  const { acceptSession } = useSessionControl();
  const { toast } = useToast();

  const google = useCallback(
    async (response: GoogleCredentialResponse, rawNonce: string) => {
      if (!response.credential) {
        toast(MESSAGES.invalidGoogleCredential, "error");
        return;
      }
      try {
        acceptSession(await authClient.signInWithIdToken("google", response.credential, rawNonce));
        toast(MESSAGES.googleSignInSuccess, "success");
      } catch (err) {
        toast(googleSignInError(err), "error");
      }
    },
    [acceptSession, toast],
  );

  const apple = useCallback(
    async (idToken: string | undefined, rawNonce: string) => {
      if (!idToken) {
        toast(MESSAGES.appleSignInCancelled, "error");
        return;
      }
      try {
        acceptSession(await authClient.signInWithIdToken("apple", idToken, rawNonce));
      } catch (err) {
        toast(appleSignInError(err), "error");
      }
    },
    [acceptSession, toast],
  );

  return useMemo(() => ({ google, apple }), [google, apple]);
}
