// The one CSV reader of the imports and the reference data: quoted headers, line numbers as the file shows them
// (blank lines, CRLF and quoted line breaks included) and plain reasons for a file that cannot be read.
import { describe, expect, it } from "vitest";
import { headerProblems, readCsv, readCsvEach, writeCsvColumns } from "../src/lib/csv.ts";
import type { CsvRecord } from "../src/lib/csv.ts";

const lines = (text: string) => {
  const read = readCsv(text, { caseless: true });
  if (!read.ok) throw new Error(read.reason);
  return read.rows.map((r) => [r.line, r.values]);
};

describe("readCsv", () => {
  it("reads a quoted header, a byte-order mark and cells with commas, quotes and line breaks", () => {
    const read = readCsv('\uFEFF"Email", "Name" \r\na@b.in,"Rao, ""Divya"""\r\nc@d.in,"two\r\nlines"\r\n', {
      caseless: true,
    });
    expect(read).toEqual({
      ok: true,
      header: ["email", "name"],
      headerLine: 1,
      rows: [
        { line: 2, values: { email: "a@b.in", name: 'Rao, "Divya"' }, fields: 2 },
        { line: 3, values: { email: "c@d.in", name: "two\nlines" }, fields: 2 },
      ],
    });
  });

  it("numbers rows by their first line, counting blank lines, empty rows and quoted line breaks", () => {
    const text = ["", "h1,h2", "", "a,b", ",", 'c,"x', "y", 'z"', "", "", "d,e"];
    expect(lines(text.join("\n"))).toEqual([
      [4, { h1: "a", h2: "b" }],
      [6, { h1: "c", h2: "x\ny\nz" }],
      [11, { h1: "d", h2: "e" }],
    ]);
    expect(lines(text.join("\r\n"))).toEqual(lines(text.join("\n")));
    expect(lines(text.join("\r"))).toEqual(lines(text.join("\n")));
  });

  it("keeps the header's letter case unless asked, for reference files keyed by camelCase columns", () => {
    const read = readCsv("srCode,shortCode\n1,A");
    expect(read.ok && read.rows[0]!.values).toEqual({ srCode: "1", shortCode: "A" });
  });

  it("names the line and the fix of a file that cannot be read", () => {
    expect(readCsv('h1,h2\na,b\n\nc,"never closed\nd,e\nf,g\n')).toEqual({
      ok: false,
      line: 4,
      reason: 'a quoted field is never closed: a double quote (") is missing',
    });
    expect(readCsv('h1,h2\na,"x"y\n')).toMatchObject({
      ok: false,
      line: 2,
      reason: /text after its closing quote/,
    });
    expect(readCsv("\n\n")).toEqual({ ok: false, line: 1, reason: "the file is empty" });
  });
});

describe("readCsvEach", () => {
  /** readCsvEach's answer in readCsv's shape. */
  async function each(text: string) {
    const rows: CsvRecord[] = [];
    let head: string[] = [];
    const end = await readCsvEach(text, {
      caseless: true,
      onHeader: (h) => ((head = h), true),
      onRow: (r) => rows.push(r),
    });
    return end.ok ? { ok: true, header: head, headerLine: end.headerLine, rows } : end;
  }

  it("reads what readCsv reads, with the same lines and errors, in chunks across a large file (issue 39)", async () => {
    const big = ["h1,h2", ...Array.from({ length: 20_000 }, (_, i) => `${i},"cell ${i}\nline ₹ 😀"`)].join(
      "\n",
    );
    for (const text of [
      '\uFEFF"Email", "Name" \r\na@b.in,"Rao, ""Divya"""\r\nc@d.in,"two\r\nlines"\r\n',
      ["", "h1,h2", "", "a,b", ",", 'c,"x', "y", 'z"', "", "", "d,e"].join("\r\n"),
      'h1,h2\na,b\n\nc,"never closed\nd,e\nf,g\n',
      'h1,h2\na,"x"y\n',
      "\n\n",
      big,
      `${big}\n7,"unclosed\n8,9`,
    ]) {
      expect(await each(text)).toEqual(readCsv(text, { caseless: true }));
    }
  });
});

describe("headerProblems", () => {
  it("lists missing, unknown and repeated columns in plain words", () => {
    expect(
      headerProblems(["mail", "name", "name", ""], ["email", "name", "program"], ["email", "name"]),
    ).toEqual(["missing column email", "unknown column mail", "column name appears more than once"]);
  });
});

describe("writeCsv", () => {
  it("neutralises cells a spreadsheet would run as formulas (OWASP), quotes text and reads back as written", () => {
    const rows = [
      '=HYPERLINK("http://x","y")',
      "+91 98",
      "-2+3",
      "@SUM(A1)",
      "\tx",
      "\rx",
      "Rao, Divya",
      "₹ 1,000",
    ];
    const text = writeCsvColumns(
      rows.map((name, i) => ({ name, n: i - 1 })),
      [
        { header: "name", value: (r) => r.name },
        { header: "n", value: (r) => r.n },
      ],
    );
    expect(text.startsWith("\uFEFF")).toBe(true);
    expect(text.split("\r\n")[1]).toBe(`"'=HYPERLINK(""http://x"",""y"")",-1`);
    const read = readCsv(text);
    if (!read.ok) throw new Error(read.reason);
    expect(read.rows.map((r) => r.values.name)).toEqual([
      `'=HYPERLINK("http://x","y")`,
      "'+91 98",
      "'-2+3",
      "'@SUM(A1)",
      "'\tx",
      "'\rx".replace("\r", "\n"),
      "Rao, Divya",
      "₹ 1,000",
    ]);
    // Numbers are our own data, written as they are (a negative number is not a formula).
    expect(read.rows[0]!.values.n).toBe("-1");
  });
});
