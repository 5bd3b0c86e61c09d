import { TableOfContents, Text } from "@mantine/core";
import type { TableOfContentsProps } from "@mantine/core";
import classes from "./notes.module.css";

/** The article's headings the navigation lists: the h2 and h3 anchors rehype-slug gave the rendered chapter. */
export const ARTICLE_HEADINGS = "#chapter-article h2[id], #chapter-article h3[id]";

/**
 * The "On this page" table of contents: Mantine's TableOfContents reads the rendered article's h2 and h3 (so its
 * anchors are exactly the ids rehype-slug produced) and marks the one being read as the page scrolls. Each entry is a
 * link to its anchor, so it works without script, opens in a new tab and shows in the address bar.
 * Mount it after the article has rendered (the notes page keys it on the chapter), as it reads the DOM once.
 * `titled={false}` where a summary already says "On this page" (the phone's disclosure).
 */
export function HeadingsNav({ titled = true }: { titled?: boolean }) {
  return (
    <nav aria-label="On this page" className={classes.toc}>
      {titled && (
        <Text size="xs" fw={700} tt="uppercase" c="dimmed" mb={6}>
          On this page
        </Text>
      )}
      <TableOfContents
        variant="none"
        size="sm"
        classNames={{ root: classes.headings, control: classes.heading }}
        scrollSpyOptions={{ selector: ARTICLE_HEADINGS, offset: 120 }}
        getControlProps={({ data, active }) =>
          // TableOfContents renders each entry as an UnstyledButton, which takes `component`: a link here.
          ({
            component: "a",
            href: `#${data.id}`,
            "aria-current": active ? "location" : undefined,
            "data-depth": data.depth,
            children: data.value,
          }) as unknown as ReturnType<NonNullable<TableOfContentsProps["getControlProps"]>>
        }
      />
    </nav>
  );
}
