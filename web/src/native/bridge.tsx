import { lazy, Suspense } from "react";

/**
 * The one door to the native shell (Capacitor). Everything native sits behind `./shell`, which only the native
 * build reaches: `import.meta.env.MODE` is replaced at build time, so in the web build the branches below are
 * dead and the bundler leaves the shell, Capacitor and every plugin out (scripts/native-free.ts checks dist/client).
 * At run time the shell's WebView injects `window.Capacitor`.
 */
const NATIVE_BUILD = import.meta.env.MODE === "native";

interface CapacitorGlobal {
  isNativePlatform?: () => boolean;
  getPlatform?: () => string;
}

function capacitor(): CapacitorGlobal | undefined {
  return (globalThis as { Capacitor?: CapacitorGlobal }).Capacitor;
}

export function isNativeApp(): boolean {
  return capacitor()?.isNativePlatform?.() === true;
}

/**
 * Platform setup before the app renders (StartupGate). On the web there is nothing to wait for; in the native
 * shell the bridge is ready once Capacitor reports its platform, then the shell sets itself up (./shell initShell).
 */
export async function initPlatform(): Promise<void> {
  if (!NATIVE_BUILD || !isNativeApp()) return;
  for (let i = 0; i < 100 && !capacitor()?.getPlatform?.(); i++) {
    await new Promise((r) => setTimeout(r, 50));
  }
  const shell = await import("./shell");
  await shell.initShell();
}

const Shell = NATIVE_BUILD ? lazy(() => import("./shell")) : null;

/** The shell's part of the page (deep links, notification taps, push, the onboarding dialog): native app only. */
export function NativeShell() {
  if (!Shell || !isNativeApp()) return null;
  return (
    <Suspense fallback={null}>
      <Shell />
    </Suspense>
  );
}
