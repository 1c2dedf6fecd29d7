import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { appleSignInError, createNonce, loadApple, loadGoogle } from "../../auth/identity-providers";
import { useIdTokenSignIn } from "../../auth/useIdTokenSignIn";
import { call } from "../../lib/api";
import { useAppQuery } from "../../lib/query";
import { useToast } from "../../lib/toast";
import { isNativeApp } from "../../native/bridge";
import { Divider } from "./parts";

// The native app signs in through the platform's own sheets; only the native build has that code.
const NativeSignIn = import.meta.env.MODE === "native" ? lazy(() => import("../../native/NativeSignIn")) : null;

/** Google's own button (Identity Services draws it; it cannot be restyled), fed a fresh nonce. */
function GoogleButton({ clientId }: { clientId: string }) {
  const slot = useRef<HTMLDivElement>(null);
  const signIn = useIdTokenSignIn();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    Promise.all([loadGoogle(), createNonce()]).then(
      ([google, nonce]) => {
        const parent = slot.current;
        if (cancelled || !parent) return;
        google.initialize({
          client_id: clientId,
          nonce: nonce.hashed,
          callback: (response) => void signIn.google(response, nonce.raw),
          itp_support: true,
          use_fedcm_for_prompt: true,
        });
        google.renderButton(parent, {
          type: "standard",
          theme: "outline",
          size: "large",
          shape: "pill",
          text: "continue_with",
          width: Math.min(400, Math.max(200, parent.offsetWidth)),
        });
      },
      (err: unknown) => {
        console.warn("Google sign-in unavailable", err);
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [clientId, signIn]);

  if (failed)
    return (
      <p className="text-center text-sm text-stone-600 dark:text-stone-300">Google sign-in is unavailable right now.</p>
    );
  return <div ref={slot} data-testid="google-button" className="flex min-h-11 justify-center" />;
}

function AppleLogo() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" fill="currentColor" aria-hidden="true">
      <path d="M12.152 6.896c-.948 0-2.415-1.078-3.96-1.04-2.04.027-3.91 1.183-4.961 3.014-2.117 3.675-.546 9.103 1.519 12.09 1.013 1.454 2.208 3.09 3.792 3.039 1.52-.065 2.09-.987 3.935-.987 1.831 0 2.35.987 3.96.948 1.637-.026 2.676-1.48 3.676-2.948 1.156-1.688 1.636-3.325 1.662-3.415-.039-.013-3.182-1.221-3.22-4.857-.026-3.04 2.48-4.494 2.597-4.559-1.429-2.09-3.623-2.324-4.39-2.376-2-.156-3.675 1.09-4.61 1.09zM15.53 3.83c.843-1.012 1.4-2.427 1.245-3.83-1.207.052-2.662.805-3.532 1.818-.78.896-1.454 2.338-1.273 3.714 1.338.104 2.715-.688 3.559-1.701" />
    </svg>
  );
}

/** Sign in with Apple in Apple's pop-up; the id token goes to our server with the nonce's raw value. */
function AppleButton({ clientId }: { clientId: string }) {
  const signIn = useIdTokenSignIn();
  const { toast } = useToast();
  const [busy, setBusy] = useState(false);

  const start = async () => {
    setBusy(true);
    try {
      const [apple, nonce] = await Promise.all([loadApple(), createNonce()]);
      apple.init({
        clientId,
        scope: "name email",
        redirectURI: `${window.location.origin}/auth`,
        usePopup: true,
        nonce: nonce.hashed,
      });
      const response = await apple.signIn();
      await signIn.apple(response.authorization?.id_token, nonce.raw);
    } catch (err) {
      toast(appleSignInError(err), "error");
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      onClick={start}
      disabled={busy}
      className="inline-flex h-11 w-full items-center justify-center gap-2 rounded-full bg-black px-5 font-semibold text-white hover:bg-stone-800 disabled:cursor-wait disabled:opacity-70 dark:bg-white dark:text-black dark:hover:bg-stone-200"
    >
      <AppleLogo />
      Continue with Apple
    </button>
  );
}

/** The identity-provider buttons, each only when its client id is configured (GET /api/config). */
export function SocialSignIn() {
  const config = useAppQuery({ queryKey: ["config"], queryFn: ({ signal }) => call("GET /api/config", { signal }) });
  const google = config.data?.googleClientId;
  const apple = config.data?.appleClientId;
  if (!google && !apple) return null;
  return (
    <>
      <Divider>or</Divider>
      <div className="space-y-3">
        {NativeSignIn && isNativeApp() ? (
          <Suspense fallback={null}>
            <NativeSignIn ids={{ googleClientId: google ?? null, appleClientId: apple ?? null }} />
          </Suspense>
        ) : (
          <>
            {google && <GoogleButton clientId={google} />}
            {apple && <AppleButton clientId={apple} />}
          </>
        )}
      </div>
    </>
  );
}
