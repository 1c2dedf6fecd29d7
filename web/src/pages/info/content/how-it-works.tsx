import { DEPOSIT_HOURS, RESPOND_HOURS } from "../../../../../domain/bookings/deadlines";
import { BALANCE_DUE_DAYS, DEPOSIT_PERCENT } from "../../../../../domain/bookings/pricing";
import { MAX_REVIEW_PHOTOS } from "../../../../../domain/bookings/reviews";
import { BRAND } from "../../../../../domain/brand";
import { P, Section, TextLink } from "../parts";

interface Step {
  title: string;
  text: React.ReactNode;
}

function Steps({ steps }: { steps: Step[] }) {
  return (
    <ol className="grid gap-4 sm:grid-cols-2">
      {steps.map((s, n) => (
        <li
          key={s.title}
          className="flex gap-4 rounded-2xl bg-white p-5 ring-1 ring-stone-900/10 dark:bg-stone-900 dark:ring-white/10"
        >
          <span
            aria-hidden="true"
            className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 font-semibold text-white"
          >
            {n + 1}
          </span>
          <div className="space-y-1">
            <h3 className="font-semibold text-stone-900 dark:text-white">{s.title}</h3>
            <div className="text-stone-700 dark:text-stone-200">{s.text}</div>
          </div>
        </li>
      ))}
    </ol>
  );
}

const TRAVELER_STEPS: Step[] = [
  {
    title: "Search",
    text: (
      <>
        Look for <TextLink to="/hosts">local hosts</TextLink> by place, or browse{" "}
        <TextLink to="/listings">tours and transport</TextLink>: private tours, group tours with fixed departures,
        rental cars and drivers. Every host shown has been verified by our team.
      </>
    ),
  },
  {
    title: "Message the host",
    text: "Ask about routes, dates, languages or anything else before you commit. The host can answer with a custom offer for exactly the trip you discussed.",
  },
  {
    title: "Request to book",
    text: `Pick your dates and party size and send a request. You see the price, the deposit and the cancellation policy first. The host has ${RESPOND_HOURS} hours to confirm, and the dates are held for you meanwhile.`,
  },
  {
    title: "Pay the deposit",
    text: `Once the host confirms, pay the deposit (${DEPOSIT_PERCENT.min}–${DEPOSIT_PERCENT.max}% of the price, set by the host) within ${DEPOSIT_HOURS} hours. Your trip is then booked.`,
  },
  {
    title: "Pay the balance to the host",
    text: `The balance is due ${BALANCE_DUE_DAYS} days before the trip starts. Pay it online from My bookings, or to the host in person if you both agree; the host records it as received.`,
  },
  {
    title: "Travel and review",
    text: `After the trip, write a review with up to ${MAX_REVIEW_PHOTOS} photos. Our team checks it before it counts, and the host may reply once, in public.`,
  },
];

const HOST_STEPS: Step[] = [
  {
    title: "Create an account and apply",
    text: (
      <>
        Sign up, then fill in <TextLink to="/become-host">Become a host</TextLink>: who you are, where you work, the
        languages you speak, a photo of yourself and an identity document.
      </>
    ),
  },
  {
    title: "Get verified",
    text: "Our team checks your application and e-mails you the decision. If we cannot approve it yet, we tell you why, and you can correct it and send it again. Your identity document stays private: only reviewers can open it.",
  },
  {
    title: "Publish your listings",
    text: "Add private tours, group tours with departures, rental cars or driver services, with photos, your prices in euros, your deposit percentage and your cancellation policy. Block the dates you are not available.",
  },
  {
    title: "Answer travelers",
    text: `Travelers message you directly and send requests to book. Confirm or decline each request within ${RESPOND_HOURS} hours; a request left unanswered expires and frees the dates.`,
  },
  {
    title: "Get paid",
    text: `The traveler pays your deposit when you confirm, and the balance ${BALANCE_DUE_DAYS} days before the trip, online or to you in person. My bookings shows your upcoming trips, earnings and a calendar feed for your phone.`,
  },
  {
    title: "Build your reputation",
    text: "Verified reviews from completed trips build your rating. Hosts with excellent reviews who answer quickly and never cancel become Superhosts.",
  },
];

export function HowItWorks() {
  return (
    <>
      <Section id="travelers" title="For travelers">
        <Steps steps={TRAVELER_STEPS} />
        <P>
          The details of deposits, refunds and reviews are in the <TextLink to="/faq">FAQ</TextLink>.
        </P>
      </Section>
      <Section id="hosts" title="For hosts">
        <Steps steps={HOST_STEPS} />
        <P>
          Hosting on {BRAND.name} is free: the price you set is the price travelers pay.{" "}
          <TextLink to="/become-host">Apply to host</TextLink>.
        </P>
      </Section>
    </>
  );
}
