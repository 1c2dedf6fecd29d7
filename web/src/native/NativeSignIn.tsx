import { useState } from "react";
import { authClient } from "../auth/client";
import { useSessionControl } from "../auth/context";
import { useToast } from "../lib/toast";
import { type NativeClientIds, type NativeProvider, nativeSignIn } from "./native-sign-in";
import { nativePlugins } from "./runtime";

const BUTTON =
  "inline-flex h-11 w-full items-center justify-center gap-2 rounded-full px-5 font-semibold disabled:cursor-wait disabled:opacity-70";

/**
 * The sign-in screens' identity-provider buttons in the native app (SocialSignIn renders these instead of the web
 * ones): Google on both platforms, Apple on iOS (Android has no platform sheet for it).
 */
export default function NativeSignIn({ ids }: { ids: NativeClientIds }) {
  const { acceptSession } = useSessionControl();
  const { toast } = useToast();
  const [busy, setBusy] = useState<NativeProvider | null>(null);
  const plugins = nativePlugins();

  const start = async (provider: NativeProvider) => {
    setBusy(provider);
    try {
      await nativeSignIn(provider, {
        plugins,
        ids,
        signInWithIdToken: authClient.signInWithIdToken,
        acceptSession,
        toast,
      });
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      {ids.googleClientId && (
        <button
          type="button"
          onClick={() => void start("google")}
          disabled={busy !== null}
          aria-busy={busy === "google"}
          className={`${BUTTON} border border-stone-300 bg-white text-stone-900 hover:bg-stone-100 dark:border-stone-700 dark:bg-stone-900 dark:text-white`}
        >
          Continue with Google
        </button>
      )}
      {ids.appleClientId && plugins.platform === "ios" && (
        <button
          type="button"
          onClick={() => void start("apple")}
          disabled={busy !== null}
          aria-busy={busy === "apple"}
          className={`${BUTTON} bg-black text-white hover:bg-stone-800 dark:bg-white dark:text-black`}
        >
          Continue with Apple
        </button>
      )}
    </>
  );
}
