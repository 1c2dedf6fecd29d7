/**
 * The native shell's plugin layer: everything the app needs from the device, as plain functions. The shell's logic
 * (deep links, push registration, notification onboarding, native sign-in, secure session storage, connectivity)
 * is written against this interface; `capacitor.ts` implements it with Capacitor's plugins (the only module that
 * imports them), and the tests pass a fake one with fake timers.
 */

/** Capacitor's permission states for notifications. */
export type PushPermissionState = "prompt" | "prompt-with-rationale" | "granted" | "denied";

/** A notification's data payload (spec §3 "Notification payload data"): strings only, as FCM and APNs deliver it. */
export type NotificationData = Record<string, string | undefined>;

/** An Android notification channel (spec §9 "Push channels"). */
export interface PushChannel {
  id: string;
  name: string;
  description: string;
  /** 1 (min) … 5 (max); 4 is high (heads-up), 3 default. */
  importance: 1 | 2 | 3 | 4 | 5;
  lights: boolean;
  vibration: boolean;
}

export type Unsubscribe = () => void;

export interface AppPlugin {
  /** The URL the app was opened with from cold start (a tapped link), or null. */
  getLaunchUrl(): Promise<string | null>;
  /** A link opened while the app runs (app scheme or a verified https link). */
  onUrlOpen(listener: (url: string) => void): Unsubscribe;
  /** The app came back to the foreground. */
  onResume(listener: () => void): Unsubscribe;
}

export interface PushPlugin {
  /** Whether the push plugin is part of this app build (§4: registration needs it); absent means it is. */
  available?(): boolean;
  checkPermissions(): Promise<PushPermissionState>;
  requestPermissions(): Promise<PushPermissionState>;
  /** Asks the OS for a device token; it arrives through onRegistration (or onRegistrationError). */
  register(): Promise<void>;
  unregister(): Promise<void>;
  onRegistration(listener: (token: string) => void): Unsubscribe;
  onRegistrationError(listener: (error: string) => void): Unsubscribe;
  /** The person tapped a notification (also the one that started the app). */
  onNotificationTap(listener: (data: NotificationData) => void): Unsubscribe;
  /** Android only; a no-op on iOS. */
  createChannel(channel: PushChannel): Promise<void>;
}

export interface PlayServicesPlugin {
  /** Android: Google Play services are installed and current enough for FCM. Always true on iOS. */
  isAvailable(): Promise<boolean>;
}

export interface SecureStoragePlugin {
  get(key: string): Promise<string | null>;
  set(key: string, value: string): Promise<void>;
  remove(key: string): Promise<void>;
}

/** What a native identity-provider sign-in hands back: the identity token (null when the person backed out). */
export interface NativeIdentity {
  idToken: string | null;
  /** The raw nonce the token's `nonce` claim hashes, when one was asked for. */
  nonce?: string;
}

export interface SocialLoginPlugin {
  /** Once, before the first sign-in: the providers' client ids (from the server's /api/config). */
  initialize(ids: { googleWebClientId?: string; googleIosClientId?: string; appleClientId?: string }): Promise<void>;
  google(options: { nonce: string }): Promise<NativeIdentity>;
  apple(options: { nonce: string }): Promise<NativeIdentity>;
}

export interface NetworkPlugin {
  connected(): Promise<boolean>;
  onChange(listener: (connected: boolean) => void): Unsubscribe;
}

export interface FilesPlugin {
  /**
   * Writes a file to the app's cache and offers it in the system share sheet (Save to Files, Drive, mail, …).
   * Resolves when the sheet closes, also when the person closed it without choosing.
   */
  shareFile(file: { name: string; base64: string }): Promise<void>;
}

export interface NativePlugins {
  platform: "android" | "ios";
  app: AppPlugin;
  push: PushPlugin;
  playServices: PlayServicesPlugin;
  secureStorage: SecureStoragePlugin;
  socialLogin: SocialLoginPlugin;
  network: NetworkPlugin;
  files: FilesPlugin;
}
