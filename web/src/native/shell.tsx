/**
 * The native shell's entry, reached only by the native build (bridge.tsx). It installs Capacitor's plugin layer,
 * then runs the shell's setup; the page part is ShellRoot.
 */
import { capacitorPlugins } from "./capacitor";
import { installPlugins } from "./runtime";
import { startShell } from "./shell-root";

export async function initShell(): Promise<void> {
  const plugins = capacitorPlugins();
  installPlugins(plugins);
  await startShell(plugins);
}

export { ShellRoot as default } from "./shell-root";
