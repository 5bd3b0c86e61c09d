// Shared by the learner research screens and the instructor queue (features do not import each other).
import { Button } from "@mantine/core";
import type { ResearchFile } from "@fincareer/domain/contract/research";
import { useFileDownload } from "../lib/use-file-download.ts";

function sizeText(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** Opens (PDF) or downloads a submission's attachment; the file is served only with the learner's token. */
export function AttachmentButton({ file }: { file: ResearchFile }) {
  const { pending, download } = useFileDownload();
  const handleClick = () => download(file.url, file.name);
  return (
    <Button
      variant="default"
      size="xs"
      onClick={handleClick}
      loading={pending}
      aria-label={`Open attachment ${file.name}`}
      styles={{ label: { overflow: "hidden", textOverflow: "ellipsis", maxWidth: 240 } }}
    >
      {file.type.toUpperCase()} · {file.name} ({sizeText(file.size)})
    </Button>
  );
}
