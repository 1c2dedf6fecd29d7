/**
 * The web build carries no native plugin code (issue 20, ARCHITECTURE "The web app"): only the native build
 * (`vite build --mode native`, dist/native) reaches web/src/native/shell and, through it, Capacitor and its plugins.
 * This looks for what Capacitor's core and the plugin registrations leave in any bundle, minified or not.
 *
 *   tsx scripts/native-free.ts                      dist/client must have none of it (exit 1 when it has)
 *   tsx scripts/native-free.ts --native dist/native  and the native build must have it (the check can see it)
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";

/** Capacitor core's own API names (object properties survive minification) and the plugins' registered names. */
export const NATIVE_MARKERS: { name: string; pattern: RegExp }[] = [
  { name: "Capacitor core (registerPlugin)", pattern: /\bregisterPlugin\b/ },
  { name: "Capacitor core (isPluginAvailable)", pattern: /\bisPluginAvailable\b/ },
  { name: "a @capacitor/* import", pattern: /["'`]@capacitor\// },
  { name: "a @capgo/* or @aparajita/* plugin import", pattern: /["'`]@(capgo|aparajita)\// },
  ...["PushNotifications", "SocialLogin", "SecureStorage", "PlayServices", "Network"].map((plugin) => ({
    name: `the ${plugin} plugin's registration`,
    pattern: new RegExp(`[\\w$]+\\(\\s*["'\`]${plugin}["'\`]\\s*[,)]`),
  })),
];

function jsFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return jsFiles(path);
    return /\.m?js$/.test(name) ? [path] : [];
  });
}

/** Every marker found in the JavaScript under `dir`, with the file it is in. */
export function nativeCodeIn(dir: string): { file: string; marker: string }[] {
  return jsFiles(dir).flatMap((file) => {
    const text = readFileSync(file, "utf8");
    return NATIVE_MARKERS.filter((m) => m.pattern.test(text)).map((m) => ({ file, marker: m.name }));
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: { web: { type: "string", default: "dist/client" }, native: { type: "string" } },
  });
  const found = nativeCodeIn(values.web);
  if (found.length > 0) {
    console.error(`Native plugin code in the web build (${values.web}):`);
    for (const f of found) console.error(`  ${f.file}: ${f.marker}`);
    process.exit(1);
  }
  console.log(`No native plugin code in the web build (${values.web}).`);
  if (values.native) {
    const native = new Set(nativeCodeIn(values.native).map((f) => f.marker));
    const missing = NATIVE_MARKERS.filter((m) => m.name.includes("registration") && !native.has(m.name));
    if (missing.length > 0) {
      console.error(`The native build (${values.native}) lacks: ${missing.map((m) => m.name).join(", ")}`);
      process.exit(1);
    }
    console.log(`The native build (${values.native}) has the shell's plugins (${native.size} markers).`);
  }
}
