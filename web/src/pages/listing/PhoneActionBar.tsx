import type { ListingDetail } from "../../../../domain/api/listings";
import { LISTING_ROUTE } from "../../../../domain/vocabulary";
import { isNativeApp } from "../../native/bridge";
import { MessageHostButton } from "./MessageHostButton";
import { HeadlinePrice } from "./PriceBox";

/**
 * Below 1024 px the price box sits under the whole description, so the price and Message Host (the same button as
 * the box's) stay at the bottom of the screen: just above the bottom navigation, which phones (under 768 px) and
 * the native app show, and at the very bottom on tablets. From 1024 px the price box is beside the text and sticky.
 */
export function PhoneActionBar({ listing, hostUserId }: { listing: ListingDetail; hostUserId: string }) {
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
        <MessageHostButton
          hostUserId={hostUserId}
          listing={{ type: LISTING_ROUTE[listing.kind], id: listing.id }}
          className="shrink-0"
        />
      </div>
    </section>
  );
}
