// GET /uploads/userProfile/:name: profile photos. Public (an <img> sends no Bearer header); the names are random
// UUIDs, and each upload gets a new name, so a photo can be cached for good.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { PhotoParams } from "@fincareer/domain/contract/profile";
import { notFound } from "../../lib/errors.ts";
import type { ObjectStorage } from "../../platform/storage/storage.ts";
import { ERRORS, download } from "../../platform/http/openapi.ts";
import { readPhoto } from "./photo.ts";

/** Photo serving routes (registered at /uploads/userProfile). */
export const photoRoutes: FastifyPluginAsyncZod<{ storage: ObjectStorage }> = async (app, { storage }) => {
  app.get(
    "/:name",
    {
      config: { access: "public" },
      schema: {
        tags: ["profile"],
        summary: "A profile photo (WebP)",
        params: PhotoParams,
        response: { 200: download(z.any().describe("the image (WebP)"), "image/webp"), ...ERRORS },
      },
    },
    async (req, reply) => {
      const photo = await readPhoto(storage, req.params.name);
      if (!photo) throw notFound("no such photo");
      return reply
        .header("content-type", "image/webp")
        .header("content-length", photo.size)
        .header("cache-control", "public, max-age=31536000, immutable")
        .send(photo.stream);
    },
  );
};
