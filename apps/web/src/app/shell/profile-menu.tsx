import type { UserInfo } from "@fincareer/domain/contract/user";
import { onDemand, useMenuStandIn } from "../../lib/on-demand.tsx";
import { ProfileButton } from "./profile-button.tsx";

const Dropdown = onDemand(() => import("./profile-menu-dropdown.tsx").then((m) => m.default));

/**
 * The profile menu (SPEC.md section 2; profile-menu-dropdown.tsx): its button from the start, the menu's code on
 * first use (lib/on-demand.tsx).
 */
export function ProfileMenu({ user, unread }: { user: UserInfo; unread: number }) {
  const { used, buttonProps } = useMenuStandIn(Dropdown);
  const button = <ProfileButton user={user} {...buttonProps} />;
  return used ? <Dropdown.Component user={user} unread={unread} fallback={button} /> : button;
}
