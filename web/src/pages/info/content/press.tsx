import { DEPOSIT_PERCENT } from "../../../../../domain/bookings/pricing";
import { BRAND } from "../../../../../domain/brand";
import { FEATURED_COUNTRIES } from "../../../../../domain/featured";
import { List, P, Section, TextLink } from "../parts";

const P_ = BRAND.storagePrefix;

const LOGOS = [
  {
    name: "Logo",
    note: "For light backgrounds",
    file: `${P_}-logo`,
    preview: "bg-white ring-1 ring-stone-900/10",
  },
  {
    name: "Logo, white",
    note: "For dark backgrounds and photos",
    file: `${P_}-logo-white`,
    preview: "bg-stone-900",
  },
  {
    name: "Mark",
    note: "Square, for avatars and small spaces",
    file: `${P_}-mark`,
    preview: "bg-white ring-1 ring-stone-900/10",
  },
];

const FACTS: [string, string][] = [
  ["What", "A marketplace for verified local guides, drivers, tour operators and rental car providers"],
  ["Where", `${FEATURED_COUNTRIES.length} featured countries, from Kazakhstan and Georgia to Nepal and Ethiopia`],
  ["Listings", "Private tours, group tours with fixed departures, rental cars and driver services"],
  [
    "Trust",
    "Every host verified against an identity document; reviews only from completed, booked trips, checked by our team",
  ],
  [
    "Booking",
    `Request to book, host confirms, ${DEPOSIT_PERCENT.min}–${DEPOSIT_PERCENT.max}% deposit set by the host; no booking fee`,
  ],
  ["Payments", "Through Stripe, in euros; prices can be shown in the traveler's own currency"],
];

export const BOILERPLATE = `${BRAND.name} connects travelers with verified local hosts — guides, drivers, tour operators and rental car providers — in destinations guidebooks skip, from the Kazakh steppe and the Pamir to the Ethiopian highlands. Travelers message hosts directly, book with a deposit the host sets and review only trips they took; hosts keep their own prices and customers.`;

export function Press() {
  return (
    <>
      <Section id="about" title={`About ${BRAND.name}`}>
        <blockquote className="rounded-2xl bg-stone-100 p-5 leading-relaxed text-stone-800 dark:bg-stone-800 dark:text-stone-100">
          {BOILERPLATE}
        </blockquote>
        <P>You are welcome to quote this paragraph as it is.</P>
      </Section>

      <Section id="facts" title="Facts">
        <dl className="grid gap-4 sm:grid-cols-2">
          {FACTS.map(([term, text]) => (
            <div
              key={term}
              className="rounded-2xl bg-white p-4 ring-1 ring-stone-900/10 dark:bg-stone-900 dark:ring-white/10"
            >
              <dt className="text-sm font-semibold text-brand-800 dark:text-brand-200">{term}</dt>
              <dd className="mt-1 text-stone-800 dark:text-stone-100">{text}</dd>
            </div>
          ))}
        </dl>
        <P>
          More about why we started in <TextLink to="/our-story">Our story</TextLink>, and how we think about the places
          we work in on <TextLink to="/sustainability">Sustainability</TextLink>.
        </P>
      </Section>

      <Section id="logos" title="Logo files">
        <P>
          Use the logo as it is: do not recolour, stretch or outline it, and leave space around it at least as wide as
          the mark&apos;s rounded corner. The SVG files scale to any size; the PNGs are for tools that need a picture.
        </P>
        <ul className="grid gap-4 sm:grid-cols-3">
          {LOGOS.map((l) => (
            <li
              key={l.file}
              className="space-y-3 rounded-2xl bg-white p-4 ring-1 ring-stone-900/10 dark:bg-stone-900 dark:ring-white/10"
            >
              <div className={`flex h-28 items-center justify-center rounded-xl p-4 ${l.preview}`}>
                <img
                  src={`/press/${l.file}.svg`}
                  alt={`${BRAND.name} ${l.name.toLowerCase()}`}
                  className="max-h-16 max-w-full"
                />
              </div>
              <div>
                <p className="font-semibold text-stone-900 dark:text-white">{l.name}</p>
                <p className="text-sm text-stone-600 dark:text-stone-300">{l.note}</p>
              </div>
              <p className="flex gap-3 text-sm">
                <TextLink
                  to={`/press/${l.file}.svg`}
                  download={`${l.file}.svg`}
                  aria-label={`Download ${l.name} as SVG`}
                >
                  SVG
                </TextLink>
                <TextLink
                  to={`/press/${l.file}.png`}
                  download={`${l.file}.png`}
                  aria-label={`Download ${l.name} as PNG`}
                >
                  PNG
                </TextLink>
              </p>
            </li>
          ))}
        </ul>
        <P>Brand colours: teal #0F766E, sand #FEF3C7, sun #F59E0B, ink #1C1917.</P>
      </Section>

      <Section id="press-contact" title="Press contact">
        <P>
          For interviews, data and introductions to hosts, write to{" "}
          <TextLink to={`mailto:${BRAND.supportEmail}?subject=Press`}>{BRAND.supportEmail}</TextLink> or use the{" "}
          <TextLink to="/contact">contact form</TextLink> with the topic “Press and partnerships”.
        </P>
        <List>
          <li>We can put you in touch with hosts who are happy to talk about their work.</li>
          <li>Photos on listings and profiles belong to their hosts; ask us before using them.</li>
        </List>
      </Section>
    </>
  );
}
