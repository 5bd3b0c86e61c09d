import { Alert, Badge, Button, Group, List, Text } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { signupTarget } from "@fincareer/domain/access";
import type { UserInfo } from "@fincareer/domain/contract/user";
import { formatDate } from "@fincareer/domain/format";
import { topNavigation } from "@fincareer/domain/navigation";
import { isFmep, programInfo } from "@fincareer/domain/programs";
import { currentPlan, useCurrentUser } from "../../../lib/current-user.tsx";
import { userKeys } from "../../../lib/query-keys.ts";
import { usePostSignupStep } from "../api/post-signup-step.ts";
import { StepFrame } from "../components/step-frame.tsx";

/**
 * /signup/step1: a short welcome with the learner's programs and what their menu holds; Continue records
 * step 1 and moves on to the domain's signupTarget (step 2 for FMEP, the resources otherwise).
 */
export default function SignupStep1Page() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const step = usePostSignupStep();
  if (user === null) return null;

  const program = user.cprogram;
  const fmep = isFmep(program);
  const features = topNavigation({
    program,
    plan: currentPlan(user),
    planned: user.planned,
    researchType: user.research_type,
  });
  const firstName = user.name.trim().split(/\s+/)[0] ?? "";

  const handleContinue = async () => {
    try {
      const result = await step.mutateAsync(1);
      // The guard judges the next page by the cached steps, so they are updated before navigating.
      queryClient.setQueryData<UserInfo>(userKeys.info(), (old) =>
        old === undefined ? old : { ...old, post_signup_steps: result.post_signup_steps },
      );
      await navigate(signupTarget(program, result.post_signup_steps), { replace: true });
    } catch {
      // Shown by the alert below.
    }
  };

  return (
    <StepFrame step={1} of={fmep ? 2 : 1} title={`Welcome to FinCareer${firstName ? `, ${firstName}` : ""}!`}>
      <Text c="gray.7">
        Your learning space is ready. Here is what you are enrolled in and what you will find in your menu.
      </Text>

      <Text fw={700} mt="lg" mb="xs">
        Your programs
      </Text>
      {user.program.length === 0 ? (
        <Text c="dimmed" size="sm">
          No program is linked to your account yet. It appears here as soon as your enrolment is confirmed.
        </Text>
      ) : (
        <List spacing="xs" listStyleType="none" p={0}>
          {user.program.map((entry) => (
            <List.Item key={entry.id}>
              <Group gap="xs" wrap="wrap">
                <Text fw={600}>{programInfo(entry.program_name)?.label ?? entry.program_name}</Text>
                {entry.program_name === program && (
                  <Badge size="sm" variant="light">
                    Current
                  </Badge>
                )}
                {entry.start_date !== null && (
                  <Text size="sm" c="dimmed">
                    {formatDate(entry.start_date)}
                    {entry.end_date !== null ? ` to ${formatDate(entry.end_date)}` : ""}
                  </Text>
                )}
              </Group>
            </List.Item>
          ))}
        </List>
      )}

      {features.length > 0 && (
        <>
          <Text fw={700} mt="lg" mb="xs">
            In your menu
          </Text>
          <Group gap="xs">
            {features.map((item) => (
              <Badge key={item.key} variant="outline" color="navy" size="lg" radius="sm" tt="none">
                {item.label}
              </Badge>
            ))}
          </Group>
        </>
      )}

      {fmep && (
        <Text c="gray.7" mt="lg">
          Next, you will set up your practice portfolio.
        </Text>
      )}

      {step.isError && (
        <Alert color="red" variant="light" role="alert" mt="lg" title="Could not continue">
          {step.error.message}
        </Alert>
      )}

      <Group justify="flex-end" mt="xl">
        <Button size="md" onClick={() => void handleContinue()} loading={step.isPending}>
          Continue
        </Button>
      </Group>
    </StepFrame>
  );
}
