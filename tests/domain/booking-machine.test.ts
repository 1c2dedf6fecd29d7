import { describe, expect, it } from "vitest";
import {
  actionsFor,
  BOOKING_ACTIONS,
  BOOKING_ACTORS,
  type BookingAction,
  type BookingActor,
  decide,
  releasesHold,
} from "../../domain/bookings/machine";
import { bookingCan } from "../../domain/bookings/view";
import { BOOKING_STATUSES, type BookingStatus } from "../../domain/vocabulary";

/**
 * The booking state machine as a table (issue 16 "Tests"; docs/decisions/016-bookings.md), written out by hand: every
 * state × action, and what each of the four actors gets. A state name is where the action takes the booking;
 * "no" means the move exists but is not this actor's to make (not_yours_to_take); "-" means the action does not
 * leave this state at all (not_allowed_now).
 */
const TABLE = `
state             action            traveler          host              admin             system
requested         confirm           no                awaiting_deposit  no                no
requested         decline           no                declined          no                no
requested         expire            no                no                no                expired
requested         pay_deposit       -                 -                 -                 -
requested         pay_balance       -                 -                 -                 -
requested         balance_received  -                 -                 -                 -
requested         cancel            cancelled         no                cancelled         no
requested         complete          -                 -                 -                 -
requested         refund            -                 -                 -                 -
awaiting_deposit  confirm           -                 -                 -                 -
awaiting_deposit  decline           -                 -                 -                 -
awaiting_deposit  expire            no                no                no                expired
awaiting_deposit  pay_deposit       no                no                no                deposit_paid
awaiting_deposit  pay_balance       -                 -                 -                 -
awaiting_deposit  balance_received  -                 -                 -                 -
awaiting_deposit  cancel            cancelled         cancelled         cancelled         no
awaiting_deposit  complete          -                 -                 -                 -
awaiting_deposit  refund            -                 -                 -                 -
deposit_paid      confirm           -                 -                 -                 -
deposit_paid      decline           -                 -                 -                 -
deposit_paid      expire            -                 -                 -                 -
deposit_paid      pay_deposit       -                 -                 -                 -
deposit_paid      pay_balance       no                no                no                confirmed
deposit_paid      balance_received  no                confirmed         confirmed         no
deposit_paid      cancel            cancelled         cancelled         cancelled         no
deposit_paid      complete          no                no                no                completed
deposit_paid      refund            -                 -                 -                 -
confirmed         confirm           -                 -                 -                 -
confirmed         decline           -                 -                 -                 -
confirmed         expire            -                 -                 -                 -
confirmed         pay_deposit       -                 -                 -                 -
confirmed         pay_balance       -                 -                 -                 -
confirmed         balance_received  -                 -                 -                 -
confirmed         cancel            cancelled         cancelled         cancelled         no
confirmed         complete          no                no                no                completed
confirmed         refund            -                 -                 -                 -
completed         confirm           -                 -                 -                 -
completed         decline           -                 -                 -                 -
completed         expire            -                 -                 -                 -
completed         pay_deposit       -                 -                 -                 -
completed         pay_balance       -                 -                 -                 -
completed         balance_received  -                 -                 -                 -
completed         cancel            -                 -                 -                 -
completed         complete          -                 -                 -                 -
completed         refund            no                no                refunded          no
declined          confirm           -                 -                 -                 -
declined          decline           -                 -                 -                 -
declined          expire            -                 -                 -                 -
declined          pay_deposit       -                 -                 -                 -
declined          pay_balance       -                 -                 -                 -
declined          balance_received  -                 -                 -                 -
declined          cancel            -                 -                 -                 -
declined          complete          -                 -                 -                 -
declined          refund            -                 -                 -                 -
cancelled         confirm           -                 -                 -                 -
cancelled         decline           -                 -                 -                 -
cancelled         expire            -                 -                 -                 -
cancelled         pay_deposit       -                 -                 -                 -
cancelled         pay_balance       -                 -                 -                 -
cancelled         balance_received  -                 -                 -                 -
cancelled         cancel            -                 -                 -                 -
cancelled         complete          -                 -                 -                 -
cancelled         refund            no                no                refunded          refunded
expired           confirm           -                 -                 -                 -
expired           decline           -                 -                 -                 -
expired           expire            -                 -                 -                 -
expired           pay_deposit       -                 -                 -                 -
expired           pay_balance       -                 -                 -                 -
expired           balance_received  -                 -                 -                 -
expired           cancel            -                 -                 -                 -
expired           complete          -                 -                 -                 -
expired           refund            -                 -                 -                 -
refunded          confirm           -                 -                 -                 -
refunded          decline           -                 -                 -                 -
refunded          expire            -                 -                 -                 -
refunded          pay_deposit       -                 -                 -                 -
refunded          pay_balance       -                 -                 -                 -
refunded          balance_received  -                 -                 -                 -
refunded          cancel            -                 -                 -                 -
refunded          complete          -                 -                 -                 -
refunded          refund            no                no                refunded          no
`;

