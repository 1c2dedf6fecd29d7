import { HOST_LOCATION_KEY_PREFIX, LOCATION_REQUESTED_KEY_PREFIX } from "../../../../../domain/auth-session";
import { BRAND } from "../../../../../domain/brand";
import { CURRENCY_STORAGE_KEY } from "../../../../../domain/currency";
import { SESSION_HINT_KEY } from "../../../auth/session";
import { THEME_STORAGE_KEY } from "../../../lib/theme";
import { P, Section, TextLink, WideTable } from "../parts";

interface Entry {
  key: string;
  purpose: string;
  lifetime: string;
  /** Removed when you sign out. */
  clearedOnSignOut: boolean;
}

const P_ = BRAND.storagePrefix;

const COOKIES: Entry[] = [
  {
    key: `__Host-${P_}-access`,
    purpose:
      "Your sign-in token, so the site knows it is you. HttpOnly: scripts on the page cannot read it. Named without “__Host-” when the site runs on your own computer for development.",
    lifetime: "1 hour; renewed while you use the site",
    clearedOnSignOut: true,
  },
  {
    key: `__Host-${P_}-refresh`,
    purpose: "Renews the sign-in token, so you stay signed in. HttpOnly, like the one above.",
    lifetime: "30 days after you last used the site",
    clearedOnSignOut: true,
  },
];

const LOCAL: Entry[] = [
  {
    key: THEME_STORAGE_KEY,
    purpose: "Light, dark or system appearance, as you chose it.",
    lifetime: "Until you change it",
    clearedOnSignOut: false,
  },
  {
    key: CURRENCY_STORAGE_KEY,
    purpose: "The currency prices are shown in.",
    lifetime: "Until you change it",
    clearedOnSignOut: false,
  },
  {
    key: SESSION_HINT_KEY,
    purpose: "When your sign-in token runs out, so every open tab renews it and signs out together.",
    lifetime: "Until you sign out",
    clearedOnSignOut: true,
  },
  {
    key: `${P_}:recent-places:{field}`,
    purpose:
      "Places you recently picked in one place field (for example hosts-location for the host search, profile-city), offered first next time.",
    lifetime: "Until you sign out",
    clearedOnSignOut: true,
  },
  {
    // ONE_TAP_DISMISSED_KEY of web/src/auth/identity-providers.ts (not imported: that module is loaded on demand).
    key: `${P_}:one-tap-dismissed-at`,
    purpose: "When you closed Google’s sign-in prompt, so it stays away for 24 hours.",
    lifetime: "Until you sign out",
    clearedOnSignOut: true,
  },
  {
    key: `${LOCATION_REQUESTED_KEY_PREFIX}{userId}`,
    purpose: "That we have asked a host for their location once, so we do not ask again.",
    lifetime: "Until you sign out",
    clearedOnSignOut: true,
  },
  {
    key: `${HOST_LOCATION_KEY_PREFIX}{userId}`,
    purpose: "A host’s position, when they allowed the browser to share it.",
    lifetime: "Until you sign out",
    clearedOnSignOut: true,
  },
  {
    key: "chat:draft:{conversationId}",
    purpose: "A message you started typing in a conversation.",
    lifetime: "Until you send it or clear the box",
    clearedOnSignOut: false,
  },
  {
    key: "chat:outbox:{conversationId}",
    purpose: "Messages you sent while the connection was down, until the server confirms it has stored them.",
    lifetime: "Until the server confirms them (seconds, normally)",
    clearedOnSignOut: false,
  },
  {
    key: "booking-request:{type}:{listingId}",
    purpose: "The dates and party size you chose on a listing while you signed in to send the request.",
    lifetime: "Until the listing’s booking form takes it up again",
    clearedOnSignOut: false,
  },
];

