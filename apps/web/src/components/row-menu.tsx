import { Button, Menu } from "@mantine/core";
import { useState } from "react";

/** One action of a row's menu. */
export interface RowMenuItem {
  label: string;
  color?: string;
  onClick: () => void;
}

/**
 * The "···" menu at the end of a list row. Until it is first opened the row holds only its button: a Mantine Menu
 * sets up its positioning (floating-ui hooks and middleware) when it mounts, which for every row of a long list
 * made up most of the list's first render on a phone. The first click mounts the menu already open (its focus trap
 * takes the keyboard into the items, and closing returns focus to the button, as with a menu mounted from the start).
 */
export function RowMenu({ label, items }: { label: string; items: RowMenuItem[] }) {
  const [mounted, setMounted] = useState(false);
  const [opened, setOpened] = useState(false);

  if (!mounted) {
    return (
      <Button
        size="compact-sm"
        variant="subtle"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={false}
        onClick={() => {
          setMounted(true);
          setOpened(true);
        }}
      >
        ···
      </Button>
    );
  }
  return (
    <Menu position="bottom-end" withinPortal opened={opened} onChange={setOpened}>
      <Menu.Target>
        <Button size="compact-sm" variant="subtle" aria-label={label}>
          ···
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {items.map((item) => (
          <Menu.Item key={item.label} color={item.color} onClick={item.onClick}>
            {item.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
