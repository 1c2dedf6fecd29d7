import { runDurableObjectAlarm } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { NEW_MESSAGE_KIND } from "../../domain/chat-notifications";
import { conversationTag, TRAVELER_SIGNUP_HOST_CAP } from "../../domain/notify";
import { hostsInCountries } from "../../worker/db/notify";
import { deleteAccount } from "../../worker/services/account-deletion";
import { type NotifyEvent, notifyNow } from "../../worker/services/notify";
import { deliverPushOutbox, PUSH_MAX_ATTEMPTS } from "../../worker/services/push/outbox";
import type { PushMessage, PushResult, PushSender, PushTarget } from "../../worker/services/push/types";
import { inDays, publishedListing, requestBooking } from "./booking-fixtures";
import { eventually, hub, join, pair, rows, say } from "./conversation-room-fixtures";
import { ORIGIN } from "./helpers";
import { type Person, person } from "./people";
import { is } from "./sockets";

// The one notify() service (issue 18 item 1; docs/decisions/023-notify.md): per kind and channel settings, every
// event source, the quiet rules and burst batching of message pushes, delivery to the dead letter, deleted people.

/** The person's one device (§3: one push_tokens row per user). */
async function device(p: Person, active = true, platform: "android" | "web" = "android"): Promise<void> {
  await env.DB.prepare("INSERT INTO push_tokens (id, user_id, token, platform, active) VALUES (?, ?, ?, ?, ?)")
    .bind(crypto.randomUUID(), p.id, `fcm-${crypto.randomUUID()}`, platform, active ? 1 : 0)
    .run();
}

async function settings(p: Person, kind: string, channels: { in_app?: boolean; email?: boolean; push?: boolean }) {
  await env.DB.prepare("INSERT INTO notification_settings (user_id, kind, in_app, email, push) VALUES (?, ?, ?, ?, ?)")
    .bind(p.id, kind, Number(channels.in_app ?? true), Number(channels.email ?? true), Number(channels.push ?? true))
    .run();
}

const noticesOf = (p: Person) =>
  rows<{ id: string; kind: string; title: string; body: string; data: string }>(
    "SELECT id, kind, title, body, data FROM notifications WHERE user_id = ? ORDER BY created_at, rowid",
    p.id,
  );
const mailsOf = (p: Person) =>
  rows<{ subject: string; template_key: string; user_id: string | null; text: string }>(
    'SELECT subject, template_key, user_id, text FROM email_outbox WHERE "to" = ? ORDER BY created_at, rowid',
    p.email,
  );
const pushesOf = (p: Person) =>
  rows<{
    id: string;
    kind: string;
    channel: string;
    title: string;
    body: string;
    data: string;
    tag: string | null;
    status: string;
    attempts: number;
    error: string | null;
  }>("SELECT * FROM push_outbox WHERE user_id = ? ORDER BY created_at, rowid", p.id);

const hubStub = (p: Person) => env.USER_HUB.get(env.USER_HUB.idFromName(p.id));

/** A fake provider: answers each send with the next of `results` (the last one repeats), and records the sends. */
function fakePush(...results: PushResult[]): PushSender & { sent: { target: PushTarget; message: PushMessage }[] } {
  const sent: { target: PushTarget; message: PushMessage }[] = [];
  return {
    name: "fake",
    sent,
    send: async (target, message) => {
      sent.push({ target, message });
      return results[Math.min(sent.length - 1, results.length - 1)] ?? { ok: true };
    },
  };
}

const reviewEvent = (p: Person): NotifyEvent => ({
  userId: p.id,
  kind: "review_published",
  title: "Your review is published",
  body: "Thank you: your review now helps other travelers choose.",
  deepLink: "/my-bookings?booking=b-1",
  email: {
    template_key: "booking_update",
    subject: "Your review is published",
    text: "Thank you",
    html: "<p>Thank you</p>",
    vars: null,
  },
});

