import { useLocation } from "react-router";
import type { StartConversationBody } from "../../../../domain/api/conversations";
import { MESSAGES } from "../../../../domain/messages";
import { authPathReturningTo, INTENTS, withIntent } from "../../../../domain/return-path";
import { useAuth } from "../../auth/context";
import { ChatIcon } from "../../components/icons";
import { type ButtonVariant, buttonClass } from "../../components/ui/Button";
import { useStableNavigate } from "../../lib/navigate";
import { useToast } from "../../lib/toast";
import { useStartConversation } from "../chat/start-conversation";

const INTENT = INTENTS.messageHost;

/**
 * Message Host (issue 15 item 4) on listing pages and host profiles. Signed in, it opens the conversation with the
 * host (started now, with the listing it came from, or the one the pair already has) in /chat. A guest goes to
 * /auth with "Please log in to continue" (spec §6), and signing in brings them back to this page, whose
 * `useResumeIntent` presses this button for them (issue 14). Hidden from the host themselves.
 */
export function MessageHostButton({
  hostUserId,
  listing,
  className = "",
  variant = "primary",
  compact = false,
}: {
  hostUserId: string;
  listing?: StartConversationBody["listing"];
  className?: string;
  variant?: ButtonVariant;
  /** The icon alone (named for assistive technology), where space is short: the phones' action bar. */
  compact?: boolean;
}) {
  const navigate = useStableNavigate();
  const { toast } = useToast();
  const { status, user } = useAuth();
  const { pathname, search } = useLocation();
  const { busy, start } = useStartConversation();
  if (user?.id === hostUserId) return null;

  return (
    <button
      type="button"
      data-intent={INTENT}
      aria-busy={busy || undefined}
      onClick={() => {
        if (status === "signed-in") {
          void start({ with: hostUserId, ...(listing ? { listing } : {}) });
          return;
        }
        toast(MESSAGES.loginToContinue);
        navigate(authPathReturningTo(withIntent(`${pathname}${search}`, INTENT)));
      }}
      aria-label={compact ? "Message Host" : undefined}
      className={`${buttonClass({ variant })} shadow-sm ${compact ? "size-12 p-0!" : ""} ${className}`}
    >
      <ChatIcon width={18} height={18} />
      {!compact && "Message Host"}
    </button>
  );
}
