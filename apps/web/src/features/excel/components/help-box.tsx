// The help box of SPEC.md section 2: contact the team on a messaging app at the configured support number, and
// save the number to get updates. The number comes from the server (SUPPORT_PHONE), never from the web build.
import { Paper, Skeleton, Text } from "@mantine/core";
import { useExcelSettings } from "../api/get-excel-settings.ts";
import classes from "./excel.module.css";

/** The help box with the support number. */
export function HelpBox() {
  const settings = useExcelSettings();
  const phone = settings.data?.support_phone;
  return (
    <Paper withBorder p="md" radius="md" className={classes.help} role="complementary" aria-label="Help">
      <Text fw={700} mb={4}>
        Stuck on a lesson?
      </Text>
      {phone ? (
        <Text size="sm">
          Message our team on WhatsApp at{" "}
          <a href={`tel:${phone.replace(/[^+\d]/g, "")}`} className={classes.phone}>
            {phone}
          </a>
          . Save this number to get course updates.
        </Text>
      ) : settings.isError ? (
        <Text size="sm">Message our team on WhatsApp; the support number could not be loaded just now.</Text>
      ) : (
        <Skeleton h={36} aria-hidden="true" />
      )}
    </Paper>
  );
}
