import { BRAND } from "../../../../../domain/brand";
import { FEATURED_COUNTRIES } from "../../../../../domain/featured";
import { P, Section, TextLink } from "../parts";

export const TOC = [
  { id: "why", title: "Why we started" },
  { id: "what", title: "What we built" },
  { id: "who", title: "Who we work with" },
  { id: "next", title: "Where we are going" },
];

export function OurStory() {
  return (
    <>
      <Section id="why" title="Why we started">
        <P>
          Ask someone who has ridden to Song-Kol in Kyrgyzstan, walked the Simien escarpment in Ethiopia or crossed the
          Pamir Highway how they found their guide, and the answer is almost always the same: a friend of a friend, a
          phone number copied from a hostel wall, a name in a forum thread from six years ago. The people who know these
          places best are easy to meet once you are there and nearly impossible to find from home.
        </P>
        <P>
          The big booking sites are built for places with a tourist office on every corner. A family guesthouse in the
          Kolsai valley or a driver in Khorog does not fit their listings, their commissions or their support queues. So
          travelers end up on package tours run from abroad, and most of what they pay never reaches the valley they
          came to see.
        </P>
        <P>
          {BRAND.name} exists to make that first contact easy: a way to find a verified local guide, driver or tour
          operator in a country guidebooks skip, talk to them directly, and book with confidence.
        </P>
      </Section>

      <Section id="what" title="What we built">
        <P>
          A marketplace with four kinds of listing: private tours, group tours with fixed departures, rental cars and
          driver services. Every host is checked by our team against an identity document before their profile goes
          public, and you can message any host before you commit to anything.
        </P>
        <P>
          Booking is a request, not a click-and-pray: the host confirms that the dates work, you pay a deposit set by
          the host, and the rest is due a week before the trip. Only travelers who completed a booked trip can review
          it, and our team checks every review before it counts. You can read the details in{" "}
          <TextLink to="/how-it-works">How it works</TextLink>.
        </P>
      </Section>

      <Section id="who" title="Who we work with">
        <P>
          We focus on {FEATURED_COUNTRIES.length} countries where local knowledge matters most and international
          platforms are thinnest: {FEATURED_COUNTRIES.slice(0, -1).join(", ")} and {FEATURED_COUNTRIES.at(-1)}. Hosts
          from other countries are welcome too, and the <TextLink to="/destinations">destinations</TextLink> page lists
          every country where someone hosts today.
        </P>
        <P>
          Our hosts are independent: they set their own prices, deposits and cancellation terms, decide which requests
          to accept, and keep their own customers. We think that is the only fair way to run a marketplace for people
          who already know their trade better than we do.
        </P>
      </Section>

      <Section id="next" title="Where we are going">
        <P>
          We want every traveler who leaves the beaten track to have a host who lives there, and every good local host
          to be found by the travelers who are looking for them. If you guide, drive or run tours in a place like this,{" "}
          <TextLink to="/become-host">apply to host</TextLink>. If you have an idea, a complaint or a story, we would
          like to hear it: <TextLink to="/contact">write to us</TextLink>.
        </P>
      </Section>
    </>
  );
}
