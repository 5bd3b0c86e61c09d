// Edit Profile (GET/PUT /api/user/profile, POST /api/user/profile/photo) and the risk appetite of sign-up step 2
// (GET/PUT /api/user/risk).
import { eq } from "drizzle-orm";
import {
  BEHAVIOUR_TRAITS,
  EDUCATION_LEVELS,
  EMPTY_PROFILE,
  profileMaxYear,
  type PhotoResponse,
  type ProfileBody,
  type ProfileResponse,
  type RiskResponse,
} from "@fincareer/domain/contract/profile";
import { riskBand, type RiskAppetite } from "@fincareer/domain/risk-profile";
import type { Db } from "../../db/client.ts";
import { userProfiles, users } from "../../db/schema.ts";
import type { UserProfileRow } from "../../db/schema.ts";
import { unauthorized } from "../../lib/errors.ts";
import { iso } from "../../lib/dates.ts";
import type { ObjectStorage } from "../../platform/storage/storage.ts";
import { deletePhoto, photoUrl, processPhoto, storePhoto } from "./photo.ts";

function toBody(row: UserProfileRow | undefined): ProfileBody {
  if (!row) return EMPTY_PROFILE;
  return {
    headline: row.headline,
    city: row.city,
    phone: row.phone,
    linkedin_url: row.linkedinUrl,
    education: (row.education as ProfileBody["education"]) ?? null,
    graduation_year: row.graduationYear,
    colleges: row.colleges,
    university: row.university,
    skills: row.skills,
    behaviour: row.behaviour as ProfileBody["behaviour"],
  };
}

function toRisk(appetite: RiskAppetite | null | undefined): RiskResponse {
  return appetite
    ? { risk_appetite: appetite, profile: riskBand(appetite) }
    : { risk_appetite: null, profile: null };
}

/** Creates the profile service. */
export function createProfileService(deps: { db: Db; storage: ObjectStorage }) {
  const { db, storage } = deps;

  async function read(tx: Db, userId: number): Promise<ProfileResponse> {
    const [user] = await tx.select({ photo: users.photo }).from(users).where(eq(users.id, userId));
    if (!user) throw unauthorized("this account no longer exists");
    const [row] = await tx.select().from(userProfiles).where(eq(userProfiles.userId, userId));
    return {
      ...toBody(row),
      photo: photoUrl(user.photo),
      updated_at: row?.updatedAt ? iso(row.updatedAt) : null,
      options: {
        education: [...EDUCATION_LEVELS],
        behaviour: [...BEHAVIOUR_TRAITS],
        max_year: profileMaxYear(),
      },
    };
  }

  return {
    /** GET /api/user/profile: the saved fields (empty ones before the first save) and the photo's address. */
    async get(userId: number): Promise<ProfileResponse> {
      return db.transaction((tx) => read(tx, userId));
    },

    /** PUT /api/user/profile: replaces every field in one upsert. */
    async put(userId: number, body: ProfileBody): Promise<ProfileResponse> {
      return db.transaction(async (tx) => {
        const values = {
          headline: body.headline,
          city: body.city,
          phone: body.phone,
          linkedinUrl: body.linkedin_url,
          education: body.education,
          graduationYear: body.graduation_year,
          colleges: body.colleges,
          university: body.university,
          skills: body.skills,
          behaviour: body.behaviour,
          updatedAt: new Date(),
        };
        await tx
          .insert(userProfiles)
          .values({ userId, ...values })
          .onConflictDoUpdate({ target: userProfiles.userId, set: values });
        return read(tx, userId);
      });
    },

    /**
     * POST /api/user/profile/photo: checks and re-encodes the image, writes it durably, then points the user at
     * it; the old file is removed only after that commit, and the new one is removed if the commit fails.
     */
    async setPhoto(userId: number, upload: Buffer): Promise<PhotoResponse> {
      const photo = await processPhoto(upload);
      const stored = await storePhoto(storage, photo);
      let previous: string | null = null;
      try {
        await db.transaction(async (tx) => {
          const [row] = await tx
            .select({ photo: users.photo })
            .from(users)
            .where(eq(users.id, userId))
            .for("update");
          if (!row) throw unauthorized("this account no longer exists");
          previous = row.photo;
          await tx.update(users).set({ photo: stored }).where(eq(users.id, userId));
        });
      } catch (err) {
        await deletePhoto(storage, stored);
        throw err;
      }
      if (previous !== stored) await deletePhoto(storage, previous).catch(() => {});
      return { photo: photoUrl(stored)!, width: photo.width, height: photo.height };
    },

    /** GET /api/user/risk: the risk appetite chosen at sign-up step 2 and its band (nulls before). */
    async risk(userId: number): Promise<RiskResponse> {
      const [row] = await db
        .select({ risk: userProfiles.riskAppetite })
        .from(userProfiles)
        .where(eq(userProfiles.userId, userId));
      return toRisk(row?.risk);
    },

    /** PUT /api/user/risk: records the choice (it can be changed later). */
    async setRisk(userId: number, appetite: RiskAppetite): Promise<RiskResponse> {
      await db
        .insert(userProfiles)
        .values({ userId, riskAppetite: appetite })
        .onConflictDoUpdate({ target: userProfiles.userId, set: { riskAppetite: appetite } });
      return toRisk(appetite);
    },
  };
}

/** The profile service's interface. */
export type ProfileService = ReturnType<typeof createProfileService>;
