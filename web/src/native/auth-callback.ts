/**
 * Spec §2/§4/§7: the app-scheme link `untrodden://auth/callback…` completes sign-in (exchange a code for a session,
 * or set a session from access_token and refresh_token in the URL hash). Implemented with the native session
 * (issue 20, native sign-in); the deep-link router hands these links here.
 */
export async function completeAuthCallback(url: string): Promise<void> {
  throw new Error(`The native session is not wired yet: ${new URL(url).pathname}`);
}
