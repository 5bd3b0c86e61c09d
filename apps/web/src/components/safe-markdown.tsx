import Markdown from "react-markdown";
import type { Components, Options } from "react-markdown";
import remarkGfm from "remark-gfm";

// Raw HTML in the Markdown is dropped (skipHtml, no rehype-raw) and react-markdown's default URL filter removes
// javascript: and other unsafe links, so instructor-edited text (notes, FAQs) cannot inject markup or scripts.
const LINKS: Components = {
  a: ({ node: _node, href, ...props }) =>
    href?.startsWith("#") ? (
      <a href={href} {...props} />
    ) : (
      <a href={href} target="_blank" rel="noopener noreferrer" {...props} />
    ),
};

/** Renders instructor-written Markdown safely (GFM tables and lists, no raw HTML, safe links only). */
export function SafeMarkdown({
  markdown,
  components,
  rehypePlugins,
}: {
  markdown: string;
  components?: Components;
  rehypePlugins?: Options["rehypePlugins"];
}) {
  return (
    <Markdown
      remarkPlugins={[remarkGfm]}
      rehypePlugins={rehypePlugins}
      skipHtml
      components={{ ...LINKS, ...components }}
    >
      {markdown}
    </Markdown>
  );
}
