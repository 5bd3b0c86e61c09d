// Client-side checks of a research attachment, so a learner on a slow link is told before uploading 10 MB for
// nothing. The server checks the content again; these only look at the name and size.
import { RESEARCH_FILE_MAX_BYTES, RESEARCH_FILE_TYPES } from "@fincareer/domain/research-rules";

export { RESEARCH_FILE_MAX_BYTES, RESEARCH_FILE_TYPES };

/** A message when the file would be refused, or null when it may be uploaded. */
export function checkResearchFile(file: { name: string; size: number }): string | null {
  const ext = file.name.split(".").pop()?.toLowerCase() ?? "";
  if (!(RESEARCH_FILE_TYPES as readonly string[]).includes(ext)) {
    return "Attach a PDF, XLSX, DOCX or PPTX file";
  }
  if (file.size > RESEARCH_FILE_MAX_BYTES) return "The file is larger than 10 MB";
  if (file.size === 0) return "The file is empty";
  return null;
}
