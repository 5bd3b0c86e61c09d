import { UnstyledButton, VisuallyHidden } from "@mantine/core";
import type { ComponentPropsWithoutRef } from "react";
import type { UserInfo } from "@fincareer/domain/contract/user";
import { ChevronDownIcon } from "../../components/icons.tsx";
import { UserAvatar } from "../../components/user-avatar.tsx";
import classes from "./shell.module.css";

// Profile photos live under uploads/userProfile (SPEC.md section 3); a bare file name is resolved there.
function photoUrl(photo: string | null): string | null {
  if (photo === null || photo === "") return null;
  if (/^(https?:|data:|blob:|\/)/.test(photo)) return photo;
  return `/uploads/userProfile/${encodeURIComponent(photo)}`;
}

/** The profile menu's button: the learner's avatar and a chevron (the menu's target, or its stand-in). */
export function ProfileButton({
  user,
  className,
  ...others
}: { user: Pick<UserInfo, "name" | "photo"> } & ComponentPropsWithoutRef<"button">) {
  // A menu target's props (aria attributes, handlers, its own class) come in `others`; the class is added to ours.
  return (
    <UnstyledButton
      {...others}
      className={className === undefined ? classes.profileButton : `${classes.profileButton} ${className}`}
    >
      {/* Named by content, not aria-label: axe's label-in-name rule (the initials are decorative). */}
      <VisuallyHidden>Profile menu</VisuallyHidden>
      <UserAvatar
        name={user.name}
        src={photoUrl(user.photo)}
        alt=""
        radius="xl"
        size={34}
        color="teal"
        variant="filled"
      />
      <ChevronDownIcon size={16} className={classes.profileChevron} />
    </UnstyledButton>
  );
}
