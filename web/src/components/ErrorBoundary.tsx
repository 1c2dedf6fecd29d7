import { Component, type ErrorInfo, type ReactNode, useLayoutEffect } from "react";
import { Link, useInRouterContext } from "react-router";
import { SHELL_MESSAGES } from "../../../domain/shell-messages";
import { endDrawnView } from "../lib/first-view";
import { buttonClass } from "./ui/Button";

/** Spec §4: errors about removing a child node (often browser extensions touching the DOM) are retried. */
export const RECOVERABLE_PATTERN = /removeChild|removal of a child|not a child of this node/i;
export const MAX_AUTO_RETRIES = 2;
export const RETRY_DELAY_MS = 1000;
const GO_HOME = "Go to home page";

interface State {
  error: Error | null;
  retries: number;
}

/**
 * The generic boundary: "Something went wrong"; a recoverable DOM error retries itself after 1 second, at
 * most twice, showing "Attempting to recover..."; after that it asks for a refresh, and offers the home page.
 * It sits inside the layout (around the routed page), so the header, the footer and the bottom navigation stay
 * usable; a new `resetKey` (each navigation's location key) renders the children again, so leaving the failed
 * page through any link shows the next page.
 */
export class ErrorBoundary extends Component<{ children: ReactNode; resetKey?: string }, State> {
  override state: State = { error: null, retries: 0 };
  private timer: ReturnType<typeof setTimeout> | undefined;

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  override componentDidUpdate(previous: { resetKey?: string }): void {
    if (this.state.error && previous.resetKey !== this.props.resetKey) {
      clearTimeout(this.timer);
      this.setState({ error: null, retries: 0 });
    }
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error("Render error", error, info.componentStack);
    if (this.canRecover(error)) {
      this.timer = setTimeout(() => this.setState((s) => ({ error: null, retries: s.retries + 1 })), RETRY_DELAY_MS);
    }
  }

  override componentWillUnmount(): void {
    clearTimeout(this.timer);
  }

  private canRecover(error: Error): boolean {
    return RECOVERABLE_PATTERN.test(error.message) && this.state.retries < MAX_AUTO_RETRIES;
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    return <ErrorFallback recovering={this.canRecover(error)} />;
  }
}

/** The boundary's screen (e.g. a page that threw while rendering, or whose module failed to load). */
export function ErrorFallback({ recovering = false }: { recovering?: boolean }) {
  // The page that failed may have had a drawn first view over it (decision 046): the error shows instead.
  useLayoutEffect(endDrawnView, []);
  return (
    <div
      role="alert"
      className="mx-auto flex min-h-[60vh] max-w-md flex-col items-center justify-center gap-4 px-6 text-center"
    >
      <h1 className="font-display text-3xl font-semibold">{SHELL_MESSAGES.somethingWentWrong}</h1>
      {recovering ? (
        <p className="text-stone-600 dark:text-stone-300">{SHELL_MESSAGES.attemptingRecovery}</p>
      ) : (
        <>
          <p className="text-stone-600 dark:text-stone-300">{SHELL_MESSAGES.refreshToTry}</p>
          <div className="flex flex-wrap justify-center gap-3">
            <button type="button" onClick={() => window.location.reload()} className={buttonClass({ size: "md" })}>
              {SHELL_MESSAGES.refreshPage}
            </button>
            <HomeLink />
          </div>
        </>
      )}
    </div>
  );
}

/** The way home: a router link inside the app's router; a full page load from the boundary around the router. */
function HomeLink() {
  const className = buttonClass({ variant: "secondary", size: "md" });
  return useInRouterContext() ? (
    <Link to="/" className={className}>
      {GO_HOME}
    </Link>
  ) : (
    <a href="/" className={className}>
      {GO_HOME}
    </a>
  );
}

/** A home section that fails to render shows this fallback instead of taking the page down (spec §8). */
export class SectionBoundary extends Component<{ children: ReactNode; title: string }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error): void {
    console.error(`Section "${this.props.title}" failed`, error);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <section aria-label={this.props.title} className="mx-auto max-w-6xl px-4 py-10">
        <p className="rounded-2xl border border-dashed border-stone-300 p-6 text-center text-stone-600 dark:border-stone-700 dark:text-stone-300">
          {this.props.title} could not be shown right now.
        </p>
      </section>
    );
  }
}
