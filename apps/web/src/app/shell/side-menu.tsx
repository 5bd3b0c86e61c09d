import { Drawer } from "@mantine/core";
import { Link, useLocation } from "react-router";
import { normalizePath } from "@fincareer/domain/access";
import type { NavItem, NavKey } from "@fincareer/domain/navigation";
import { Brand } from "../../components/brand.tsx";
import classes from "./shell.module.css";

interface Props {
  opened: boolean;
  onClose: () => void;
  items: NavItem[];
  active: NavKey | null;
}

/**
 * The side menu (SPEC.md section 2): the domain's side-menu items (side-menu.ts): the top navigation (with AI Interview
 * where the program's top menu has it) and the other notes pages the program may open.
 */
export function SideMenu({ opened, onClose, items, active }: Props) {
  const path = normalizePath(useLocation().pathname);
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={<Brand />}
      size={300}
      padding="md"
      closeButtonProps={{ "aria-label": "Close side menu" }}
    >
      <nav aria-label="Side menu">
        <ul className={classes.sideList}>
          {items.map((item) => {
            // Several notes pages can be listed: only the one open is current.
            const isActive =
              item.key === active && (item.key !== "notes" || normalizePath(item.path) === path);
            return (
              <li key={item.path}>
                <Link
                  to={item.path}
                  className={classes.sideLink}
                  data-active={isActive || undefined}
                  aria-current={isActive ? "page" : undefined}
                  onClick={onClose}
                >
                  {item.label}
                  {item.badge !== undefined && item.badge > 0 && (
                    <span className={classes.navBadge} aria-hidden="true">
                      {item.badge}
                    </span>
                  )}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </Drawer>
  );
}
