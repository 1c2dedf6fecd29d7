import { act, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { MeProfile } from "../../domain/api/account";
import { MESSAGES } from "../../domain/messages";
import { HostLocationRequest } from "../../web/src/auth/host-location";
import { GEOLOCATION_OPTIONS } from "../../web/src/auth/request-host-location";
import { fakeAuth, meProfile, TRAVELER, WithAuth } from "./account-fixtures";
import { renderApp } from "./render";

/** Spec §4/§7/§8: hosts are asked for their location once after sign-in; the outcome and the flag are stored (§3). */

type Outcome = { ok: { latitude: number; longitude: number } } | { code: number };

/** A navigator.geolocation that answers every request with `outcome`, recording the options it was given. */
function fakeGeolocation(outcome: Outcome) {
  const getCurrentPosition = vi.fn(
    (ok: PositionCallback, fail?: PositionErrorCallback | null, _options?: PositionOptions) => {
      if ("ok" in outcome) ok({ coords: { ...outcome.ok, accuracy: 5 } } as GeolocationPosition);
      else fail?.({ code: outcome.code, message: "" } as GeolocationPositionError);
    },
  );
  vi.stubGlobal("navigator", { ...navigator, geolocation: { getCurrentPosition } });
  return getCurrentPosition;
}

function noGeolocation() {
  const { geolocation: _, ...rest } = navigator;
  vi.stubGlobal("navigator", rest);
}

async function show(profile: MeProfile | null, signedIn = true) {
  const result = renderApp(
    <WithAuth auth={fakeAuth(profile, { signedIn })}>
      <HostLocationRequest />
    </WithAuth>,
  );
  // The request's code is loaded when a host is found.
  await act(() => vi.dynamicImportSettled());
  return result;
}

const toastText = () => screen.queryByRole("status")?.textContent ?? null;

describe("host location request", () => {
  it("asks a host with high accuracy, 10 s and a 5-minute cache; stores the position and the flag", async () => {
    const ask = fakeGeolocation({ ok: { latitude: 43.24, longitude: 76.95 } });
    await show(meProfile());
    expect(ask).toHaveBeenCalledTimes(1);
    expect(ask.mock.calls[0]?.[2]).toEqual({ enableHighAccuracy: true, timeout: 10_000, maximumAge: 300_000 });
    expect(GEOLOCATION_OPTIONS).toEqual({ enableHighAccuracy: true, timeout: 10_000, maximumAge: 300_000 });
    expect(JSON.parse(localStorage.getItem("hostCurrentLocation_u1") ?? "null")).toEqual({
      latitude: 43.24,
      longitude: 76.95,
    });
    expect(localStorage.getItem("locationRequested_u1")).toBe("true");
    expect(toastText()).toBeNull();
  });

  it.each([
    [1, MESSAGES.locationFailed],
    [2, MESSAGES.locationUnavailable],
    [3, MESSAGES.locationTimeout],
  ])("error code %i shows its §8 toast and stores the flag, no position", async (code, message) => {
    fakeGeolocation({ code });
    await show(meProfile());
    expect(toastText()).toContain(message);
    expect(localStorage.getItem("locationRequested_u1")).toBe("true");
    expect(localStorage.getItem("hostCurrentLocation_u1")).toBeNull();
  });

  it("a browser without geolocation says so and stores the flag", async () => {
    noGeolocation();
    await show(meProfile());
    expect(toastText()).toContain("Geolocation is not supported by this browser");
    expect(localStorage.getItem("locationRequested_u1")).toBe("true");
  });

  it("never asks again once the flag is stored (a later sign-in, another page view)", async () => {
    const ask = fakeGeolocation({ code: 2 });
    const first = await show(meProfile());
    expect(ask).toHaveBeenCalledTimes(1);
    first.unmount();
    await show(meProfile());
    expect(ask).toHaveBeenCalledTimes(1);
    expect(toastText()).toBeNull();
  });

  it("asks each host on the device separately (the flag is per user id)", async () => {
    localStorage.setItem("locationRequested_someone-else", "true");
    const ask = fakeGeolocation({ ok: { latitude: 1, longitude: 2 } });
    await show(meProfile());
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it("a pending host is asked too (the host row decides, not the approval)", async () => {
    const ask = fakeGeolocation({ ok: { latitude: 1, longitude: 2 } });
    await show(meProfile({ host: { id: "h1", status: "pending", host_type: "driver", profile_slug: null } }));
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it.each([
    ["a traveler", meProfile(TRAVELER)],
    ["an admin without a host row", meProfile({ ...TRAVELER, is_admin: true })],
    ["someone without a profile yet", null],
  ])("never asks %s, and stores nothing", async (_, profile) => {
    const ask = fakeGeolocation({ ok: { latitude: 1, longitude: 2 } });
    await show(profile);
    expect(ask).not.toHaveBeenCalled();
    expect(localStorage.getItem("locationRequested_u1")).toBeNull();
  });

  it("never asks a guest", async () => {
    const ask = fakeGeolocation({ ok: { latitude: 1, longitude: 2 } });
    await show(meProfile(), false);
    expect(ask).not.toHaveBeenCalled();
  });
});