describe("settings per kind and channel", () => {
  it("with no settings row, the kind's defaults: in-app, e-mail and push (to the active device)", async () => {
    const p = await person("traveler");
    await device(p);
    const written = await notifyNow(env, [reviewEvent(p)]);
    expect(written.notices).toHaveLength(1);
    expect(await noticesOf(p)).toMatchObject([{ kind: "review_published", title: "Your review is published" }]);
    expect(JSON.parse((await noticesOf(p))[0]?.data ?? "{}")).toEqual({ deepLink: "/my-bookings?booking=b-1" });
    expect(await mailsOf(p)).toMatchObject([{ subject: "Your review is published", user_id: p.id }]);
    const [push] = await pushesOf(p);
    expect(push).toMatchObject({ kind: "review_published", channel: "general", status: "sent", attempts: 1 });
    expect(JSON.parse(push?.data ?? "{}")).toEqual({ deepLink: "/my-bookings?booking=b-1", type: "review_published" });
  });

  it("traveler_signup's defaults keep it off e-mail; blog's keep it off push", async () => {
    const p = await person("approved-host");
    await device(p);
    const mail = reviewEvent(p).email;
    await notifyNow(env, [
      { userId: p.id, kind: "traveler_signup", title: "A traveler", body: "b", deepLink: "/traveler/x", email: mail },
      { userId: p.id, kind: "article_published", title: "A story", body: "b", deepLink: "/blog/x", email: mail },
    ]);
    expect((await noticesOf(p)).map((n) => n.kind)).toEqual(["traveler_signup", "article_published"]);
    expect(await mailsOf(p)).toHaveLength(1);
    expect((await pushesOf(p)).map((x) => x.kind)).toEqual(["traveler_signup"]);
  });

  it("in-app off: no row and no live frame; e-mail off: no outbox row; push off or no device: no push", async () => {
    const p = await person("traveler");
    await device(p);
    const me = await hub(p);
    await me.waitFor(is("notices"));

    // Everything on: the row, its live frame and the bell's count.
    await notifyNow(env, [reviewEvent(p)]);
    const [row] = await noticesOf(p);
    expect(await me.waitFor(is("notification"))).toMatchObject({
      id: row?.id,
      kind: "review_published",
      link: "/my-bookings?booking=b-1",
    });
    expect(await me.waitFor(is("notices"))).toEqual({ type: "notices", unread: 1 });

    await settings(p, "review", { in_app: false, email: false, push: false });
    await notifyNow(env, [reviewEvent(p)]);
    expect(await noticesOf(p)).toHaveLength(1);
    expect(await mailsOf(p)).toHaveLength(1);
    expect(await pushesOf(p)).toHaveLength(1);
    // Another kind's settings are untouched: a booking notice still comes live (the first frame since).
    await notifyNow(env, [{ ...reviewEvent(p), kind: "booking_confirm", title: "Your booking request was confirmed" }]);
    expect(await me.waitFor(is("notification"))).toMatchObject({ kind: "booking_confirm" });
    expect(me.frames.filter(is("notification")).map((f) => f.kind)).toEqual(["review_published", "booking_confirm"]);

    // Only e-mail off.
    const q = await person("traveler");
    await device(q);
    await settings(q, "review", { email: false });
    await notifyNow(env, [reviewEvent(q)]);
    expect([(await noticesOf(q)).length, (await mailsOf(q)).length, (await pushesOf(q)).length]).toEqual([1, 0, 1]);

    // Push on, but no active device.
    const r = await person("traveler");
    await device(r, false);
    await notifyNow(env, [reviewEvent(r)]);
    expect([(await noticesOf(r)).length, (await mailsOf(r)).length, (await pushesOf(r)).length]).toEqual([1, 1, 0]);
  });
});

