import { ActionIcon, Burger } from "@mantine/core";
import { useDisclosure, useHotkeys } from "@mantine/hooks";
import { useState } from "react";
import { Link } from "react-router";
import type { UserInfo } from "@fincareer/domain/contract/user";
import type { NavItem, NavKey } from "@fincareer/domain/navigation";
import { Brand } from "../../components/brand.tsx";
import { GridIcon } from "../../components/icons.tsx";
import { NotificationBell } from "../../features/notifications/components/notification-bell.tsx";
import { ProgramSwitcher } from "../../features/programs/components/program-switcher.tsx";
import { MainNav } from "./main-nav.tsx";
import { onDemand } from "../../lib/on-demand.tsx";
import { ProfileMenu } from "./profile-menu.tsx";
import classes from "./shell.module.css";

interface Props {
  user: UserInfo;
  items: NavItem[];
  sideItems: NavItem[];
  active: NavKey | null;
  unread: number;
}

const PANEL_ID = "main-menu-panel";

// The side drawer's code (Mantine's Drawer) comes on first use (lib/on-demand.tsx).
const SideMenu = onDemand(() => import("./side-menu.tsx").then((m) => m.SideMenu));

/**
 * The top bar: side-menu button, brand, main navigation and program switcher (a collapsible panel behind the
 * burger at phone widths), notification bell and profile menu.
 */
export function Header({ user, items, sideItems, active, unread }: Props) {
  const [mobileOpen, mobile] = useDisclosure(false);
  const [sideOpen, side] = useDisclosure(false);
  const [sideUsed, setSideUsed] = useState(false);
  useHotkeys([["Escape", mobile.close]]);
  // The side menu's button shows only from 75em, so its own items (the other notes pages) join the panel.
  const sideOnly = sideItems.filter((s) => !items.some((i) => i.path === s.path));

  return (
    <header className={classes.header}>
      <div className={classes.bar}>
        {/* Below 75em the burger holds the same navigation: a phone shows one menu button, not two. */}
        <ActionIcon
          variant="subtle"
          size={40}
          className={classes.iconButton}
          visibleFrom="lg"
          aria-label="Open side menu"
          aria-haspopup="dialog"
          onClick={() => {
            setSideUsed(true);
            side.open();
          }}
          onPointerEnter={SideMenu.preload}
          onFocus={SideMenu.preload}
        >
          <GridIcon size={20} />
        </ActionIcon>
        <Link to="/" className={classes.brandLink} aria-label="FinCareer home">
          <Brand tone="light" />
        </Link>
        <div id={PANEL_ID} className={classes.panel} data-open={mobileOpen || undefined}>
          <MainNav items={items} active={active} onNavigate={mobile.close} />
          {sideOnly.length > 0 && (
            <div className={classes.phoneOnly}>
              <MainNav items={sideOnly} active={active} onNavigate={mobile.close} label="More" />
            </div>
          )}
          <div className={classes.panelSwitcher}>
            <ProgramSwitcher user={user} fullWidthOnPhone />
          </div>
        </div>
        <div className={classes.actions}>
          <NotificationBell program={user.cprogram} />
          <ProfileMenu user={user} unread={unread} />
          <span className={classes.burger}>
            <Burger
              opened={mobileOpen}
              onClick={mobile.toggle}
              color="white"
              size="sm"
              aria-label="Toggle navigation"
              aria-expanded={mobileOpen}
              aria-controls={PANEL_ID}
            />
          </span>
        </div>
      </div>
      {sideUsed && (
        <SideMenu.Component
          opened={sideOpen}
          onClose={side.close}
          items={sideItems}
          active={active}
          fallback={null}
        />
      )}
    </header>
  );
}

/** The bar on /signup paths, where the navigation is hidden: brand and a way out. */
export function SignupHeader({ onLogout }: { onLogout: () => void }) {
  return (
    <header className={classes.header}>
      <div className={classes.bar}>
        <span className={classes.brandLink}>
          <Brand tone="light" />
        </span>
        <div className={classes.spacer} />
        <button type="button" className={classes.textButton} onClick={onLogout}>
          Log out
        </button>
      </div>
    </header>
  );
}
