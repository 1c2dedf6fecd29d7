import type { HomeStats } from "../../../../domain/api/home";
import { formatStat, homeStats } from "../../../../domain/featured";
import { FeatureCard } from "../../components/FeatureCard";
import { ChatIcon, HeartHandIcon, ShieldCheckIcon, WalletIcon } from "../../components/icons";
import { SectionHeading } from "./SectionHeading";

const REASONS = [
  {
    Icon: ShieldCheckIcon,
    title: "Every host is verified",
    text: "We check identity and licences before a host can publish, and only travelers who booked can review.",
  },
  {
    Icon: ChatIcon,
    title: "Talk before you book",
    text: "Message hosts directly about routes, altitude, permits and pick-ups. No call centre in between.",
  },
  {
    Icon: WalletIcon,
    title: "A small deposit, no surprises",
    text: "Prices are set by hosts in euros and shown in your currency. You pay a deposit; the rest goes to your host.",
  },
  {
    Icon: HeartHandIcon,
    title: "Money stays local",
    text: "Your trip pays the people who live there: family guesthouses, local drivers, independent guides.",
  },
];

export function WhyUs() {
  return (
    <section aria-labelledby="why-us" className="mx-auto max-w-7xl px-4 py-16">
      <SectionHeading id="why-us" eyebrow="Why travel with us" title="Off the beaten path, not off the grid" />
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {REASONS.map((f) => (
          <FeatureCard key={f.title} {...f} />
        ))}
      </ul>
    </section>
  );
}

const STEPS = [
  {
    title: "Find your host",
    text: "Search a country or city and compare local guides, drivers and tours with real reviews.",
  },
  { title: "Message and plan", text: "Ask anything, shape the itinerary together and agree on dates and price." },
  {
    title: "Book with a deposit",
    text: "Secure your dates with a small deposit and settle the rest with your host on the trip.",
  },
];

export function HowItWorks() {
  return (
    <section aria-labelledby="how-it-works" className="bg-brand-900 py-16 text-white">
      <div className="mx-auto max-w-7xl px-4">
        <SectionHeading
          id="how-it-works"
          eyebrow="How it works"
          title="Three steps to a trip you'll talk about"
          inverted
        />
        <ol className="mt-10 grid gap-6 md:grid-cols-3">
          {STEPS.map((s, i) => (
            <li key={s.title} className="rounded-2xl bg-white/5 p-6 ring-1 ring-white/10">
              <span className="flex size-10 items-center justify-center rounded-full bg-ember-500 font-display text-lg font-semibold text-white">
                {i + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold">{s.title}</h3>
              <p className="mt-2 text-sm text-brand-100">{s.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

const TESTIMONIALS = [
  {
    quote:
      "Dauren picked us up in Almaty at 6 a.m. and by lunch we were alone at Kolsai Lake. He knew every shepherd on the way and every shortcut back.",
    name: "Sophie & Mark",
    from: "Utrecht, Netherlands",
    trip: "Three days in the Tien Shan, Kazakhstan",
  },
  {
    quote:
      "I messaged four drivers about the Pamir Highway and got honest answers about the road, the permits and the altitude within an hour. Booking was simple after that.",
    name: "Haruto Saito",
    from: "Osaka, Japan",
    trip: "Pamir Highway, Tajikistan",
  },
  {
    quote:
      "Our guide in Lalibela turned a list of churches into a story we still tell. We paid a small deposit here and the rest to him, which is how it should be.",
    name: "Emma Clarke",
    from: "Leeds, United Kingdom",
    trip: "Historic north, Ethiopia",
  },
];

export function Testimonials() {
  return (
    <section aria-labelledby="testimonials" className="mx-auto max-w-7xl px-4 py-16">
      <SectionHeading id="testimonials" eyebrow="Travelers say" title="Trips people still talk about" />
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {TESTIMONIALS.map((t) => (
          <li key={t.name}>
            <figure className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-900/5 dark:bg-stone-900 dark:ring-white/10">
              <blockquote className="flex-1 font-display text-lg leading-relaxed text-stone-800 dark:text-stone-100">
                “{t.quote}”
              </blockquote>
              <figcaption className="mt-5 border-t border-stone-100 pt-4 text-sm dark:border-stone-800">
                <p className="font-semibold text-stone-900 dark:text-white">{t.name}</p>
                <p className="text-stone-600 dark:text-stone-300">
                  {t.from} · {t.trip}
                </p>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Spec §9 statistics: 33000 + travelers_count; 98% satisfaction when loaded. While the home data loads the figures
 * are placeholders (no number that then jumps); when it fails the band shows the spec's defaults (23 countries,
 * 40 experts, 33,009 travelers, 96%) in the same look, with a line saying they are from the last count, so
 * nothing reads as broken.
 */
export function StatsBand({ stats, failed = false }: { stats: HomeStats | undefined; failed?: boolean }) {
  const loading = !stats && !failed;
  const s = homeStats(stats);
  const items = [
    { value: formatStat(s.countries), label: "countries" },
    { value: formatStat(s.experts), label: "local experts" },
    { value: formatStat(s.travelers), label: "travelers" },
    { value: `${s.satisfaction}%`, label: "satisfaction" },
  ];
  return (
    <section aria-label="Statistics" aria-busy={loading} className="bg-sand-100 py-12 dark:bg-stone-900">
      <dl className="mx-auto grid max-w-5xl grid-cols-2 gap-8 px-4 text-center md:grid-cols-4">
        {items.map((i) => (
          <div key={i.label} data-testid={`stat-${i.label.replace(" ", "-")}`} className="flex flex-col">
            <dt className="text-sm text-stone-600 dark:text-stone-300">{i.label}</dt>
            <dd className="order-first font-display text-4xl font-semibold text-brand-800 dark:text-brand-200">
              {loading ? (
                <span
                  aria-hidden="true"
                  data-testid="stat-placeholder"
                  className="mx-auto my-1.5 block h-8 w-20 animate-shimmer rounded-lg bg-stone-200 dark:bg-stone-800"
                />
              ) : (
                i.value
              )}
            </dd>
          </div>
        ))}
      </dl>
      {failed && !stats && (
        <p className="mx-auto mt-6 max-w-5xl px-4 text-center text-sm text-stone-600 dark:text-stone-300">
          Figures from our last count.
        </p>
      )}
    </section>
  );
}