describe("delivery", () => {
  it("a push the provider keeps refusing is retried, then ends failed (the dead letter)", async () => {
    const p = await person("traveler");
    await device(p);
    const down = fakePush({ ok: false, error: "503 Service Unavailable", retryable: true, gone: false });
    await notifyNow(env, [reviewEvent(p)], { senders: { push: down, email: null } });
    const [first] = await pushesOf(p);
    expect(first).toMatchObject({ status: "queued", attempts: 1, error: "503 Service Unavailable" });
    // The outbox's later runs (the cron's): until the last attempt, then the dead letter.
    for (let i = 1; i < PUSH_MAX_ATTEMPTS; i++) await deliverPushOutbox(env, down, { ids: [first?.id ?? ""] });
    expect(await pushesOf(p)).toMatchObject([
      { status: "failed", attempts: PUSH_MAX_ATTEMPTS, error: "503 Service Unavailable" },
    ]);
    expect(down.sent).toHaveLength(PUSH_MAX_ATTEMPTS);
    expect(down.sent[0]?.message).toMatchObject({ title: "Your review is published", channel: "general" });
    // The e-mail (no sender configured here) stays queued for the cron; the in-app row is there regardless.
    expect(await rows("SELECT status FROM email_outbox WHERE user_id = ?", p.id)).toEqual([{ status: "queued" }]);
    expect(await noticesOf(p)).toHaveLength(1);
  });

  it("a device the provider no longer knows is deactivated and the push fails at once", async () => {
    const p = await person("traveler");
    await device(p);
    const gone = fakePush({ ok: false, error: "UNREGISTERED", retryable: false, gone: true });
    await notifyNow(env, [reviewEvent(p)], { senders: { push: gone } });
    expect(await pushesOf(p)).toMatchObject([{ status: "failed", attempts: 1, error: "UNREGISTERED" }]);
    expect(await rows("SELECT active FROM push_tokens WHERE user_id = ?", p.id)).toEqual([{ active: 0 }]);
    // From now on nothing is queued for them to push.
    await notifyNow(env, [reviewEvent(p)], { senders: { push: gone } });
    expect(await pushesOf(p)).toHaveLength(1);
  });

  it("an expired browser subscription (404/410) is removed", async () => {
    const p = await person("traveler");
    await device(p, true, "web");
    const expired = fakePush({ ok: false, error: "push service answered 410", retryable: false, gone: true });
    await notifyNow(env, [reviewEvent(p)], { senders: { push: expired } });
    expect(await pushesOf(p)).toMatchObject([{ status: "failed", attempts: 1, error: "push service answered 410" }]);
    expect(await rows("SELECT id FROM push_tokens WHERE user_id = ?", p.id)).toEqual([]);
  });

  it("a deleted person gets nothing, and their queued pushes go with the account", async () => {
    const p = await person("traveler");
    await device(p);
    await notifyNow(env, [reviewEvent(p)], { senders: { push: null } });
    expect(await pushesOf(p)).toMatchObject([{ status: "queued" }]);
    expect(await deleteAccount(env, p.id, { origin: ORIGIN, actorId: p.id })).not.toBeNull();
    expect(await pushesOf(p)).toEqual([]);
    const mails = await rows("SELECT id FROM email_outbox WHERE user_id = ?", p.id);
    const written = await notifyNow(env, [reviewEvent(p)]);
    expect(written).toEqual({ notices: [], emails: [], pushes: [] });
    expect(await rows("SELECT id FROM notifications WHERE user_id = ?", p.id)).toEqual([]);
    expect(await rows("SELECT id FROM push_outbox WHERE user_id = ?", p.id)).toEqual([]);
    // (The e-mail sent before they left stays the mailbox's record; nothing new is queued.)
    expect(await rows("SELECT id FROM email_outbox WHERE user_id = ?", p.id)).toEqual(mails);
  });
});

