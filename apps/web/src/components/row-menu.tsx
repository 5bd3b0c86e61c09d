import { Button } from "@mantine/core";
import { onDemand, useMenuStandIn } from "../lib/on-demand.tsx";

/** One action of a row's menu. */
export interface RowMenuItem {
  label: string;
  color?: string;
  onClick: () => void;
}

const Dropdown = onDemand(() => import("./row-menu-dropdown.tsx").then((m) => m.default));

/**
 * The "···" menu at the end of a list row. Until it is first opened the row holds only its button: a Mantine Menu
 * sets up its positioning (floating-ui hooks and middleware) when it mounts, which for every row of a long list
 * made up most of the list's first render on a phone, and its code (Menu, floating-ui: about 35 KB compressed) is
 * fetched on first use, or when the pointer or the keyboard reaches a button (lib/on-demand.tsx). The first click
 * mounts the menu already open (its focus trap takes the keyboard into the items, and closing returns focus to the
 * button, as with a menu mounted from the start).
 */
export function RowMenu({ label, items }: { label: string; items: RowMenuItem[] }) {
  const { used, buttonProps } = useMenuStandIn(Dropdown);
  const button = (
    <Button size="compact-sm" variant="subtle" aria-label={label} {...buttonProps}>
      ···
    </Button>
  );
  return used ? <Dropdown.Component label={label} items={items} fallback={button} /> : button;
}
