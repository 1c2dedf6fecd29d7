/**
 * Hosts of every type across the countries, the demo host first. Applicants waiting for review (or refused) come with
 * a sample ID card to render.
 */
import { FEATURED_COUNTRIES } from "../../../domain/featured";
import type { CityOption } from "../../../domain/geo";
import type { HostStatus, HostType } from "../../../domain/vocabulary";
import { COUNTRY_CONTENT } from "../content/countries";
import { BIO_TEMPLATES, SPECIALTIES, specialtyFits } from "../content/hosts";
import { DAY, day, fill, iso, MINUTE, type Seeding } from "./context";
import { DEMO_ACCOUNTS } from "./data";

export interface HostInfo {
  id: string;
  userId: string;
  country: string;
  city: CityOption;
  type: HostType;
  status: HostStatus;
  first: string;
  /** what the reviews about them say: "she" or "he" */
  female: boolean;
  languages: string[];
}

const DOCUMENT_TITLE: Record<HostType, string> = {
  guide: "Guide licence",
  driver: "Driving licence",
  tour_operator: "Identity card",
};

function listText(items: string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

export function addHosts(s: Seeding, hostCount: number): { hosts: HostInfo[]; demoHost: HostInfo } {
  const { rng, now, data, content, citiesOf, addUser, uniqueProfileSlug, usedProfileSlugs, portrait, addActivity } = s;
  const responseTime = (): { minutes: number | null; sample: number } => {
    if (rng.chance(0.15)) return { minutes: rng.chance(0.5) ? rng.int(5, 90) : null, sample: rng.int(0, 2) };
    const r = rng.next();
    const minutes =
      r < 0.55
        ? rng.int(3, 30)
        : r < 0.78
          ? rng.int(31, 120)
          : r < 0.9
            ? rng.int(121, 480)
            : r < 0.96
              ? rng.int(481, 1440)
              : rng.int(1441, 4000);
    return { minutes, sample: rng.int(3, 240) };
  };

  const weighted: string[] = COUNTRY_CONTENT.flatMap((c) =>
    Array(FEATURED_COUNTRIES.includes(c.country) ? 5 : 2).fill(c.country),
  );
  const hostInfos: HostInfo[] = [];

  const addHost = (opts: {
    email: string | null;
    country: string;
    type: HostType;
    status: HostStatus;
    first?: string;
    female?: boolean;
    last?: string;
    city?: string;
    slug?: string;
  }) => {
    const c = content(opts.country);
    const drawn = rng.chance(0.5);
    const female = opts.female ?? drawn;
    const first = opts.first ?? rng.pick(female ? c.firstNames.female : c.firstNames.male);
    const last = opts.last ?? rng.pick(c.lastNames);
    const cities = citiesOf(opts.country);
    const city = cities.find((x) => x.label === opts.city) ?? rng.pick(cities.slice(0, Math.min(5, cities.length)));
    const created = now - rng.int(40, 900) * DAY;
    const userId = addUser({ email: opts.email, created });
    const slug = opts.slug ?? uniqueProfileSlug(first, last);
    usedProfileSlugs.add(slug);
    const photo = portrait();
    // Applicants waiting for review (or refused) sent an ID or licence: a generated sample card, stored privately.
    // Derived from the host's number, not the random stream, so the rest of the demo data stays as it was.
    let documentKey: string | null = null;
    if (opts.status === "pending" || opts.status === "rejected") {
      const n = data.hosts.length;
      documentKey = `private/docs/demo-${String(n).padStart(3, "0")}.webp`;
      data.photos.push({
        key: documentKey,
        kind: "document",
        seed: 7000 + n,
        document: {
          title: DOCUMENT_TITLE[opts.type],
          name: `${first} ${last}`,
          country: opts.country,
          number: `DEMO-${String(104729 * (n + 1)).slice(-7)}`,
          issued: day(created - 400 * DAY),
        },
      });
    }
    data.profiles.push({
      user_id: userId,
      user_type: "host",
      first_name: first,
      last_name: last,
      city: city.label,
      country: opts.country,
      profile_photo_url: photo,
      profile_slug: slug,
      created_at: iso(created),
      updated_at: iso(created),
    });
    const languages = ["English", ...rng.sample(c.languages, rng.int(1, Math.min(2, c.languages.length)))];
    if (rng.chance(0.2)) languages.push(rng.pick(["Russian", "French", "German", "Spanish", "Italian", "Japanese"]));
    const years = rng.int(2, 22);
    const rt = responseTime();
    const id = rng.uuid();
    data.hosts.push({
      id,
      user_id: userId,
      profile_slug: slug,
      status: opts.status,
      host_type: opts.type,
      bio: fill(rng.pick(BIO_TEMPLATES[opts.type]), {
        first_name: first,
        city: city.label,
        country: opts.country,
        years: String(years),
        // Only what the host's country has (no desert camping in Albania).
        specialty: rng.pick(SPECIALTIES[opts.type].filter((x) => specialtyFits(x, opts.country))).text,
        languages: listText([...new Set(languages)]),
      }),
      languages: [...new Set(languages)],
      response_time_minutes: rt.minutes,
      response_time_sample_size: rt.sample,
      years_experience: years,
      latitude: Math.round((city.lat + (rng.next() - 0.5) * 0.08) * 1e5) / 1e5,
      longitude: Math.round((city.lng + (rng.next() - 0.5) * 0.08) * 1e5) / 1e5,
      id_document_key: documentKey,
      rejection_reason:
        opts.status === "rejected" ? "The licence document was unreadable. Please upload a clear photo." : null,
      approved_at: opts.status === "approved" ? iso(created + rng.int(1, 5) * DAY) : null,
      created_at: iso(created),
      updated_at: iso(created),
    });
    addActivity(userId, created);
    const info: HostInfo = {
      id,
      userId,
      country: opts.country,
      city,
      type: opts.type,
      status: opts.status,
      first,
      female,
      languages,
    };
    hostInfos.push(info);
    return info;
  };

  const demoHost = addHost({
    email: DEMO_ACCOUNTS.host,
    country: "Kazakhstan",
    type: "guide",
    status: "approved",
    first: "Aigerim",
    female: true,
    last: "Bekova",
    city: "Almaty",
    slug: "aigerim",
  });
  data.passwordUserIds.push(demoHost.userId);
  // The demo host is reachable right now, so their profile shows what an active host looks like.
  const demoActivity = data.user_activity.at(-1);
  if (demoActivity) {
    demoActivity.last_seen_at = iso(now - 2 * MINUTE);
    demoActivity.is_online = true;
  }
  // …and answers quickly, as the superhost the demo shows (domain/bookings/superhost.ts asks for 2 hours at most).
  const demoRow = data.hosts.at(-1);
  if (demoRow) demoRow.response_time_minutes = 18;

  for (let i = 1; i < hostCount; i++) {
    const country =
      i <= COUNTRY_CONTENT.length ? (COUNTRY_CONTENT[i - 1]?.country ?? "Kazakhstan") : rng.pick(weighted);
    const r = rng.next();
    const type: HostType = r < 0.5 ? "guide" : r < 0.75 ? "driver" : "tour_operator";
    const status: HostStatus = i % 10 === 7 ? "pending" : i % 47 === 13 ? "rejected" : "approved";
    addHost({ email: `host${i}@demo.untrodden.travel`, country, type, status });
  }

  return { hosts: hostInfos, demoHost };
}
