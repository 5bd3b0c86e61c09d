// The learner's account extras under /api/user: Edit Profile and its photo (area "profile"), the sign-up
// questionnaire, the support contact (area "authenticated": a learner with no program needs them) and the risk
// appetite of sign-up step 2 (area "market": only the FMEP programs have the practice portfolio).
import multipart from "@fastify/multipart";
import { validatorCompiler } from "fastify-type-provider-zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { HrBody, HrResponse, HrSaved } from "@fincareer/domain/contract/hr";
import {
  PHOTO_MAX_BYTES,
  PhotoResponse,
  PhotoUploadDoc,
  ProfileBody,
  ProfileResponse,
  RiskBody,
  RiskResponse,
  SupportResponse,
} from "@fincareer/domain/contract/profile";
import { AppError, badRequest } from "../../lib/errors.ts";
import { UPLOAD_RATE_LIMIT } from "../../lib/uploads/limits.ts";
import { currentUser } from "../../platform/http/auth.ts";
import { ERRORS, SECURED } from "../../platform/http/openapi.ts";
import type { HrService } from "./hr-service.ts";
import { photoTooLarge } from "./photo.ts";
import type { ProfileService } from "./profile-service.ts";

/** The one multipart field a photo upload carries. */
const PHOTO_FIELD = "photo";

/** Account routes registered at /api/user beside the SPEC.md user routes. */
export const accountRoutes: FastifyPluginAsyncZod<{
  profile: ProfileService;
  hr: HrService;
  supportPhone: string;
}> = async (app, { profile, hr, supportPhone }) => {
  await app.register(multipart, {
    limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 0, parts: 1 },
  });
  const onRequest = app.authenticate;
  const tags = ["profile"];
  const security = SECURED;

  app.get(
    "/profile",
    {
      onRequest,
      config: { access: "profile" },
      schema: {
        tags,
        summary: "My profile (Edit Profile)",
        security,
        response: { 200: ProfileResponse, ...ERRORS },
      },
    },
    async (req) => profile.get(currentUser(req).userId),
  );

  app.put(
    "/profile",
    {
      onRequest,
      config: { access: "profile" },
      schema: {
        tags,
        summary: "Replace my profile's fields",
        security,
        body: ProfileBody,
        response: { 200: ProfileResponse, ...ERRORS },
      },
    },
    async (req) => profile.put(currentUser(req).userId, req.body),
  );

  app.post(
    "/profile/photo",
    {
      onRequest,
      config: { access: "profile", rateLimit: UPLOAD_RATE_LIMIT },
      schema: {
        tags,
        summary: "Upload my profile photo",
        description:
          "multipart/form-data with one file part `photo`: JPEG, PNG or WebP (judged by content) up to 2 MB. " +
          "It is re-encoded to WebP, at most 512 px a side, without EXIF. 413 too large, 415 not such an " +
          "image, 422 damaged or above 40 megapixels, 429 after 30 uploads in a minute; the previous photo " +
          "stays on any failure.",
        security,
        consumes: ["multipart/form-data"],
        body: PhotoUploadDoc,
        response: { 200: PhotoResponse, ...ERRORS },
      },
      // The body schema only documents the form: the part is read, limited and checked below.
      validatorCompiler: (route) =>
        route.httpPart === "body"
          ? (data: unknown) => ({ value: data })
          : validatorCompiler(route as unknown as Parameters<typeof validatorCompiler>[0]),
    },
    async (req) => {
      const caller = currentUser(req);
      if (!req.isMultipart())
        throw new AppError(
          "unsupported_media_type",
          415,
          "send the photo as multipart/form-data (field 'photo')",
        );
      let buffer: Buffer;
      try {
        const part = await req.file();
        if (!part) throw badRequest("body.photo: is required", "validation_error");
        if (part.fieldname !== PHOTO_FIELD) {
          part.file.resume();
          throw badRequest(
            `body.${part.fieldname}: unexpected field (send the image as 'photo')`,
            "validation_error",
          );
        }
        buffer = await part.toBuffer();
        if (part.file.truncated) throw photoTooLarge();
      } catch (err) {
        if (err instanceof AppError) throw err;
        const code = (err as { code?: string }).code ?? "";
        if (code === "FST_REQ_FILE_TOO_LARGE") throw photoTooLarge();
        if (code.startsWith("FST_")) throw badRequest(`body: ${(err as Error).message}`, "invalid_multipart");
        throw err;
      }
      return profile.setPhoto(caller.userId, buffer);
    },
  );

  app.get(
    "/hr",
    {
      onRequest,
      config: { access: "authenticated" },
      schema: {
        tags: ["signup"],
        summary: "The sign-up questionnaire (blocks, questions, default answers, institutes) and my answers",
        security,
        response: { 200: HrResponse, ...ERRORS },
      },
    },
    async (req) => hr.get(currentUser(req).userId),
  );

  app.put(
    "/hr",
    {
      onRequest,
      config: { access: "authenticated" },
      schema: {
        tags: ["signup"],
        summary: "Save my questionnaire answers (replaces earlier ones)",
        description: "Every answer is checked against its question; unknown keys are refused.",
        security,
        body: HrBody,
        response: { 200: HrSaved, ...ERRORS },
      },
    },
    async (req) => hr.save(currentUser(req).userId, req.body.answers),
  );

  app.get(
    "/risk",
    {
      onRequest,
      config: { access: "market" },
      schema: {
        tags: ["signup"],
        summary: "My risk appetite (sign-up step 2) and its band",
        security,
        response: { 200: RiskResponse, ...ERRORS },
      },
    },
    async (req) => profile.risk(currentUser(req).userId),
  );

  app.put(
    "/risk",
    {
      onRequest,
      config: { access: "market" },
      schema: {
        tags: ["signup"],
        summary: "Set my risk appetite",
        security,
        body: RiskBody,
        response: { 200: RiskResponse, ...ERRORS },
      },
    },
    async (req) => profile.setRisk(currentUser(req).userId, req.body.risk_appetite),
  );

  app.get(
    "/support",
    {
      onRequest,
      config: { access: "authenticated" },
      schema: {
        tags: ["user"],
        summary: "Who to contact: the support phone (WhatsApp)",
        security,
        response: { 200: SupportResponse, ...ERRORS },
      },
    },
    async () => ({ phone: supportPhone, whatsapp_url: `https://wa.me/${supportPhone.replace(/\D/g, "")}` }),
  );
};
