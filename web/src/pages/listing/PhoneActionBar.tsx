import type { ReactNode } from "react";
import type { ListingDetail } from "../../../../domain/api/listings";
import { LISTING_ROUTE } from "../../../../domain/vocabulary";
import { isNativeApp } from "../../native/bridge";
import { MessageHostButton } from "./MessageHostButton";
import { HeadlinePrice } from "./PriceBox";

/**
 * Below 1024 px the price box sits under the whole description, so the price, Message Host and the request to book
 * (the same buttons as the box's) stay at the bottom of the screen: just above the bottom navigation, which phones
 * (under 768 px) and the native app show, and at the very bottom on tablets. From 1024 px the price box is beside the
 * text and sticky.
 */
export function PhoneActionBar({
  listing,
  hostUserId,
  request,
}: {
  listing: ListingDetail;
  hostUserId: string;
  /** The request-to-book button, absent where the person cannot book (their own listing, a preview). */
  request: ReactNode;
}) {
  // The bottom navigation is 57 px tall (a 56 px row and its top border) plus the safe area.
  const above = "bottom-[calc(57px+env(safe-area-inset-bottom))]";
  return (
    <section
      aria-label="Price and contact"
      data-testid="phone-action-bar"
      className={`fixed inset-x-0 z-30 border-t border-stone-200 bg-white/95 shadow-[0_-4px_12px_rgb(0_0_0/0.06)] backdrop-blur lg:hidden dark:border-stone-800 dark:bg-stone-900/95 ${
        isNativeApp() ? above : `${above} md:bottom-0 md:pb-[env(safe-area-inset-bottom)]`
      }`}
    >
      <div className="mx-auto flex max-w-3xl items-center justify-between gap-3 px-4 py-2.5">
        <HeadlinePrice listing={listing} size="md" />
        <div className="flex shrink-0 items-center gap-2">
          <MessageHostButton
            hostUserId={hostUserId}
            listing={{ type: LISTING_ROUTE[listing.kind], id: listing.id }}
            variant={request ? "secondary" : "primary"}
            compact={Boolean(request)}
          />
          {request}
        </div>
      </div>
    </section>
  );
}
