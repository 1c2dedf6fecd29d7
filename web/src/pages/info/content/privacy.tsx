import { BRAND } from "../../../../../domain/brand";
import { urlFor } from "../../../lib/api";
import { H3, List, Note, P, Section, TextLink, WideTable } from "../parts";

export const TOC = [
  { id: "what", title: "What we store" },
  { id: "how-long", title: "How long we keep it" },
  { id: "who-sees", title: "Who sees what" },
  { id: "processors", title: "Services we use" },
  { id: "your-data", title: "Download or delete your data" },
  { id: "contact", title: "Questions" },
];

function Row({ what, kept }: { what: string; kept: string }) {
  return (
    <tr className="border-t border-stone-200 align-top dark:border-stone-700">
      <th scope="row" className="py-3 pr-4 text-left font-medium text-stone-900 dark:text-white">
        {what}
      </th>
      <td className="py-3 text-stone-700 dark:text-stone-200">{kept}</td>
    </tr>
  );
}

export function Privacy() {
  return (
    <>
      <Section id="what" title="What we store">
        <H3>Your account</H3>
        <P>
          Your e-mail address and/or phone number, your password (only as a salted hash we cannot reverse), the Google
          or Apple account you sign in with if you choose to, an authenticator app if you turn on two-step sign-in, and
          your active sessions (device and time of last use).
        </P>
        <H3>Your profile</H3>
        <P>
          Your name, city and country, profile photo, a short text about you, and whether you travel or host. Travelers
          may add a trip request (where, when, budget). Hosts add a bio, languages, experience, their location if they
          allow the browser to share it, and an identity document for verification.
        </P>
        <H3>What you do on {BRAND.name}</H3>
        <P>
          Your listings and their photos, your conversations and the photos sent in them, your bookings with their
          payments (amounts, status and the payment provider&apos;s reference; never your card number, which only Stripe
          sees), reviews and replies, notifications and your notification settings, the time you were last active,
          travel stories you submit, and messages you send through the contact form.
        </P>
        <H3>Technical records</H3>
        <P>
          Each request is logged with its path, status and duration, without your IP address. To stop abuse we count
          attempts (sign-ins, sign-ups, contact messages) per IP address and per account for a short window. Admin
          actions are recorded in an audit log.
        </P>
      </Section>

      <Section id="how-long" title="How long we keep it">
        <WideTable label="How long each kind of data is kept">
          <table className="w-full text-sm">
            <caption className="sr-only">How long each kind of data is kept</caption>
            <thead>
              <tr>
                <th scope="col" className="pb-2 text-left font-semibold text-stone-900 dark:text-white">
                  Data
                </th>
                <th scope="col" className="pb-2 text-left font-semibold text-stone-900 dark:text-white">
                  Kept
                </th>
              </tr>
            </thead>
            <tbody>
              <Row what="Sign-in token" kept="1 hour, renewed while you use the site." />
              <Row
                what="Session"
                kept="Until you sign out, or 30 days after you last used it; idle sessions are deleted automatically."
              />
              <Row
                what="E-mailed links and codes"
                kept="Until used or expired: confirmation links 24 hours, password reset links 1 hour, codes 10 minutes."
              />
              <Row
                what="Photos you upload but never use"
                kept="Deleted after a day. Photos removed from a listing are deleted once nothing else shows them."
              />
              <Row what="Rate-limit counters (with IP address)" kept="Until their window ends, at most an hour." />
              <Row
                what="Profile, listings, trip request, settings"
                kept="Until you change them or delete your account."
              />
              <Row
                what="Identity document (hosts)"
                kept="Until you delete your account. Only our reviewers can open it; it is never public."
              />
              <Row
                what="Bookings, payments, reviews, conversations"
                kept="For as long as the site runs, because the other person and our accounts depend on them. When you delete your account they stay, with your name replaced by “Deleted user”."
              />
              <Row
                what="E-mails we send you"
                kept="A copy stays as our record of what we sent. Mail still waiting to be sent is dropped when you delete your account."
              />
              <Row what="Contact form messages" kept="Kept as a record of the conversation with our team." />
              <Row what="Audit log of admin actions" kept="Kept, as the record of who changed what." />
            </tbody>
          </table>
        </WideTable>
      </Section>

      <Section id="who-sees" title="Who sees what">
        <List>
          <li>
            <strong>Everyone:</strong> a host&apos;s public profile, listings, reviews and replies; a traveler&apos;s
            first name and last initial, photo, country and trip request when they are looking for hosts.
          </li>
          <li>
            <strong>The person you talk to:</strong> your messages, and for a booking, what the booking needs (dates,
            party size, pickup details).
          </li>
          <li>
            <strong>Our team:</strong> what it needs to verify hosts, handle bookings and refunds, check reviews and
            answer reports. Admins open conversations to handle reports and support requests, and every such reading is
            logged.
          </li>
        </List>
        <P>We do not sell your data and we show no third-party advertising.</P>
      </Section>

      <Section id="processors" title="Services we use">
        <List>
          <li>Cloudflare runs the site and stores its database and photos.</li>
          <li>Stripe processes card payments and refunds.</li>
          <li>
            Our e-mail provider (Resend) delivers the e-mails we send; Twilio delivers text messages if you sign in by
            phone.
          </li>
          <li>Google and Apple, only if you choose to sign in with them.</li>
        </List>
      </Section>

      <Section id="your-data" title="Download or delete your data">
        <P>
          Signed in, you can download everything we store about you as one JSON file:{" "}
          <TextLink to={urlFor("GET /api/me/export")} download="">
            download my data
          </TextLink>
          . The same button is on the <TextLink to="/delete-account">Delete account</TextLink> page.
        </P>
        <P>
          Deleting your account, after you confirm your password or an e-mailed code, removes at once your sign-in
          methods, sessions, profile, photos, identity document, trip request, notifications and settings; your listings
          are archived. We e-mail you a confirmation. What stays is listed above.
        </P>
        <Note>
          <P>
            You can correct your details yourself on your profile page, and see what we keep in your browser on the{" "}
            <TextLink to="/cookies">cookies page</TextLink>.
          </P>
        </Note>
      </Section>

      <Section id="contact" title="Questions">
        <P>
          Write to <TextLink to={`mailto:${BRAND.supportEmail}`}>{BRAND.supportEmail}</TextLink> or use the{" "}
          <TextLink to="/contact">contact form</TextLink>, choosing “My account”.
        </P>
      </Section>
    </>
  );
}
