// Renders a lesson's content blocks: headings, paragraphs with **bold**/*italic*/`formula` spans, lists, tables,
// formulas, tips, figures and the lazily loaded interactive versions.
import { Alert, Loader, Table, Text, Title } from "@mantine/core";
import { lazy, Suspense } from "react";
import type { ComponentType, ReactNode } from "react";
import type { Block, InteractiveKind } from "../content/types.ts";
import classes from "./excel.module.css";
import { FigureView } from "./figures.tsx";

const WIDGETS: Record<InteractiveKind, ComponentType> = {
  sensitivity: lazy(() => import("../interactive/sensitivity-lab.tsx")),
  scenario: lazy(() => import("../interactive/scenario-lab.tsx")),
  "monte-carlo": lazy(() => import("../interactive/monte-carlo-lab.tsx")),
  forecast: lazy(() => import("../interactive/forecast-lab.tsx")),
  "regression-simple": lazy(() =>
    import("../interactive/regression-lab.tsx").then((m) => ({ default: m.SimpleRegressionLab })),
  ),
  "regression-multiple": lazy(() =>
    import("../interactive/regression-lab.tsx").then((m) => ({ default: m.MultipleRegressionLab })),
  ),
  "regression-refine": lazy(() =>
    import("../interactive/regression-lab.tsx").then((m) => ({ default: m.RefineRegressionLab })),
  ),
};

/** Inline markup: **bold**, *italic*, `code`. Anything else is plain text (never HTML). */
export function Inline({ text }: { text: string }): ReactNode {
  const parts = text.split(/(\*\*[^*]+\*\*|\*[^*]+\*|`[^`]+`)/g).filter(Boolean);
  return parts.map((part, i) => {
    if (part.startsWith("**")) return <strong key={i}>{part.slice(2, -2)}</strong>;
    if (part.startsWith("`")) return <code key={i}>{part.slice(1, -1)}</code>;
    if (part.startsWith("*") && part.length > 2) return <em key={i}>{part.slice(1, -1)}</em>;
    return part;
  });
}

const isNumeric = (v: string | number) =>
  typeof v === "number" || /^[-−+₹]?[\d,.]+%?$/.test(String(v).trim());

function BlockView({ block }: { block: Block }) {
  switch (block.kind) {
    case "h":
      return (
        // A section of the lesson, under its h1 title: an h2 at the h3 size (a skipped level breaks heading-order).
        <Title order={2} size="h3" className={classes.h3}>
          {block.text}
        </Title>
      );
    case "p":
      return (
        <Text className={classes.p}>
          <Inline text={block.text} />
        </Text>
      );
    case "list": {
      const List = block.ordered ? "ol" : "ul";
      return (
        <List className={classes.list}>
          {block.items.map((item) => (
            <li key={item}>
              <Inline text={item} />
            </li>
          ))}
        </List>
      );
    }
    case "table":
      return (
        <figure className={classes.tableFigure}>
          <Table.ScrollContainer minWidth={320}>
            <Table striped withTableBorder withColumnBorders fz="sm">
              <caption>{block.caption}</caption>
              <Table.Thead>
                <Table.Tr>
                  {block.head.map((h) => (
                    <Table.Th key={h}>{h}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {block.rows.map((row, r) => (
                  <Table.Tr key={r}>
                    {row.map((cell, c) => (
                      <Table.Td key={c} ta={isNumeric(cell) && c > 0 ? "right" : undefined}>
                        {typeof cell === "number" ? cell.toLocaleString("en-IN") : <Inline text={cell} />}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {block.note && <figcaption className={classes.note}>{block.note}</figcaption>}
        </figure>
      );
    case "formula":
      return (
        <div className={classes.formula}>
          <code>{block.text}</code>
          {block.note && (
            <Text size="sm" c="dimmed" mt={4}>
              <Inline text={block.note} />
            </Text>
          )}
        </div>
      );
    case "tip":
      return (
        <Alert variant="light" color="teal" title={block.title} className={classes.tip} role="note">
          <Inline text={block.text} />
        </Alert>
      );
    case "figure":
      return (
        <figure className={classes.figure}>
          <FigureView figure={block.figure} />
          <figcaption className={classes.note}>
            <Inline text={block.caption} />
          </figcaption>
        </figure>
      );
    case "interactive": {
      const Widget = WIDGETS[block.widget];
      return (
        <section className={classes.lab} aria-label="Try it">
          <Suspense fallback={<Loader size="sm" aria-label="Loading the interactive version" />}>
            <Widget />
          </Suspense>
        </section>
      );
    }
  }
}

/** All blocks of a lesson, in order. */
export function Blocks({ blocks }: { blocks: readonly Block[] }) {
  return (
    <div className={classes.blocks}>
      {blocks.map((block, i) => (
        <BlockView key={i} block={block} />
      ))}
    </div>
  );
}
