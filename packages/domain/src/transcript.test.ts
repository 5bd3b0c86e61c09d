import { describe, expect, it } from "vitest";
import {
  cueClock,
  LAST_CUE_SECONDS,
  parseTimedTranscript,
  searchCues,
  stripModulePrefix,
  toWebVtt,
} from "./transcript.ts";

describe("timed transcripts", () => {
  it("makes a cue per line that lasts until the next one, the last until the video's end", () => {
    const { cues, errors } = parseTimedTranscript(
      "0:00 Revenue first.\n\n0:08 Then EBITDA.\n1:02:03.5 Much later.",
      3800,
    );
    expect(errors).toEqual([]);
    expect(cues).toEqual([
      { start: 0, end: 8, text: "Revenue first." },
      { start: 8, end: 3723.5, text: "Then EBITDA." },
      { start: 3723.5, end: 3800, text: "Much later." },
    ]);
    expect(parseTimedTranscript("0:05 Only line").cues[0]!.end).toBe(5 + LAST_CUE_SECONDS);
  });

  it("names the lines without a time or with a time that does not rise", () => {
    const { cues, errors } = parseTimedTranscript("0:10 ok\nno time here\n0:05 earlier\n0:75 bad seconds");
    expect(cues).toHaveLength(1);
    expect(errors).toEqual([
      "line 2: start with a time such as 0:05 or 1:02:30, then the words",
      "line 3: 0:05 is not after the line before",
      "line 4: start with a time such as 0:05 or 1:02:30, then the words",
    ]);
  });

  it("writes WebVTT with numbered cues and full timestamps, escaping an arrow in the words", () => {
    const vtt = toWebVtt([
      { start: 0, end: 7.25, text: "A balance sheet." },
      { start: 3725, end: 3731, text: "a --> b" },
    ]);
    expect(vtt).toBe(
      "WEBVTT\n\n1\n00:00:00.000 --> 00:00:07.250\nA balance sheet.\n\n2\n01:02:05.000 --> 01:02:11.000\na --&gt; b\n",
    );
  });

  it("escapes & and < in caption text and keeps a stray CR or control character from ending the cue", () => {
    const vtt = toWebVtt([
      { start: 0, end: 2, text: "A & B <c>" },
      { start: 2, end: 4, text: "P&L\r\r2\n00:00:00.000 --> 00:09:00.000\u0007" },
    ]);
    expect(vtt).toBe(
      "WEBVTT\n\n1\n00:00:00.000 --> 00:00:02.000\nA &amp; B &lt;c&gt;\n\n" +
        "2\n00:00:02.000 --> 00:00:04.000\nP&amp;L  2 00:00:00.000 --&gt; 00:09:00.000 \n",
    );
  });

  it("prints cue starts as an instructor writes them", () => {
    expect(cueClock(8)).toBe("0:08");
    expect(cueClock(67.9)).toBe("1:07");
    expect(cueClock(3725)).toBe("1:02:05");
  });

  it("finds the cues holding every word of a query, ignoring case", () => {
    const cues = [{ text: "Left join keeps every customer" }, { text: "Inner join keeps matches" }];
    expect(searchCues(cues, "JOIN every")).toEqual([cues[0]]);
    expect(searchCues(cues, "  ")).toEqual(cues);
  });
});

describe("module titles", () => {
  it("drops a typed 'Module n:' the screens would print a second time", () => {
    expect(stripModulePrefix("Module 3: Ratio analysis")).toBe("Ratio analysis");
    expect(stripModulePrefix("module 12 - Deals")).toBe("Deals");
    expect(stripModulePrefix("Module 2 — LBOs")).toBe("LBOs");
    expect(stripModulePrefix("Modules of Excel")).toBe("Modules of Excel");
    expect(stripModulePrefix("Module 3:")).toBe("Module 3:");
  });
});

describe("timed transcripts at their edges", () => {
  const bad = (line: number) => `line ${line}: start with a time such as 0:05 or 1:02:30, then the words`;

  it("takes seconds up to 59, and minutes past 59 only without hours", () => {
    expect(parseTimedTranscript("0:59 End of the first minute").cues[0]!.start).toBe(59);
    expect(parseTimedTranscript("0:60 Too many seconds").errors).toEqual([bad(1)]);
    expect(parseTimedTranscript("75:00 An hour and a quarter").cues[0]!.start).toBe(4500);
    expect(parseTimedTranscript("1:59:00 Nearly two hours").cues[0]!.start).toBe(7140);
    expect(parseTimedTranscript("1:60:00 Not a time").errors).toEqual([bad(1)]);
  });

  it("refuses a line at the same time as the one before, naming its time", () => {
    expect(parseTimedTranscript("0:05 One\n   0:05   Two").errors).toEqual([
      "line 2: 0:05 is not after the line before",
    ]);
  });

  it("skips lines of spaces only, counting them in the line numbers", () => {
    const { cues, errors } = parseTimedTranscript("0:01 One\n   \n0:02 Two\n \t \nwords");
    expect(cues.map((c) => c.text)).toEqual(["One", "Two"]);
    expect(errors).toEqual([bad(5)]);
  });

  it("ends the last cue at the video's end only when that comes after its start", () => {
    expect(parseTimedTranscript("0:10 Last", 30).cues[0]!.end).toBe(30);
    expect(parseTimedTranscript("0:10 Last", 10).cues[0]!.end).toBe(10 + LAST_CUE_SECONDS);
    expect(parseTimedTranscript("0:10 Last", 5).cues[0]!.end).toBe(10 + LAST_CUE_SECONDS);
    expect(parseTimedTranscript("0:10 Last", null).cues[0]!.end).toBe(10 + LAST_CUE_SECONDS);
  });

  it("searchCues treats a query of spaces as no query, and ignores extra spaces between words", () => {
    const cues = [{ text: "Price to earnings" }, { text: "Earnings yield" }];
    expect(searchCues(cues, "   ")).toEqual(cues);
    expect(searchCues(cues, "  earnings   price ")).toEqual([{ text: "Price to earnings" }]);
  });

  it("stripModulePrefix trims what is left, and keeps a title that is only a prefix", () => {
    expect(stripModulePrefix("Module 3:   Ratios  ")).toBe("Ratios");
    expect(stripModulePrefix("  Module 3: ")).toBe("Module 3:");
  });
});
