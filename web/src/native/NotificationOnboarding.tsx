/**
 * The shell's push for the signed-in person (spec §2 "Notification onboarding dialog", §4 "Notification
 * onboarding", "On SIGNED_OUT"): 2 s after a person is known, a device whose permission is already granted is
 * registered silently (which also refreshes a token stored 30 days ago or more); otherwise the onboarding dialog
 * opens, once per device. While the person is signed in, a token the OS rotates is stored at once, and coming back
 * to the app registers silently if notifications were allowed in the system settings meanwhile. Signing out
 * unregisters the device.
 */
import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import { MESSAGES } from "../../../domain/messages";
import {
  ONBOARDING_CHECK_DELAY_MS,
  ONBOARDING_SHOWN_KEY,
  ONBOARDING_START,
  ONBOARDING_SUCCESS_CLOSE_MS,
  onboardingReducer,
  onboardingView,
  shouldOfferOnboarding,
} from "../../../domain/notification-onboarding";
import { useAuth } from "../auth/context";
import { Button } from "../components/ui/Button";
import { Dialog } from "../components/ui/Dialog";
import { storage } from "../lib/storage";
import type { NativePlugins } from "./plugins";
import { registerForPush, registerOnResume, storePushToken, unregisterPush } from "./push";
import { maybeNativePlugins } from "./runtime";

const onboardingShown = () => storage.get(ONBOARDING_SHOWN_KEY) !== null;

/** Storage full or blocked: the dialog may be offered again, which is harmless. */
const markOnboardingShown = () => storage.set(ONBOARDING_SHOWN_KEY, new Date().toISOString());

export function PushOnboarding({ plugins = maybeNativePlugins() }: { plugins?: NativePlugins | null }) {
  const { status, user } = useAuth();
  const userId = user?.id ?? null;
  const [open, setOpen] = useState(false);
  const wasSignedIn = useRef(false);
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    // Without the push plugin in the build there is nothing to register, so nothing to offer (§4).
    if (!plugins || !userId || plugins.push.available?.() === false) return;
    let live = true;
    const timer = setTimeout(async () => {
      let granted = false;
      try {
        granted = (await plugins.push.checkPermissions()) === "granted";
      } catch (err) {
        console.warn("Reading the push permission failed", err);
      }
      if (!live) return;
      if (granted) {
        void registerForPush(plugins, userId, { ask: false, force: false });
      } else if (shouldOfferOnboarding({ alreadyShown: onboardingShown(), permissionGranted: granted })) {
        markOnboardingShown();
        setOpen(true);
      }
    }, ONBOARDING_CHECK_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [plugins, userId]);

  useEffect(() => {
    if (!plugins || !userId || plugins.push.available?.() === false) return;
    const stops = [
      plugins.push.onRegistration((token) => void storePushToken(plugins, userId, token)),
      plugins.app.onResume(() => void registerOnResume(plugins, userId)),
    ];
    return () => {
      for (const stop of stops) stop();
    };
  }, [plugins, userId]);

  useEffect(() => {
    if (!plugins) return;
    if (status === "signed-in") wasSignedIn.current = true;
    if (status === "signed-out" && wasSignedIn.current) {
      wasSignedIn.current = false;
      void unregisterPush(plugins);
    }
  }, [plugins, status]);

  if (!plugins || !open) return null;
  return <NotificationOnboardingDialog plugins={plugins} userId={userId} onClose={close} />;
}

/** The dialog itself: Allow Notifications runs the §4 registration; its states are domain/notification-onboarding. */
export function NotificationOnboardingDialog({
  plugins,
  userId,
  onClose,
}: {
  plugins: NativePlugins;
  userId: string | null;
  onClose: () => void;
}) {
  const [state, dispatch] = useReducer(onboardingReducer, ONBOARDING_START);
  const view = onboardingView(state);
  const working = state.phase === "working";

  useEffect(() => {
    if (state.phase !== "granted") return;
    const timer = setTimeout(onClose, ONBOARDING_SUCCESS_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [state.phase, onClose]);

  const allow = async () => {
    if (!userId || working) return;
    dispatch({ type: "start" });
    const result = await registerForPush(plugins, userId, { ask: true, force: true });
    dispatch(result.ok ? { type: "succeeded" } : { type: "failed", reason: result.message });
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={MESSAGES.enableNotificationsTitle}
      description={MESSAGES.enableNotificationsText}
    >
      <div role="status" className="mt-4 empty:hidden">
        {view.status && (
          <p
            className={`font-semibold ${state.phase === "granted" ? "text-emerald-700 dark:text-emerald-300" : "text-red-700 dark:text-red-300"}`}
          >
            {view.status}
          </p>
        )}
        {state.phase === "denied" && state.reason && (
          <p className="mt-1 text-sm text-stone-600 dark:text-stone-300">{state.reason}</p>
        )}
        {view.hints.length > 0 && (
          <ul className="mt-2 list-disc space-y-1 ps-5 text-sm text-stone-600 dark:text-stone-300">
            {view.hints.map((hint) => (
              <li key={hint}>{hint}</li>
            ))}
          </ul>
        )}
      </div>
      {(view.action || view.dismiss) && (
        <div className="mt-6 flex flex-col gap-3">
          {view.action && (
            <Button block busy={working} disabled={!userId} onClick={allow}>
              {view.action}
            </Button>
          )}
          {view.dismiss && (
            <Button block variant="secondary" onClick={onClose}>
              {view.dismiss}
            </Button>
          )}
        </div>
      )}
    </Dialog>
  );
}
