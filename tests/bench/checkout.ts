/**
 * The checkout table of `npm run bench` (issue 16 "Performance"): deposit checkouts under contention on a fresh local
 * server (scripts/e2e-server.sh, test-mode payments). One approved host publishes 20 group-tour departures with known
 * seat counts (3 to 12, fewer than the travelers who want them); 200 travelers are made through the real auth and
 * product APIs as the chat bench makes its people. Then all 200 at once each ask for a seat on their departure
 * (POST /api/bookings, party of 1), open the deposit checkout and pay it in test mode (the webhook's own path). Measured:
 * requests/s over the whole rush, each step's latency, and per departure the seats sold against the seats it has. A
 * departure sold beyond its seats fails the bench loudly: the numbers are not printed as if it were fine.
 */
import { type ChildProcess, spawn } from "node:child_process";
import sharp from "sharp";
import type { BookingResponse, CheckoutResponse } from "../../domain/api/bookings";
import type { ListingDetailResponse } from "../../domain/api/listings";
import { addDays } from "../../domain/bookings/pricing";
import type { UploadedMedia } from "../../domain/media";
import { Api, percentile, pool, type Session, stopServer } from "./accounts";

const TRAVELERS = Number(process.env.BENCH_CHECKOUT_TRAVELERS ?? 200);
const TOURS = 5;
const DEPARTURES_PER_TOUR = 4;
/** Seats of departure d: 3 to 12, 150 in all for 200 travelers, so most departures are fought over. */
const seatsOf = (d: number) => 3 + ((d * 7) % 10);
const SETUP_CONCURRENCY = 8;
const STATE = ".wrangler/bench-checkout";

export const CHECKOUT_TITLE = `Deposit checkouts under contention, local wrangler dev: ${TRAVELERS} travelers at once over ${
  TOURS * DEPARTURES_PER_TOUR
} departures (request → checkout → test payment)`;
export const CHECKOUT_DEPARTURES_TITLE = "Seats sold vs seats available, per departure";
export const CHECKOUT_DEPARTURES_HEAD = ["departure", "seats", "asked", "sold (201)", "paid", "server's seats booked"];

function startServer(port: number): ChildProcess {
  return spawn("sh", ["scripts/e2e-server.sh"], {
    env: { ...process.env, E2E_STATE: STATE, E2E_PORT: String(port) },
    stdio: "ignore",
    detached: true,
  });
}

export interface Departure {
  tour: string;
  id: string;
  seats: number;
}

/**
 * An approved host with TOURS published group tours of DEPARTURES_PER_TOUR departures each, made through the API;
 * departure d has seats(d) seats (at most 12, the tours' group size).
 */
export async function departures(api: Api, admin: string, run: string, seats = seatsOf): Promise<Departure[]> {
  const host = await api.account(admin, `bench-checkout-host-${run}@example.com`);
  await api.as(host, "POST", "/api/me/host-application", {
    host_type: "tour_operator",
    first_name: "Bench",
    last_name: "Operator",
    city: "Almaty",
    country: "Kazakhstan",
    bio: "A tour operator made by the checkout benchmark: small groups to the lakes and canyons of the Tien Shan.",
    languages: ["English"],
  });
  const application = await api.as<{ id: string }>(host, "GET", "/api/me/host-application");
  await api.json("POST", `/api/admin/hosts/${application.id}/approve`, undefined, { Authorization: `Bearer ${admin}` });
  const photo = await upload(api, host);
  const today = new Date().toISOString().slice(0, 10);
  const out: Departure[] = [];
  for (let t = 0; t < TOURS; t++) {
    const counts = Array.from({ length: DEPARTURES_PER_TOUR }, (_, k) => seats(t * DEPARTURES_PER_TOUR + k));
    const made = await api.as<{ id: string }>(host, "POST", "/api/listings/group-tour", {
      title: `Benchmark departures to the Kolsai lakes, group ${t + 1}`,
      description: "Three days between the Kolsai lakes and the Charyn canyon, made by the checkout benchmark.",
      countries: ["Kazakhstan"],
      number_of_days: 3,
      price_per_person: 40_000,
      max_group_size: 12,
      departures: counts.map((n, k) => ({ start_date: addDays(today, 30 + 7 * k + t), seats_total: n })),
      images: [photo],
    });
    const published = await api.as<{ departures: { id: string; start_date: string; seats_total: number }[] }>(
      host,
      "PATCH",
      `/api/listings/group-tour/${made.id}`,
      { status: "published" },
    );
    const sorted = [...published.departures].sort((a, b) => a.start_date.localeCompare(b.start_date));
    for (const d of sorted) out.push({ tour: made.id, id: d.id, seats: d.seats_total });
  }
  return out;
}

