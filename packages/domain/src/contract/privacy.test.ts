// The privacy notice's rules: each item id once, each optional purpose on one item, the same items in English and
// Hindi; the first notice (privacy-notice.ts) must pass them, since it is published as it is.
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { DEFAULT_NOTICE, PURPOSE_LABELS } from "../privacy-notice.ts";
import { NoticeBody, NoticeContent, OPTIONAL_PURPOSES } from "./privacy.ts";

const issues = (schema: z.ZodType, value: unknown) =>
  (schema.safeParse(value).error?.issues ?? []).map((i) => `${i.path.join(".")}: ${i.message}`);

const item = (id: string, purpose: string | null = null) => ({
  id,
  what: "Your email address.",
  why: "To write to you.",
  service: "Mail.",
  purpose,
});
const content = (items: unknown[]) => ({
  title: "Privacy notice",
  intro: "What we collect.",
  items,
  withdraw: "Open Profile, then Privacy.",
  complain: "Write to the grievance officer.",
});

describe("the first privacy notice", () => {
  it("passes the notice rules in both languages", () => {
    expect(issues(NoticeBody, DEFAULT_NOTICE)).toEqual([]);
  });

  it("has one withdrawable item per optional purpose, each purpose labelled in both languages", () => {
    const purposes = DEFAULT_NOTICE.en.items.map((i) => i.purpose).filter((p) => p !== null);
    expect([...purposes].sort()).toEqual([...OPTIONAL_PURPOSES].sort());
    for (const p of OPTIONAL_PURPOSES) {
      expect(PURPOSE_LABELS[p].en.length, p).toBeGreaterThan(0);
      expect(PURPOSE_LABELS[p].hi.length, p).toBeGreaterThan(0);
    }
  });
});

describe("NoticeContent.items", () => {
  it("takes several necessary items (purpose null) and one item per optional purpose", () => {
    const ok = [
      item("account"),
      item("learning"),
      item("marketing", "marketing_mail"),
      item("cohort", "cohort_comparison"),
    ];
    expect(issues(NoticeContent, content(ok))).toEqual([]);
  });

  it("names an id used twice, at the second item", () => {
    expect(issues(NoticeContent, content([item("account"), item("learning"), item("account")]))).toEqual([
      "items.2.id: Give each item its own id: account is used twice",
    ]);
  });

  it("refuses a second item for the same optional purpose, at the second item", () => {
    expect(
      issues(
        NoticeContent,
        content([item("mail", "marketing_mail"), item("account"), item("renewal", "marketing_mail")]),
      ),
    ).toEqual(["items.2.purpose: Each optional use has one item: this one is chosen above"]);
  });

  it("refuses an empty list and an id out of shape", () => {
    expect(issues(NoticeContent, content([]))).toEqual(["items: List at least one item"]);
    expect(issues(NoticeContent, content([item("Account")]))).toEqual([
      "items.0.id: Give each item an id of lower-case letters, digits and _ (2-40)",
    ]);
  });
});

describe("NoticeBody", () => {
  it("refuses English and Hindi items that differ in ids, order or purposes", () => {
    const en = content([item("account"), item("mail", "marketing_mail")]);
    const message = "hi.items: List the same items (ids and purposes) in English and Hindi";
    expect(issues(NoticeBody, { en, hi: en })).toEqual([]);
    expect(
      issues(NoticeBody, { en, hi: content([item("mail", "marketing_mail"), item("account")]) }),
    ).toEqual([message]);
    expect(issues(NoticeBody, { en, hi: content([item("account"), item("mail", "public_name")]) })).toEqual([
      message,
    ]);
    expect(issues(NoticeBody, { en, hi: content([item("account")]) })).toEqual([message]);
  });
});
