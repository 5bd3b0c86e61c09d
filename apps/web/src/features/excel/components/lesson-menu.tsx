// The left menu: the four modules with collapsible sub-lessons (SPEC.md's exact titles), the learner's current
// program, and a lock mark on lessons the eligible number does not open yet. Below 768 px it folds behind a button.
import { Badge, Burger, Collapse, NavLink, Text, UnstyledButton } from "@mantine/core";
import { useDisclosure, useMediaQuery } from "@mantine/hooks";
import { EXCEL_MODULES, isLessonUnlocked } from "@fincareer/domain/excel";
import type { ExcelLesson } from "@fincareer/domain/excel";
import classes from "./excel.module.css";

function LockIcon() {
  return (
    <svg
      width={14}
      height={14}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      aria-hidden="true"
    >
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
    </svg>
  );
}

export interface LessonMenuProps {
  /** The learner's current program (cprogram), shown at the top of the menu. */
  programName: string | null;
  current: ExcelLesson;
  eligible: number | undefined;
  onSelect: (lessonId: string) => void;
}

/** The module and lesson menu. */
export function LessonMenu({ programName, current, eligible, onSelect }: LessonMenuProps) {
  const compact = useMediaQuery("(max-width: 767px)", false, { getInitialValueInEffect: false });
  const [open, { toggle, close }] = useDisclosure(false);

  const handleSelect = (id: string) => {
    onSelect(id);
    close();
  };

  const tree = (
    <nav aria-label="Excel lessons" className={classes.menuNav}>
      {EXCEL_MODULES.map((mod) => (
        <NavLink
          key={mod.module}
          component="button"
          label={mod.title}
          description={`Module ${mod.module}`}
          defaultOpened={mod.module === current.module || mod.module === 1}
          childrenOffset={12}
          className={classes.moduleLink}
          classNames={{ label: classes.moduleLabel }}
        >
          {mod.lessons.map((lesson) => {
            const locked = eligible !== undefined && !isLessonUnlocked(lesson.id, eligible);
            return (
              <NavLink
                key={lesson.id}
                component="button"
                label={lesson.title}
                active={lesson.id === current.id}
                aria-current={lesson.id === current.id ? "page" : undefined}
                rightSection={locked ? <LockIcon /> : undefined}
                onClick={() => handleSelect(lesson.id)}
                data-lesson={lesson.id}
                title={locked ? `${lesson.title} (locked)` : lesson.title}
              />
            );
          })}
        </NavLink>
      ))}
    </nav>
  );

  const heading = (
    <div className={classes.menuHead}>
      <Text fw={700} size="sm" c="dimmed" tt="uppercase">
        Excel course
      </Text>
      {programName && (
        <Badge variant="light" color="teal" size="md" aria-label={`Program ${programName}`}>
          {programName}
        </Badge>
      )}
    </div>
  );

  if (!compact) {
    return (
      <aside className={classes.menu}>
        {heading}
        {tree}
      </aside>
    );
  }
  return (
    <aside className={classes.menu}>
      <UnstyledButton onClick={toggle} aria-expanded={open} className={classes.menuToggle}>
        <Burger opened={open} size="sm" component="span" aria-hidden="true" />
        <span>
          <Text size="xs" c="dimmed">
            Lessons{programName ? ` · ${programName}` : ""}
          </Text>
          <Text size="sm" fw={600}>
            {current.title}
          </Text>
        </span>
      </UnstyledButton>
      <Collapse expanded={open}>{tree}</Collapse>
    </aside>
  );
}