async function upload(api: Api, host: Session): Promise<string> {
  const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#3b7a57" } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.set("purpose", "photo");
  form.set("file", new File([new Uint8Array(png)], "lakes.png", { type: "image/png" }));
  const res = await fetch(`${api.origin}/api/media`, {
    method: "POST",
    headers: { Cookie: host.cookie, Origin: api.origin },
    body: form,
  });
  if (res.status !== 201) throw new Error(`photo upload answered ${res.status}: ${await res.text()}`);
  const media = (await res.json()) as UploadedMedia;
  if (!media.url) throw new Error("the photo has no URL");
  return media.url;
}

async function traveler(api: Api, admin: string, run: string, i: number): Promise<Session> {
  const who = await api.account(admin, `bench-checkout-traveler-${run}-${i}@example.com`);
  await api.as(who, "PATCH", "/api/me/profile", {
    user_type: "traveler",
    first_name: "Bench",
    last_name: `Traveler ${i}`,
    country: "France",
  });
  return who;
}

interface Rush {
  departure: number;
  create: { status: number; ms: number; code?: string };
  checkout?: { status: number; ms: number };
  pay?: { status: number; ms: number; booking?: string };
  flowMs: number;
}

/** One traveler's rush: a seat, then the deposit checkout, then the test payment. */
async function rush(api: Api, who: Session, d: Departure, index: number): Promise<Rush> {
  const started = performance.now();
  const created = await api.timed<BookingResponse & { error?: { code: string } }>(who, "POST", "/api/bookings", {
    listing: { type: "group-tour", id: d.tour },
    departure_id: d.id,
    party_size: 1,
  });
  const out: Rush = {
    departure: index,
    create: { status: created.status, ms: created.ms, code: created.body.error?.code },
    flowMs: 0,
  };
  if (created.status === 201) {
    const id = created.body.booking.id;
    const checkout = await api.timed<CheckoutResponse>(who, "POST", `/api/bookings/${id}/checkout`, {
      kind: "deposit",
    });
    out.checkout = { status: checkout.status, ms: checkout.ms };
    if (checkout.status === 200) {
      const paid = await api.timed<BookingResponse>(who, "POST", `/api/payments/${checkout.body.payment.id}/test-pay`);
      out.pay = { status: paid.status, ms: paid.ms, booking: paid.body.booking?.status };
    }
  }
  out.flowMs = performance.now() - started;
  return out;
}

const ms = (values: number[], p: number) =>
  percentile(
    [...values].sort((a, b) => a - b),
    p,
  ).toFixed(0);