describe("new messages", () => {
  it("the first message of a burst pushes at once; the rest collapse into one summary at the alarm, same tag", async () => {
    const { id, traveler, host } = await pair({ traveler: { first_name: "Aigerim", last_name: "Kassymova" } });
    await device(host);
    const t = await join(id, traveler);
    await say(t, "Salem! Is the trek on in May?");
    const [first] = await eventually(async () => {
      const pushes = await pushesOf(host);
      return pushes.length ? pushes : null;
    }, "the first push");
    expect(first).toMatchObject({
      kind: NEW_MESSAGE_KIND,
      channel: "messages",
      title: "New message from Aigerim K.",
      body: "Salem! Is the trek on in May?",
      tag: conversationTag(id),
      status: "sent",
    });
    expect(JSON.parse(first?.data ?? "{}")).toEqual({
      deepLink: `/chat?conversation=${id}`,
      type: "new_message",
      conversation_id: id,
    });
    await say(t, "We are two.");
    await say(t, "And a dog?");
    await eventually(async () => {
      const batch = await runInHub(host);
      return batch === 3;
    }, "the burst of three");
    // Still one push: the others wait for the burst's end.
    expect(await pushesOf(host)).toHaveLength(1);
    expect(await noticesOf(host)).toEqual([]);

    expect(await runDurableObjectAlarm(hubStub(host))).toBe(true);
    const pushes = await pushesOf(host);
    expect(pushes.map((x) => [x.title, x.tag])).toEqual([
      ["New message from Aigerim K.", conversationTag(id)],
      ["3 new messages from Aigerim K.", conversationTag(id)],
    ]);
    // The same burst is one in-app notice and one e-mail.
    expect(await noticesOf(host)).toMatchObject([{ kind: NEW_MESSAGE_KIND, title: "3 new messages from Aigerim K." }]);
    expect((await mailsOf(host)).map((m) => m.subject)).toEqual(["3 new messages from Aigerim K."]);
  });

  it("a single message is one push, with no summary after it", async () => {
    const { id, traveler, host } = await pair({ traveler: { first_name: "Bolat", last_name: "Ermek" } });
    await device(host);
    const t = await join(id, traveler);
    await say(t, "Hello!");
    await eventually(async () => (await pushesOf(host)).length === 1, "the push");
    await runDurableObjectAlarm(hubStub(host));
    expect((await pushesOf(host)).map((x) => x.title)).toEqual(["New message from Bolat E."]);
    expect((await mailsOf(host)).map((m) => m.subject)).toEqual(["New message from Bolat E."]);
  });

  it("is quiet while the person reads the conversation or has the app open (a hub socket)", async () => {
    // Reading the conversation: the room says so, nothing is pushed.
    const reading = await pair();
    await device(reading.host);
    const t = await join(reading.id, reading.traveler);
    const h = await join(reading.id, reading.host);
    for (let i = 1; i <= 3; i++) await say(t, `While you read ${i}`);
    await h.waitFor(is("message", (f) => f.seq === 3));
    // The app open elsewhere: the hub's live frames instead.
    const open = await pair();
    await device(open.host);
    const me = await hub(open.host);
    const t2 = await join(open.id, open.traveler);
    for (let i = 1; i <= 3; i++) await say(t2, `App open ${i}`);
    await eventually(async () => me.frames.filter(is("conversation")).length === 3, "three frames");
    // A control that is away gets its push, so the rooms had their time to tell the hubs.
    const away = await pair();
    await device(away.host);
    await say(await join(away.id, away.traveler), "Are you there?");
    await eventually(async () => (await pushesOf(away.host)).length === 1, "the control's push");
    expect(await pushesOf(reading.host)).toEqual([]);
    expect(await pushesOf(open.host)).toEqual([]);
    expect(await runDurableObjectAlarm(hubStub(open.host))).toBe(false);
    expect(await pushesOf(open.host)).toEqual([]);
  });

  it("respects the person's new-message settings: push off means no push, e-mail still at the alarm", async () => {
    const { id, traveler, host } = await pair();
    await device(host);
    await settings(host, NEW_MESSAGE_KIND, { push: false });
    const t = await join(id, traveler);
    await say(t, "One");
    await say(t, "Two");
    await eventually(async () => (await runInHub(host)) === 2, "the burst");
    await runDurableObjectAlarm(hubStub(host));
    expect(await pushesOf(host)).toEqual([]);
    expect(await mailsOf(host)).toHaveLength(1);
    expect(await noticesOf(host)).toHaveLength(1);
  });
});

