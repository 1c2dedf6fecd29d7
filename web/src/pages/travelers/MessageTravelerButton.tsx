import { useId } from "react";
import type { TravelerRow } from "../../../../domain/api/travelers";
import { useAuth } from "../../auth/context";
import { ChatIcon, WalletIcon } from "../../components/icons";
import { buttonClass } from "../../components/ui/Button";
import { useStartConversation } from "../chat/start-conversation";

type Traveler = Pick<TravelerRow, "user_id" | "receive_new_conversations">;

/** Only approved hosts may start a conversation with a traveler (and never with themselves). */
function useMayContact(traveler: Traveler): boolean {
  const { profile, user } = useAuth();
  return profile?.user_type === "host" && profile.host?.status === "approved" && user?.id !== traveler.user_id;
}

/**
 * Hosts may start a conversation with a traveler (issue 15 item 4) from /travelers and the traveler's page: the
 * button opens it in /chat (the existing one when the pair has it). A traveler who switched off new conversations
 * gets a disabled button that says why. Shown to approved hosts only (the others cannot start one).
 */
export function MessageTravelerButton({
  traveler,
  name,
  className = "",
}: {
  traveler: Traveler;
  name: string;
  className?: string;
}) {
  const mayContact = useMayContact(traveler);
  const { busy, start } = useStartConversation();
  const reasonId = useId();
  if (!mayContact) return null;

  if (!traveler.receive_new_conversations)
    return (
      <span className={`relative z-10 inline-flex flex-col gap-1 ${className}`}>
        <button
          type="button"
          disabled
          aria-describedby={reasonId}
          className={buttonClass({ variant: "secondary", size: "sm" })}
        >
          <ChatIcon width={16} height={16} /> Message {name}
        </button>
        <span id={reasonId} className="text-xs text-stone-600 dark:text-stone-300">
          {name} has switched off new conversations.
        </span>
      </span>
    );

  return (
    <button
      type="button"
      onClick={() => void start({ with: traveler.user_id })}
      disabled={busy}
      aria-busy={busy || undefined}
      className={`relative z-10 ${buttonClass({ size: "sm" })} ${className}`}
    >
      <ChatIcon width={16} height={16} /> Message {name}
    </button>
  );
}

/**
 * A host answers a traveler's trip request with a priced offer (issue 16 item 2): the conversation with them opens
 * (or starts) in /chat with the offer form open, prefilled from the trip request. Only beside a trip request, and
 * only when the traveler takes new conversations (else Message says why).
 */
export function OfferTravelerButton({
  traveler,
  name,
  className = "",
}: {
  traveler: Traveler;
  name: string;
  className?: string;
}) {
  const mayContact = useMayContact(traveler);
  const { busy, start } = useStartConversation();
  if (!mayContact || !traveler.receive_new_conversations) return null;
  return (
    <button
      type="button"
      onClick={() => void start({ with: traveler.user_id }, { offer: true })}
      disabled={busy}
      aria-busy={busy || undefined}
      className={`relative z-10 ${buttonClass({ variant: "secondary", size: "sm" })} ${className}`}
    >
      <WalletIcon width={16} height={16} aria-hidden="true" /> Send an offer
      <span className="sr-only"> to {name}</span>
    </button>
  );
}
