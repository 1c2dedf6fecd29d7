/** The first stop for keyboard users: jumps over the navigation to the page's content (`<main id="main">`). */
export function SkipLink() {
  return (
    <a href="#main" className="skip-link">
      Skip to content
    </a>
  );
}
