import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { responseTimeText } from "../../domain/response-time";
import { CRON } from "../../worker/cron";
import { median, recomputeResponseTimes } from "../../worker/db/response-time";

// A host's response time (issue 15 item 7) from real message rows: the median minutes from the traveler message that
// opens a wait to the host's next reply, over the last 90 days; recomputed by the ten-minute cron.

const NOW = new Date("2026-11-22T12:00:00Z");
const MIN = 60_000;
const at = (minutesAgo: number) => new Date(NOW.getTime() - minutesAgo * MIN).toISOString();
const DAY = 24 * 60;

let n = 0;
/** A host (users, profiles, hosts rows); returns their user id. */
async function host(): Promise<string> {
  const id = `rt-host-${++n}-${crypto.randomUUID().slice(0, 6)}`;
  await env.DB.batch([
    env.DB.prepare("INSERT INTO users (id) VALUES (?)").bind(id),
    env.DB.prepare("INSERT INTO profiles (user_id, user_type, first_name) VALUES (?, 'host', 'Aru')").bind(id),
    env.DB.prepare(
      "INSERT INTO hosts (id, user_id, host_type, status) VALUES (?, ?, 'tour_operator', 'approved')",
    ).bind(`h-${id}`, id),
  ]);
  return id;
}

/**
 * A conversation between the host and a new traveler (or, with `kind` support, the host's support conversation),
 * with messages written as the room writes them: [who, minutes ago] in order.
 */
async function conversation(
  hostId: string,
  said: ["traveler" | "host" | "admin", number][],
  kind: "direct" | "support" = "direct",
): Promise<void> {
  const id = crypto.randomUUID();
  const traveler = `rt-trav-${crypto.randomUUID().slice(0, 8)}`;
  const admin = `rt-admin-${crypto.randomUUID().slice(0, 8)}`;
  const [travelerId, otherId] = kind === "support" ? [hostId, "support"] : [traveler, hostId];
  const sender = { traveler: travelerId, host: otherId, admin };
  const last = said.at(-1);
  await env.DB.batch([
    env.DB.prepare("INSERT INTO users (id) VALUES (?), (?)").bind(traveler, admin),
    env.DB.prepare(
      "INSERT INTO conversations (id, traveler_id, host_id, kind, created_at, last_message_at) VALUES (?, ?, ?, ?, ?, ?)",
    ).bind(id, travelerId, otherId, kind, at(said[0]?.[1] ?? 0), last ? at(last[1]) : null),
    ...said.map(([who, ago], i) =>
      env.DB.prepare(
        "INSERT INTO messages (id, conversation_id, sender_id, body, seq, created_at) VALUES (?, ?, ?, ?, ?, ?)",
      ).bind(crypto.randomUUID(), id, sender[who], `message ${i + 1}`, i + 1, at(ago)),
    ),
  ]);
}

const stored = (hostId: string) =>
  env.DB.prepare(
    "SELECT response_time_minutes AS minutes, response_time_sample_size AS sample FROM hosts WHERE user_id = ?",
  )
    .bind(hostId)
    .first<{ minutes: number | null; sample: number }>();

describe("response time", () => {
  it("is the median of odd and even samples, rounded", () => {
    expect(median([30, 10, 20])).toBe(20);
    expect(median([10, 20, 31, 40])).toBe(26);
    expect(median([7])).toBe(7);
  });

  it("measures each wait from its first traveler message to the host's next reply, and takes the median", async () => {
    const h = await host();
    // Wait 1: two traveler messages, the wait starts at the first (60 min before the reply); the host writes twice.
    // Wait 2: 10 minutes. Wait 3 (another conversation): 200 minutes.
    await conversation(h, [
      ["traveler", 1000],
      ["traveler", 990],
      ["host", 940],
      ["host", 930],
      ["traveler", 500],
      ["host", 490],
    ]);
    await conversation(h, [
      ["traveler", 400],
      ["host", 200],
    ]);
    expect(await recomputeResponseTimes(env.DB, [h], NOW)).toBe(1);
    expect(await stored(h)).toEqual({ minutes: 60, sample: 3 });
    expect(responseTimeText({ minutes: 60, sampleSize: 3 })).toBe("Usually responds within 2 hours");
  });

  it("counts only waits opened in the last 90 days, and never a wait nobody answered yet", async () => {
    const h = await host();
    await conversation(h, [
      // opened 91 days ago (answered within the window, still left out)
      ["traveler", 91 * DAY],
      ["host", 89 * DAY],
      // 30 minutes, 20 minutes
      ["traveler", 80 * DAY],
      ["host", 80 * DAY - 30],
      ["traveler", 10 * DAY],
      ["host", 10 * DAY - 20],
      // unanswered
      ["traveler", 60],
    ]);
    // the conversation opened by the host: the traveler's answer opens a wait the host answered in 40 minutes
    await conversation(h, [
      ["host", 3000],
      ["traveler", 2000],
      ["host", 1960],
    ]);
    await recomputeResponseTimes(env.DB, [h], NOW);
    expect(await stored(h)).toEqual({ minutes: 30, sample: 3 });
  });

  it("ignores support conversations, and gives a host without answered waits no response time", async () => {
    const h = await host();
    await conversation(
      h,
      [
        ["host", 100],
        ["admin", 90],
        ["host", 80],
      ],
      "support",
    );
    await conversation(h, [["traveler", 50]]);
    await env.DB.prepare("UPDATE hosts SET response_time_minutes = 5, response_time_sample_size = 4 WHERE user_id = ?")
      .bind(h)
      .run();
    await recomputeResponseTimes(env.DB, [h], NOW);
    expect(await stored(h)).toEqual({ minutes: null, sample: 0 });
  });

  it("is recomputed by the ten-minute cron for hosts with new messages, and left alone for the others", async () => {
    const [recent, quiet] = [await host(), await host()];
    await conversation(recent, [
      ["traveler", 45],
      ["host", 5],
    ]);
    // The quiet host's last message is older than the cron's look-back: their stored value stays as it was.
    await conversation(quiet, [
      ["traveler", 300],
      ["host", 290],
    ]);
    const worker = exports.default as unknown as { scheduled(c: { cron: string; scheduledTime: Date }): Promise<void> };
    await worker.scheduled({ cron: CRON.housekeeping, scheduledTime: NOW });
    expect(await stored(recent)).toEqual({ minutes: 40, sample: 1 });
    expect(await stored(quiet)).toEqual({ minutes: null, sample: 0 });
    // The daily run recomputes every host with a response time: a wait that left the window stops counting.
    await recomputeResponseTimes(env.DB, [quiet], NOW);
    expect(await stored(quiet)).toEqual({ minutes: 10, sample: 1 });
    const later = new Date(NOW.getTime() + 91 * DAY * MIN);
    await worker.scheduled({ cron: CRON.incompleteUserExport, scheduledTime: later });
    expect(await stored(quiet)).toEqual({ minutes: null, sample: 0 });
  });
});
