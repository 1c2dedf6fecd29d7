import { useId } from "react";
import type { TravelerRow } from "../../../../domain/api/travelers";
import { useAuth } from "../../auth/context";
import { ChatIcon } from "../../components/icons";
import { buttonClass } from "../../components/ui/Button";
import { useStartConversation } from "../chat/start-conversation";

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
  traveler: Pick<TravelerRow, "user_id" | "receive_new_conversations">;
  name: string;
  className?: string;
}) {
  const { profile, user } = useAuth();
  const { busy, start } = useStartConversation();
  const reasonId = useId();
  if (profile?.user_type !== "host" || profile.host?.status !== "approved" || user?.id === traveler.user_id)
    return null;

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
