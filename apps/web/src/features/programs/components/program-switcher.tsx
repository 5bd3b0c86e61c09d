import type { UserInfo } from "@fincareer/domain/contract/user";
import { onDemand, useMenuStandIn } from "../../../lib/on-demand.tsx";
import { ProgramSwitcherButton } from "./program-switcher-button.tsx";
import type { SwitcherLook } from "./program-switcher-button.tsx";

const SwitcherMenu = onDemand(() => import("./program-switcher-menu.tsx").then((m) => m.default));

/**
 * The program switcher (program-switcher-menu.tsx): its button from the start, the menu's code on first use
 * (lib/on-demand.tsx).
 */
export function ProgramSwitcher({ user, ...look }: { user: UserInfo } & SwitcherLook) {
  const { used, buttonProps } = useMenuStandIn(SwitcherMenu);
  const button = <ProgramSwitcherButton program={user.cprogram} {...look} {...buttonProps} />;
  return used ? <SwitcherMenu.Component user={user} {...look} fallback={button} /> : button;
}
