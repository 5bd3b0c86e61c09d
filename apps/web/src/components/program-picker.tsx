import { Group, NativeSelect } from "@mantine/core";
import type { ReactNode } from "react";
import { PROGRAM_OPTIONS } from "../lib/program-options.ts";
import { CsvDownloadButton } from "./csv-download-button.tsx";

/**
 * The program select of an analytics report with the report's CSV download; `children` (filters of the page) sit
 * between the two.
 */
export function ProgramPicker({
  program,
  onChange,
  csv,
  children,
}: {
  program: string;
  onChange: (program: string) => void;
  /** The report's CSV: its address and the file name it is saved under. */
  csv: { url: string; name: string };
  children?: ReactNode;
}) {
  return (
    <Group align="flex-end" wrap="wrap" gap="md">
      <NativeSelect
        label="Program"
        value={program}
        onChange={(e) => onChange(e.currentTarget.value)}
        data={PROGRAM_OPTIONS}
      />
      {children}
      <CsvDownloadButton url={csv.url} name={csv.name} />
    </Group>
  );
}
