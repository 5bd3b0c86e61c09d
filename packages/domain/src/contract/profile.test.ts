// The profile body's own rules: years from 1960 to the latest year, a college's years in order and at most ten
// apart, an Indian mobile number, a LinkedIn address, skills and work-style traits each once.
import { afterEach, describe, expect, it, vi } from "vitest";
import type { z } from "zod";
import { latestYear } from "../constants.ts";
import { College, EMPTY_PROFILE, normaliseLinkedIn, ProfileBody } from "./profile.ts";

const issues = (schema: z.ZodType, value: unknown) =>
  (schema.safeParse(value).error?.issues ?? []).map((i) => `${i.path.join(".")}: ${i.message}`);
const profile = (over: Record<string, unknown>) => ({ ...EMPTY_PROFILE, ...over });

afterEach(() => {
  vi.useRealTimers();
});

describe("profile years", () => {
  it("takes a graduation year from 1960 to the latest year, naming the range otherwise", () => {
    const max = latestYear();
    const words = `graduation_year: Enter graduation year as a year from 1960 to ${max}`;
    expect(issues(ProfileBody, profile({ graduation_year: 1960 }))).toEqual([]);
    expect(issues(ProfileBody, profile({ graduation_year: max }))).toEqual([]);
    expect(issues(ProfileBody, profile({ graduation_year: 1959 }))).toEqual([words]);
    expect(issues(ProfileBody, profile({ graduation_year: max + 1 }))).toEqual([words]);
    expect(issues(ProfileBody, profile({ graduation_year: "2024" }))).toEqual([words]);
    expect(issues(ProfileBody, profile({ graduation_year: 2024.5 }))).toEqual([
      "graduation_year: Enter graduation year as a whole year, e.g. 2024",
    ]);
  });

  it("reads the latest year when it validates", () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2040-06-01T00:00:00Z"));
    expect(issues(ProfileBody, profile({ graduation_year: 2046 }))).toEqual([]);
    expect(issues(ProfileBody, profile({ graduation_year: 2047 }))).toEqual([
      "graduation_year: Enter graduation year as a year from 1960 to 2046",
    ]);
  });
});

describe("College", () => {
  const college = (start_year: number, end_year: number | null) => ({
    name: "IIM A",
    degree: "MBA",
    start_year,
    end_year,
  });

  it("takes a course still running, one ending the year it starts, and one of ten years", () => {
    expect(issues(College, college(2020, null))).toEqual([]);
    expect(issues(College, college(2020, 2020))).toEqual([]);
    expect(issues(College, college(2010, 2020))).toEqual([]);
  });

  it("refuses an end before the start, and a course of more than ten years", () => {
    expect(issues(College, college(2020, 2019))).toEqual([
      "end_year: To (year) cannot be before From (year)",
    ]);
    expect(issues(College, college(2009, 2020))).toEqual([
      "end_year: A course cannot last more than 10 years: check From (year) and To (year)",
    ]);
  });

  it("names the year fields by their labels", () => {
    expect(issues(College, college(1959, null))[0]).toBe(
      `start_year: Enter from (year) as a year from 1960 to ${latestYear()}`,
    );
  });
});

describe("ProfileBody.phone", () => {
  const message = "phone: Enter an Indian mobile number of 10 digits, e.g. +91 98200 12345";
  it.each(["", "9820012345", "+91 98200 12345", "+91-98200-12345", "+919820012345", "6000012345"])(
    "takes %j",
    (phone) => {
      expect(issues(ProfileBody, profile({ phone }))).toEqual([]);
    },
  );
  it.each(["5820012345", "982001234", "98200123456", "+92 98200 12345", "98200 1234 5"])(
    "refuses %j",
    (phone) => {
      expect(issues(ProfileBody, profile({ phone }))).toEqual([message]);
    },
  );
});

describe("LinkedIn addresses", () => {
  it("writes a bare linkedin.com as its home page, and keeps anything else as typed (trimmed)", () => {
    expect(normaliseLinkedIn("linkedin.com")).toBe("https://www.linkedin.com/");
    expect(normaliseLinkedIn("  linkedin.com/in/asha ")).toBe("https://www.linkedin.com/in/asha");
    expect(normaliseLinkedIn(" mylinkedin.com/in/asha ")).toBe("mylinkedin.com/in/asha");
    expect(normaliseLinkedIn("linkedin.com.evil.example/in/asha")).toBe("linkedin.com.evil.example/in/asha");
    expect(normaliseLinkedIn("HTTPS://WWW.LINKEDIN.COM/in/Asha")).toBe("https://www.linkedin.com/in/Asha");
  });

  it("takes an empty address, refuses the home page alone and other sites", () => {
    const message = "linkedin_url: Enter your LinkedIn profile address, e.g. linkedin.com/in/your-name";
    expect(issues(ProfileBody, profile({ linkedin_url: "" }))).toEqual([]);
    expect(issues(ProfileBody, profile({ linkedin_url: "linkedin.com" }))).toEqual([message]);
    expect(issues(ProfileBody, profile({ linkedin_url: "mylinkedin.com/in/asha" }))).toEqual([message]);
  });
});

describe("skills and work-style traits", () => {
  it("lists a skill once, whatever its case", () => {
    expect(issues(ProfileBody, profile({ skills: ["Excel", "SQL"] }))).toEqual([]);
    expect(issues(ProfileBody, profile({ skills: ["Excel", "excel"] }))).toEqual([
      "skills: Each skill can be listed once: remove the repeated one",
    ]);
  });

  it("picks a trait once", () => {
    expect(issues(ProfileBody, profile({ behaviour: ["Analytical", "Team player"] }))).toEqual([]);
    expect(issues(ProfileBody, profile({ behaviour: ["Analytical", "Analytical"] }))).toEqual([
      "behaviour: Pick each work-style trait once",
    ]);
  });
});
