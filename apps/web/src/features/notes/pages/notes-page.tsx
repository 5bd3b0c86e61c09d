import { Container, NativeSelect, Paper, Skeleton, Stack, Text, Title, UnstyledButton } from "@mantine/core";
import { useLayoutEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import type { NotesRoute } from "@fincareer/domain/programs";
import { useCurrentUser } from "../../../lib/current-user.tsx";
import { useNotes } from "../api/get-notes.ts";
import { ARTICLE_HEADINGS, HeadingsNav } from "../components/headings-nav.tsx";
import classes from "../components/notes.module.css";
import { LoadError } from "../../../components/load-error.tsx";

/** The page names of the notes routes this screen serves (/EXCELNOTES is the Excel course, not this screen). */
const PAGE_TITLES: Record<Exclude<NotesRoute, "/EXCELNOTES">, string> = {
  "/note": "IBEP Notes",
  "/ssepnotes": "SSEP Notes",
  "/BANotes": "BA Notes",
  "/FnONotes": "FnO Notes",
  "/DSNOTES": "DS Notes",
  "/MREPNOTES": "MREP Notes",
  "/GenAINOTES": "GenAI Notes",
  "/MLNOTES": "Notes",
};

/**
 * A notes page: the chapters the server shows on it (the learner's own family on their own page, the page's family
 * on another page their program may open), as the sanitised HTML the server rendered them to, with an "On this page"
 * navigation.
 */
export function NotesPage({ route }: { route: Exclude<NotesRoute, "/EXCELNOTES"> }) {
  const user = useCurrentUser();
  const notes = useNotes(user?.cprogram ?? null, route);
  const [params, setParams] = useSearchParams();
  const list = notes.data?.notes ?? [];
  const requested = Number(params.get("chapter"));
  const chapter = list.find((n) => n.id === requested) ?? list[0] ?? null;

  const articleRef = useRef<HTMLElement>(null);
  // The article's headings, as a key: the "On this page" navigation is shown when there are any and mounted again
  // (reading the DOM afresh) when they change with the chapter.
  const [headingsKey, setHeadingsKey] = useState("");
  useLayoutEffect(() => {
    const found = articleRef.current?.querySelectorAll<HTMLElement>(ARTICLE_HEADINGS) ?? [];
    setHeadingsKey(Array.from(found, (h) => h.id).join(" "));
  }, [chapter?.id, chapter?.html]);

  const handleChapter = (id: number) => {
    setParams({ chapter: String(id) });
    window.scrollTo({ top: 0 });
  };

  return (
    <Container size="xl" py="xl" w="100%">
      <Title order={1} className={classes.title}>
        {PAGE_TITLES[route]}
      </Title>
      <Text c="dimmed" size="sm" mt={4} mb="lg">
        Reference notes for your program: read them beside the videos, and come back before case projects.
      </Text>

      {notes.isPending && (
        <Stack aria-hidden>
          <Skeleton h={24} w="40%" />
          <Skeleton h={400} />
        </Stack>
      )}

      {notes.isError && (
        <LoadError title="Your notes could not be loaded." onRetry={() => void notes.refetch()} />
      )}

      {notes.isSuccess && list.length === 0 && (
        <Paper withBorder p="xl" ta="center">
          <Text fw={600}>No notes yet</Text>
          <Text c="dimmed" size="sm" mt={4}>
            Your instructors have not published notes for this program yet.
          </Text>
        </Paper>
      )}

      {notes.isSuccess && chapter && (
        <div className={classes.layout}>
          <aside className={classes.aside}>
            {list.length > 1 && (
              <nav aria-label="Chapters" className={`${classes.toc} ${classes.chapters}`}>
                <Text size="xs" fw={700} tt="uppercase" c="dimmed" mb={6}>
                  Chapters
                </Text>
                <ul>
                  {list.map((n) => (
                    <li key={n.id}>
                      <UnstyledButton
                        component="a"
                        href={`?chapter=${n.id}`}
                        data-active={n.id === chapter.id || undefined}
                        aria-current={n.id === chapter.id ? "page" : undefined}
                        onClick={(e: React.MouseEvent) => {
                          e.preventDefault();
                          handleChapter(n.id);
                        }}
                      >
                        {n.title}
                      </UnstyledButton>
                    </li>
                  ))}
                </ul>
              </nav>
            )}
            {headingsKey !== "" && <HeadingsNav key={headingsKey} />}
          </aside>
          <div style={{ minWidth: 0 }}>
            {list.length > 1 && (
              <div className={classes.mobileToc} style={{ marginBottom: 12, padding: 0, border: 0 }}>
                <NativeSelect
                  label="Chapter"
                  value={String(chapter.id)}
                  onChange={(e) => handleChapter(Number(e.currentTarget.value))}
                  data={list.map((n) => ({ value: String(n.id), label: n.title }))}
                />
              </div>
            )}
            {headingsKey !== "" && (
              <details className={classes.mobileToc} style={{ marginBottom: 12 }}>
                <summary>On this page</summary>
                <HeadingsNav key={headingsKey} titled={false} />
              </details>
            )}
            <article
              ref={articleRef}
              id="chapter-article"
              className={classes.article}
              aria-labelledby="chapter-title"
            >
              <h1 id="chapter-title">{chapter.title}</h1>
              {/* The server's rendering of the chapter's Markdown, sanitised there (apps/server/src/modules/content/notes-html.ts):
                  no script, raw HTML, event attribute or unsafe link can be in it. */}
              <div dangerouslySetInnerHTML={{ __html: chapter.html }} />
            </article>
          </div>
        </div>
      )}
    </Container>
  );
}
