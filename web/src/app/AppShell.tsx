import { AuthProvider } from "../auth/AuthProvider";
import { HostLocationRequest } from "../auth/host-location";
import { Layout } from "../components/layout/Layout";

/** The app's frame inside the router: the session (which navigates, so it lives here) around the page layout. */
export function AppShell() {
  return (
    <AuthProvider>
      <HostLocationRequest />
      <Layout />
    </AuthProvider>
  );
}
