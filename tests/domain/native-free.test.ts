import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { nativeCodeIn } from "../../scripts/native-free";

/** The build check of `npm test` (scripts/native-free.ts): what it finds in a bundle, and what it lets through. */
function bundle(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "native-free-"));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, ".."), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

describe("the native-free build check", () => {
  it("finds Capacitor's core and the plugins' registrations in minified code", () => {
    const dir = bundle({
      "assets/core.js": "a.isPluginAvailable=l,a.registerPlugin=(n,r={})=>{}",
      "assets/shell.js": "const P=a(`PushNotifications`,{web:()=>1}),S=a(`SocialLogin`,{}),G=a(`PlayServices`);",
      "assets/ok.css": "registerPlugin",
    });
    const found = nativeCodeIn(dir).map((f) => `${f.file.slice(dir.length + 1)}: ${f.marker}`);
    expect(found).toEqual([
      "assets/core.js: Capacitor core (registerPlugin)",
      "assets/core.js: Capacitor core (isPluginAvailable)",
      "assets/shell.js: the PushNotifications plugin's registration",
      "assets/shell.js: the SocialLogin plugin's registration",
      "assets/shell.js: the PlayServices plugin's registration",
    ]);
  });

  it("lets the web app's own texts and its check for the shell through", () => {
    const dir = bundle({
      "assets/index.js":
        "const m={noPlugin:`PushNotifications plugin not available`,web:`Push notifications not supported on web`};function c(){return globalThis.Capacitor?.isNativePlatform?.()===true}",
    });
    expect(nativeCodeIn(dir)).toEqual([]);
  });
});
