import type { ReactNode } from "react";
import { usePopover } from "./usePopover";

/**
 * A menu of links as a disclosure (decision 004): a button with aria-expanded that shows a panel of ordinary links.
 * The panel closes on Escape (focus back on the button), on a click outside and on a navigation (usePopover).
 * `button` draws the button's content, told whether the panel is open (a chevron turns).
 */
export function Menu({
  button,
  buttonLabel,
  buttonClassName,
  panelClassName,
  panelTestId,
  className = "relative",
  as: Root = "div",
  children,
}: {
  button: (open: boolean) => ReactNode;
  /** The button's accessible name when its content has no text (an icon). */
  buttonLabel?: string;
  buttonClassName: string | ((open: boolean) => string);
  panelClassName: string;
  panelTestId?: string;
  className?: string;
  /** The element around button and panel: an `li` when the menu is an item of a list (a tab bar). */
  as?: "div" | "li";
  children: ReactNode;
}) {
  const { open, root, buttonProps, panelProps } = usePopover<HTMLDivElement & HTMLLIElement>();
  return (
    <Root ref={root} className={className}>
      <button
        {...buttonProps}
        aria-label={buttonLabel}
        className={typeof buttonClassName === "string" ? buttonClassName : buttonClassName(open)}
      >
        {button(open)}
      </button>
      <div {...panelProps} data-testid={panelTestId} className={panelClassName}>
        {children}
      </div>
    </Root>
  );
}
