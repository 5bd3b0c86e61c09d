// A notes chapter's Markdown as the HTML the learner's page shows: rendered here once per version of the chapter
// instead of in every phone's browser (the Markdown renderer is about 44 KB of the page's code, and a long
// chapter's parse was a half-second task on a phone before the text could paint).
// The same rules as the web's SafeMarkdown: GitHub-flavoured Markdown, raw HTML dropped (remark-rehype keeps none),
// then sanitised (rehype-sanitize's GitHub schema: safe elements, attributes and link protocols only); headings get
// the anchor ids rehype-slug gives (the "On this page" navigation reads them), outside links open in a new tab,
// wide tables and code blocks scroll sideways in a focusable, named box.
import type { Element, ElementContent, Root, RootContent } from "hast";
import { LRUCache } from "lru-cache";
import rehypeSanitize, { defaultSchema } from "rehype-sanitize";
import rehypeSlug from "rehype-slug";
import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";

/** The class of the scrolling box around a table (the notes page's stylesheet styles it). */
export const NOTES_TABLE_CLASS = "notes-table";

function isElement(node: RootContent | ElementContent): node is Element {
  return node.type === "element";
}

/** Outside links in a new tab, tables in a named scrolling box, code blocks focusable (scrollable by keyboard). */
function learnerMarkup() {
  const visit = (parent: Root | Element) => {
    parent.children = parent.children.map((child) => {
      if (!isElement(child)) return child;
      visit(child);
      if (child.tagName === "a") {
        const href = child.properties.href;
        if (typeof href === "string" && !href.startsWith("#")) {
          child.properties.target = "_blank";
          child.properties.rel = ["noopener", "noreferrer"];
        }
      } else if (child.tagName === "pre") {
        child.properties.tabIndex = 0;
      } else if (child.tagName === "table") {
        return {
          type: "element",
          tagName: "div",
          properties: { role: "region", ariaLabel: "Table", tabIndex: 0, className: [NOTES_TABLE_CLASS] },
          children: [child],
        } satisfies Element;
      }
      return child;
    });
  };
  return (tree: Root) => visit(tree);
}

const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkRehype)
  // No second "user-content-" on the footnotes' ids (remark-rehype prefixes them): the links to them must match.
  // Raw HTML never gets this far, so no author-written id can reach the page.
  .use(rehypeSanitize, { ...defaultSchema, clobberPrefix: "" })
  .use(rehypeSlug)
  .use(learnerMarkup)
  .use(rehypeStringify);

/** The HTML of `markdown`, as above. */
export function notesHtml(markdown: string): string {
  return String(processor.processSync(markdown));
}

// A chapter renders once per version: its id and update time are the key. A chapter is at most 200,000 characters,
// so the cache is bounded by the characters it holds (about 40 MB at most), not only by its count.
const rendered = new LRUCache<string, string>({
  max: 500,
  maxSize: 20_000_000,
  sizeCalculation: (html) => Math.max(1, html.length),
});

/** notesHtml of a stored chapter, kept per version. */
export function chapterHtml(chapter: { id: number; updatedAt: string; markdown: string }): string {
  const key = `${chapter.id}:${chapter.updatedAt}`;
  let html = rendered.get(key);
  if (html === undefined) {
    html = notesHtml(chapter.markdown);
    rendered.set(key, html);
  }
  return html;
}
