import { Anchor, Badge, Paper, Skeleton, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { TodayResponse } from "@fincareer/domain/contract/today";
import { formatDateTime } from "@fincareer/domain/format";
import type { NavItem, NavKey } from "@fincareer/domain/navigation";
import { useCurrentUser, userMenu } from "../../../lib/current-user.tsx";
import { useToday } from "../api/get-today.ts";
import classes from "./today-card.module.css";

/** One line of the card: what to do, and the link that does it. */
export interface TodayItem {
  key: string;
  text: ReactNode;
  link: { to: string; label: string };
  badge?: string;
}

const SUGGESTIONS: readonly (readonly [NavKey, string, string])[] = [
  ["aiInterview", "Practise a mock interview with the AI interviewer.", "Start an interview"],
  ["games", "Sharpen your basics with a quick game.", "Play a game"],
];

/**
 * The card's lines, in the order a learner acts on them: a live session on now or next, the open research or project
 * week (unless it is in), the lesson to resume, then an interview and a game where the program's menu has them.
 * Every link is a menu item's page, so none leads to a redirect.
 */
export function todayItems(data: TodayResponse, menu: NavItem[]): TodayItem[] {
  const pathOf = (...keys: NavKey[]) => menu.find((item) => keys.includes(item.key))?.path;
  const items: TodayItem[] = [];
  const livePath = pathOf("liveSessions");
  if (data.live && livePath) {
    items.push({
      key: "live",
      badge: data.live.live_now ? "Live now" : undefined,
      text: data.live.live_now ? (
        <>
          <strong>{data.live.title}</strong> is on now.
        </>
      ) : (
        <>
          Live session <strong>{data.live.title}</strong> on {formatDateTime(data.live.start_time)}.
        </>
      ),
      link: { to: livePath, label: data.live.live_now ? "Join" : "See live sessions" },
    });
  }
  const researchPath = pathOf("research", "projects");
  if (data.due && researchPath && !data.due.submitted) {
    const noun = data.due.kind === "research" ? "Research" : "Project";
    items.push({
      key: "due",
      text: (
        <>
          {noun} week {data.due.week} is due by <strong>{formatDateTime(data.due.deadline)}</strong>.
        </>
      ),
      link: { to: researchPath, label: "Submit it" },
    });
  }
  const resourcePath = pathOf("resource");
  if (data.lesson && resourcePath) {
    items.push({
      key: "lesson",
      text: (
        <>
          Next lesson: <strong>{data.lesson.title}</strong> ({data.lesson.module}).
        </>
      ),
      link: { to: `${resourcePath}?video=${data.lesson.id}`, label: "Resume" },
    });
  }
  if (data.due && researchPath && data.due.submitted) {
    const noun = data.due.kind === "research" ? "research" : "project";
    items.push({
      key: "due",
      text: (
        <>
          Your {noun} for week {data.due.week} is in; you can edit it until{" "}
          {formatDateTime(data.due.deadline)}.
        </>
      ),
      link: { to: researchPath, label: "Open it" },
    });
  }
  // Practice the program's menu offers, as suggestions.
  for (const [key, text, label] of SUGGESTIONS) {
    const path = pathOf(key);
    if (path) items.push({ key, text, link: { to: path, label } });
  }
  return items;
}

/** The learner's home's first card (issue 41): what to do today, each line a link. */
export function TodayCard() {
  const user = useCurrentUser();
  const program = user?.cprogram ?? null;
  const today = useToday(program);
  const menu = userMenu(user);
  const items = today.data ? todayItems(today.data, menu) : [];

  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="section"
      aria-labelledby="home-today"
      className={classes.card}
    >
      <Title order={2} id="home-today" className={classes.title}>
        Today
      </Title>
      {today.isPending && <Skeleton h={72} aria-hidden="true" />}
      {today.isError && <Text size="sm">What is due today could not be loaded.</Text>}
      {today.data && items.length === 0 && <Text size="sm">Nothing is due today.</Text>}
      {items.length > 0 && (
        <ul className={classes.list}>
          {items.map((item) => (
            <li key={item.key} className={classes.item}>
              <Text size="sm" className={classes.text}>
                {item.badge && (
                  <Badge color="red" size="sm" mr={6}>
                    {item.badge}
                  </Badge>
                )}
                {item.text}
              </Text>
              <Anchor component={Link} to={item.link.to} size="sm" fw={600} className={classes.link}>
                {item.link.label}
              </Anchor>
            </li>
          ))}
        </ul>
      )}
    </Paper>
  );
}
