import { GoTrueAdminApi, type GoTrueClient } from "@supabase/auth-js";
import { describe, expect, it } from "vitest";
import { totpCode, totpStep } from "../../domain/totp";
import type { MailboxMessage } from "../../worker/db/email-outbox";
import { signedInUser } from "./auth-client";
import { ORIGIN, workerFetch } from "./helpers";

/**
 * Security notices (ASVS 2.2.3 / 2.5): a person is e-mailed when their password changes and when an authenticator is
 * added to or removed from their account, so a change they did not make does not go unnoticed.
 */

const PASSWORD = "harbour-lantern-quartz-51";
const NEW_PASSWORD = "meadow-compass-violet-77";

const signedIn = (label: string, isAdmin = false) => signedInUser(label, PASSWORD, isAdmin);

async function mailbox(to: string): Promise<MailboxMessage[]> {
  const res = await workerFetch(
    new Request(`${ORIGIN}/dev/mailbox?to=${encodeURIComponent(to)}`, { headers: { Accept: "application/json" } }),
  );
  return ((await res.json()) as MailboxMessage[]).filter((m) => m.to === to);
}

const subjects = async (to: string) => (await mailbox(to)).map((m) => m.subject);

async function addAuthenticator(auth: GoTrueClient, friendlyName: string) {
  const enrolled = await auth.mfa.enroll({ factorType: "totp", friendlyName });
  if (enrolled.error || enrolled.data?.type !== "totp") throw enrolled.error ?? new Error("no factor");
  const challenge = await auth.mfa.challenge({ factorId: enrolled.data.id });
  if (challenge.error || !challenge.data) throw challenge.error ?? new Error("no challenge");
  const code = await totpCode(enrolled.data.totp.secret, totpStep(Date.now() / 1000));
  const verified = await auth.mfa.verify({ factorId: enrolled.data.id, challengeId: challenge.data.id, code });
  if (verified.error) throw verified.error;
  return enrolled.data.id;
}

describe("security notices", () => {
  it("a changed password: the owner is told when, that other devices were signed out, and what to do", async () => {
    const { auth, email } = await signedIn("password");
    const same = await auth.updateUser({ password: PASSWORD });
    expect(same.error?.code).toBe("same_password");
    expect(await subjects(email)).toEqual([]);

    expect((await auth.updateUser({ password: NEW_PASSWORD })).error).toBeNull();
    const [mail] = await mailbox(email);
    expect(mail?.subject).toBe("Your Untrodden password was changed");
    expect(mail?.text).toContain(email);
    expect(mail?.text).toMatch(/was changed on \d{1,2} \w+ \d{4} at \d{2}:\d{2} UTC/);
    expect(mail?.text).toContain("Every other device signed in to your account was signed out.");
    expect(mail?.text).toContain('"Forgot password?"');
    expect(mail?.text).toContain(`${ORIGIN}/auth`);
    expect(mail?.text).not.toContain(NEW_PASSWORD);
  });

  it("an authenticator added and removed: one notice each, with its name; an abandoned enrolment sends none", async () => {
    const { auth, email } = await signedIn("authenticator");
    const abandoned = await auth.mfa.enroll({ factorType: "totp", friendlyName: "Tablet" });
    expect(abandoned.error).toBeNull();
    expect((await auth.mfa.unenroll({ factorId: abandoned.data?.id ?? "" })).error).toBeNull();
    expect(await subjects(email)).toEqual([]);

    const factorId = await addAuthenticator(auth, "Work phone");
    const [added] = await mailbox(email);
    expect(added?.subject).toBe("An authenticator was added to your Untrodden account");
    expect(added?.text).toContain('An authenticator app ("Work phone") was added to your Untrodden account');

    expect((await auth.mfa.unenroll({ factorId })).error).toBeNull();
    const [removed] = await mailbox(email);
    expect(removed?.subject).toBe("An authenticator was removed from your Untrodden account");
    expect(removed?.text).toContain('The authenticator app ("Work phone") was removed');
    expect(await subjects(email)).toHaveLength(2);
  });

  it("an authenticator removed by an admin: the owner is told too", async () => {
    const admin = await signedIn("admin", true);
    const person = await signedIn("admin-removes");
    const factorId = await addAuthenticator(person.auth, "Old phone");
    const api = new GoTrueAdminApi({
      url: `${ORIGIN}/auth/v1`,
      headers: { Authorization: `Bearer ${admin.token}` },
      fetch: (input, init) => workerFetch(new Request(input, init)),
    });
    expect((await api.mfa.deleteFactor({ userId: person.id, id: factorId })).error).toBeNull();
    expect(await subjects(person.email)).toEqual([
      "An authenticator was removed from your Untrodden account",
      "An authenticator was added to your Untrodden account",
    ]);
  });
});
