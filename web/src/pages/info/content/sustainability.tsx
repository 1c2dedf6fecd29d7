import { BALANCE_DUE_DAYS, DEPOSIT_PERCENT } from "../../../../../domain/bookings/pricing";
import { BRAND } from "../../../../../domain/brand";
import { H3, List, Note, P, Section, TextLink } from "../parts";

export const TOC = [
  { id: "local-hosts", title: "Local hosts first" },
  { id: "fair-pay", title: "Fair pay" },
  { id: "low-impact", title: "Low-impact travel" },
  { id: "your-part", title: "What you can do" },
];

export function Sustainability() {
  return (
    <>
      <Section id="local-hosts" title="Local hosts first">
        <P>
          Tourism in remote places tends to be sold from capitals and from abroad. {BRAND.name} does the opposite: every
          listing belongs to a host who lives and works in the country, checked by our team against an identity document
          before their profile goes public.
        </P>
        <List>
          <li>
            When you search for hosts in a place, the people who live there come first, ahead of hosts who only run a
            tour through it.
          </li>
          <li>
            You talk to the host, not to a reseller: questions, custom offers and changes happen in a direct
            conversation.
          </li>
          <li>
            Hosts keep their identity. Their profile, their reviews and their Superhost badge are theirs, and travelers
            can find them again by name.
          </li>
        </List>
      </Section>

      <Section id="fair-pay" title="Fair pay">
        <P>
          The price on a listing is the price the host set, in euros, and it is what you pay: there is no booking fee
          added at checkout.
        </P>
        <List>
          <li>
            Hosts choose their own deposit, between {DEPOSIT_PERCENT.min}% and {DEPOSIT_PERCENT.max}% of the price, so a
            trip that needs fuel, permits or a yurt camp booked ahead is covered before it starts.
          </li>
          <li>
            The balance is due {BALANCE_DUE_DAYS} days before the trip, online or to the host in person if they agree.
            Either way it goes to the host.
          </li>
          <li>
            Hosts choose their cancellation policy. When a host cancels, the traveler gets everything back, and the host
            loses the Superhost badge for a year, so late cancellations are rare.
          </li>
        </List>
        <Note>
          <P>
            Keep payments on {BRAND.name} until the trip. It protects you and the host alike, and lets us step in when
            something goes wrong. A host who asks to be paid elsewhere beforehand can be reported from the conversation.
          </P>
        </Note>
      </Section>

      <Section id="low-impact" title="Low-impact travel">
        <P>
          The places on {BRAND.name} are unspoilt partly because few people reach them. We want that to last, so the
          product leans towards the kinds of trip that leave the lightest mark.
        </P>
        <H3>Small groups</H3>
        <P>
          Private tours are priced for one to four people, and group tours have a fixed number of seats that the host
          sets. Neither fills a bus.
        </P>
        <H3>Overland, with someone local</H3>
        <P>
          A driver who knows the roads replaces a domestic flight and a hire car driven by someone who does not.
          Multi-day tours keep you in one region longer, in family guesthouses and homestays rather than chain hotels.
        </P>
        <H3>Honest information before you go</H3>
        <P>
          Hosts describe what a trip involves day by day, and you can ask them anything before booking: whether a pass
          is open, what a permit needs, whether a site welcomes visitors. Asking first avoids the wasted journeys that
          cost the most fuel.
        </P>
      </Section>

      <Section id="your-part" title="What you can do">
        <List>
          <li>Stay longer in fewer places, and travel between them overland.</li>
          <li>Book hosts who live where you are going, and ask them where to eat, sleep and buy.</li>
          <li>Follow your host&apos;s lead on photographs, dress and sacred sites.</li>
          <li>Carry your rubbish out of national parks and high pastures; there is rarely anyone to collect it.</li>
          <li>
            Write an honest review after the trip. It is how good hosts get found:{" "}
            <TextLink to="/faq#who-can-review">how reviews work</TextLink>.
          </li>
        </List>
      </Section>
    </>
  );
}
