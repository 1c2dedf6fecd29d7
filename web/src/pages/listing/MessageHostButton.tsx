import { useLocation } from "react-router";
import { MESSAGES } from "../../../../domain/messages";
import { authPathReturningTo, INTENTS, withIntent } from "../../../../domain/return-path";
import { ChatIcon } from "../../components/icons";
import { buttonClass } from "../../components/ui/Button";
import { useStableNavigate } from "../../lib/navigate";
import { useToast } from "../../lib/toast";

const INTENT = INTENTS.messageHost;

/**
 * Spec §6 and §8: messaging needs an account, so for a guest the button leads to /auth with "Please log in to
 * continue", and signing in brings them back to this page (whose `useResumeIntent` puts the button in hand, issue 14).
 */
export function MessageHostButton({ className = "" }: { className?: string }) {
  const navigate = useStableNavigate();
  const { toast } = useToast();
  const { pathname, search } = useLocation();
  return (
    <button
      type="button"
      data-intent={INTENT}
      onClick={() => {
        toast(MESSAGES.loginToContinue);
        navigate(authPathReturningTo(withIntent(`${pathname}${search}`, INTENT)));
      }}
      className={`${buttonClass()} shadow-sm ${className}`}
    >
      <ChatIcon width={18} height={18} />
      Message Host
    </button>
  );
}
