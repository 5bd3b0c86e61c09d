import { Badge, Menu, Text } from "@mantine/core";
import { Link } from "react-router";
import { isBarred } from "@fincareer/domain/access";
import type { UserInfo } from "@fincareer/domain/contract/user";
import { profileLinks } from "@fincareer/domain/navigation";
import { currentPlan, profileEditable } from "../../lib/current-user.tsx";
import { logout } from "../../lib/session.ts";
import { useProgramSwitch } from "../../features/programs/hooks/use-program-switch.ts";
import { ProfileButton } from "./profile-button.tsx";
import classes from "./shell.module.css";

/**
 * The profile dropdown (SPEC.md section 2): Edit Profile when profileEditable() (else Change password), Go to IBEP / Go to BA from
 * profileLinks() (each switches program), FAQs, Notifications with the unread count, Logout. Loaded on first use
 * (profile-menu.tsx), so it mounts open.
 */
export default function ProfileMenuDropdown({ user, unread }: { user: UserInfo; unread: number }) {
  const { switchTo } = useProgramSwitch(user.cprogram);
  const editable = profileEditable(user);
  const links = profileLinks({
    program: user.cprogram,
    BA: user.BA,
    baibep: user.baibep,
    programs: user.program.map((p) => p.program_name),
  });
  // A page the program is barred from would only bounce the learner back, so it is not offered.
  const faqOpen = !isBarred({
    program: user.cprogram,
    plan: currentPlan(user),
    planned: user.planned,
    steps: user.post_signup_steps,
    path: "/faq",
  });

  const handleLogout = () => {
    void logout();
  };

  return (
    <Menu position="bottom-end" width={250} shadow="lg" defaultOpened>
      <Menu.Target>
        <ProfileButton user={user} />
      </Menu.Target>
      <Menu.Dropdown>
        <div className={classes.profileHead}>
          <Text fw={700} size="sm" truncate>
            {user.name}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {user.email}
          </Text>
        </div>
        <Menu.Divider />
        {/* Edit Profile holds the password change; without it the password page is offered on its own. */}
        {editable ? (
          <Menu.Item component={Link} to="/profile">
            Edit Profile
          </Menu.Item>
        ) : (
          <Menu.Item component={Link} to="/profile/password">
            Change password
          </Menu.Item>
        )}
        {/* Without a program there is nothing to measure (and /progress would send them to /no-program). */}
        {user.cprogram && (
          <Menu.Item component={Link} to="/progress">
            My progress
          </Menu.Item>
        )}
        {links.map((link) => (
          <Menu.Item key={link.label} onClick={() => void switchTo(link.program)}>
            {link.label}
          </Menu.Item>
        ))}
        {faqOpen && (
          <Menu.Item component={Link} to="/faq">
            FAQs
          </Menu.Item>
        )}
        <Menu.Item
          component={Link}
          to="/notifications"
          rightSection={
            unread > 0 ? (
              <Badge size="sm" color="red" circle={unread < 10}>
                {unread > 99 ? "99+" : unread}
              </Badge>
            ) : null
          }
        >
          Notifications
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" onClick={handleLogout}>
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
