import { Button, Menu } from "@mantine/core";
import type { RowMenuItem } from "./row-menu.tsx";

/** The row menu itself (row-menu.tsx), mounted open by the first click on its button. */
export default function RowMenuDropdown({ label, items }: { label: string; items: RowMenuItem[] }) {
  return (
    <Menu position="bottom-end" withinPortal defaultOpened>
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
