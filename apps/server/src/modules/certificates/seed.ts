// Demo completion rules (issue 44) for the demo learners' programs, so a demo learner can earn a certificate: the
// programs' videos and quizzes, a graded research item or project where the program's menus have research, a game
// set where they have games. IBEP Gold is issued at once (Ishaan already has a graded project); FMEP Gold waits for
// an admin's approval, to show the queue. Idempotent: a program that has rules (an admin's, say) keeps them.
import { programAreas } from "@fincareer/domain/api-access";
import type { CompletionRules } from "@fincareer/domain/certificates";
import type { Db } from "../../db/client.ts";
import { certificateRules } from "../../db/schema.ts";

/** The demo programs and their plan variant (the plan decides some menus). */
const DEMO_PROGRAMS: { program: string; plan?: string }[] = [
  { program: "IBEPGOLD" },
  { program: "FMEPGOLD" },
  { program: "FAFMEP", plan: "FAGOLD" },
  { program: "FMEPSILVER" },
  { program: "BA" },
  { program: "EXCEL", plan: "BAEXCELBASIC" },
  { program: "PYTHON" },
  { program: "DSFUSION" },
  { program: "FnO", plan: "FnO" },
];

/** The demo rules of a program: what its menus let a learner do. */
export function demoRules(program: string, plan?: string): CompletionRules {
  const areas = programAreas({ program, plan: plan ?? null, planned: null, steps: 3 });
  const research = areas.has("research") || areas.has("projects");
  return {
    videos_percent: program === "IBEPGOLD" ? 100 : 80,
    quizzes_percent: program === "IBEPGOLD" ? 100 : 80,
    quiz_pass_percent: 60,
    research_count: research ? (program === "FMEPGOLD" ? 2 : 1) : null,
    research_mark_percent: 60,
    games_count: areas.has("games") ? 1 : null,
    requires_approval: program === "FMEPGOLD",
  };
}

/** Adds the demo programs' rules where a program has none. */
export async function seedCertificateRules(tx: Db): Promise<void> {
  for (const { program, plan } of DEMO_PROGRAMS) {
    const r = demoRules(program, plan);
    await tx
      .insert(certificateRules)
      .values({
        program,
        videosPercent: r.videos_percent,
        quizzesPercent: r.quizzes_percent,
        quizPassPercent: r.quiz_pass_percent,
        researchCount: r.research_count,
        researchMarkPercent: r.research_mark_percent,
        gamesCount: r.games_count,
        requiresApproval: r.requires_approval,
      })
      .onConflictDoNothing({ target: certificateRules.program });
  }
}
