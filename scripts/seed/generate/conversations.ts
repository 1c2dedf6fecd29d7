import { CONVERSATIONS } from "../content/conversations";
import { DAY, fill, iso, MINUTE, type Seeding } from "./context";
import type { HostInfo } from "./hosts";
import type { TravelerInfo } from "./travelers";

/** Chats between travelers and approved hosts; the demo accounts get several, and every third ends unread. */
export function addConversations(
  s: Seeding,
  cast: { demoHost: HostInfo; approved: HostInfo[]; travelers: TravelerInfo[] },
  conversationCount: number,
): void {
  const { rng, now, data } = s;
  const { demoHost, approved, travelers } = cast;
  const pairs = new Set<string>();
  const approvedWithDemo = [demoHost, ...approved.filter((h) => h !== demoHost)];
  for (let i = 0; i < conversationCount; i++) {
    const traveler = i < 2 ? (travelers[0] as TravelerInfo) : rng.pick(travelers);
    const host = i === 0 ? demoHost : i < 7 ? demoHost : rng.pick(approvedWithDemo);
    const key = `${traveler.userId}:${host.userId}`;
    if (pairs.has(key)) continue;
    pairs.add(key);
    // The i-th exchange, or the next one after it that is true of the host's country.
    const script =
      Array.from({ length: CONVERSATIONS.length }, (_, k) => CONVERSATIONS[(i + k) % CONVERSATIONS.length]).find(
        (c) => !c?.countries || c.countries.includes(host.country),
      )?.turns ?? [];
    const id = rng.uuid();
    let t = now - rng.int(1, 40) * DAY;
    let seq = 0;
    const values = { host_first: host.first, traveler_first: traveler.first, city: host.city.label };
    const unreadTail = i % 3 === 0;
    for (const [turn, pair] of script.entries()) {
      const last = turn === script.length - 1;
      for (const [who, text] of [
        ["traveler", pair.traveler],
        ["host", pair.host],
      ] as const) {
        if (!text) continue;
        t += rng.int(3, 240) * MINUTE;
        seq += 1;
        data.messages.push({
          id: rng.uuid(),
          conversation_id: id,
          sender_id: who === "traveler" ? traveler.userId : host.userId,
          body: fill(text, values),
          is_read: !(last && unreadTail),
          seq,
          created_at: iso(Math.min(t, now - MINUTE)),
        });
      }
    }
    data.conversations.push({
      id,
      traveler_id: traveler.userId,
      host_id: host.userId,
      last_message_at: iso(Math.min(t, now - MINUTE)),
      created_at: iso(now - 41 * DAY),
    });
  }
}
