// Edit Profile (SPEC.md section 3 "Profile state": education, colleges, university, skills, behaviour, upload)
// and the risk appetite chosen at sign-up step 2.
import { z } from "zod";
import { RISK_APPETITES } from "../risk-profile.ts";
import { latestYear, YEAR_RANGE } from "../constants.ts";
import { yearRangeHint } from "../field-words.ts";
import { noControlCharacters } from "./common.ts";

/** A profile photo may be at most this many bytes (PRODUCT.md "Profile"). */
export const PHOTO_MAX_BYTES = 2 * 1024 * 1024;
/** Stored photos are resized to fit inside this many pixels on each side. */
export const PHOTO_MAX_PX = 512;
/** Image types a photo may be, judged by its bytes. */
export const PHOTO_MIME_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;

/** Highest qualification choices (Indian education system plus the professional qualifications). */
export const EDUCATION_LEVELS = [
  "Class 12",
  "Diploma",
  "Bachelor's degree",
  "Master's degree",
  "Professional (CA / CS / CMA / CFA)",
  "Doctorate",
] as const;

/** Work-style traits a learner may pick for "behaviour" (what recruiters ask about in HR rounds). */
export const BEHAVIOUR_TRAITS = [
  "Analytical",
  "Detail-oriented",
  "Team player",
  "Self-starter",
  "Clear communicator",
  "Works well under deadlines",
  "Curious about markets",
  "Organised",
  "Persuasive",
  "Calm under pressure",
] as const;

/** Earliest year a college or graduation may be dated (YEAR_RANGE, shared with the sign-up questionnaire). */
export const PROFILE_MIN_YEAR = YEAR_RANGE.min;
/** A course may end at most this many years from now (a first-year student's expected graduation). */
export const PROFILE_YEARS_AHEAD = YEAR_RANGE.yearsAhead;

/** The latest year a profile may name, given the current year. */
export const profileMaxYear = latestYear;

// `label` is the field as the profile screen labels it; every message names it so and says what to do.
const text = (max: number, label: string) =>
  z
    .string({ error: `Type ${label.toLowerCase()} in the box` })
    .trim()
    .max(max, `${label} can have at most ${max} characters`)
    .refine(...noControlCharacters(label));

/** The words of a profile year's range: "a year from 1960 to 2032". */
const yearRangeWords = () => yearRangeHint(PROFILE_MIN_YEAR, profileMaxYear()).toLowerCase();

const year = (label: string) =>
  z
    .number({ error: `Enter ${label.toLowerCase()} as ${yearRangeWords()}` })
    .int(`Enter ${label.toLowerCase()} as a whole year, e.g. 2024`)
    .min(PROFILE_MIN_YEAR, { error: () => `Enter ${label.toLowerCase()} as ${yearRangeWords()}` })
    .refine((y) => y <= profileMaxYear(), {
      error: () => `Enter ${label.toLowerCase()} as ${yearRangeWords()}`,
    });

/** One college the learner studied at. */
export const College = z
  .object({
    name: text(120, "College or university").min(
      2,
      "Enter the college or university name (2 letters or more)",
    ),
    degree: text(80, "Degree").min(2, "Enter the degree, e.g. B.Com (2 letters or more)"),
    start_year: year("From (year)"),
    end_year: year("To (year)").nullable(),
  })
  .strict()
  .refine((c) => c.end_year === null || c.end_year >= c.start_year, {
    error: "To (year) cannot be before From (year)",
    path: ["end_year"],
  })
  .refine((c) => c.end_year === null || c.end_year - c.start_year <= 10, {
    error: "A course cannot last more than 10 years: check From (year) and To (year)",
    path: ["end_year"],
  });
export type College = z.infer<typeof College>;

const PHONE = /^(\+91[ -]?)?[6-9]\d{4}[ -]?\d{5}$/;
const LINKEDIN = /^https:\/\/([a-z]{2,3}\.)?linkedin\.com\/[A-Za-z0-9_\-/%.]+$/;

/**
 * A LinkedIn address as people type it (`linkedin.com/in/name`, `www.linkedin.com/...`, `http://...`) written as
 * `https://www.linkedin.com/...`; anything that is not a linkedin.com address comes back as it was typed.
 */
export function normaliseLinkedIn(typed: string): string {
  const match = /^(?:https?:\/\/)?(?:(?:www|[a-z]{2})\.)?linkedin\.com(\/.*)?$/i.exec(typed.trim());
  if (!match) return typed.trim();
  return `https://www.linkedin.com${match[1] ?? "/"}`;
}

