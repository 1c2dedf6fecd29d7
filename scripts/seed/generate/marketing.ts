import { COUNTRIES } from "../../../domain/geo";
import { MARKETING_KIND } from "../../../domain/notifications";
import { MARKETING_TEMPLATES } from "../content/marketing";
import { DAY, iso, type Seeding } from "./context";
import { DEMO_ACCOUNTS } from "./data";
import type { HostInfo } from "./hosts";

/**
 * Marketing (issue 18): the templates, and the people who agreed to marketing e-mail (opt-in: everyone else has no
 * row). For each destination the first traveler interested in it consents, so "travelers interested in Bolivia"
 * reaches exactly one person; some hosts and two incomplete sign-ups consent; two travelers opted out again. The
 * demo accounts never consent. Draws no random numbers, so the rest of the demo does not change.
 */
export function addMarketing(s: Seeding, adminId: string, hosts: HostInfo[]): void {
  const { now, data } = s;
  const demo = new Set<string>(Object.values(DEMO_ACCOUNTS));
  const demoIds = new Set(data.users.filter((u) => u.email && demo.has(u.email)).map((u) => u.id));
  const chosen = new Map<string, boolean>();
  for (const country of COUNTRIES) {
    const trip = data.trip_requests.find(
      (t) => !demoIds.has(t.user_id) && !chosen.has(t.user_id) && (t.destinations ?? []).includes(country.label),
    );
    if (trip) chosen.set(trip.user_id, true);
  }
  const travelersWithoutTrip = data.profiles.filter(
    (p) => p.user_type === "traveler" && !demoIds.has(p.user_id) && !chosen.has(p.user_id),
  );
  for (const p of travelersWithoutTrip.slice(0, 2)) chosen.set(p.user_id, false);
  for (const [i, h] of hosts.entries())
    if (h.status === "approved" && i % 6 === 1 && !demoIds.has(h.userId)) chosen.set(h.userId, true);
  for (const u of data.users) {
    if (u.email === "incomplete2@demo.untrodden.travel" || u.email === "incomplete3@demo.untrodden.travel")
      chosen.set(u.id as string, true);
  }
  for (const [userId, email] of chosen)
    data.notification_settings.push({
      user_id: userId,
      kind: MARKETING_KIND,
      in_app: false,
      email,
      push: false,
      updated_at: iso(now - 20 * DAY),
    });
  for (const t of MARKETING_TEMPLATES)
    data.marketing_templates.push({
      id: t.id,
      name: t.name,
      subject: t.subject,
      body: t.body,
      updated_by: adminId,
      created_at: iso(now - t.ageDays * DAY),
      updated_at: iso(now - t.ageDays * DAY),
    });
}
