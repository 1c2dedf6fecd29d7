import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { BRAND } from "../../domain/brand";
import { VERIFIED_LINK_PATHS } from "../../domain/deep-links";

// The generated native projects are edited by hand for deep links (decision 033): the app scheme and the verified
// https links must name what the routing table and the worker's well-known files expect.

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), "utf8");
const host = new URL(BRAND.origin).host;

/** The <intent-filter> blocks of the main activity. */
function intentFilters(manifest: string): string[] {
  return [...manifest.matchAll(/<intent-filter\b[^>]*>[\s\S]*?<\/intent-filter>/g)].map((m) => m[0]);
}

describe("Android", () => {
  const manifest = read("android/app/src/main/AndroidManifest.xml");
  const strings = read("android/app/src/main/res/values/strings.xml");
  const views = intentFilters(manifest).filter((f) => f.includes("android.intent.action.VIEW"));

  it("opens links with the app's scheme", () => {
    expect(strings).toContain(`<string name="custom_url_scheme">${BRAND.appScheme}</string>`);
    const scheme = views.find((f) => f.includes('android:scheme="@string/custom_url_scheme"'));
    expect(scheme).toBeDefined();
    expect(scheme).toContain("android.intent.category.BROWSABLE");
    expect(scheme).toContain("android.intent.category.DEFAULT");
  });

  it("opens the site's verified https links, exactly the paths the routing table and the worker name", () => {
    const https = views.find((f) => f.includes('android:scheme="https"'));
    expect(https).toBeDefined();
    expect(https).toMatch(/<intent-filter android:autoVerify="true">/);
    expect(https).toContain(`android:host="${host}"`);
    const paths = [...(https ?? "").matchAll(/android:(path|pathPrefix)="([^"]+)"/g)].map((m) => ({
      path: m[2],
      prefix: m[1] === "pathPrefix",
    }));
    expect(paths).toEqual(VERIFIED_LINK_PATHS.map(({ path, prefix }) => ({ path, prefix })));
  });
});

describe("iOS", () => {
  it("registers the app's URL scheme", () => {
    const plist = read("ios/App/App/Info.plist");
    expect(plist).toMatch(
      new RegExp(`<key>CFBundleURLSchemes</key>\\s*<array>\\s*<string>${BRAND.appScheme}</string>\\s*</array>`),
    );
  });

  it("claims the site's universal links and push in entitlements the Xcode project signs with", () => {
    const entitlements = read("ios/App/App/App.entitlements");
    expect(entitlements).toMatch(
      new RegExp(
        `<key>com.apple.developer.associated-domains</key>\\s*<array>\\s*<string>applinks:${host.replace(".", "\\.")}</string>`,
      ),
    );
    expect(entitlements).toMatch(/<key>aps-environment<\/key>\s*<string>(development|production)<\/string>/);
    const project = read("ios/App/App.xcodeproj/project.pbxproj");
    // Both the Debug and the Release configuration of the app target.
    expect(project.match(/CODE_SIGN_ENTITLEMENTS = App\/App\.entitlements;/g)).toHaveLength(2);
    expect(project).toMatch(/\/\* App\.entitlements \*\/ = \{isa = PBXFileReference;[^}]*path = App\.entitlements;/);
  });
});

// Spec §7: a host's sign-in asks the browser for the person's location (navigator.geolocation), which a WebView
// only answers when the app declares it.
describe("geolocation in the app's WebView", () => {
  it("declares Android's location permissions", () => {
    const manifest = read("android/app/src/main/AndroidManifest.xml");
    expect(manifest).toContain('<uses-permission android:name="android.permission.ACCESS_COARSE_LOCATION" />');
    expect(manifest).toContain('<uses-permission android:name="android.permission.ACCESS_FINE_LOCATION" />');
  });

  it("explains iOS's when-in-use location prompt", () => {
    const plist = read("ios/App/App/Info.plist");
    expect(plist).toMatch(/<key>NSLocationWhenInUseUsageDescription<\/key>\s*<string>[^<]{10,}<\/string>/);
  });
});
