import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import type { AdminReviewRow, AdminReviewsResponse } from "../../domain/api/admin-bookings";
import { photoSrc } from "../../domain/media";
import type { AuthState } from "../../web/src/auth/context";
import { Component as AdminLayout } from "../../web/src/pages/admin/AdminLayout";
import { Component as AdminReviews } from "../../web/src/pages/admin/AdminReviewsPage";
import { fakeAuth, guest, meProfile, type RecordedCall, stubFetch, TRAVELER, WithAuth } from "./account-fixtures";
import { json, renderApp } from "./render";

const ADMIN = () => fakeAuth(meProfile({ ...TRAVELER, is_admin: true }));

function review(overrides: Partial<AdminReviewRow> = {}): AdminReviewRow {
  return {
    id: "r-1",
    booking_id: "b-1",
    rating: 4,
    body: "Aigerim knew every path around the lakes; the horses were calm and well kept.",
    photos: ["/media/p/kolsai-1.webp", "/media/p/kolsai-2.webp"],
    status: "pending",
    rejection_reason: null,
    traveler_name: "Dana O.",
    host_name: "Aigerim Bekova",
    host_slug: "aigerim",
    listing_title: "Horse trek to the Kolsai lakes",
    trip: { start_date: "2027-05-10", end_date: "2027-05-12" },
    created_at: "2027-05-14T08:00:00Z",
    moderated_at: null,
    ...overrides,
  };
}

const COUNTS = { pending: 3, verified: 120, rejected: 4 };
const page = (reviews: AdminReviewRow[], next_cursor: string | null = null): AdminReviewsResponse => ({
  reviews,
  next_cursor,
  counts: COUNTS,
});

function renderPage(auth: AuthState, path = "/admin/reviews") {
  return renderApp(
    <WithAuth auth={auth}>
      <Routes>
        <Route element={<AdminLayout />}>
          <Route path="admin/reviews" element={<AdminReviews />} />
        </Route>
      </Routes>
    </WithAuth>,
    path,
  );
}

const posts = (calls: RecordedCall[]) => calls.filter((c) => c.method === "POST");

describe("/admin/reviews", () => {
  it("is not found for guests, travelers and hosts", () => {
    for (const auth of [guest(), fakeAuth(meProfile(TRAVELER)), fakeAuth(meProfile())]) {
      const calls = stubFetch();
      const { unmount } = renderPage(auth);
      expect(screen.getByRole("heading", { level: 1, name: "This trail doesn't lead anywhere" })).toBeTruthy();
      expect(calls).toEqual([]);
      unmount();
    }
  });

  it("lists pending reviews with rating, text, photos, the trip, the traveler and a link to the host's page", async () => {
    const calls = stubFetch(() => json(page([review()])));
    renderPage(ADMIN());
    const card = await screen.findByRole("article", { name: "Dana O. on Horse trek to the Kolsai lakes" });
    expect(calls.map((c) => c.url)).toEqual(["/api/admin/reviews?status=pending"]);
    expect(screen.getAllByRole("tab").map((t) => t.textContent)).toEqual(["Pending3", "Verified120", "Rejected4"]);
    expect(within(card).getByRole("img", { name: "Rated 4 out of 5" })).toBeTruthy();
    expect(card.textContent).toContain("4/5");
    expect(card.textContent).toContain("Aigerim knew every path around the lakes");
    expect(card.textContent).toContain("Trip May 10, 2027 - May 12, 2027 · Written May 14, 2027");
    expect(within(card).getByRole("link", { name: "Aigerim Bekova" }).getAttribute("href")).toBe("/host/aigerim");
    expect(within(card).getByRole("link", { name: "The booking of Dana O." }).getAttribute("href")).toBe(
      "/admin/bookings/b-1",
    );
    const photos = within(card).getByRole("list", { name: "Photos from Dana O.'s review" });
    fireEvent.click(within(photos).getByRole("button", { name: "Open photo 2 of 2 from Dana O.'s review" }));
    const lightbox = screen.getByRole("dialog", { name: "Photos from Dana O.'s review" }) as HTMLDialogElement;
    expect(lightbox.open).toBe(true);
    expect(within(lightbox).getByRole("img").getAttribute("src")).toBe(photoSrc("/media/p/kolsai-2.webp", 960));
  });

  it("verifies a review with one click, says so and reloads the queue", async () => {
    let verified = false;
    const calls = stubFetch((c) => {
      if (c.method === "POST") {
        verified = true;
        return json({ review: review({ status: "verified" }) });
      }
      return json(page(verified ? [] : [review()]));
    });
    renderPage(ADMIN());
    const card = await screen.findByRole("article", { name: /^Dana O\./ });
    await act(async () => fireEvent.click(within(card).getByRole("button", { name: "Verify the review by Dana O." })));
    expect(
      await screen.findByText("Dana O.'s review is verified and now counts in Aigerim Bekova's rating."),
    ).toBeTruthy();
    expect(posts(calls).map((c) => c.url)).toEqual(["/api/admin/reviews/r-1/verify"]);
    expect(await screen.findByText("No reviews are waiting for verification.")).toBeTruthy();
  });

  it("rejects only with a reason, in a dialog, and sends the reason as typed", async () => {
    const calls = stubFetch((c) =>
      c.method === "POST" ? json({ review: review({ status: "rejected" }) }) : json(page([review()])),
    );
    renderPage(ADMIN());
    const card = await screen.findByRole("article", { name: /^Dana O\./ });
    await act(async () => fireEvent.click(within(card).getByRole("button", { name: "Reject the review by Dana O." })));
    const dialog = screen.getByRole("dialog", { name: "Reject Dana O.'s review" });
    fireEvent.change(within(dialog).getByLabelText("Reason"), { target: { value: "   " } });
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Reject review" })));
    expect(within(dialog).getByRole("alert").textContent).toBe("reason: is required");
    expect(document.activeElement).toBe(within(dialog).getByLabelText("Reason"));
    expect(posts(calls)).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText("Reason"), {
      target: { value: "It names the guide's phone number; please write it without." },
    });
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Reject review" })));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]).toMatchObject({
      url: "/api/admin/reviews/r-1/reject",
      body: { reason: "It names the guide's phone number; please write it without." },
    });
    expect(await screen.findByText("Dana O.'s review is rejected. We told them why.")).toBeTruthy();
  });

  it("keeps the tab in the address and shows a rejected review's reason, without decisions", async () => {
    const calls = stubFetch(() =>
      json(
        page([
          review({
            status: "rejected",
            rejection_reason: "Mentions a phone number.",
            moderated_at: "2027-05-15T00:00:00Z",
          }),
        ]),
      ),
    );
    const { router } = renderPage(ADMIN(), "/admin/reviews?status=rejected");
    const card = await screen.findByRole("article", { name: /^Dana O\./ });
    expect(calls.map((c) => c.url)).toEqual(["/api/admin/reviews?status=rejected"]);
    expect(screen.getByRole("tab", { name: /Rejected/ }).getAttribute("aria-selected")).toBe("true");
    expect(card.textContent).toContain("Rejected May 15, 2027: Mentions a phone number.");
    expect(within(card).queryByRole("button", { name: /Verify|Reject/ })).toBeNull();

    await act(async () => fireEvent.click(screen.getByRole("tab", { name: /Verified/ })));
    expect(router.state.location.search).toBe("?status=verified");
    await waitFor(() => expect(calls.at(-1)?.url).toBe("/api/admin/reviews?status=verified"));
  });
});
