/**
 * The one door to the native shell (Capacitor). The web build never imports native plugins: the shell
 * injects `window.Capacitor`, and everything native is reached through this module.
 */
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
 * Platform setup before the app renders. On the web there is nothing to wait for; in the native shell the
 * bridge is ready once Capacitor reports its platform.
 */
export async function initPlatform(): Promise<void> {
  if (!isNativeApp()) return;
  for (let i = 0; i < 100 && !capacitor()?.getPlatform?.(); i++) {
    await new Promise((r) => setTimeout(r, 50));
  }
}
