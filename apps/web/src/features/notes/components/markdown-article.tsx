import type { Components } from "react-markdown";
import rehypeSlug from "rehype-slug";
import { SafeMarkdown } from "../../../components/safe-markdown.tsx";
import classes from "./notes.module.css";

const components: Components = {
  table: ({ node: _node, ...props }) => (
    <div className={classes.tableWrap}>
      <table {...props} />
    </div>
  ),
};

/** Renders a notes chapter's Markdown, sanitised (SafeMarkdown), with anchor ids on headings (rehype-slug). */
export function MarkdownArticle({ markdown }: { markdown: string }) {
  return <SafeMarkdown markdown={markdown} components={components} rehypePlugins={[rehypeSlug]} />;
}
