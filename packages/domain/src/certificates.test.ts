import { describe, expect, it } from "vitest";
import {
  CERTIFICATE_CODE_LENGTH,
  CROCKFORD_ALPHABET,
  DEFAULT_RULES,
  certificateNameProblem,
  cleanCertificateName,
  criteriaNarrative,
  encodeCrockford,
  evaluateCompletion,
  formatCertificateCode,
  hasRequirement,
  linkedInAddUrl,
  normalizeCertificateCode,
  shareNeeded,
  verifyPageUrl,
} from "./certificates.ts";
import type { CompletionCounts, CompletionRules } from "./certificates.ts";

const RULES: CompletionRules = {
  videos_percent: 80,
  quizzes_percent: 50,
  quiz_pass_percent: 60,
  research_count: 2,
  research_mark_percent: 60,
  games_count: null,
  requires_approval: false,
};

const counts = (over: Partial<CompletionCounts> = {}): CompletionCounts => ({
  videos: { finished: 8, total: 10 },
  quizzes: { passed: 2, total: 4 },
  research: { graded_at_mark: 2 },
  games: { played: 0 },
  ...over,
});

describe("evaluateCompletion", () => {
  it("says how many requirements are met and what is missing, in one line", () => {
    const result = evaluateCompletion(RULES, counts({ research: { graded_at_mark: 0 } }));
    expect(result.total).toBe(3);
    expect(result.met).toBe(2);
    expect(result.complete).toBe(false);
    expect(result.summary).toBe("2 of 3 requirements met: research graded ≥ 60% missing, 2 submissions left");
  });

  it("names projects for the project programs and lists every missing requirement", () => {
    const result = evaluateCompletion(
      { ...RULES, games_count: 3 },
      counts({ videos: { finished: 5, total: 10 }, research: { graded_at_mark: 1 }, games: { played: 2 } }),
      "project",
    );
    expect(result.summary).toBe(
      "1 of 4 requirements met: videos 80% missing, 3 videos left; projects graded ≥ 60% missing, 1 project left; " +
        "games missing, 1 game set left",
    );
    expect(result.requirements.map((r) => [r.key, r.met, r.left])).toEqual([
      ["videos", false, 3],
      ["quizzes", true, 0],
      ["research", false, 1],
      ["games", false, 1],
    ]);
    expect(result.requirements[0]).toMatchObject({
      target: "80% of the 10 videos",
      progress: "5 of 10 (50%)",
    });
  });

  it("is complete when every requirement is met", () => {
    const result = evaluateCompletion(RULES, counts());
    expect(result.complete).toBe(true);
    expect(result.summary).toBe("All 3 requirements met");
  });

  it("rounds a share up (80% of 7 videos is 6) and counts a share of nothing as met", () => {
    expect(shareNeeded(80, 7)).toBe(6);
    expect(shareNeeded(50, 4)).toBe(2);
    expect(shareNeeded(100, 3)).toBe(3);
    const r = evaluateCompletion(
      { ...RULES, research_count: null, quizzes_percent: null },
      counts({ videos: { finished: 5, total: 7 } }),
    );
    expect(r.requirements[0]).toMatchObject({ met: false, left: 1 });
    const none = evaluateCompletion(
      { ...RULES, research_count: null },
      counts({ videos: { finished: 0, total: 0 }, quizzes: { passed: 0, total: 0 } }),
    );
    expect(none.complete).toBe(true);
    expect(none.requirements[0]?.progress).toBe("no videos to watch");
  });

  it("never calls rules without requirements complete", () => {
    const empty = { ...RULES, videos_percent: null, quizzes_percent: null, research_count: null };
    expect(hasRequirement(empty)).toBe(false);
    expect(evaluateCompletion(empty, counts())).toMatchObject({ complete: false, total: 0 });
    expect(hasRequirement(DEFAULT_RULES)).toBe(true);
  });
});

describe("criteriaNarrative", () => {
  it("says what completing meant in one sentence", () => {
    expect(criteriaNarrative({ ...RULES, games_count: 1, requires_approval: true }, "project")).toBe(
      "Finish 80% of the videos; pass 50% of the video quizzes (60% right); 2 projects graded by an instructor at " +
        "60% or more; finish 1 game set; approved by an instructor.",
    );
  });
});

