import { POLICY_NAME, POLICY_TEXT } from "../../../../../domain/bookings/cancellation";
import { DEPOSIT_HOURS, RESPOND_HOURS } from "../../../../../domain/bookings/deadlines";
import { BALANCE_DUE_DAYS, BOOKING_LIMITS, DEPOSIT_PERCENT } from "../../../../../domain/bookings/pricing";
import { MAX_REVIEW_PHOTOS, REVIEW_LIMITS } from "../../../../../domain/bookings/reviews";
import { BRAND } from "../../../../../domain/brand";
import { List, P, Section, TextLink } from "../parts";

export const TOC = [
  { id: "service", title: "What we do" },
  { id: "accounts", title: "Your account" },
  { id: "hosts", title: "Hosts" },
  { id: "booking", title: "Booking and paying" },
  { id: "cancellations", title: "Cancellations and refunds" },
  { id: "reviews", title: "Reviews" },
  { id: "conduct", title: "Conduct" },
  { id: "content", title: "What you post" },
  { id: "liability", title: "Responsibility" },
  { id: "changes", title: "Changes and contact" },
];

export function Terms() {
  return (
    <>
      <Section id="service" title="What we do">
        <P>
          {BRAND.name} is a marketplace. We connect travelers with independent local hosts (guides, drivers, tour
          operators and rental car providers), carry their conversations, take bookings and payments, and publish
          reviews. The trip itself is provided by the host: when a booking is confirmed, the agreement for the trip is
          between the traveler and the host, on the terms of the listing and of these rules.
        </P>
        <P>
          By creating an account or booking, you accept these terms and our{" "}
          <TextLink to="/privacy">privacy policy</TextLink>.
        </P>
      </Section>

      <Section id="accounts" title="Your account">
        <List>
          <li>Give your real name and a way we can reach you, and keep your password to yourself.</li>
          <li>One person, one account. You are responsible for what is done with it.</li>
          <li>
            You can download your data or delete your account at any time from the{" "}
            <TextLink to="/delete-account">Delete account</TextLink> page.
          </li>
        </List>
      </Section>

      <Section id="hosts" title="Hosts">
        <List>
          <li>
            Hosts apply with an identity document and a photo of themselves; we publish a host only after checking them,
            and may suspend a host who breaks these rules.
          </li>
          <li>
            A listing must describe what the traveler will get: the route, what is included, the vehicle, the languages
            and the price. Hosts hold the licences, permits and insurance their work requires where they operate.
          </li>
          <li>
            Hosts set their price in euros, their deposit ({DEPOSIT_PERCENT.min}–{DEPOSIT_PERCENT.max}%) and their
            cancellation policy, and must honour them for every booking made under them.
          </li>
          <li>Hosts answer requests within {RESPOND_HOURS} hours; an unanswered request expires.</li>
        </List>
      </Section>

      <Section id="booking" title="Booking and paying">
        <List ordered>
          <li>
            A traveler sends a request for dates and a party size. Trips start tomorrow at the earliest and at most{" "}
            {BOOKING_LIMITS.maxDaysAhead} days ahead.
          </li>
          <li>The host confirms or declines it within {RESPOND_HOURS} hours.</li>
          <li>
            After confirmation the traveler pays the deposit within {DEPOSIT_HOURS} hours; otherwise the booking expires
            and the dates are released.
          </li>
          <li>
            The balance is due {BALANCE_DUE_DAYS} days before the trip starts (at once for later bookings), online or to
            the host in person if both agree; the host then records it as received.
          </li>
          <li>A trip is completed the day after it ends.</li>
        </List>
        <P>
          Prices are in euros; amounts shown in other currencies are estimates. Card payments are processed by Stripe.
          We add no booking fee. Payments for a booked trip must go through {BRAND.name} or, for the balance, to the
          host in person; asking for or making payment elsewhere before the trip is not allowed.
        </P>
      </Section>

      <Section id="cancellations" title="Cancellations and refunds">
        <P>Every listing shows one of three policies before anything is paid:</P>
        <List>
          {(["flexible", "moderate", "strict"] as const).map((p) => (
            <li key={p}>
              <strong>{POLICY_NAME[p]}:</strong> {POLICY_TEXT[p]}
            </li>
          ))}
        </List>
        <P>
          A trip starts at 00:00 UTC on its first day. The refund is a share of everything paid so far. When a host
          cancels, the traveler is refunded in full whatever the policy. Our team may refund more than a policy gives
          when a trip could not happen as described. Refunds go back to the card used, through Stripe.
        </P>
      </Section>

      <Section id="reviews" title="Reviews">
        <List>
          <li>
            Only the traveler of a completed booking can review it, once, in {REVIEW_LIMITS.bodyMin}–
            {REVIEW_LIMITS.bodyMax} characters with up to {MAX_REVIEW_PHOTOS} photos.
          </li>
          <li>Reviews must describe your own experience of the trip. We check each review before it counts.</li>
          <li>
            We reject reviews that are about someone else&apos;s trip, abusive, or paid for, and hosts may not offer
            anything in exchange for a review. A host may publish one reply of up to {REVIEW_LIMITS.replyMax}{" "}
            characters.
          </li>
        </List>
      </Section>

      <Section id="conduct" title="Conduct">
        <P>Not allowed on {BRAND.name}:</P>
        <List>
          <li>spam, scams and fraud, including fake listings and fake reviews;</li>
          <li>harassment, threats and discrimination;</li>
          <li>content that is illegal, sexual or violent;</li>
          <li>asking for payment outside the site before a trip.</li>
        </List>
        <P>
          You can block or report a conversation from the chat. Our team reads reports, may read the reported
          conversation, and may remove content or suspend accounts.
        </P>
      </Section>

      <Section id="content" title="What you post">
        <P>
          You keep the rights to the photos and texts you post (profiles, listings, messages, reviews, travel stories).
          You allow us to store and show them on {BRAND.name} and in its share previews for as long as they are
          published, and you confirm they are yours to post. Travel stories are published only after our team reviews
          them and with your consent.
        </P>
      </Section>

      <Section id="liability" title="Responsibility">
        <P>
          Hosts are responsible for the trips they provide and travelers for their own conduct, travel documents and
          insurance. We verify hosts&apos; identity and check reviews, but we do not inspect vehicles, routes or
          accommodation. Our responsibility is for running the marketplace with care; nothing in these terms limits
          rights you have under the law where you live.
        </P>
      </Section>

      <Section id="changes" title="Changes and contact">
        <P>
          When we change these terms, the date at the top changes, and a booking already confirmed keeps the terms it
          was made under. Questions: <TextLink to="/contact">contact us</TextLink> or write to{" "}
          <TextLink to={`mailto:${BRAND.supportEmail}`}>{BRAND.supportEmail}</TextLink>.
        </P>
      </Section>
    </>
  );
}
