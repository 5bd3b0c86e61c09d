import { Alert, Container, Skeleton, Text, TextInput, Title } from "@mantine/core";
import { useMemo, useState } from "react";
import { FAQ_CATEGORIES } from "@fincareer/domain/constants";
import type { Faq } from "@fincareer/domain/contract/faq";
import { onDemand } from "../../../lib/on-demand.tsx";
import { useFaqs } from "../api/get-faqs.ts";
import classes from "./faq-page.module.css";

// Each question is a native disclosure (<details>): the browser opens and closes it by pointer or keyboard,
// with no script per question (sixty-odd Mantine accordion items were most of the page's first render on
// a phone). An answer's Markdown is rendered when its question is first opened, by code fetched then (or when the
// pointer or the keyboard reaches a question): the Markdown renderer is about 44 KB compressed.
const Answer = onDemand(() => import("../../../components/safe-markdown.tsx").then((m) => m.SafeMarkdown));

/** Lower-cased text without Markdown punctuation, for matching a search. */
function plain(text: string): string {
  return text.toLowerCase().replace(/[*_`#>[\]()]/g, " ");
}

/** FAQs matching every word of the query (in the question or the answer). */
export function searchFaqs(faqs: readonly Faq[], query: string): Faq[] {
  const words = plain(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...faqs];
  return faqs.filter((f) => {
    const hay = plain(`${f.question} ${f.answer}`);
    return words.every((w) => hay.includes(w));
  });
}

function groupByCategory(faqs: Faq[]): [string, Faq[]][] {
  const order = (c: string) => {
    const i = (FAQ_CATEGORIES as readonly string[]).indexOf(c);
    return i === -1 ? FAQ_CATEGORIES.length : i;
  };
  const groups = new Map<string, Faq[]>();
  for (const f of faqs) groups.set(f.category, [...(groups.get(f.category) ?? []), f]);
  return [...groups.entries()].sort((a, b) => order(a[0]) - order(b[0]));
}

/** /faq: the FAQs of the learner's program family, grouped by topic and searchable. */
export default function FaqPage() {
  const faqs = useFaqs();
  const [query, setQuery] = useState("");
  // The questions opened so far (their ids): their answers are rendered, and stay rendered when closed again.
  const [opened, setOpened] = useState<ReadonlySet<number>>(() => new Set());
  const markOpened = (id: number) => setOpened((ids) => (ids.has(id) ? ids : new Set(ids).add(id)));
  const matches = useMemo(() => searchFaqs(faqs.data?.faqs ?? [], query), [faqs.data, query]);
  const groups = groupByCategory(matches);

  return (
    <Container size="md" py="lg">
      <Title order={1} className={classes.title}>
        FAQs
      </Title>
      <Text c="gray.7" mb="md">
        Answers about scoring, orders, lessons, live sessions and your account.
      </Text>
      <TextInput
        type="search"
        label="Search the FAQs"
        placeholder="e.g. rejected order, peer rating, renewal"
        value={query}
        onChange={(e) => setQuery(e.currentTarget.value)}
        mb="md"
      />
      {faqs.isPending && <Skeleton h={300} radius="md" aria-label="Loading the FAQs" />}
      {faqs.isError && (
        <Alert color="red" role="alert" title="The FAQs could not be loaded">
          {faqs.error.message}
        </Alert>
      )}
      {faqs.data !== undefined && (
        <>
          <Text size="sm" c="gray.7" aria-live="polite" mb="sm">
            {query.trim() === ""
              ? `${matches.length} questions`
              : `${matches.length} ${matches.length === 1 ? "answer matches" : "answers match"} “${query.trim()}”`}
          </Text>
          {matches.length === 0 && (
            <Text>
              No FAQ matches that search. Try fewer words, or ask support from the “Who do I contact” answer.
            </Text>
          )}
          {groups.map(([category, items]) => (
            <section key={category} className={classes.group} aria-labelledby={`faq-${category}`}>
              <Title order={2} id={`faq-${category}`} className={classes.category}>
                {category}
              </Title>
              {items.map((f) => (
                <details
                  key={f.id}
                  className={classes.item}
                  onToggle={(event) => {
                    if (event.currentTarget.open) markOpened(f.id);
                  }}
                >
                  <summary
                    className={classes.question}
                    onPointerEnter={Answer.preload}
                    onFocus={Answer.preload}
                  >
                    {f.question}
                  </summary>
                  <div className={classes.answer}>
                    {opened.has(f.id) && (
                      <Answer.Component
                        markdown={f.answer}
                        fallback={<Text c="dimmed">Loading the answer…</Text>}
                      />
                    )}
                  </div>
                </details>
              ))}
            </section>
          ))}
        </>
      )}
    </Container>
  );
}
