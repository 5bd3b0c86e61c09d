// The instructor's progress table: every learner enrolled in a program of a family, per module of a track.
import { and, asc, eq, inArray, ne } from "drizzle-orm";
import { combine, summarise } from "@fincareer/domain/content";
import type { ResourceTrack } from "@fincareer/domain/content";
import type { AdminProgressResponse } from "@fincareer/domain/contract/content";
import { familyOf, programsInFamily } from "@fincareer/domain/programs";
import type { Family } from "@fincareer/domain/programs";
import type { Db } from "../../db/client.ts";
import {
  contentAnswers,
  contentModules,
  contentProgress,
  contentQuestions,
  contentVideos,
  programEnrolments,
  users,
} from "../../db/schema.ts";
import { iso } from "../../lib/dates.ts";

/** Every learner of the family's programs with their watched videos and answers per module of the track. */
export async function learnerProgress(
  tx: Db,
  family: Family,
  track: ResourceTrack,
): Promise<AdminProgressResponse> {
  const modules = await tx
    .select()
    .from(contentModules)
    .where(and(eq(contentModules.family, family), eq(contentModules.track, track)))
    .orderBy(asc(contentModules.position), asc(contentModules.id));
  const moduleIds = modules.map((m) => m.id);
  const videos = moduleIds.length
    ? await tx
        .select({ id: contentVideos.id, moduleId: contentVideos.moduleId })
        .from(contentVideos)
        .where(inArray(contentVideos.moduleId, moduleIds))
    : [];
  const videoIds = videos.map((v) => v.id);
  const questions = videoIds.length
    ? await tx
        .select({ id: contentQuestions.id, videoId: contentQuestions.videoId })
        .from(contentQuestions)
        .where(inArray(contentQuestions.videoId, videoIds))
    : [];
  const learners = await tx
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      program: programEnrolments.programName,
    })
    .from(users)
    .innerJoin(programEnrolments, eq(programEnrolments.userId, users.id))
    .where(and(inArray(programEnrolments.programName, programsInFamily(family)), ne(users.role, "admin")))
    .orderBy(asc(users.name), asc(users.id));
  const userIds = [...new Set(learners.map((l) => l.id))];
  const answers =
    questions.length && userIds.length
      ? await tx
          .select({
            userId: contentAnswers.userId,
            questionId: contentAnswers.questionId,
            correct: contentAnswers.correct,
            at: contentAnswers.createdAt,
          })
          .from(contentAnswers)
          .where(
            and(
              inArray(
                contentAnswers.questionId,
                questions.map((q) => q.id),
              ),
              inArray(contentAnswers.userId, userIds),
            ),
          )
      : [];
  const progress =
    videoIds.length && userIds.length
      ? await tx
          .select()
          .from(contentProgress)
          .where(and(inArray(contentProgress.videoId, videoIds), inArray(contentProgress.userId, userIds)))
      : [];
  const questionVideo = new Map(questions.map((q) => [q.id, q.videoId]));
  const rows = userIds.map((userId) => {
    const first = learners.find((l) => l.id === userId)!;
    const mine = answers.filter((a) => a.userId === userId);
    const watched = progress.filter((p) => p.userId === userId);
    let last: number | null = null;
    for (const t of [...mine.map((a) => a.at), ...watched.map((p) => p.updatedAt)]) {
      const ms = new Date(t).getTime();
      if (last === null || ms > last) last = ms;
    }
    const perModule = modules.map((m) => {
      const tallies = videos
        .filter((v) => v.moduleId === m.id)
        .map((v) => {
          const qs = questions.filter((q) => q.videoId === v.id).length;
          const own = mine.filter((a) => questionVideo.get(a.questionId) === v.id);
          return {
            completed: watched.some((p) => p.videoId === v.id && p.completed),
            questions: qs,
            answered: own.length,
            correct: own.filter((a) => a.correct).length,
          };
        });
      return { moduleId: m.id, ...summarise(tallies) };
    });
    return {
      userId,
      name: first.name,
      email: first.email,
      programs: learners
        .filter((l) => l.id === userId && familyOf(l.program) === family)
        .map((l) => l.program),
      modules: perModule,
      overall: combine(perModule),
      lastActivity: last === null ? null : iso(new Date(last)),
    };
  });
  return {
    family,
    track,
    modules: modules.map((m) => ({
      id: m.id,
      title: m.title,
      videos: videos.filter((v) => v.moduleId === m.id).length,
      questions: questions.filter((q) => videos.some((v) => v.id === q.videoId && v.moduleId === m.id))
        .length,
    })),
    learners: rows,
  };
}
