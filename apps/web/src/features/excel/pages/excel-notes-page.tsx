// /EXCELNOTES, the Excel resource screen (SPEC.md section 2): the lesson menu on the left, the lesson on the right,
// the help box under it. The lesson is kept in ?lesson= so a reload stays on it; the first lesson is xl-m1-v1.
import { useSearchParams } from "react-router";
import { FIRST_LESSON_ID, excelLesson } from "@fincareer/domain/excel";
import { useCurrentUser } from "../../../lib/current-user.tsx";
import { useExcelEligible } from "../api/get-excel-eligible.ts";
import { HelpBox } from "../components/help-box.tsx";
import { LessonMenu } from "../components/lesson-menu.tsx";
import { LessonView } from "../components/lesson-view.tsx";
import classes from "../components/excel.module.css";

/** The Excel course screen. */
export default function ExcelNotesPage() {
  const user = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const lesson = excelLesson(params.get("lesson") ?? "") ?? excelLesson(FIRST_LESSON_ID)!;
  const eligibility = useExcelEligible();
  // A failed eligibility call counts as no completed case project: modules 1 and 2 stay open.
  const eligible = eligibility.isError ? 0 : eligibility.data?.eligible;

  const handleSelect = (id: string) => {
    setParams({ lesson: id });
    document.getElementById("lesson-top")?.scrollIntoView({ block: "start" });
  };

  return (
    <div className={classes.layout} id="lesson-top">
      <LessonMenu
        programName={user?.cprogram ?? null}
        current={lesson}
        eligible={eligible}
        onSelect={handleSelect}
      />
      <div className={classes.content}>
        <LessonView key={lesson.id} lesson={lesson} eligible={eligible} />
        <HelpBox />
      </div>
    </div>
  );
}
