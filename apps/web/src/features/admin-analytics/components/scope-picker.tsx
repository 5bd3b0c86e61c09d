import { Group, Select } from "@mantine/core";
import { PROGRAM_OPTIONS } from "../../../lib/program-options.ts";
import { formatMonth } from "@fincareer/domain/format";

/** The program select and, when months are known, the cohort (enrolment start month) select. */
export function ScopePicker({
  program,
  cohort,
  cohorts,
  onChange,
}: {
  program: string;
  cohort?: string | null;
  /** Months to offer; undefined hides the cohort select. */
  cohorts?: readonly string[];
  onChange: (next: { program: string; cohort: string | null }) => void;
}) {
  return (
    <Group gap="sm" align="end" wrap="wrap">
      <Select
        label="Program"
        data={PROGRAM_OPTIONS}
        value={program}
        searchable
        allowDeselect={false}
        onChange={(value) => value && onChange({ program: value, cohort: null })}
        w={{ base: "100%", xs: 260 }}
      />
      {cohorts && (
        <Select
          label="Cohort (enrolment month)"
          data={[
            { value: "", label: "All cohorts" },
            ...cohorts.map((m) => ({ value: m, label: formatMonth(m) })),
          ]}
          value={cohort ?? ""}
          allowDeselect={false}
          onChange={(value) => onChange({ program, cohort: value || null })}
          w={{ base: "100%", xs: 220 }}
        />
      )}
    </Group>
  );
}
