import { FileInput } from "@mantine/core";
import { RESEARCH_FILE_MAX_BYTES, RESEARCH_FILE_TYPES, checkResearchFile } from "./file-rules.ts";

interface Props {
  value: File | null;
  onChange: (file: File | null) => void;
  /** The file already attached to the submission being edited. */
  currentName?: string | null;
  error?: string | null;
}

const ACCEPT = RESEARCH_FILE_TYPES.map((ext) => `.${ext}`).join(",");
const MAX_MB = RESEARCH_FILE_MAX_BYTES / (1024 * 1024);

/** The optional attachment: PDF, XLSX, DOCX or PPTX up to 10 MB (checked again, by content, on the server). */
export function FileField({ value, onChange, currentName, error }: Props) {
  const description =
    currentName && value === null
      ? `Attached: ${currentName}. Choose a file to replace it.`
      : `PDF, XLSX, DOCX or PPTX, up to ${MAX_MB} MB.`;
  return (
    <FileInput
      label="Attachment (optional)"
      description={description}
      placeholder="Choose a file"
      accept={ACCEPT}
      clearable
      value={value}
      onChange={onChange}
      error={error ?? (value ? checkResearchFile(value) : null)}
    />
  );
}
