import { useState } from "react";
import { BRAND } from "../../../domain/brand";
import { SECOND_FACTOR_TEXT as T, verifiedFactor } from "../../../domain/second-factor";
import { AuthCard, TEXT_LINK } from "../pages/auth/parts";
import { CodeForm } from "./CodeForm";
import { useAuth, useSessionControl } from "./context";

/**
 * Shown instead of the app while a session owes the account's authenticator code (after a password, an e-mailed
 * code or Google): the server opens nothing to such a session (403 mfa_required), so no page is drawn behind it.
 */
export function SecondFactorPrompt() {
  const { user, signOut } = useAuth();
  const { verifyCode } = useSessionControl();
  const [leaving, setLeaving] = useState(false);
  const factor = verifiedFactor(user);
  return (
    <main id="main" className="min-h-screen bg-stone-50 pt-8 dark:bg-stone-950">
      <p className="flex items-center justify-center gap-2">
        <img src="/favicon.svg" alt="" width={32} height={32} className="size-8" />
        <span className="font-display text-xl font-semibold tracking-tight text-stone-900 dark:text-white">
          {BRAND.name}
        </span>
      </p>
      <AuthCard title={T.promptTitle} intro={<p>{T.promptBody}</p>}>
        {factor && <CodeForm autoFocus onCode={(code) => verifyCode(factor.id, code)} />}
        <p className="mt-6 text-center text-sm text-stone-600 dark:text-stone-300">
          {user?.email && <span className="block">Signed in as {user.email}.</span>}
          <button
            type="button"
            className={TEXT_LINK}
            disabled={leaving}
            onClick={() => {
              setLeaving(true);
              void signOut().finally(() => setLeaving(false));
            }}
          >
            {T.useAnotherAccount}
          </button>
        </p>
      </AuthCard>
    </main>
  );
}
