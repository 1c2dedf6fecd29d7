/**
 * Spec §4 and §7 (loaded by HostLocationRequest only for a signed-in host): a host not yet asked for their location
 * is asked once after sign-in (high accuracy, 10-second timeout, a cached position up to 5 minutes old is fine). Success keeps hostCurrentLocation_{userId} = JSON
 * {latitude, longitude}; a failure says why in the §8 toast; either way locationRequested_{userId} = "true" (§3), so
 * the question is never asked again on this device. Sign-out removes both keys (domain/auth-session.ts
 * storageKeysToClear). Travelers, admins without a host row and people without a profile are never asked.
 */
import { HOST_LOCATION_KEY_PREFIX, LOCATION_REQUESTED_KEY_PREFIX } from "../../../domain/auth-session";
import { MESSAGES } from "../../../domain/messages";
import { storage } from "../lib/storage";

export const GEOLOCATION_OPTIONS: PositionOptions = {
  enableHighAccuracy: true,
  timeout: 10_000,
  maximumAge: 5 * 60_000,
};

export const locationRequestedKey = (userId: string) => `${LOCATION_REQUESTED_KEY_PREFIX}${userId}`;
export const hostLocationKey = (userId: string) => `${HOST_LOCATION_KEY_PREFIX}${userId}`;

/** The §8 message for a failed position request (code 1, permission denied, is "other"). */
export function geolocationErrorMessage(code: number): string {
  if (code === 2) return MESSAGES.locationUnavailable;
  if (code === 3) return MESSAGES.locationTimeout;
  return MESSAGES.locationFailed;
}

/**
 * Asks once for this user; `notify` shows a toast. Resolves when the outcome is stored. Does nothing when the flag is
 * already "true".
 */
export function requestHostLocation(
  userId: string,
  notify: (message: string) => void,
  geolocation: Geolocation | undefined = typeof navigator === "undefined" ? undefined : navigator.geolocation,
): Promise<void> {
  if (storage.get(locationRequestedKey(userId)) === "true") return Promise.resolve();
  const done = () => storage.set(locationRequestedKey(userId), "true");
  if (!geolocation) {
    notify(MESSAGES.geolocationUnsupported);
    done();
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    geolocation.getCurrentPosition(
      (position) => {
        const { latitude, longitude } = position.coords;
        storage.set(hostLocationKey(userId), JSON.stringify({ latitude, longitude }));
        done();
        resolve();
      },
      (error) => {
        notify(geolocationErrorMessage(error.code));
        done();
        resolve();
      },
      GEOLOCATION_OPTIONS,
    );
  });
}
