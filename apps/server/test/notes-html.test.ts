// A notes chapter's Markdown as the HTML learners get (modules/content/notes-html.ts): GitHub-flavoured, with nothing an
// instructor's text could use to run a script or restyle the page, headings with anchors, safe outside links.
import { describe, expect, it } from "vitest";
import { chapterHtml, notesHtml } from "../src/modules/content/notes-html.ts";

describe("notes html", () => {
  it("drops raw HTML, event attributes and unsafe links, keeping the text around them", () => {
    const html = notesHtml(
      [
        'Intro <script>alert(1)</script> <b onclick="x()">bold</b> <iframe src="https://evil"></iframe>',
        "",
        "<img src=x onerror=alert(1)>",
        "",
        "[js](javascript:alert(1)) [data](data:text/html,hi) ![pic](javascript:alert(2))",
        "",
        "<style>body{display:none}</style>",
      ].join("\n"),
    );
    expect(html).not.toMatch(
      /<script|<iframe|<style|<img[^>]*src|onerror|onclick|javascript:|data:text|<b\b/i,
    );
    expect(html).toContain("Intro alert(1)");
    expect(html).toContain("<a>js</a>");
  });

  it("gives headings their anchors, opens outside links in a new tab and keeps in-page links", () => {
    const html = notesHtml(
      "## Net present value\n\nSee [NSE](https://www.nseindia.com) or [above](#net-present-value).",
    );
    expect(html).toContain('<h2 id="net-present-value">Net present value</h2>');
    expect(html).toContain(
      '<a href="https://www.nseindia.com" target="_blank" rel="noopener noreferrer">NSE</a>',
    );
    expect(html).toContain('<a href="#net-present-value">above</a>');
  });

  it("puts tables in a named scrolling box, makes code blocks focusable, and links footnotes both ways", () => {
    const html = notesHtml(
      "| Ratio | Formula |\n|---|---|\n| P/E | Price / EPS |\n\n```\n=NPV(r, B2:B6)\n```\n\nWACC[^1]\n\n[^1]: Weighted average cost of capital.",
    );
    expect(html).toMatch(/<div role="region" aria-label="Table" tabindex="0" class="notes-table"><table>/);
    expect(html).toContain('<pre tabindex="0"><code>=NPV(r, B2:B6)');
    const ref = /<a href="#([^"]+)" id="([^"]+)" data-footnote-ref/.exec(html);
    expect(ref).not.toBeNull();
    expect(html).toContain(`<li id="${ref?.[1]}">`);
    expect(html).toContain(`href="#${ref?.[2]}"`);
  });

  it("renders a chapter once per version", () => {
    const first = chapterHtml({ id: 9_999_001, updatedAt: "2026-11-27T10:00:00.000Z", markdown: "old" });
    expect(chapterHtml({ id: 9_999_001, updatedAt: "2026-11-27T10:00:00.000Z", markdown: "ignored" })).toBe(
      first,
    );
    expect(chapterHtml({ id: 9_999_001, updatedAt: "2026-11-27T11:00:00.000Z", markdown: "new" })).toContain(
      "new",
    );
  });
});
