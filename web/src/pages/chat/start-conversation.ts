import { useState } from "react";
import type { StartConversationBody } from "../../../../domain/api/conversations";
import { ApiRequestError, call } from "../../lib/api";
import { useStableNavigate } from "../../lib/navigate";
import { useToast } from "../../lib/toast";

/** `/chat?conversation=<id>&offer=new` opens the offer form at once (chat/offers/SendOffer). */
export const OFFER_PARAM = "offer";

/**
 * "Start a conversation and open it" (issue 15 item 4), for Message Host and Message <traveler>: starts the
 * conversation with the person (or finds the one the pair already has) and opens it in /chat, with the offer form
 * open when `offer` (a host answering a trip request, issue 16 item 2). A refusal the server explains (a traveler
 * who switched off new conversations…) is shown as its toast; anything else asks to try again.
 */
export function useStartConversation() {
  const navigate = useStableNavigate();
  const { toast } = useToast();
  const [busy, setBusy] = useState(false);
  const start = async (body: StartConversationBody, { offer = false }: { offer?: boolean } = {}) => {
    if (busy) return;
    setBusy(true);
    try {
      const res = await call("POST /api/conversations", { body });
      navigate(`/chat?conversation=${encodeURIComponent(res.conversation.id)}${offer ? `&${OFFER_PARAM}=new` : ""}`);
    } catch (err) {
      toast(
        err instanceof ApiRequestError && err.status >= 400 && err.status < 500
          ? err.message.replace(/^with: /, "")
          : "We couldn't open the conversation. Check your connection and try again.",
        "error",
      );
    } finally {
      setBusy(false);
    }
  };
  return { busy, start };
}
