import { NumberInput, SegmentedControl, Select } from "@mantine/core";
import { PROGRAM_NAMES, PROGRAMS } from "@fincareer/domain/programs";
import type { QueueFilters as Filters } from "../api/list-research-queue.ts";
import classes from "./admin-research.module.css";

const PROGRAM_OPTIONS = PROGRAM_NAMES.map((name) => ({ value: name, label: PROGRAMS[name].label }));

/** Program, week, kind and status filters of the grading queue. */
export function QueueFilters({ value, onChange }: { value: Filters; onChange: (next: Filters) => void }) {
  return (
    <div className={classes.filters}>
      <Select
        label="Program"
        placeholder="All programs"
        data={PROGRAM_OPTIONS}
        value={value.program ?? null}
        onChange={(program) => onChange({ ...value, program: program ?? undefined })}
        searchable
        clearable
        comboboxProps={{ withinPortal: true }}
        className={classes.programFilter}
      />
      <NumberInput
        label="Week"
        placeholder="All"
        min={1}
        allowDecimal={false}
        allowNegative={false}
        value={value.week ?? ""}
        onChange={(week) =>
          onChange({ ...value, week: typeof week === "number" && week >= 1 ? week : undefined })
        }
        className={classes.weekFilter}
      />
      <div className={classes.segment}>
        <span className={classes.segmentLabel} id="queue-kind-label">
          Type
        </span>
        <SegmentedControl
          aria-labelledby="queue-kind-label"
          size="sm"
          value={value.kind ?? "all"}
          onChange={(kind) =>
            onChange({ ...value, kind: kind === "research" || kind === "project" ? kind : undefined })
          }
          data={[
            { value: "all", label: "All" },
            { value: "research", label: "Research" },
            { value: "project", label: "Projects" },
          ]}
        />
      </div>
      <div className={classes.segment}>
        <span className={classes.segmentLabel} id="queue-status-label">
          Status
        </span>
        <SegmentedControl
          aria-labelledby="queue-status-label"
          size="sm"
          value={value.status}
          onChange={(status) =>
            onChange({ ...value, status: status === "graded" || status === "all" ? status : "ungraded" })
          }
          data={[
            { value: "ungraded", label: "To grade" },
            { value: "graded", label: "Graded" },
            { value: "all", label: "All" },
          ]}
        />
      </div>
    </div>
  );
}
