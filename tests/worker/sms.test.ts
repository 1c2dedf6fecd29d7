import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from "vitest";
import { authCodeSms, smsSender, TWILIO_API, twilioRequest, twilioSender } from "../../worker/services/sms";
import { workerFetch } from "./helpers";

const twilio = { accountSid: "AC0123456789abcdef0123456789abcdef", authToken: "tok3n", from: "+15005550006" };

describe("authCodeSms", () => {
  it("says the code, the brand and how long it works", () => {
    expect(authCodeSms("042917")).toBe(
      "Your Untrodden code is 042917. It works once, for 10 minutes. Don't share it with anyone.",
    );
  });
});

describe("smsSender", () => {
  it("is the dev mailbox locally: the message lands in /dev/mailbox addressed to the phone number", async () => {
    const sender = smsSender(env);
    expect(sender?.name).toBe("dev-mailbox");
    expect(await sender?.send({ to: "+77011234567", body: authCodeSms("123456") })).toEqual({
      ok: true,
      providerId: null,
    });
    const box = (await (
      await workerFetch(
        new Request("https://untrodden.test/dev/mailbox?to=%2B77011234567", {
          headers: { Accept: "application/json" },
        }),
      )
    ).json()) as { to: string; subject: string; text: string; html: string }[];
    expect(box).toHaveLength(1);
    expect(box[0]).toMatchObject({
      to: "+77011234567",
      subject: "Text message to +77011234567",
      text: "Your Untrodden code is 123456. It works once, for 10 minutes. Don't share it with anyone.",
    });
    expect(box[0]?.html).toContain("Your Untrodden code is 123456.");
    expect(box[0]?.html).toContain("Don&#39;t share it");
    const row = await env.DB.prepare(
      `SELECT status, template_key FROM email_outbox WHERE "to" = '+77011234567'`,
    ).first();
    expect(row).toEqual({ status: "sent", template_key: "sms" });
  });

  it("is Twilio when its account, token and sender are set, and none without them", () => {
    const configured = { DB: env.DB, TWILIO_ACCOUNT_SID: "AC1", TWILIO_AUTH_TOKEN: "t", SMS_FROM: "+15005550006" };
    expect(smsSender(configured)?.name).toBe("twilio");
    expect(smsSender({ ...configured, DEV_MAILBOX: "on" })?.name).toBe("dev-mailbox");
    expect(smsSender({ DB: env.DB })).toBeNull();
    expect(smsSender({ DB: env.DB, TWILIO_ACCOUNT_SID: "AC1", TWILIO_AUTH_TOKEN: "t" })).toBeNull();
  });
});

describe("the Twilio adapter", () => {
  let fetchSpy: MockInstance<typeof fetch>;
  /** The request the adapter handed to fetch. */
  const sentRequest = (i = 0): Request => {
    const request = fetchSpy.mock.calls[i]?.[0];
    if (!(request instanceof Request)) throw new Error(`no request #${i} was sent`);
    return request;
  };
  beforeEach(() => {
    fetchSpy = vi.spyOn(globalThis, "fetch");
  });
  afterEach(() => {
    fetchSpy.mockRestore();
  });

  /** Stands in for Twilio's API server (not reachable from here). */
  const answer = (status: number, body: unknown) =>
    fetchSpy.mockResolvedValue(
      new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } }),
    );

  it("posts a form to the account's Messages resource with basic auth", async () => {
    answer(201, { sid: "SM0123", status: "queued" });
    const result = await twilioSender(twilio).send({ to: "+77011234567", body: "Your code is 1 & 2" });
    expect(result).toEqual({ ok: true, providerId: "SM0123" });
    const request = sentRequest();
    expect(request.url).toBe(`${TWILIO_API}/Accounts/${twilio.accountSid}/Messages.json`);
    expect(request.method).toBe("POST");
    expect(request.headers.get("authorization")).toBe(`Basic ${btoa(`${twilio.accountSid}:tok3n`)}`);
    expect(request.headers.get("content-type")).toBe("application/x-www-form-urlencoded");
    const form = await request.formData();
    expect(Object.fromEntries(form)).toEqual({ To: "+77011234567", Body: "Your code is 1 & 2", From: "+15005550006" });
  });

  it("sends through a Messaging Service when the sender is one", async () => {
    const service = "MG0123456789abcdef0123456789abcdef";
    const form = await twilioRequest({ to: "+77011234567", body: "hi" }, { ...twilio, from: service }).formData();
    expect(form.get("MessagingServiceSid")).toBe(service);
    expect(form.has("From")).toBe(false);
  });

  it("reports Twilio's error code and message; a bad number is not retried, an outage is", async () => {
    answer(400, {
      code: 21211,
      message: "The 'To' number +7701 is not a valid phone number.",
      more_info: "https://www.twilio.com/docs/errors/21211",
      status: 400,
    });
    expect(await twilioSender(twilio).send({ to: "+7701", body: "x" })).toEqual({
      ok: false,
      error: "twilio answered 400 (21211: The 'To' number +7701 is not a valid phone number.)",
      retryable: false,
    });
    answer(503, { code: 20503, message: "Service Unavailable", status: 503 });
    expect(await twilioSender(twilio).send({ to: "+77011234567", body: "x" })).toMatchObject({
      ok: false,
      retryable: true,
    });
    fetchSpy.mockRejectedValue(new TypeError("network down"));
    expect(await twilioSender(twilio).send({ to: "+77011234567", body: "x" })).toMatchObject({
      ok: false,
      retryable: true,
    });
  });
});
