// Edit Profile (SPEC.md section 3 "Profile state": education, colleges, university, skills, behaviour, upload)
// and the risk appetite chosen at sign-up step 2.
import { z } from "zod";
import { RISK_APPETITES } from "../risk-profile.ts";
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

/** Earliest year a college or graduation may be dated. */
export const PROFILE_MIN_YEAR = 1960;
/** A course may end at most this many years from now (a first-year student's expected graduation). */
export const PROFILE_YEARS_AHEAD = 6;

/** The latest year a profile may name, given the current year. */
export function profileMaxYear(now = new Date()): number {
  return now.getUTCFullYear() + PROFILE_YEARS_AHEAD;
}

// `label` is the field as the profile screen labels it.
const text = (name: string, max: number, label: string) =>
  z
    .string({ error: `${name} must be text` })
    .trim()
    .max(max, `${name} must be at most ${max} characters`)
    .refine(...noControlCharacters(label));

const year = (name: string) =>
  z
    .number({ error: `${name} must be a year` })
    .int(`${name} must be a whole year`)
    .min(PROFILE_MIN_YEAR, `${name} must be ${PROFILE_MIN_YEAR} or later`)
    .refine((y) => y <= profileMaxYear(), {
      error: `${name} must be at most ${PROFILE_YEARS_AHEAD} years from now`,
    });

/** One college the learner studied at. */
export const College = z
  .object({
    name: text("name", 120, "College or university").min(2, "name must have at least 2 characters"),
    degree: text("degree", 80, "Degree").min(2, "degree must have at least 2 characters"),
    start_year: year("start_year"),
    end_year: year("end_year").nullable(),
  })
  .strict()
  .refine((c) => c.end_year === null || c.end_year >= c.start_year, {
    error: "end_year must not be before start_year",
    path: ["end_year"],
  })
  .refine((c) => c.end_year === null || c.end_year - c.start_year <= 10, {
    error: "a course cannot last more than 10 years",
    path: ["end_year"],
  });
export type College = z.infer<typeof College>;

const PHONE = /^(\+91[ -]?)?[6-9]\d{4}[ -]?\d{5}$/;
const LINKEDIN = /^https:\/\/([a-z]{2,3}\.)?linkedin\.com\/[A-Za-z0-9_\-/%.]+$/;

/** PUT /api/user/profile: every editable field (the whole profile is replaced). */
export const ProfileBody = z
  .object({
    headline: text("headline", 120, "Headline"),
    city: text("city", 60, "City"),
    phone: text("phone", 20, "Mobile number").refine((p) => p === "" || PHONE.test(p), {
      error: "phone must be an Indian mobile number, e.g. +91 98200 12345",
    }),
    linkedin_url: text("linkedin_url", 200, "LinkedIn profile").refine((u) => u === "" || LINKEDIN.test(u), {
      error: "linkedin_url must be a https://www.linkedin.com/... address",
    }),
    education: z.enum(EDUCATION_LEVELS, { error: "education must be one of the listed levels" }).nullable(),
    graduation_year: year("graduation_year").nullable(),
    colleges: z.array(College).max(5, "at most 5 colleges"),
    university: text("university", 120, "University"),
    skills: z
      .array(text("skill", 40, "Each skill").min(1, "a skill cannot be empty"))
      .max(20, "at most 20 skills")
      .refine((s) => new Set(s.map((x) => x.toLowerCase())).size === s.length, {
        error: "skills must not repeat",
      }),
    behaviour: z
      .array(z.enum(BEHAVIOUR_TRAITS, { error: "behaviour must be one of the listed traits" }))
      .max(5, "pick at most 5 traits")
      .refine((b) => new Set(b).size === b.length, { error: "behaviour must not repeat" }),
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
    error: "risk_appetite must be conservative, balanced or aggressive",
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
