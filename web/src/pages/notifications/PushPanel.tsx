import { useCallback, useEffect, useState } from "react";
import type { NotificationSettingsResponse } from "../../../../domain/api/notifications";
import { CARD } from "../../components/form/Field";
import { Button } from "../../components/ui/Button";
import { useToast } from "../../lib/toast";
import {
  type BrowserPushState,
  browserPushState,
  disableBrowserPush,
  enableBrowserPush,
} from "../../push/browser-push";

type Device = NotificationSettingsResponse["pushDevice"];

const PERMISSION_TEXT: Record<BrowserPushState["permission"], string> = {
  granted: "Allowed",
  denied: "Blocked",
  default: "Not asked yet",
  unsupported: "Not available",
};

const DEVICE_NAME = { android: "your Android phone", ios: "your iPhone", web: "another browser" } as const;

/** Where the person's pushes go now (spec §3: one device per person). */
function deviceText(device: Device, here: boolean): string {
  if (!device) return "No device gets your push notifications yet.";
  if (here)
    return device.active
      ? "Push notifications come to this browser."
      : "This browser's push subscription expired: enable it again.";
  return `Push notifications go to ${DEVICE_NAME[device.platform]}. Enabling them here moves them to this browser.`;
}

/** The device's push state and the button that turns Web Push on (or off) for this browser. */
export function PushPanel({ device, onChanged }: { device: Device; onChanged: () => void }) {
  const { toast } = useToast();
  const [state, setState] = useState<BrowserPushState | null>(null);
  const [busy, setBusy] = useState(false);
  const read = useCallback(() => browserPushState().then(setState), []);
  useEffect(() => {
    void read();
  }, [read]);

  const here = Boolean(state?.endpoint && device?.platform === "web" && device.endpoint === state.endpoint);
  const enable = async () => {
    setBusy(true);
    try {
      const result = await enableBrowserPush();
      toast(result.message, result.ok ? "success" : "error");
      if (result.ok) onChanged();
    } catch {
      toast("Push notifications could not be enabled. Try again.", "error");
    } finally {
      await read();
      setBusy(false);
    }
  };
  const disable = async () => {
    setBusy(true);
    try {
      await disableBrowserPush(here);
      toast("Push notifications turned off on this browser", "success");
      onChanged();
    } catch {
      toast("Push notifications could not be turned off. Try again.", "error");
    } finally {
      await read();
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="push-heading" className={CARD} data-testid="push-panel">
      <h2 id="push-heading" className="font-display text-xl font-semibold text-stone-900 dark:text-white">
        Push on this device
      </h2>
      {state === null ? (
        <div
          role="status"
          aria-label="Checking this browser…"
          className="mt-3 h-16 animate-shimmer rounded-lg bg-stone-200 dark:bg-stone-800"
        />
      ) : (
        <>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-stone-600 dark:text-stone-300">Supported</dt>
            <dd className="font-medium text-stone-900 dark:text-white">
              {state.supported ? "Yes" : "No, not in this browser"}
            </dd>
            <dt className="text-stone-600 dark:text-stone-300">Permission</dt>
            <dd className="font-medium text-stone-900 dark:text-white">{PERMISSION_TEXT[state.permission]}</dd>
            <dt className="text-stone-600 dark:text-stone-300">Subscribed</dt>
            <dd className="font-medium text-stone-900 dark:text-white">{here ? "Yes" : "No"}</dd>
          </dl>
          <p className="mt-3 text-sm text-stone-700 dark:text-stone-200">{deviceText(device, here)}</p>
          {state.permission === "denied" && (
            <p className="mt-2 text-sm text-stone-700 dark:text-stone-200">
              Notifications are blocked for this site: allow them in your browser's site settings, then enable push
              here.
            </p>
          )}
          <div className="mt-4 flex flex-wrap gap-3">
            {here && device?.active ? (
              <Button variant="secondary" size="md" busy={busy} busyLabel="Turning off…" onClick={disable}>
                Turn off push on this browser
              </Button>
            ) : (
              <Button size="md" busy={busy} busyLabel="Enabling…" onClick={enable} disabled={!state.supported}>
                Enable push on this browser
              </Button>
            )}
          </div>
        </>
      )}
    </section>
  );
}
