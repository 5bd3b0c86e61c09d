import { Paper } from "@mantine/core";
import type { ReactNode } from "react";
import { Brand } from "./brand.tsx";
import classes from "./public-card.module.css";

/** The class of a public card page's heading (24 px, navy). */
export const publicCardTitle = classes.title;

/** A page outside the app shell (renewal, unsubscribe): the brand above one centred card. */
export function PublicCard({ children }: { children: ReactNode }) {
  return (
    <main className={classes.root}>
      <div className={classes.brand}>
        <Brand />
      </div>
      <Paper withBorder shadow="sm" radius="lg" p={{ base: "lg", sm: "xl" }} className={classes.card}>
        {children}
      </Paper>
    </main>
  );
}
