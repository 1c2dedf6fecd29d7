import type { ReactNode } from "react";
import type { Departure, ListingDetail } from "../../../../domain/api/listings";
import { formatDateRange } from "../../../../domain/date-range";
import { paragraphsOf } from "../../../../domain/text";
import { CalendarIcon } from "../../components/icons";
import { EmptyState } from "../../components/PageStates";
import { useCurrency } from "../../lib/currency";
import { seatsText, upcomingDepartures } from "./pricing";

export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="font-display text-2xl font-semibold text-stone-900 dark:text-white">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Blank lines in a description separate paragraphs. */
export function Paragraphs({ text }: { text: string }) {
  const paragraphs = paragraphsOf(text);
  return (
    <div className="space-y-3 leading-relaxed text-stone-700 dark:text-stone-200">
      {paragraphs.map((p) => (
        <p key={p} className="whitespace-pre-line">
          {p}
        </p>
      ))}
    </div>
  );
}

export function Itinerary({ steps }: { steps: string[] }) {
  if (steps.length === 0) return null;
  return (
    <Section id="itinerary-heading" title="Itinerary">
      <ol className="space-y-3 border-l-2 border-brand-200 pl-5 dark:border-brand-800">
        {steps.map((step, i) => (
          // Steps may repeat word for word ("Free afternoon"), so the position is part of the key.
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is static and its order is its meaning
          <li key={`${i}:${step}`} className="relative text-stone-700 dark:text-stone-200">
            <span
              aria-hidden="true"
              className="absolute top-1.5 -left-[1.72rem] size-3 rounded-full bg-brand-600 ring-4 ring-sand-50 dark:ring-stone-950"
            />
            {step}
          </li>
        ))}
      </ol>
    </Section>
  );
}

function DepartureItem({ departure, price }: { departure: Departure; price: string }) {
  const soldOut = departure.seats_left <= 0;
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-900/5 dark:bg-stone-900 dark:ring-white/10">
      <span className="flex items-center gap-2 font-medium text-stone-900 dark:text-white">
        <CalendarIcon width={18} height={18} className="text-brand-700 dark:text-brand-200" />
        {formatDateRange(departure.start_date, departure.end_date)}
      </span>
      <span className="flex items-center gap-3 text-sm">
        <span className="text-stone-600 dark:text-stone-300">{price}/person</span>
        <span
          className={`rounded-full px-2.5 py-1 text-xs font-semibold ${
            soldOut
              ? "bg-stone-200 text-stone-700 dark:bg-stone-800 dark:text-stone-200"
              : "bg-brand-50 text-brand-800 dark:bg-brand-900 dark:text-brand-100"
          }`}
        >
          {seatsText(departure.seats_left)}
        </span>
      </span>
    </li>
  );
}

export function Departures({ listing }: { listing: Extract<ListingDetail, { kind: "group_tour" }> }) {
  const { format } = useCurrency();
  const upcoming = upcomingDepartures(listing.departures);
  return (
    <Section id="departures-heading" title="Upcoming departures">
      {upcoming.length === 0 ? (
        <EmptyState>No upcoming departures are scheduled yet. Message the host to ask about new dates.</EmptyState>
      ) : (
        <ul className="space-y-2" data-testid="departures">
          {upcoming.map((d) => (
            <DepartureItem key={d.id} departure={d} price={format(listing.price_per_person)} />
          ))}
        </ul>
      )}
    </Section>
  );
}

interface Fact {
  label: string;
  value: ReactNode;
}

function Facts({ rows }: { rows: Fact[] }) {
  const shown = rows.filter(({ value }) => value !== null && value !== "" && value !== undefined);
  if (shown.length === 0) return null;
  return (
    <dl className="grid gap-x-6 gap-y-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-900/5 sm:grid-cols-2 dark:bg-stone-900 dark:ring-white/10">
      {shown.map(({ label, value }) => (
        <div key={label}>
          <dt className="text-xs font-semibold tracking-wide text-stone-500 uppercase dark:text-stone-400">{label}</dt>
          <dd className="mt-0.5 text-stone-900 dark:text-white">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const TRANSMISSION = { manual: "Manual", automatic: "Automatic" } as const;

/** Vehicle and service details of cars and drivers. */
export function ServiceFacts({ listing }: { listing: ListingDetail }) {
  if (listing.kind === "rental_car") {
    return (
      <Section id="vehicle-heading" title="The vehicle">
        <Facts
          rows={[
            { label: "Make and model", value: listing.make_model },
            { label: "Car type", value: listing.car_type },
            { label: "Seats", value: listing.seats },
            { label: "Transmission", value: listing.transmission && TRANSMISSION[listing.transmission] },
            { label: "Driver", value: listing.driver_included ? "Driver included" : "Self-drive" },
          ]}
        />
      </Section>
    );
  }
  if (listing.kind === "driver") {
    return (
      <Section id="service-heading" title="The service">
        <Facts
          rows={[
            { label: "Vehicle", value: listing.vehicle },
            { label: "Passengers", value: listing.seats },
            { label: "Languages", value: listing.languages.join(", ") },
            { label: "Areas served", value: listing.areas_served.join(", ") },
          ]}
        />
      </Section>
    );
  }
  return null;
}