/** PUT /api/user/profile: every editable field (the whole profile is replaced). */
export const ProfileBody = z
  .object({
    headline: text(120, "Headline"),
    city: text(60, "City"),
    phone: text(20, "Mobile number").refine((p) => p === "" || PHONE.test(p), {
      error: "Enter an Indian mobile number of 10 digits, e.g. +91 98200 12345",
    }),
    linkedin_url: text(200, "LinkedIn profile")
      .transform(normaliseLinkedIn)
      .refine((u) => u === "" || LINKEDIN.test(u), {
        error: "Enter your LinkedIn profile address, e.g. linkedin.com/in/your-name",
      }),
    education: z
      .enum(EDUCATION_LEVELS, { error: "Choose your highest qualification from the list" })
      .nullable(),
    graduation_year: year("Graduation year").nullable(),
    colleges: z.array(College).max(5, "Add at most 5 colleges"),
    university: text(120, "University"),
    skills: z
      .array(text(40, "Each skill").min(1, "Remove the empty skill"))
      .max(20, "Add at most 20 skills")
      .refine((s) => new Set(s.map((x) => x.toLowerCase())).size === s.length, {
        error: "Each skill can be listed once: remove the repeated one",
      }),
    behaviour: z
      .array(z.enum(BEHAVIOUR_TRAITS, { error: "Choose work-style traits from the list" }))
      .max(5, "Pick at most 5 work-style traits")
      .refine((b) => new Set(b).size === b.length, { error: "Pick each work-style trait once" }),
  })
  .strict();
export type ProfileBody = z.infer<typeof ProfileBody>;

/** A profile nobody has filled in yet: what the API answers before the first save, and the form starts from. */
export const EMPTY_PROFILE: ProfileBody = {
  headline: "",
  city: "",
  phone: "",
  linkedin_url: "",
  education: null,
  graduation_year: null,
  colleges: [],
  university: "",
  skills: [],
  behaviour: [],
};

/** GET/PUT /api/user/profile: the profile, the photo's address and the choices the form offers. */
export const ProfileResponse = ProfileBody.extend({
  // The stored address (already normalised): an answer is not transformed again.
  linkedin_url: z.string(),
  photo: z.string().nullable().describe("address of the profile photo, or null"),
  updated_at: z.string().nullable(),
  options: z.object({
    education: z.array(z.string()),
    behaviour: z.array(z.string()),
    max_year: z.number().int(),
  }),
});
export type ProfileResponse = z.infer<typeof ProfileResponse>;

/** POST /api/user/profile/photo body, for the API reference only (the part is read and checked by the route). */
export const PhotoUploadDoc = z
  .object({
    photo: z.string().describe("the image file: JPEG, PNG or WebP up to 2 MB (checked by its bytes)"),
  })
  .optional();

/** POST /api/user/profile/photo answer. */
export const PhotoResponse = z.object({
  photo: z.string().describe("address of the new photo (/uploads/userProfile/<name>)"),
  width: z.number().int(),
  height: z.number().int(),
});
export type PhotoResponse = z.infer<typeof PhotoResponse>;

/** GET /uploads/userProfile/:name */
export const PhotoParams = z.object({ name: z.string().regex(/^[0-9a-f-]{36}\.webp$/, "no such photo") });

/** PUT /api/user/risk */
export const RiskBody = z.object({
  risk_appetite: z.enum(RISK_APPETITES, {
    error: "Choose conservative, balanced or aggressive",
  }),
});
export type RiskBody = z.infer<typeof RiskBody>;

/** A risk band with its suggested allocation (percentages of the portfolio). */
export const RiskProfile = z.object({
  appetite: z.enum(RISK_APPETITES),
  label: z.string(),
  band: z.enum(["Low", "Moderate", "High"]),
  allocation: z.object({ large: z.number(), mid: z.number(), small: z.number(), cash: z.number() }),
  max_position_pct: z.number(),
  beta_range: z.tuple([z.number(), z.number()]),
  max_volatility_pct: z.number(),
  advice: z.string(),
});
export type RiskProfile = z.infer<typeof RiskProfile>;

/** GET/PUT /api/user/risk: the choice (null before step 2) and its band. */
export const RiskResponse = z.object({
  risk_appetite: z.enum(RISK_APPETITES).nullable(),
  profile: RiskProfile.nullable(),
});
export type RiskResponse = z.infer<typeof RiskResponse>;

/** GET /api/user/support: who a learner contacts (SUPPORT_PHONE). */
export const SupportResponse = z.object({ phone: z.string(), whatsapp_url: z.string() });
export type SupportResponse = z.infer<typeof SupportResponse>;
