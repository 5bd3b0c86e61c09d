import { Button, Group, List, Paper, Text, ThemeIcon, Title } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { ReactNode } from "react";
import { useCurrentUser } from "../../../lib/current-user.tsx";
import { userKeys } from "../../../lib/query-keys.ts";
import { useSupport } from "../api/get-support.ts";
import classes from "./no-program-page.module.css";

/** One numbered step of what to do next. */
function Step({ n, title, children }: { n: number; title: string; children: ReactNode }) {
  return (
    <List.Item
      icon={
        <ThemeIcon radius="xl" size={28} color="brand">
          {n}
        </ThemeIcon>
      }
    >
      <Text fw={700}>{title}</Text>
      <Text size="sm" c="gray.8">
        {children}
      </Text>
    </List.Item>
  );
}

/**
 * /no-program: a learner with no enrolment (a walk-in sign-up) learns how enrolment works and whom to contact,
 * and can check again once the admissions team has linked a program.
 */
export default function NoProgramPage() {
  const user = useCurrentUser();
  const support = useSupport();
  const queryClient = useQueryClient();
  const [checked, setChecked] = useState(false);
  const [checking, setChecking] = useState(false);
  if (user === null) return null;

  const firstName = user.name.trim().split(/\s+/)[0] ?? "";
  const phone = support.data?.phone;

  const handleCheck = async () => {
    setChecking(true);
    // A linked program changes the user info; the shell then routes the learner to their program.
    await queryClient.invalidateQueries({ queryKey: userKeys.info() });
    setChecking(false);
    setChecked(true);
  };

  return (
    <div className={classes.root}>
      <Paper withBorder shadow="sm" radius="lg" className={classes.card}>
        <Title order={1} className={classes.title}>
          {firstName ? `${firstName}, you` : "You"} are not enrolled in a program yet
        </Title>
        <Text c="gray.8" mt="xs">
          Your FinCareer account is ready and your background answers are saved. Programs are linked to your
          account by our admissions team when you enrol; you do not pick one here.
        </Text>

        <Title order={2} className={classes.subtitle}>
          What to do next
        </Title>
        <List
          type="ordered"
          spacing="md"
          className={classes.steps}
          icon={null}
          listStyleType="none"
          styles={{ itemWrapper: { alignItems: "flex-start" } }}
        >
          <Step n={1} title="Talk to an admissions advisor">
            They will suggest a program (finance, investment banking, business analytics, data science, Excel
            and more) from your background and goals, with its fees, batch dates and plan.
          </Step>
          <Step n={2} title="Enrol and pay">
            Once your payment is confirmed, the program is added to <strong>{user.email}</strong>, usually
            within one working day. Keep your UPI transaction id or invoice number handy.
          </Step>
          <Step n={3} title="Come back here">
            Press “Check again” or log in again: you go straight to your program once it is linked.
          </Step>
        </List>

        <Paper
          withBorder
          radius="md"
          p="md"
          mt="lg"
          className={classes.contact}
          component="section"
          aria-labelledby="contact-title"
        >
          <Text fw={700} id="contact-title">
            Contact admissions
          </Text>
          {phone ? (
            <>
              <Text size="sm" mt={4}>
                WhatsApp or call <strong>{phone}</strong>. Save the number to get batch and session updates.
              </Text>
              <Group mt="sm" gap="sm">
                <Button
                  component="a"
                  href={support.data?.whatsapp_url}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  Message on WhatsApp
                </Button>
                <Button component="a" href={`tel:${phone.replace(/[^+\d]/g, "")}`} variant="default">
                  Call {phone}
                </Button>
              </Group>
            </>
          ) : (
            <Text size="sm" mt={4} c="gray.8">
              {support.isError
                ? "The support number could not be loaded. Try again in a moment."
                : "Loading…"}
            </Text>
          )}
        </Paper>

        <Group mt="lg" justify="space-between" align="center">
          <Text size="sm" c="gray.8" aria-live="polite">
            {checked
              ? "Still no program linked. If you have paid, message us with your payment reference."
              : ""}
          </Text>
          <Button variant="light" onClick={() => void handleCheck()} loading={checking}>
            Check again
          </Button>
        </Group>
        <Text size="sm" mt="md" c="gray.8">
          Enrolled with another email? Log out and sign in with that one.
        </Text>
      </Paper>
    </div>
  );
}
