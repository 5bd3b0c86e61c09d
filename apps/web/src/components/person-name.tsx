import { Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { EmailText } from "./email-text.tsx";
import classes from "./person-name.module.css";

/**
 * A person in the admin screens: the name (with any badge after it) over the email, which wraps only between its
 * parts. The at-risk learners, the raters and the user drawer's header show people this way.
 */
export function PersonName({
  name,
  email,
  badge,
  after,
  headingOrder,
}: {
  name: ReactNode;
  email: string;
  /** Shown after the name, e.g. a "demo" badge. */
  badge?: ReactNode;
  /** Shown after the email on its line, e.g. " · #12 · joined 03/03/2026". */
  after?: ReactNode;
  /** The name as a heading of this level (a page or drawer about the person), else as bold text. */
  headingOrder?: 2 | 3;
}) {
  const content = (
    <>
      {name}
      {badge && <> {badge}</>}
    </>
  );
  return (
    <>
      {headingOrder === undefined ? (
        <Text size="sm" fw={600} className={classes.name}>
          {content}
        </Text>
      ) : (
        <Title order={headingOrder} size="h3" className={classes.name}>
          {content}
        </Title>
      )}
      <Text size={headingOrder === undefined ? "xs" : "sm"} c="gray.7">
        <EmailText email={email} />
        {after}
      </Text>
    </>
  );
}
