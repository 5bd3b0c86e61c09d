import { describe, expect, it } from "vitest";
import {
  CERTIFICATE_CODE_LENGTH,
  CROCKFORD_ALPHABET,
  DEFAULT_RULES,
  certificateNameProblem,
  certificateTitle,
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

describe("evaluateCompletion: every requirement's label, target and progress", () => {
  const all: CompletionRules = { ...RULES, games_count: 3 };

  it("writes each requirement of a research program in full", () => {
    const result = evaluateCompletion(
      all,
      counts({ quizzes: { passed: 1, total: 4 }, research: { graded_at_mark: 2 }, games: { played: 3 } }),
    );
    expect(result.requirements).toEqual([
      {
        key: "videos",
        label: "Videos finished",
        target: "80% of the 10 videos",
        progress: "8 of 10 (80%)",
        met: true,
        left: 0,
        missing: null,
      },
      {
        key: "quizzes",
        label: "Video quizzes passed (60% right)",
        target: "50% of the 4 quizzes",
        progress: "1 of 4 (25%)",
        met: false,
        left: 1,
        missing: "quizzes passed 50% missing, 1 quiz left",
      },
      {
        key: "research",
        label: "Research graded ≥ 60%",
        target: "2 research items graded ≥ 60%",
        progress: "2 of 2",
        met: true,
        left: 0,
        missing: null,
      },
      {
        key: "games",
        label: "Game sets finished",
        target: "3 game sets",
        progress: "3 of 3",
        met: true,
        left: 0,
        missing: null,
      },
    ]);
    expect(result).toMatchObject({ met: 3, total: 4, complete: false });
    expect(result.summary).toBe("3 of 4 requirements met: quizzes passed 50% missing, 1 quiz left");
  });

  it("names projects, one item in the singular, and a program without videos or quizzes", () => {
    const result = evaluateCompletion(
      { ...all, research_count: 1, games_count: 1 },
      counts({
        videos: { finished: 0, total: 0 },
        quizzes: { passed: 0, total: 0 },
        research: { graded_at_mark: 0 },
        games: { played: 1 },
      }),
      "project",
    );
    expect(result.requirements.map((r) => [r.label, r.target, r.progress])).toEqual([
      ["Videos finished", "80% of the videos (the program has none yet)", "no videos to watch"],
      [
        "Video quizzes passed (60% right)",
        "50% of the quizzes (the program has none yet)",
        "no quizzes to take",
      ],
      ["Projects graded ≥ 60%", "1 project graded ≥ 60%", "0 of 1"],
      ["Game sets finished", "1 game set", "1 of 1"],
    ]);
    expect(result.summary).toBe("3 of 4 requirements met: projects graded ≥ 60% missing, 1 project left");
    const research = evaluateCompletion(
      { ...all, research_count: 1 },
      counts({ research: { graded_at_mark: 0 } }),
    );
    expect(research.requirements[2]).toMatchObject({
      target: "1 research item graded ≥ 60%",
      missing: "research graded ≥ 60% missing, 1 submission left",
    });
    expect(
      evaluateCompletion(all, counts({ quizzes: { passed: 1, total: 2 }, games: { played: 1 } }))
        .requirements[1],
    ).toMatchObject({ target: "50% of the 2 quizzes", progress: "1 of 2 (50%)", met: true, missing: null });
  });

  it("says '1 video' in the singular", () => {
    const one = evaluateCompletion(
      { ...RULES, quizzes_percent: null, research_count: null },
      counts({ videos: { finished: 0, total: 1 } }),
    );
    expect(one.requirements[0]).toMatchObject({
      target: "80% of the 1 video",
      missing: "videos 80% missing, 1 video left",
    });
  });

  it("counts one rule as enough to have requirements", () => {
    const none = {
      ...RULES,
      videos_percent: null,
      quizzes_percent: null,
      research_count: null,
      games_count: null,
    };
    expect(hasRequirement(none)).toBe(false);
    expect(hasRequirement({ ...none, videos_percent: 50 })).toBe(true);
    expect(hasRequirement({ ...none, quizzes_percent: 50 })).toBe(true);
    expect(hasRequirement({ ...none, research_count: 1 })).toBe(true);
    expect(hasRequirement({ ...none, games_count: 1 })).toBe(true);
    expect(evaluateCompletion(none, counts()).summary).toBe("No requirements are set for this program yet");
  });
});

describe("criteriaNarrative", () => {
  it("names research items by default, leaves out approval when none is asked, and covers rules without parts", () => {
    expect(
      criteriaNarrative({ ...RULES, videos_percent: null, quizzes_percent: null, research_count: 1 }),
    ).toBe("1 research item graded by an instructor at 60% or more.");
    expect(criteriaNarrative({ ...RULES, research_count: null, quizzes_percent: null })).toBe(
      "Finish 80% of the videos.",
    );
    expect(
      criteriaNarrative({
        ...RULES,
        videos_percent: null,
        quizzes_percent: null,
        research_count: null,
        games_count: null,
      }),
    ).toBe("Awarded by the institute.");
    expect(certificateTitle("IBEP Gold")).toBe("IBEP Gold Certificate of Completion");
  });

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

  it("pads the last character of a length that is not a multiple of 5 bits with zero bits", () => {
    // 0xFF: 11111 -> Z, then 111 padded to 11100 (28) -> W; 0x80: 10000 -> G, then 000 -> 0; 0x0001: three 0s,
    // then the last 1 padded to 10000 (16) -> G.
    expect(encodeCrockford(new Uint8Array([0xff]))).toBe("ZW");
    expect(encodeCrockford(new Uint8Array([0x80]))).toBe("G0");
    expect(encodeCrockford(new Uint8Array([0x00, 0x01]))).toBe("000G");
    expect(encodeCrockford(new Uint8Array([]))).toBe("");
  });

  it("reads a code padded with spaces up to 40 characters and refuses anything longer", () => {
    expect(normalizeCertificateCode(`${" ".repeat(24)}7K2M9QXD4TPBH0WZ`)).toBe("7K2M9QXD4TPBH0WZ");
    expect(normalizeCertificateCode(`${" ".repeat(25)}7K2M9QXD4TPBH0WZ`)).toBeNull();
    expect(formatCertificateCode("")).toBe("");
    expect(formatCertificateCode("7K2M9")).toBe("7K2M-9");
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
    expect(certificateNameProblem("P")).toBe("Enter your full name as it should appear on the certificate");
    expect(certificateNameProblem("  P  ")).toBe(
      "Enter your full name as it should appear on the certificate",
    );
    expect(certificateNameProblem("P.")).toBe("Enter your full name");
    expect(certificateNameProblem("Al")).toBeNull();
    expect(certificateNameProblem("A".repeat(80))).toBeNull();
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
    expect(verifyPageUrl("https://learn.example.org//", "ABC")).toBe("https://learn.example.org/verify/ABC");
  });
});
