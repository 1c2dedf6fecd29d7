import { useCallback, useMemo } from "react";
import { MESSAGES } from "../../../domain/messages";
import { useToast } from "../lib/toast";
import { authClient } from "./client";
import { type SessionControl, useSessionControl } from "./context";
import { appleSignInError, type GoogleCredentialResponse, googleSignInError } from "./identity-providers";

/** What a sign-in with an id token needs of the app: the session to start and the toasts to show. */
export interface IdTokenSession {
  acceptSession: SessionControl["acceptSession"];
  toast: ReturnType<typeof useToast>["toast"];
}

/** Hands Google's credential to the server and starts the session (SIGNED_IN), with the spec §5/§8 toasts. */
export async function signInWithGoogle(
  response: GoogleCredentialResponse,
  rawNonce: string,
  { acceptSession, toast }: IdTokenSession,
): Promise<void> {
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
}

/** Hands a provider's id token to the server and starts the session (SIGNED_IN), with the spec §5/§8 toasts. */
export function useIdTokenSignIn() {
  const { acceptSession } = useSessionControl();
  const { toast } = useToast();

  const google = useCallback(
    (response: GoogleCredentialResponse, rawNonce: string) =>
      signInWithGoogle(response, rawNonce, { acceptSession, toast }),
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
