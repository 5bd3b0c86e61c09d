// The admin audit cases of learning content: modules, videos, quiz questions and notes (see admin-audit.ts).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { DEMO_VIDEOS_DIR } from "../../src/platform/media.ts";
import { eq } from "drizzle-orm";
import { videoJobs } from "../../src/db/schema.ts";
import type { AuditScene, Case } from "./admin-audit.ts";
import { multipartBody } from "./research.ts";

export function contentCases(s: AuditScene): Case[] {
  const { ids } = s;
  return [
    {
      route: "POST /api/content/modules",
      call: () => ({
        method: "POST",
        url: "/api/content/modules",
        body: { family: "DS", title: "Regression" },
      }),
      action: "content.module.create",
      target: "module “Regression” (DS main)",
      keep: (b) => (ids.module = b.id as number),
    },
    {
      route: "PATCH /api/content/modules/:id",
      call: () => ({
        method: "PATCH",
        url: `/api/content/modules/${ids.module}`,
        body: { title: "Linear regression" },
      }),
      action: "content.module.update",
      target: "module “Regression” (DS main)",
    },
    {
      route: "PUT /api/content/modules/order",
      call: async () => {
        const list = await s.ctx.api("GET", "/api/content/modules?family=DS", { token: s.admin.token });
        const all = (list.body.modules as { id: number }[]).map((m) => m.id).reverse();
        return { method: "PUT", url: "/api/content/modules/order", body: { family: "DS", ids: all } };
      },
      action: "content.module.reorder",
      target: "DS main",
    },
    {
      route: "POST /api/content/modules/:id/videos",
      call: () => ({
        method: "POST",
        url: `/api/content/modules/${ids.module}/videos`,
        body: { title: "OLS by hand", url: "https://cdn.example.com/ols.mp4" },
      }),
      action: "content.video.create",
      target: "video “OLS by hand”",
      keep: (b) => (ids.video = b.id as number),
    },
    {
      route: "POST /api/content/modules/:id/videos/upload",
      call: () => ({
        method: "POST",
        url: `/api/content/modules/${ids.module}/videos/upload`,
        multipart: multipartBody({ title: "Uploaded clip" }, [
          {
            name: "clip.mp4",
            type: "video/mp4",
            bytes: readFileSync(join(DEMO_VIDEOS_DIR, "train-test.mp4")),
          },
        ]),
      }),
      action: "content.video.create",
      target: "video “Uploaded clip”",
      keep: (b) => (ids.uploaded = b.id as number),
    },
    {
      route: "PATCH /api/content/videos/:id",
      call: () => ({
        method: "PATCH",
        url: `/api/content/videos/${ids.video}`,
        body: { title: "OLS, by hand" },
      }),
      action: "content.video.update",
      target: "video “OLS by hand”",
    },
    {
      route: "PUT /api/content/modules/:id/videos/order",
      call: () => ({
        method: "PUT",
        url: `/api/content/modules/${ids.module}/videos/order`,
        body: { ids: [ids.uploaded, ids.video] },
      }),
      action: "content.video.reorder",
      target: "module “Linear regression” (DS main)",
    },
    {
      // A finished resumable (tus) upload added as a video; the chunks themselves are transport (admin-audit.ts).
      route: "POST /api/content/modules/:id/videos/resumable",
      call: async () => {
        const uploadId = await tusUpload(s, readFileSync(join(DEMO_VIDEOS_DIR, "train-test.mp4")));
        return {
          method: "POST",
          url: `/api/content/modules/${ids.module}/videos/resumable`,
          body: { uploadId, title: "Resumed clip" },
        };
      },
      action: "content.video.create",
      target: "video “Resumed clip”",
      keep: (b) => (ids.resumed = b.id as number),
    },
    {
      // Its transcoding failed (set here: the test runs no transcoder) and an admin queues it again.
      route: "POST /api/content/video-jobs/:id/:action",
      call: async () => {
        await s.ctx.db.delete(videoJobs).where(eq(videoJobs.videoId, ids.resumed!));
        const [job] = await s.ctx.db
          .insert(videoJobs)
          .values({
            videoId: ids.resumed!,
            state: "failed",
            pass: "failed",
            error: "ffmpeg exited with code 1",
          })
          .returning({ id: videoJobs.id });
        return { method: "POST", url: `/api/content/video-jobs/${job!.id}/retry` };
      },
      action: "content.video.job",
      target: "video “Resumed clip”",
    },
    {
      route: "POST /api/content/videos/:id/questions",
      call: () => ({
        method: "POST",
        url: `/api/content/videos/${ids.video}/questions`,
        body: {
          prompt: "What does OLS minimise?",
          options: ["Squared residuals", "Absolute residuals"],
          correctIndex: 0,
        },
      }),
      action: "content.question.create",
      target: /^quiz question \d+ of video “OLS, by hand”$/,
      keep: (b) => (ids.question = b.id as number),
    },
    {
      route: "PUT /api/content/videos/:id/questions/order",
      call: () => ({
        method: "PUT",
        url: `/api/content/videos/${ids.video}/questions/order`,
        body: { ids: [ids.question] },
      }),
      action: "content.question.reorder",
      target: "video “OLS, by hand”",
    },
    {
      route: "PATCH /api/content/questions/:id",
      call: () => ({
        method: "PATCH",
        url: `/api/content/questions/${ids.question}`,
        body: { correctIndex: 1 },
      }),
      action: "content.question.update",
      target: /^quiz question \d+ of video “OLS, by hand”$/,
    },
    {
      route: "DELETE /api/content/questions/:id",
      call: () => ({ method: "DELETE", url: `/api/content/questions/${ids.question}` }),
      action: "content.question.delete",
      target: /^quiz question \d+ of video “OLS, by hand”$/,
    },
    {
      route: "DELETE /api/content/videos/:id",
      call: () => ({ method: "DELETE", url: `/api/content/videos/${ids.uploaded}` }),
      action: "content.video.delete",
      target: "video “Uploaded clip”",
    },
    {
      route: "DELETE /api/content/modules/:id",
      call: () => ({ method: "DELETE", url: `/api/content/modules/${ids.module}` }),
      action: "content.module.delete",
      target: "module “Linear regression” (DS main)",
    },
    {
      route: "POST /api/content/notes",
      call: () => ({
        method: "POST",
        url: "/api/content/notes",
        body: { family: "DS", title: "Pandas basics", markdown: "# Pandas\n\nDataFrames." },
      }),
      action: "content.note.create",
      target: "note “Pandas basics” (DS)",
      keep: (b) => (ids.note = b.id as number),
    },
    {
      route: "PUT /api/content/notes/order",
      call: async () => {
        const list = await s.ctx.api("GET", "/api/content/notes?family=DS", { token: s.admin.token });
        const all = (list.body.notes as { id: number }[]).map((n) => n.id).reverse();
        return { method: "PUT", url: "/api/content/notes/order", body: { family: "DS", ids: all } };
      },
      action: "content.note.reorder",
      target: "the DS notes",
    },
    {
      route: "PATCH /api/content/notes/:id",
      call: () => ({
        method: "PATCH",
        url: `/api/content/notes/${ids.note}`,
        body: { title: "Pandas, the basics" },
      }),
      action: "content.note.update",
      target: "note “Pandas basics” (DS)",
    },
    {
      route: "DELETE /api/content/notes/:id",
      call: () => ({ method: "DELETE", url: `/api/content/notes/${ids.note}` }),
      action: "content.note.delete",
      target: "note “Pandas, the basics” (DS)",
    },
  ];
}

/** Sends a file as the admin through the tus protocol in one chunk; the upload's id. */
async function tusUpload(s: AuditScene, bytes: Buffer): Promise<string> {
  const headers = { authorization: `Bearer ${s.admin.token}`, "tus-resumable": "1.0.0" };
  const created = await s.ctx.app.inject({
    method: "POST",
    url: "/api/content/uploads",
    headers: { ...headers, "upload-length": String(bytes.length) },
  });
  if (created.statusCode !== 201)
    throw new Error(`tus creation answered ${created.statusCode}: ${created.body}`);
  const location = String(created.headers.location);
  const sent = await s.ctx.app.inject({
    method: "PATCH",
    url: location,
    headers: { ...headers, "upload-offset": "0", "content-type": "application/offset+octet-stream" },
    payload: bytes,
  });
  if (sent.statusCode !== 204) throw new Error(`tus chunk answered ${sent.statusCode}: ${sent.body}`);
  return location.split("/").pop()!;
}
