import { Button } from "@mantine/core";
import { useFileDownload } from "../lib/use-file-download.ts";

/** "Download CSV": fetches an admin CSV with the stored token and saves it under `name`. */
export function CsvDownloadButton({ url, name }: { url: string; name: string }) {
  const { pending, download } = useFileDownload("The CSV could not be downloaded.");
  const handleClick = () => download(url, name);
  return (
    <Button variant="light" onClick={handleClick} loading={pending}>
      Download CSV
    </Button>
  );
}
