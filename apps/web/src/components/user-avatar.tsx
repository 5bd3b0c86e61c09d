import { Avatar } from "@mantine/core";
import type { AvatarProps } from "@mantine/core";
import { useState } from "react";

/** Up to two initials of a name ("Asha Rao" -> "AR"). */
export function initialsOf(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((p) => p[0]?.toUpperCase() ?? "")
    .join("");
}

/**
 * A learner's photo, or their initials when there is none or it fails to load (SPEC.md section 8: a failed
 * profile photo shows the default image). The failure is remembered per address, so it survives Mantine's own
 * reset of its error state when the image fails before that reset runs. With alt="" the initials are hidden from
 * assistive technology as well (a labelled button's name must contain all of its visible text otherwise).
 */
export function UserAvatar({
  name,
  src,
  ...props
}: { name: string; src: string | null } & Omit<AvatarProps, "src" | "children">) {
  const [failed, setFailed] = useState<string | null>(null);
  const shown = src !== null && src !== "" && src !== failed ? src : null;
  const initials = initialsOf(name);
  const decorative = props.alt === "";
  return (
    <Avatar {...props} src={shown} imageProps={{ onError: () => setFailed(src) }}>
      {initials === "" ? null : <span aria-hidden={decorative || undefined}>{initials}</span>}
    </Avatar>
  );
}
