import { useLocation, useNavigate } from "react-router";
import { MESSAGES } from "../../../../domain/messages";
import { ChatIcon } from "../../components/icons";
import { useToast } from "../../lib/toast";

/**
 * Spec §6 and §8: messaging needs an account, so for a guest (everyone, until sign-in exists) the button
 * leads to /auth with "Please log in to continue". The page to come back to travels in the history state.
 */
export function MessageHostButton({ className = "" }: { className?: string }) {
  const navigate = useNavigate();
  const { toast } = useToast();
  const { pathname } = useLocation();
  return (
    <button
      type="button"
      onClick={() => {
        toast(MESSAGES.loginToContinue);
        navigate("/auth", { state: { from: pathname } });
      }}
      className={`flex items-center justify-center gap-2 rounded-full bg-brand-700 px-5 py-3 font-semibold text-white shadow-sm hover:bg-brand-800 ${className}`}
    >
      <ChatIcon width={18} height={18} />
      Message Host
    </button>
  );
}