export async function checkoutBench(
  port: number,
  waitForServer: (url: string, timeoutMs: number) => Promise<void>,
): Promise<{ summary: [string, string][]; departures: string[][] }> {
  const origin = `http://127.0.0.1:${port}`;
  const server = startServer(port);
  try {
    await waitForServer(`${origin}/api/config`, 300_000);
    const api = new Api(origin);
    const admin = await api.adminToken();
    const run = Date.now().toString(36);
    const setupStarted = Date.now();
    const deps = await departures(api, admin, run);
    const people = await pool(TRAVELERS, SETUP_CONCURRENCY, (i) => traveler(api, admin, run, i));
    console.log(
      `  ${deps.length} departures and ${people.length} travelers set up in ${((Date.now() - setupStarted) / 1000).toFixed(0)} s`,
    );

    const t0 = performance.now();
    const results = await Promise.all(
      people.map((who, i) => rush(api, who, deps[i % deps.length] as Departure, i % deps.length)),
    );
    const wallS = (performance.now() - t0) / 1000;

    const requests = results.reduce((n, r) => n + 1 + (r.checkout ? 1 : 0) + (r.pay ? 1 : 0), 0);
    const sold = results.filter((r) => r.create.status === 201);
    const full = results.filter((r) => r.create.status === 409 && r.create.code === "departure_full");
    const failed = results.filter(
      (r) =>
        (r.create.status !== 201 && r.create.code !== "departure_full") ||
        (r.checkout && r.checkout.status !== 200) ||
        (r.pay && (r.pay.status !== 200 || r.pay.booking !== "deposit_paid")),
    );
    const paid = results.filter((r) => r.pay?.booking === "deposit_paid");

    const rows: string[][] = [];
    const oversold: string[] = [];
    for (const [i, d] of deps.entries()) {
      const mine = results.filter((r) => r.departure === i);
      const soldHere = mine.filter((r) => r.create.status === 201).length;
      const detail = await api.as<ListingDetailResponse>(
        people[0] as Session,
        "GET",
        `/api/listings/group-tour/${d.tour}`,
      );
      const onServer =
        detail.listing.kind === "group_tour" ? detail.listing.departures.find((x) => x.id === d.id) : null;
      const booked = onServer ? onServer.seats_total - onServer.seats_left : Number.NaN;
      if (soldHere > d.seats || booked > d.seats || booked !== soldHere)
        oversold.push(`departure ${i + 1}: ${d.seats} seats, ${soldHere} sold, ${booked} booked on the server`);
      rows.push([
        String(i + 1),
        String(d.seats),
        String(mine.length),
        String(soldHere),
        String(mine.filter((r) => r.pay?.booking === "deposit_paid").length),
        String(booked),
      ]);
    }
    const seats = deps.reduce((n, d) => n + d.seats, 0);
    rows.push([
      "all",
      String(seats),
      String(results.length),
      String(sold.length),
      String(paid.length),
      String(rows.reduce((n, r) => n + Number(r[5]), 0)),
    ]);
    if (oversold.length) throw new Error(`OVERSOLD: ${oversold.join("; ")}`);

    const summary: [string, string][] = [
      ["travelers at once / departures / seats in all", `${TRAVELERS} / ${deps.length} / ${seats}`],
      [
        "seats sold (201) / refused departure_full (409) / other failures",
        `${sold.length} / ${full.length} / ${failed.length}`,
      ],
      ["deposits paid (booking deposit_paid)", String(paid.length)],
      ["HTTP requests in the rush / wall time (s)", `${requests} / ${wallS.toFixed(1)}`],
      ["requests/s", (requests / wallS).toFixed(0)],
      ["paid checkouts/s (request → checkout → payment)", (paid.length / wallS).toFixed(1)],
      [
        "POST /api/bookings p50 / p95 (ms)",
        `${ms(
          results.map((r) => r.create.ms),
          50,
        )} / ${ms(
          results.map((r) => r.create.ms),
          95,
        )}`,
      ],
      [
        "POST …/checkout p50 / p95 (ms)",
        `${ms(
          sold.flatMap((r) => (r.checkout ? [r.checkout.ms] : [])),
          50,
        )} / ${ms(
          sold.flatMap((r) => (r.checkout ? [r.checkout.ms] : [])),
          95,
        )}`,
      ],
      [
        "POST /api/payments/:id/test-pay p50 / p95 (ms)",
        `${ms(
          sold.flatMap((r) => (r.pay ? [r.pay.ms] : [])),
          50,
        )} / ${ms(
          sold.flatMap((r) => (r.pay ? [r.pay.ms] : [])),
          95,
        )}`,
      ],
      [
        "whole flow of a paid seat p50 / p95 (ms)",
        `${ms(
          paid.map((r) => r.flowMs),
          50,
        )} / ${ms(
          paid.map((r) => r.flowMs),
          95,
        )}`,
      ],
      ["seats sold <= seats available on every departure", "yes (checked against the server's seat counts)"],
    ];
    if (failed.length)
      console.log(
        `  failures: ${failed
          .slice(0, 5)
          .map((r) => JSON.stringify(r))
          .join(" ")}`,
      );
    return { summary, departures: rows };
  } finally {
    await stopServer(server);
  }
}
