import { Badge, Button, Group, Stack, Text, Title } from "@mantine/core";
import { useSearchParams } from "react-router";
import { PublicCard, publicCardTitle } from "../../../components/public-card.tsx";
import { logout } from "../../../lib/session.ts";
import classes from "./renew-page.module.css";

interface StatusCopy {
  label: string;
  color: string;
  heading: string;
  body: string;
}

// What each renewid status (active | expired | none), and the reminder mail's ending, means for the learner, and what to do about it.
const STATUS: Record<string, StatusCopy> = {
  expired: {
    label: "Expired",
    color: "red",
    heading: "Your program access has ended",
    body: "Your enrolment period is over, so your program is paused. To continue, renew your program with the FinCareer team, quoting the email shown above. Once the renewal is activated, choose “I have renewed, check again” below.",
  },
  // The renewal reminder mail's link (14 days before the end date): still active, renew before it ends.
  ending: {
    label: "Ending soon",
    color: "yellow",
    heading: "Your program access ends soon",
    body: "Your enrolment ends within the next 14 days. Renew with the FinCareer team before then, quoting the email shown above, to keep your lessons, research scores and portfolio without a break.",
  },
  none: {
    label: "No active program",
    color: "gray",
    heading: "There is no active program on this account",
    body: "We could not find an active enrolment for the email below. If you have just paid, activation can take a little while; otherwise contact the FinCareer team with this email to get enrolled.",
  },
  active: {
    label: "Active",
    color: "teal",
    heading: "Your program is active",
    body: "Your renewal has been activated. Go back to FinCareer to continue learning.",
  },
};

const UNKNOWN: StatusCopy = {
  label: "Unknown",
  color: "gray",
  heading: "Renew your program",
  body: "Your program needs to be renewed before you can continue. Contact the FinCareer team with the email you signed up with.",
};

/** /renew: the renewal-activation page; shows the email and status from the query string and the next step. */
export default function RenewPage() {
  const [params] = useSearchParams();
  const email = params.get("email") ?? "";
  const status = params.get("status") ?? "";
  const copy = STATUS[status] ?? UNKNOWN;

  const handleContinue = () => window.location.assign("/");
  const handleLogout = () => {
    void logout();
  };

  return (
    <PublicCard>
      <Stack gap="md">
        <Title order={1} className={publicCardTitle}>
          {copy.heading}
        </Title>
        <dl className={classes.details}>
          <div>
            <dt>Email</dt>
            <dd>{email === "" ? "Not given" : email}</dd>
          </div>
          <div>
            <dt>Status</dt>
            <dd>
              <Badge color={copy.color} variant="light" size="lg">
                {copy.label}
              </Badge>
            </dd>
          </div>
        </dl>
        <Text c="gray.8">{copy.body}</Text>
        <Group gap="sm" mt="xs">
          <Button onClick={handleContinue}>
            {status === "active" ? "Continue to FinCareer" : "I have renewed, check again"}
          </Button>
          <Button variant="default" onClick={handleLogout}>
            Log out
          </Button>
        </Group>
      </Stack>
    </PublicCard>
  );
}
