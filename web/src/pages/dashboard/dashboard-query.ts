import type { DashboardResponse } from "../../../../domain/dashboard";
import { PERSONAL_QUERY_KEY } from "../../auth/AuthProvider";
import { ApiRequestError, call } from "../../lib/api";
import { useAppQuery } from "../../lib/query";

export const DASHBOARD_QUERY_KEY = [PERSONAL_QUERY_KEY, "dashboard"] as const;

/** GET /api/me/dashboard (the signed-in person's own account). */
export function fetchDashboard(signal?: AbortSignal): Promise<DashboardResponse> {
  return call("GET /api/me/dashboard", { signal });
}

/** A person without a complete profile has no dashboard yet (404 no_profile): not worth retrying. */
export function isNoProfile(error: unknown): boolean {
  return error instanceof ApiRequestError && error.code === "no_profile";
}

export function useDashboard(enabled: boolean) {
  return useAppQuery({
    queryKey: DASHBOARD_QUERY_KEY,
    queryFn: ({ signal }) => fetchDashboard(signal),
    enabled,
    retry: (failures, error) => !isNoProfile(error) && failures < 2,
  });
}