const ACTORS = ["traveler", "host", "admin", "system"] as const;

interface Cell {
  status: BookingStatus;
  action: BookingAction;
  actor: BookingActor;
  expected: string;
}

const [header, ...lines] = TABLE.trim().split("\n");
const cells: Cell[] = lines.flatMap((line) => {
  const [status, action, ...outcomes] = line.trim().split(/\s+/);
  return ACTORS.map((actor, i) => ({
    status: status as BookingStatus,
    action: action as BookingAction,
    actor,
    expected: outcomes[i] ?? "?",
  }));
});

describe("the booking state machine, as a table", () => {
  it("names every state, action and actor, each (state, action) pair exactly once", () => {
    expect(header?.trim().split(/\s+/)).toEqual(["state", "action", ...BOOKING_ACTORS]);
    expect([...BOOKING_ACTORS]).toEqual([...ACTORS]);
    const pairs = lines.map((l) => l.trim().split(/\s+/).slice(0, 2).join(" "));
    expect(new Set(pairs).size).toBe(pairs.length);
    expect(pairs.sort()).toEqual(BOOKING_STATUSES.flatMap((s) => BOOKING_ACTIONS.map((a) => `${s} ${a}`)).sort());
    expect(cells).toHaveLength(BOOKING_STATUSES.length * BOOKING_ACTIONS.length * BOOKING_ACTORS.length);
  });

  for (const { status, action, actor, expected } of cells) {
    const says =
      expected === "-"
        ? "is refused: not_allowed_now"
        : expected === "no"
          ? "is refused: not_yours_to_take"
          : `moves it to ${expected}`;
    it(`${action} by the ${actor} of a ${status} booking ${says}`, () => {
      const got = decide(status, action, actor);
      if (expected === "-") expect(got).toEqual({ ok: false, refusal: { reason: "not_allowed_now", status, action } });
      else if (expected === "no")
        expect(got).toEqual({ ok: false, refusal: { reason: "not_yours_to_take", status, action, actor } });
      else expect(got).toEqual({ ok: true, value: expected });
    });
  }
});

describe("what the screens offer", () => {
  it("lists each actor's actions in a state", () => {
    expect(actionsFor("requested", "host")).toEqual(["confirm", "decline"]);
    expect(actionsFor("requested", "traveler")).toEqual(["cancel"]);
    expect(actionsFor("deposit_paid", "host")).toEqual(["balance_received", "cancel"]);
    expect(actionsFor("cancelled", "system")).toEqual(["refund"]);
    expect(actionsFor("expired", "admin")).toEqual([]);
  });

  it("lets the traveler pay the deposit only before it is due, the balance once the deposit is in, and review once", () => {
    const now = new Date("2027-05-01T12:00:00Z");
    const awaiting = { status: "awaiting_deposit" as const, deposit_due_at: "2027-05-01T12:00:01Z", has_review: false };
    expect(bookingCan("traveler", awaiting, now)).toEqual({
      confirm: false,
      decline: false,
      cancel: true,
      pay_deposit: true,
      pay_balance: false,
      balance_received: false,
      review: false,
    });
    expect(bookingCan("traveler", { ...awaiting, deposit_due_at: "2027-05-01T12:00:00Z" }, now).pay_deposit).toBe(
      false,
    );
    expect(bookingCan("host", awaiting, now).pay_deposit).toBe(false);
    const paid = { status: "deposit_paid" as const, deposit_due_at: null, has_review: false };
    expect(bookingCan("traveler", paid, now)).toMatchObject({ pay_balance: true, balance_received: false });
    expect(bookingCan("host", paid, now)).toMatchObject({ pay_balance: false, balance_received: true });
    const done = { status: "completed" as const, deposit_due_at: null, has_review: false };
    expect(bookingCan("traveler", done, now).review).toBe(true);
    expect(bookingCan("traveler", { ...done, has_review: true }, now).review).toBe(false);
    expect(bookingCan("host", done, now).review).toBe(false);
  });
});

describe("holds", () => {
  it("are given back when a booking leaves the holding states, and kept otherwise", () => {
    expect(releasesHold("requested", "declined")).toBe(true);
    expect(releasesHold("requested", "expired")).toBe(true);
    expect(releasesHold("awaiting_deposit", "expired")).toBe(true);
    expect(releasesHold("confirmed", "cancelled")).toBe(true);
    expect(releasesHold("requested", "awaiting_deposit")).toBe(false);
    expect(releasesHold("confirmed", "completed")).toBe(false);
    expect(releasesHold("cancelled", "refunded")).toBe(false);
  });
});
