import { describe, expect, it } from "vitest";
import { fakePlugins } from "./fake-plugins";

// The shared fake plugin layer behaves like the device the shell's tests describe (other shell tests rely on it).

describe("the fake plugin layer", () => {
  it("records calls and answers from its state", async () => {
    const fake = fakePlugins({ platform: "ios", launchUrl: "untrodden://chat/1", permission: "denied" });
    expect(await fake.app.getLaunchUrl()).toBe("untrodden://chat/1");
    expect(await fake.push.checkPermissions()).toBe("denied");
    expect(await fake.playServices.isAvailable()).toBe(true);
    await fake.push.createChannel({
      id: "general",
      name: "General",
      description: "",
      importance: 3,
      lights: false,
      vibration: false,
    });
    expect(fake.state.channels).toEqual([]);
    expect(fake.calls.map((c) => c.method)).toEqual([
      "app.getLaunchUrl",
      "push.checkPermissions",
      "playServices.isAvailable",
      "push.createChannel",
    ]);
  });

  it("grants what requestPermissions is set to answer, and sends the token after register", async () => {
    const fake = fakePlugins({ requestResult: "granted", registerAnswer: { token: "tok-1" } });
    const tokens: string[] = [];
    fake.push.onRegistration((t) => tokens.push(t));
    expect(await fake.push.requestPermissions()).toBe("granted");
    expect(await fake.push.checkPermissions()).toBe("granted");
    await fake.push.register();
    expect(tokens).toEqual(["tok-1"]);
  });

  it("sends a registration error, or nothing, when told to", async () => {
    const errors: string[] = [];
    const failing = fakePlugins({ registerAnswer: { error: "no network" } });
    failing.push.onRegistrationError((e) => errors.push(e));
    await failing.push.register();
    expect(errors).toEqual(["no network"]);

    const silent = fakePlugins({ registerAnswer: null });
    let got = 0;
    silent.push.onRegistration(() => got++);
    await silent.push.register();
    await Promise.resolve();
    await Promise.resolve();
    expect(got).toBe(0);
  });

  it("rejects a failing method, keeps secure storage, and fires listeners until they are removed", async () => {
    const fake = fakePlugins({ storage: { a: "1" }, failing: { "push.register": new Error("plugin missing") } });
    await expect(fake.push.register()).rejects.toThrow("plugin missing");
    await fake.secureStorage.set("b", "2");
    await fake.secureStorage.remove("a");
    expect(await fake.secureStorage.get("a")).toBeNull();
    expect(await fake.secureStorage.get("b")).toBe("2");
    const seen: boolean[] = [];
    const stop = fake.network.onChange((c) => seen.push(c));
    expect(fake.fire.networkChange(false)).toBe(1);
    stop();
    expect(fake.fire.networkChange(true)).toBe(0);
    expect(seen).toEqual([false]);
    expect(fake.listenerCount("networkChange")).toBe(0);
  });

  it("hands back the sign-in sheets' identity, or their failure", async () => {
    const fake = fakePlugins({
      apple: { idToken: null },
      google: new Error("Invalid credential received from Google"),
    });
    expect(await fake.socialLogin.apple({ nonce: "n1" })).toEqual({ idToken: null, nonce: "n1" });
    await expect(fake.socialLogin.google({ nonce: "n2" })).rejects.toThrow("Invalid credential received from Google");
  });
});