/** How many messages of the host's burst the hub holds (all conversations). */
async function runInHub(p: Person): Promise<number> {
  const { runInDurableObject } = await import("cloudflare:test");
  return runInDurableObject(hubStub(p), async (_hub, state) => {
    const batch = (await state.storage.get<Record<string, { count: number }>>("batch")) ?? {};
    return Object.values(batch).reduce((n, b) => n + b.count, 0);
  });
}

describe("every event source", () => {
  it("a booking request: the host hears in-app, by e-mail and by push (bookings channel)", async () => {
    const [traveler, host] = await Promise.all([person("traveler"), person("approved-host")]);
    await device(host);
    const { id: tour } = await publishedListing(host);
    const made = await requestBooking(traveler, {
      listing: { type: "tour", id: tour },
      start_date: inDays(45),
      party_size: 2,
      pickup_place: "Hotel Kazakhstan, Almaty",
      note: "We would love to see eagles.",
    });
    expect(await noticesOf(host)).toMatchObject([{ kind: "booking_requested", title: "New booking request" }]);
    expect(JSON.parse((await noticesOf(host))[0]?.data ?? "{}")).toMatchObject({ booking_id: made.id });
    expect((await mailsOf(host)).map((m) => m.template_key)).toEqual(["booking_update"]);
    expect(await pushesOf(host)).toMatchObject([
      { kind: "booking_requested", channel: "bookings", title: "New booking request", status: "sent" },
    ]);
    // The traveler made the change: nothing for them.
    expect(await noticesOf(traveler)).toEqual([]);
  });

  it("a host application decided: in-app, e-mail and push to the applicant", async () => {
    const [admin, approved, declined] = await Promise.all([
      person("admin"),
      person("pending-host"),
      person("pending-host"),
    ]);
    await Promise.all([device(approved), device(declined)]);
    const yes = await admin.fetch(`/api/admin/hosts/${approved.hostId}/approve`, { method: "POST" });
    expect(yes.status, await yes.text()).toBe(200);
    const no = await admin.fetch(`/api/admin/hosts/${declined.hostId}/reject`, {
      method: "POST",
      json: { reason: "Please add a clearer photo of your guide licence." },
    });
    expect(no.status, await no.text()).toBe(200);
    expect(await noticesOf(approved)).toMatchObject([
      { kind: "host_application_approved", title: "You are now a verified host" },
    ]);
    expect((await mailsOf(approved)).map((m) => m.template_key)).toEqual(["host_approved"]);
    expect(await pushesOf(approved)).toMatchObject([{ kind: "host_application_approved", channel: "general" }]);
    expect(await noticesOf(declined)).toMatchObject([{ kind: "host_application_declined" }]);
    expect((await noticesOf(declined))[0]?.body).toContain("Please add a clearer photo of your guide licence.");
    expect((await mailsOf(declined)).map((m) => m.template_key)).toEqual(["host_rejected"]);
    expect(await pushesOf(declined)).toHaveLength(1);
    // Deciding again is refused and tells nobody twice.
    const again = await admin.fetch(`/api/admin/hosts/${approved.hostId}/approve`, { method: "POST" });
    expect(again.status).toBe(409);
    expect(await noticesOf(approved)).toHaveLength(1);
  });

  it("a traveler's first public trip request tells the verified hosts of those countries, once", async () => {
    const country = "Kyrgyzstan";
    const [traveler, near, elsewhere, pending] = await Promise.all([
      person("traveler", { first_name: "Dana", last_name: "Sarsen" }),
      person("approved-host", { country }),
      person("approved-host", { country: "Uzbekistan" }),
      person("pending-host", { country }),
    ]);
    await device(near);
    const trip = {
      destinations: [country],
      start_date: null,
      end_date: null,
      group_size: 2,
      interests: ["Hiking"],
      budget: null,
      description: null,
      is_public: true,
    };
    const res = await traveler.fetch("/api/me/trip-request", { method: "PUT", json: trip });
    expect(res.status, await res.text()).toBe(200);
    const [notice] = await noticesOf(near);
    expect(notice).toMatchObject({
      kind: "traveler_signup",
      title: `A traveler is planning a trip to ${country}`,
    });
    expect(notice?.body).toContain("Dana S.");
    expect(JSON.parse(notice?.data ?? "{}")).toEqual({
      deepLink: `/traveler/${traveler.id}`,
      traveler_id: traveler.id,
    });
    const [push] = await pushesOf(near);
    expect(JSON.parse(push?.data ?? "{}")).toEqual({
      deepLink: `/traveler/${traveler.id}`,
      type: "traveler_signup",
      traveler_id: traveler.id,
    });
    expect(await mailsOf(near)).toEqual([]); // off by default
    expect(await noticesOf(elsewhere)).toEqual([]);
    expect(await noticesOf(pending)).toEqual([]);
    // Editing the request later is not news again.
    await traveler.fetch("/api/me/trip-request", { method: "PUT", json: { ...trip, group_size: 3 } });
    expect(await noticesOf(near)).toHaveLength(1);
  });

  it("reaches at most the cap of hosts, the best rated first", async () => {
    const country = "Tajikistan";
    const hosts = await Promise.all([1, 2, 3].map(() => person("approved-host", { country })));
    for (const [i, h] of hosts.entries())
      await env.DB.prepare("UPDATE hosts SET rating = ? WHERE id = ?")
        .bind(3 + i, h.hostId)
        .run();
    const traveler = await person("traveler");
    const picked = await hostsInCountries(env.DB, [country], 2, traveler.id);
    expect(picked).toEqual([
      { userId: hosts[2]?.id, country },
      { userId: hosts[1]?.id, country },
    ]);
    expect(TRAVELER_SIGNUP_HOST_CAP).toBe(50);
  });

  it("a review published: the traveler and the host; a story declined: its author", async () => {
    const [admin, traveler, host] = await Promise.all([person("admin"), person("traveler"), person("approved-host")]);
    await device(host);
    // A review as the write path leaves it (pending), on a booking of theirs.
    const reviewId = crypto.randomUUID();
    await env.DB.prepare(
      `INSERT INTO reviews (id, booking_id, listing_type, listing_id, host_id, traveler_id, rating, body, photos, status)
       VALUES (?, NULL, 'tour', ?, ?, ?, 5, 'Aibek knew every shepherd on the way; the lakes at dawn were worth it.', '[]', 'pending')`,
    )
      .bind(reviewId, crypto.randomUUID(), host.hostId, traveler.id)
      .run();
    const verified = await admin.fetch(`/api/admin/reviews/${reviewId}/verify`, { method: "POST" });
    expect(verified.status, await verified.text()).toBe(200);
    expect(await noticesOf(traveler)).toMatchObject([{ kind: "review_published" }]);
    expect(await noticesOf(host)).toMatchObject([{ kind: "review_received" }]);
    expect(await pushesOf(host)).toMatchObject([{ kind: "review_received", channel: "general" }]);

    const storyId = crypto.randomUUID();
    await env.DB.prepare(
      `INSERT INTO blog_articles (id, slug, title, excerpt, body, author_name, author_user_id, status, country)
       VALUES (?1, ?2, 'Kolsai lakes by bus', 'How to reach the lakes.', 'Body', 'Dana', ?3, 'submitted', 'Kazakhstan')`,
    )
      .bind(storyId, `kolsai-${crypto.randomUUID().slice(0, 8)}`, traveler.id)
      .run();
    const declined = await admin.fetch(`/api/admin/blog/${storyId}/decline`, {
      method: "POST",
      json: { reason: "Please add where to stay and what it costs." },
    });
    expect(declined.status, await declined.text()).toBe(200);
    expect((await noticesOf(traveler)).map((n) => n.kind)).toEqual(["review_published", "article_declined"]);
    expect((await mailsOf(traveler)).map((m) => m.template_key)).toContain("article_declined");
  });
});