describe("certificate codes", () => {
  it("encodes 10 random bytes as 16 Crockford characters (80 bits)", () => {
    expect(encodeCrockford(new Uint8Array(10))).toBe("0000000000000000");
    expect(encodeCrockford(new Uint8Array(10).fill(255))).toBe("ZZZZZZZZZZZZZZZZ");
    // 0x08 0x42 ... : the bits run most significant first across byte boundaries.
    expect(encodeCrockford(new Uint8Array([0x08, 0x42, 0x10, 0x84, 0x21]))).toBe("11111111");
    const code = encodeCrockford(new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]));
    expect(code).toHaveLength(CERTIFICATE_CODE_LENGTH);
    for (const c of code) expect(CROCKFORD_ALPHABET).toContain(c);
  });

  it("reads a typed code whatever its case, spacing and hyphens, with I/L as 1 and O as 0", () => {
    expect(normalizeCertificateCode("7k2m-9qxd-4tpb-h0wz")).toBe("7K2M9QXD4TPBH0WZ");
    expect(normalizeCertificateCode(" 7K2M 9QXD 4TPB HOWZ ")).toBe("7K2M9QXD4TPBH0WZ");
    expect(normalizeCertificateCode("IIII-LLLL-OOOO-0000")).toBe("1111111100000000");
    expect(normalizeCertificateCode("7K2M-9QXD-4TPB")).toBeNull();
    expect(normalizeCertificateCode("UUUU-UUUU-UUUU-UUUU")).toBeNull();
    expect(normalizeCertificateCode("x".repeat(100))).toBeNull();
    expect(formatCertificateCode("7K2M9QXD4TPBH0WZ")).toBe("7K2M-9QXD-4TPB-H0WZ");
  });
});

describe("certificate names", () => {
  it("accepts Latin names with accents, dots, hyphens and apostrophes", () => {
    for (const name of ["Priya Sharma", "D'Souza", "Anne-Marie Rao", "José Fernandes", "A. K. Menon"])
      expect(certificateNameProblem(name), name).toBeNull();
  });

  it("refuses what the certificate's fonts cannot print, and names too short or long", () => {
    expect(certificateNameProblem("प्रिया शर्मा")).toMatch(/Latin/);
    expect(certificateNameProblem("Priya <b>")).toMatch(/Latin/);
    expect(certificateNameProblem("P")).toMatch(/full name/);
    expect(certificateNameProblem("A".repeat(81))).toMatch(/80 characters/);
    expect(certificateNameProblem(". -")).not.toBeNull();
    expect(cleanCertificateName("  Priya   Sharma ")).toBe("Priya Sharma");
  });
});

describe("sharing", () => {
  it("prefills LinkedIn's add-certification form with the IST month of issue", () => {
    const url = linkedInAddUrl({
      certificateName: "IBEP Gold Certificate of Completion",
      organization: "FinCareer",
      // 31 January 20:00 UTC is 1 February 1:30 am in India.
      issuedAt: "2026-01-31T20:00:00.000Z",
      certUrl: "https://learn.example.org/verify/7K2M9QXD4TPBH0WZ",
      certId: "7K2M-9QXD-4TPB-H0WZ",
    });
    // The domain package has no DOM or Node types (no URL): split the address by hand.
    const [address, query = ""] = url.split("?");
    expect(address).toBe("https://www.linkedin.com/profile/add");
    const params = Object.fromEntries(
      query
        .split("&")
        .map((pair) => pair.split("=").map((part) => decodeURIComponent(part.replace(/\+/g, " ")))),
    );
    expect(params).toEqual({
      startTask: "CERTIFICATION_NAME",
      name: "IBEP Gold Certificate of Completion",
      organizationName: "FinCareer",
      issueYear: "2026",
      issueMonth: "2",
      certUrl: "https://learn.example.org/verify/7K2M9QXD4TPBH0WZ",
      certId: "7K2M-9QXD-4TPB-H0WZ",
    });
    expect(verifyPageUrl("https://learn.example.org/", "ABC")).toBe("https://learn.example.org/verify/ABC");
  });
});
