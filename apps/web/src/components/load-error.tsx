import { Button, Paper, Text } from "@mantine/core";
import type { ReactNode } from "react";

/** A part of a screen that could not be loaded: what failed (`title`), an optional detail, and Try again. */
export function LoadError({
  title,
  children,
  onRetry,
}: {
  title: ReactNode;
  children?: ReactNode;
  onRetry: () => void;
}) {
  return (
    <Paper withBorder p="lg" role="alert">
      <Text fw={600}>{title}</Text>
      {children}
      <Button variant="subtle" mt="sm" onClick={onRetry}>
        Try again
      </Button>
    </Paper>
  );
}
