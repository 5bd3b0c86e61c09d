import { Paper, Progress, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import classes from "./step-frame.module.css";

/** The card every sign-up step sits in, with "Step n of m" and a progress bar. */
export function StepFrame({
  step,
  of,
  title,
  children,
}: {
  step: number;
  of: number;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className={classes.root}>
      <Paper withBorder shadow="sm" radius="lg" className={classes.card}>
        <Text size="sm" fw={600} c="brand.7" id="signup-step-label">
          Step {step} of {of}
        </Text>
        {/* The section carries role="progressbar", so the name goes on it rather than on the root. */}
        <Progress.Root size="sm" mt={8} mb="lg">
          <Progress.Section value={(step / of) * 100} aria-labelledby="signup-step-label" />
        </Progress.Root>
        <Title order={1} className={classes.title}>
          {title}
        </Title>
        {children}
      </Paper>
    </div>
  );
}
