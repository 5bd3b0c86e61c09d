import Markdown from "react-markdown";
import type { Components } from "react-markdown";
import rehypeSlug from "rehype-slug";
import remarkGfm from "remark-gfm";
import classes from "./notes.module.css";

// Raw HTML in the Markdown is dropped (skipHtml, no rehype-raw) and react-markdown's default URL filter removes
// javascript: and other unsafe links, so instructor-edited notes cannot inject markup or scripts.
const components: Components = {
  table: ({ node: _node, ...props }) => (
    <div className={classes.tableWrap}>
      <table {...props} />
    </div>
  ),
  a: ({ node: _node, href, ...props }) =>
    href?.startsWith("#") ? (
      <a href={href} {...props} />
    ) : (
      <a href={href} target="_blank" rel="noopener noreferrer" {...props} />
    ),
};

/** Renders a notes chapter's Markdown, sanitised, with anchor ids on headings (rehype-slug). */
export function MarkdownArticle({ markdown }: { markdown: string }) {
  return (
    <Markdown remarkPlugins={[remarkGfm]} rehypePlugins={[rehypeSlug]} skipHtml components={components}>
      {markdown}
    </Markdown>
  );
}
