import { lazy, Suspense, useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import type { ConversationSummary } from "../../../../../domain/api/conversations";
import { WalletIcon } from "../../../components/icons";
import { buttonClass } from "../../../components/ui/Button";
import { OFFER_PARAM } from "../start-conversation";

// The form brings zod and the listing rules with it: loaded when the host is about to open it, not with /chat.
const loadDialog = () => import("./OfferDialog");
const OfferDialog = lazy(() => loadDialog().then((m) => ({ default: m.OfferDialog })));

/**
 * The host's "Send an offer" beside the message box of a direct conversation, and the offer form it opens (also
 * opened by `?offer=new`, which then leaves the address so a reload does not open it again).
 */
export function SendOffer({ summary }: { summary: ConversationSummary }) {
  const [params, setParams] = useSearchParams();
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so closing it hands focus back to the button.
  const [mounted, setMounted] = useState(false);
  const asked = params.get(OFFER_PARAM) === "new";

  useEffect(() => {
    if (!asked) return;
    setMounted(true);
    setOpen(true);
    setParams(
      (p) => {
        p.delete(OFFER_PARAM);
        return p;
      },
      { replace: true },
    );
  }, [asked, setParams]);

  return (
    <>
      <button
        type="button"
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
        aria-haspopup="dialog"
        className={buttonClass({ variant: "secondary", size: "sm" })}
      >
        <WalletIcon width={16} height={16} aria-hidden="true" /> Send an offer
      </button>
      {mounted && (
        <Suspense fallback={null}>
          <OfferDialog open={open} onClose={() => setOpen(false)} summary={summary} />
        </Suspense>
      )}
    </>
  );
}
