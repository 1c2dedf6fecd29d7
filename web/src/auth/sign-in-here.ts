import { useLocation } from "react-router";
import { authPathReturningTo } from "../../../domain/return-path";

/**
 * The sign-in address that comes back to the page the person is on (issue 14): the guest's Account button and
 * message icon use it, so signing in from any page returns there. Plain /auth on the home page and on the sign-in
 * screens themselves.
 */
export function useSignInHere(): string {
  const { pathname, search } = useLocation();
  return authPathReturningTo(`${pathname}${search}`);
}
