import { Button } from "@mantine/core";
import { toast } from "../../../lib/toast.ts";
import { useDownloadCsv } from "../api/download-csv.ts";
import type { CsvTarget } from "../api/download-csv.ts";

/** "Download CSV" for one table; `label` names the table for screen readers. */
export function CsvButton({ target, label }: { target: CsvTarget; label: string }) {
  const download = useDownloadCsv();
  return (
    <Button
      size="xs"
      variant="light"
      loading={download.isPending}
      aria-label={`Download CSV of ${label}`}
      onClick={() => download.mutate(target, { onError: (err) => toast.error(err.message) })}
    >
      Download CSV
    </Button>
  );
}
