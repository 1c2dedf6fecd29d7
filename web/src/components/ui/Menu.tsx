import type { ReactNode } from "react";
import { ChevronDownIcon } from "../shell-icons";
import { usePopover } from "./usePopover";

/**
 * A menu of links as a disclosure (decision 004): a button with aria-expanded that shows a panel of ordinary links.
 * The panel closes on Escape (focus back on the button), on a click outside and on a navigation (usePopover).
 * `button` draws the button's content (told whether the panel is open); `chevron` adds an arrow that turns with it.
 */
export function Menu({
  button,
  chevron = false,
  buttonLabel,
  buttonClassName,
  panelClassName,
  panelTestId,
  className = "relative",
  as: Root = "div",
  children,
}: {
  button: ReactNode | ((open: boolean) => ReactNode);
  chevron?: boolean;
  /** The button's accessible name when its content has no text (an icon). */
  buttonLabel?: string;
  buttonClassName: string | ((open: boolean) => string);
  panelClassName: string;
  panelTestId?: string;
  className?: string;
  /** The element around button and panel: an `li` when the menu is an item of a list (a tab bar). */
  as?: "div" | "li";
  /** The panel's content; a function of `open` to render some of it only once the panel is open. */
  children: ReactNode | ((open: boolean) => ReactNode);
}) {
  const { open, root, buttonProps, panelProps } = usePopover<HTMLDivElement & HTMLLIElement>();
  return (
    <Root ref={root} className={className}>
      <button
        {...buttonProps}
        aria-label={buttonLabel}
        className={typeof buttonClassName === "string" ? buttonClassName : buttonClassName(open)}
      >
        {typeof button === "function" ? button(open) : button}
        {chevron && <ChevronDownIcon width={16} height={16} className={open ? "rotate-180" : ""} />}
      </button>
      <div {...panelProps} data-testid={panelTestId} className={panelClassName}>
        {typeof children === "function" ? children(open) : children}
      </div>
    </Root>
  );
}
