import type { Components } from "react-markdown";
import rehypeSlug from "rehype-slug";
import { SafeMarkdown } from "../../../components/safe-markdown.tsx";
import { ScrollRegion } from "../../../components/scroll-region.tsx";
import classes from "./notes.module.css";

// Wide tables and long code lines scroll sideways on phones: both are focusable so the keyboard can scroll them.
const components: Components = {
  table: ({ node: _node, ...props }) => (
    <ScrollRegion label="Table" className={classes.tableWrap}>
      <table {...props} />
    </ScrollRegion>
  ),
  pre: ({ node: _node, ...props }) => <pre tabIndex={0} {...props} />,
};

/** Renders a notes chapter's Markdown, sanitised (SafeMarkdown), with anchor ids on headings (rehype-slug). */
export function MarkdownArticle({ markdown }: { markdown: string }) {
  return <SafeMarkdown markdown={markdown} components={components} rehypePlugins={[rehypeSlug]} />;
}