const SESSION: Entry[] = [
  {
    key: `${P_}:return-to`,
    purpose: "The page to bring you back to after you sign in or sign up.",
    lifetime: "Until you get there, sign out, or close the tab",
    clearedOnSignOut: true,
  },
  {
    key: `${P_}:scroll`,
    purpose: "Where you had scrolled on each page, so Back returns you to the same place.",
    lifetime: "Until you close the tab",
    clearedOnSignOut: false,
  },
];

function lifetimeOf(e: Entry): string {
  return `${e.lifetime}${e.clearedOnSignOut && e.lifetime !== "Until you sign out" ? "; removed when you sign out" : ""}`;
}

const KEY = "break-all rounded bg-stone-100 px-1.5 py-0.5 text-stone-900 dark:bg-stone-800 dark:text-stone-100";

/** The keys as a table on wide screens, as a list of cards on phones (a three-column table does not fit 390 px). */
function KeyTable({ caption, entries }: { caption: string; entries: Entry[] }) {
  return (
    <>
      <ul aria-label={caption} className="space-y-3 sm:hidden">
        {entries.map((e) => (
          <li
            key={e.key}
            className="space-y-1 rounded-2xl bg-white p-4 ring-1 ring-stone-900/10 dark:bg-stone-900 dark:ring-white/10"
          >
            <code className={KEY}>{e.key}</code>
            <p className="text-sm text-stone-700 dark:text-stone-200">{e.purpose}</p>
            <p className="text-sm text-stone-600 dark:text-stone-300">
              <span className="font-semibold">How long: </span>
              {lifetimeOf(e)}
            </p>
          </li>
        ))}
      </ul>
      <div className="hidden sm:block">
        <WideTable label={caption}>
          <table className="w-full text-sm">
            <caption className="sr-only">{caption}</caption>
            <thead>
              <tr className="text-left text-stone-900 dark:text-white">
                <th scope="col" className="pb-2 pr-4 font-semibold">
                  Name
                </th>
                <th scope="col" className="pb-2 pr-4 font-semibold">
                  What it is for
                </th>
                <th scope="col" className="pb-2 font-semibold">
                  How long
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.map((e) => (
                <tr key={e.key} className="border-t border-stone-200 align-top dark:border-stone-700">
                  <th scope="row" className="w-56 py-3 pr-4 text-left font-normal">
                    <code className={KEY}>{e.key}</code>
                  </th>
                  <td className="py-3 pr-4 text-stone-700 dark:text-stone-200">{e.purpose}</td>
                  <td className="w-48 py-3 text-stone-700 dark:text-stone-200">{lifetimeOf(e)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </WideTable>
      </div>
    </>
  );
}

export function Cookies() {
  return (
    <>
      <Section id="cookies" title="Cookies">
        <P>
          {BRAND.name} sets two cookies, both only to keep you signed in. We use no advertising or tracking cookies and
          no analytics that follow you across sites, so there is nothing to consent to beyond signing in.
        </P>
        <KeyTable caption="Cookies" entries={COOKIES} />
        <P>
          Other companies set their own cookies only when you use them: Google when you sign in with Google, Apple when
          you sign in with Apple, and Stripe on its own payment page.
        </P>
      </Section>
      <Section id="local-storage" title="Local storage">
        <P>
          Your browser keeps these on your device; they are never sent to us with each request. Signing out removes the
          ones marked so; your theme and currency stay, because they are not about your account.
        </P>
        <KeyTable caption="Local storage keys" entries={LOCAL} />
      </Section>
      <Section id="session-storage" title="Session storage">
        <P>Kept only in the current tab, and gone when you close it.</P>
        <KeyTable caption="Session storage keys" entries={SESSION} />
      </Section>
      <Section id="control" title="Clearing them">
        <P>
          You can delete all of them in your browser&apos;s settings for this site; you will then be signed out and see
          the default theme and currency. What we store on our side is described in the{" "}
          <TextLink to="/privacy">privacy policy</TextLink>.
        </P>
      </Section>
    </>
  );
}
