import { useEffect, useRef } from "react";
import type { MeProfile } from "../../../domain/api/account";
import { useToast } from "../lib/toast";
import { useAuth } from "./context";

const isHost = (profile: MeProfile | null) => profile?.user_type === "host" || Boolean(profile?.host);

/**
 * Mounted once inside AuthProvider (web/src/app/AppShell.tsx): asks a signed-in host when their profile is known
 * (request-host-location.ts, loaded only then, says how).
 */
export function HostLocationRequest() {
  const { status, user, profile } = useAuth();
  const { toast } = useToast();
  // One question per user per page view, even while the first answer is pending (or effects run twice).
  const asked = useRef<string | null>(null);
  const userId = status === "signed-in" && profile && user && profile.user_id === user.id ? user.id : null;
  const host = isHost(profile);
  useEffect(() => {
    if (!userId || !host || asked.current === userId) return;
    asked.current = userId;
    void import("./request-host-location").then((m) => m.requestHostLocation(userId, (text) => toast(text, "error")));
  }, [userId, host, toast]);
  return null;
}
