import { Alert, Button, CopyButton, Text } from "@mantine/core";
import type { ResetLink } from "@fincareer/domain/contract/admin-users";
import { formatDateTime } from "@fincareer/domain/format";
import classes from "./admin-users.module.css";

/** A one-time password link to hand to the learner, with a copy button (there is no email sender). */
export function ResetLinkBox({
  link,
  title = "One-time password link",
}: {
  link: ResetLink;
  title?: string;
}) {
  const url = `${window.location.origin}${link.url}`;
  return (
    <Alert color="blue" variant="light" title={title} role="status">
      <Text size="sm">
        Give this link to {link.email}. It works once, until {formatDateTime(new Date(link.expires_at))}.
      </Text>
      <Text className={classes.link} mt={6} data-testid="reset-link">
        {url}
      </Text>
      <CopyButton value={url}>
        {({ copied, copy }) => (
          <Button size="xs" variant="light" mt="xs" onClick={copy}>
            {copied ? "Copied" : "Copy link"}
          </Button>
        )}
      </CopyButton>
    </Alert>
  );
}
