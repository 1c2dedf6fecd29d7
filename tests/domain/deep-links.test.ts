import { describe, expect, it } from "vitest";
import { BRAND } from "../../domain/brand";
import { type DeepLinkAction, deepLinkForNotification, deepLinkForUrl } from "../../domain/deep-links";

// Spec §2 "Deep links and notification taps (native app)" and §9 "Native deep link targets", as a table.

const to = (path: string): DeepLinkAction => ({ kind: "navigate", path });
const signIn = (url: string): DeepLinkAction => ({ kind: "auth-callback", url });
const site = BRAND.origin;

describe("links that open the app", () => {
  it.each<[string, DeepLinkAction]>([
    // auth/callback with the app scheme completes sign-in, with whatever the URL carries
    ["untrodden://auth/callback?code=abc123", signIn("untrodden://auth/callback?code=abc123")],
    [
      "untrodden://auth/callback#access_token=a.b.c&refresh_token=r1&expires_in=3600",
      signIn("untrodden://auth/callback#access_token=a.b.c&refresh_token=r1&expires_in=3600"),
    ],
    [
      "untrodden://auth/callback?error_code=identity_already_exists",
      signIn("untrodden://auth/callback?error_code=identity_already_exists"),
    ],
    ["UNTRODDEN://auth/callback?code=x", signIn("UNTRODDEN://auth/callback?code=x")],
    [`${site}/auth/callback?code=x`, signIn(`${site}/auth/callback?code=x`)],
    // traveler: /traveler/{id}, or /travelers with no id
    ["untrodden://traveler/u-42", to("/traveler/u-42")],
    ["untrodden://traveler", to("/travelers")],
    ["untrodden://traveler/", to("/travelers")],
    ["untrodden:///traveler/u-42", to("/traveler/u-42")],
    [`${site}/traveler/anna-k`, to("/traveler/anna-k")],
    [`${site}/travelers`, to("/travelers")],
    // chat: /chat?conversation={id}, or /chat with no id
    ["untrodden://chat/c-7", to("/chat?conversation=c-7")],
    ["untrodden://chat?conversation=c-7", to("/chat?conversation=c-7")],
    ["untrodden://chat", to("/chat")],
    [`${site}/chat/c-7`, to("/chat?conversation=c-7")],
    [`${site}/chat?conversation=c-7`, to("/chat?conversation=c-7")],
    [`${site}/chat`, to("/chat")],
    [`${site}/chat?with=u-3`, to("/chat?with=u-3")],
    // ids are one path segment or query value, never a way to another path
    ["untrodden://chat/a%2F..%2Fadmin", to("/chat?conversation=a%2F..%2Fadmin")],
    ["untrodden://traveler/..%2Fadmin", to("/traveler/..%2Fadmin")],
    // another page of the site keeps its path
    [`${site}/bookings/12?tab=offers#top`, to("/bookings/12?tab=offers#top")],
    [`${site}/`, to("/")],
    // anything else: /chat
    ["untrodden://listing/9", to("/chat")],
    ["untrodden://", to("/chat")],
    ["https://evil.example/chat/c-7", to("/chat")],
    [`http://${new URL(site).host}/traveler/u-1`, to("/chat")],
    ["javascript:alert(1)", to("/chat")],
    ["not a url", to("/chat")],
    ["", to("/chat")],
    [`untrodden://chat/${"x".repeat(5000)}`, to("/chat")],
  ])("%s → %o", (url, action) => {
    expect(deepLinkForUrl(url)).toEqual(action);
  });

  it("opens links of the other origins it is given (a staging build's server), and still no foreign one", () => {
    const options = { scheme: "untrodden", origins: [site, "https://staging.untrodden.travel"] };
    expect(deepLinkForUrl("https://staging.untrodden.travel/chat/5", options)).toEqual(to("/chat?conversation=5"));
    expect(deepLinkForUrl("https://untrodden.travel.evil.example/chat/5", options)).toEqual(to("/chat"));
  });
});

describe("notification taps", () => {
  it.each<[Record<string, string | undefined>, DeepLinkAction]>([
    // type or category traveler_signup: /traveler/{traveler_id}, or /travelers
    [{ type: "traveler_signup", traveler_id: "t-1", deepLink: "/traveler/t-1" }, to("/traveler/t-1")],
    [{ category: "traveler_signup", traveler_id: "t-1" }, to("/traveler/t-1")],
    [{ type: "traveler_signup" }, to("/travelers")],
    [{ type: "traveler_signup", conversation_id: "c-1" }, to("/travelers")],
    // a conversation_id: /chat?conversation={id}
    [{ type: "new_message", conversation_id: "c-9", deepLink: "/chat?conversation=c-9" }, to("/chat?conversation=c-9")],
    [{ conversation_id: "c 9" }, to("/chat?conversation=c%209")],
    // the payload's deepLink (every push the worker sends has one)
    [{ type: "booking", deepLink: "/bookings/12" }, to("/bookings/12")],
    [{ type: "admin_broadcast", deepLink: "/blog/spring-in-georgia" }, to("/blog/spring-in-georgia")],
    [{ type: "new_message", deepLink: "untrodden://chat/c-2" }, to("/chat?conversation=c-2")],
    [{ deepLink: `${site}/traveler/t-3` }, to("/traveler/t-3")],
    // a notification never signs anyone in
    [{ deepLink: "untrodden://auth/callback?code=stolen" }, to("/chat")],
    [{ deepLink: "/auth/callback#access_token=x&refresh_token=y" }, to("/chat")],
    // anything else: /chat
    [{ deepLink: "//evil.example/x" }, to("/chat")],
    [{ deepLink: "https://evil.example/x" }, to("/chat")],
    [{ type: "new_message" }, to("/chat")],
    [{}, to("/chat")],
  ])("%o → %o", (data, action) => {
    expect(deepLinkForNotification(data)).toEqual(action);
  });
});
