import { lazy } from "react";
import { useLocation } from "react-router";
import { matchPrefixPage } from "../../../../domain/routes";

const Wizard = lazy(() => import("./RegistrationWizardPage").then((m) => ({ default: m.Component })));
const NotFound = lazy(() => import("../NotFoundPage").then((m) => ({ default: m.Component })));

/**
 * The router's catch-all. Spec §2 "any /register* path" opens the registration wizard, a prefix react-router
 * cannot express; domain/routes.ts decides (the same rule the worker answers navigations with), and every
 * other unknown path is the not-found page.
 */
export function Component() {
  const { pathname } = useLocation();
  return matchPrefixPage(pathname) === "register" ? <Wizard /> : <NotFound />;
}
