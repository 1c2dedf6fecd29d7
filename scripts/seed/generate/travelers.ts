/** Travelers with their trip requests, the admin, and sign-ups that never chose host or traveler. */
import { TRAVELER_PEOPLE, TRIP_REQUESTS } from "../content/travelers";
import { DAY, day, iso, type Seeding } from "./context";
import { DEMO_ACCOUNTS } from "./data";

export interface TravelerInfo {
  userId: string;
  first: string;
}

export function addTravelers(s: Seeding, travelerCount: number): { travelers: TravelerInfo[]; demoTraveler: string } {
  const { rng, now, data, addUser, portrait, uniqueProfileSlug, addActivity } = s;
  const travelers: TravelerInfo[] = [];
  const addTraveler = (email: string, person: { first: string; last: string; country: string }, i: number) => {
    const created = now - rng.int(5, 400) * DAY;
    const userId = addUser({ email, created });
    data.profiles.push({
      user_id: userId,
      user_type: "traveler",
      first_name: person.first,
      last_name: person.last,
      country: person.country,
      profile_photo_url: rng.chance(0.65) ? portrait() : null,
      profile_slug: uniqueProfileSlug(person.first, person.last),
      receive_new_conversations: i % 9 !== 4,
      created_at: iso(created),
      updated_at: iso(created),
    });
    addActivity(userId, created);
    if (i % 4 !== 3) {
      const trip = TRIP_REQUESTS[i % TRIP_REQUESTS.length];
      if (trip) {
        const start = now + rng.int(14, 240) * DAY;
        data.trip_requests.push({
          id: rng.uuid(),
          user_id: userId,
          destinations: trip.destinations,
          start_date: day(start),
          end_date: day(start + trip.days * DAY),
          group_size: trip.groupSize,
          interests: trip.interests,
          budget: trip.budget,
          description: trip.note,
          is_public: i % 11 !== 5,
          created_at: iso(created + DAY),
          updated_at: iso(now - rng.int(0, 30) * DAY),
        });
      }
    }
    travelers.push({ userId, first: person.first });
    return userId;
  };

  const demoTraveler = addTraveler(DEMO_ACCOUNTS.traveler, { first: "Lucas", last: "Moreau", country: "France" }, 0);
  data.passwordUserIds.push(demoTraveler);
  for (let i = 1; i < travelerCount; i++) {
    const person = TRAVELER_PEOPLE[i % TRAVELER_PEOPLE.length] ?? { first: "Alex", last: "Smith", country: "Canada" };
    addTraveler(`traveler${i}@demo.untrodden.travel`, person, i);
  }
  return { travelers, demoTraveler };
}

export function addAdmin(s: Seeding): string {
  const { now, data, addUser } = s;
  const adminId = addUser({ email: DEMO_ACCOUNTS.admin, created: now - 500 * DAY });
  data.profiles.push({
    user_id: adminId,
    user_type: "traveler",
    first_name: "Nora",
    last_name: "Lindqvist",
    country: "Sweden",
    is_admin: true,
    profile_slug: "nora-untrodden",
  });
  data.passwordUserIds.push(adminId);
  return adminId;
}

// Signed up but never chose host or traveler: what the incomplete-user export is for.
export function addIncompleteSignUps(s: Seeding): void {
  const { rng, now, data, addUser } = s;
  for (let i = 0; i < 6; i++) {
    const uid = addUser({
      email: `incomplete${i + 1}@demo.untrodden.travel`,
      created: now - rng.int(1, 60) * DAY,
      confirmed: i % 2 === 0,
    });
    if (i % 3 !== 0) data.profiles.push({ user_id: uid, first_name: rng.pick(TRAVELER_PEOPLE).first });
  }
}
