import { useLocation } from "react-router";
import { MESSAGES } from "../../../../domain/messages";
import { ChatIcon } from "../../components/icons";
import { buttonClass } from "../../components/ui/Button";
import { useStableNavigate } from "../../lib/navigate";
import { useToast } from "../../lib/toast";

/**
 * Spec §6 and §8: messaging needs an account, so for a guest (everyone, until sign-in exists) the button
 * leads to /auth with "Please log in to continue". The page to come back to travels in the history state.
 */
export function MessageHostButton({ className = "" }: { className?: string }) {
  const navigate = useStableNavigate();
  const { toast } = useToast();
  const { pathname } = useLocation();
  return (
    <button
      type="button"
      onClick={() => {
        toast(MESSAGES.loginToContinue);
        navigate("/auth", { state: { from: pathname } });
      }}
      className={`${buttonClass()} shadow-sm ${className}`}
    >
      <ChatIcon width={18} height={18} />
      Message Host
    </button>
  );
}
