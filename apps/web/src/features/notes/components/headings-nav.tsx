import { Text } from "@mantine/core";
import classes from "./notes.module.css";

/** A heading of the rendered article, read from the DOM so its id is exactly the one rehype-slug gave it. */
export interface Heading {
  id: string;
  text: string;
  level: 2 | 3;
}

/** The "On this page" table of contents: links to the article's h2 and h3 anchors. */
export function HeadingsNav({ headings, activeId }: { headings: Heading[]; activeId: string | null }) {
  if (headings.length === 0) return null;
  return (
    <nav aria-label="On this page" className={classes.toc}>
      <Text size="xs" fw={700} tt="uppercase" c="dimmed" mb={6}>
        On this page
      </Text>
      <ul>
        {headings.map((h) => (
          <li key={h.id} data-level={h.level}>
            <a
              href={`#${h.id}`}
              aria-current={h.id === activeId ? "location" : undefined}
              data-active={h.id === activeId || undefined}
            >
              {h.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
