/**
 * The questions of /faq, shared by the page and the worker's FAQPage structured data (so what crawlers read is what
 * people see). Numbers come from the rules they describe, so the answers change when a rule does.
 */

import { POLICY_TEXT } from "./bookings/cancellation";
import { DEPOSIT_HOURS, RESPOND_HOURS } from "./bookings/deadlines";
import { BALANCE_DUE_DAYS, BOOKING_LIMITS, DEPOSIT_PERCENT } from "./bookings/pricing";
import { MAX_REVIEW_PHOTOS } from "./bookings/reviews";
import { SUPERHOST_TEXT } from "./bookings/superhost";
import { BRAND } from "./brand";

export interface FaqEntry {
  /** Anchor of the question (/faq#id). */
  id: string;
  question: string;
  /** Paragraphs of plain text. */
  answer: string[];
  /** A page that does what the answer describes. */
  link?: { to: string; label: string };
}

export interface FaqSection {
  title: string;
  entries: FaqEntry[];
}

export const FAQ: FaqSection[] = [
  {
    title: "Finding a host",
    entries: [
      {
        id: "who-are-hosts",
        question: `Who are the hosts on ${BRAND.name}?`,
        answer: [
          "Local guides, drivers, tour operators and rental car providers who live in the country they show you. Every host applies with a profile photo and an identity document, and our team checks both before the profile goes public with the Verified badge.",
        ],
        link: { to: "/hosts", label: "Browse local hosts" },
      },
      {
        id: "kinds-of-listing",
        question: "What can I book?",
        answer: [
          "Four kinds of listing: private tours (priced per person for groups of one to four), group tours with fixed departures (priced per person), rental cars and driver services (both priced per day). Prices are set by the host in euros; the site can show them in your currency, and you pay in euros.",
        ],
        link: { to: "/listings", label: "See tours and transport" },
      },
      {
        id: "message-first",
        question: "Can I ask a host questions before booking?",
        answer: [
          "Yes, and we recommend it. Message Host on a listing or profile opens a private conversation with them. Hosts can also send you a custom offer in the conversation, with the dates, party size and price you agreed; accepting it takes you straight to the deposit.",
          "Keep payments on the site: if a host asks you to pay them some other way before the trip, report the conversation.",
        ],
      },
      {
        id: "superhost",
        question: "What does the Superhost badge mean?",
        answer: [
          SUPERHOST_TEXT,
          "The badge is recalculated every night, so it always reflects the host's recent record.",
        ],
      },
    ],
  },
  {
    title: "Booking and paying",
    entries: [
      {
        id: "request-to-book",
        question: "How does booking work?",
        answer: [
          `Choose your dates and party size on a listing and send a request to book. The host has ${RESPOND_HOURS} hours to confirm or decline it; the dates are held for you while they decide. Once confirmed, you have ${DEPOSIT_HOURS} hours to pay the deposit, and the booking is yours.`,
          `Trips can be booked from tomorrow up to ${BOOKING_LIMITS.maxDaysAhead} days ahead; one car or driver booking covers at most ${BOOKING_LIMITS.maxRentalDays} days.`,
        ],
      },
      {
        id: "deposit",
        question: "How much is the deposit?",
        answer: [
          `Each host sets a deposit between ${DEPOSIT_PERCENT.min}% and ${DEPOSIT_PERCENT.max}% of the price on their listing (${DEPOSIT_PERCENT.default}% unless they change it). You see the exact amount, the balance and its due date before you pay.`,
        ],
      },
      {
        id: "balance",
        question: "When do I pay the rest?",
        answer: [
          `The balance is due ${BALANCE_DUE_DAYS} days before the trip starts (at once if you book later than that). You can pay it online from My bookings, or pay the host in person if they agree; the host then records it as received.`,
        ],
        link: { to: "/my-bookings", label: "Open My bookings" },
      },
      {
        id: "fees",
        question: "Are there booking fees?",
        answer: [
          "No. The price on the listing is what you pay: the deposit and the balance add up to it, with nothing added at checkout. Card payments are processed by Stripe.",
        ],
      },
    ],
  },
  {
    title: "Cancellations and refunds",
    entries: [
      {
        id: "cancellation-policies",
        question: "What happens if I cancel?",
        answer: [
          "Each listing has one of three cancellation policies, shown on the listing and again before you pay:",
          `Flexible: ${POLICY_TEXT.flexible}`,
          `Moderate: ${POLICY_TEXT.moderate}`,
          `Strict: ${POLICY_TEXT.strict}`,
          "The refund applies to everything you have paid so far, and the cancel dialog shows the exact amount before you confirm.",
        ],
      },
      {
        id: "host-cancels",
        question: "What if the host cancels?",
        answer: [
          "You get everything you paid back, whatever the policy. A host who cancels a confirmed booking also loses the Superhost badge for a year.",
        ],
      },
      {
        id: "refund-time",
        question: "How long does a refund take?",
        answer: [
          "We send the refund to Stripe as soon as the booking is cancelled. Your bank usually shows it within 5 to 10 working days, on the card you paid with.",
        ],
      },
    ],
  },
  {
    title: "Reviews",
    entries: [
      {
        id: "who-can-review",
        question: "Who can write a review?",
        answer: [
          `Only travelers who completed a trip booked on ${BRAND.name}, one review per booking, with up to ${MAX_REVIEW_PHOTOS} photos. Our team checks each review before it counts towards the host's rating, so ratings cannot be bought with fake accounts. The host can publish one public reply.`,
        ],
      },
    ],
  },
  {
    title: "Hosting",
    entries: [
      {
        id: "become-host",
        question: "How do I become a host?",
        answer: [
          "Create an account, then apply from Become a host with your profile details, a photo of yourself and an identity document. Our team reviews every application and e-mails you the decision; if we cannot approve it yet, we tell you why and you can apply again.",
          "Your identity document is stored privately: only our reviewers can open it, and it is never shown on your profile.",
        ],
        link: { to: "/become-host", label: "Apply to host" },
      },
      {
        id: "host-listings",
        question: "What do hosts control?",
        answer: [
          "Your prices, your deposit percentage, your cancellation policy, the dates you block, and which requests you accept. Travelers message you directly, and you can answer with a custom offer. My bookings shows your requests, upcoming trips and earnings, and gives you a private calendar feed to subscribe to from your phone.",
        ],
        link: { to: "/manage-listings", label: "Manage listings" },
      },
    ],
  },
  {
    title: "Your account and data",
    entries: [
      {
        id: "download-data",
        question: "Can I download my data?",
        answer: [
          "Yes. The Delete account page has a button to download everything we store about you as one JSON file, and you can use it without deleting anything.",
        ],
        link: { to: "/delete-account", label: "Download or delete my data" },
      },
      {
        id: "delete-account",
        question: "How do I delete my account?",
        answer: [
          "From the Delete account page, after confirming your password (or an e-mailed code). Your profile, photos, sign-in methods and settings are deleted at once. Bookings, payments, reviews and conversations stay for the other person and for our accounts, with your name replaced by “Deleted user”.",
        ],
        link: { to: "/privacy", label: "Read the privacy policy" },
      },
      {
        id: "contact-team",
        question: "How do I reach the team?",
        answer: [
          `Use the contact form, or write to ${BRAND.supportEmail}. We answer by e-mail, usually within two working days.`,
        ],
        link: { to: "/contact", label: "Contact us" },
      },
    ],
  },
];

export const FAQ_ENTRIES: FaqEntry[] = FAQ.flatMap((s) => s.entries);
