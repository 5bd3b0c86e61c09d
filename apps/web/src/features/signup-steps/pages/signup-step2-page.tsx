import { Alert, Button, Group, Radio, Stack, Text } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { signupTarget } from "@fincareer/domain/access";
import type { UserInfo } from "@fincareer/domain/contract/user";
import { useCurrentUser } from "../../../lib/current-user.tsx";
import { userKeys } from "../../../lib/query-keys.ts";
import { completePortfolioSetup } from "../api/complete-portfolio-setup.ts";
import { usePostSignupStep } from "../api/post-signup-step.ts";
import { StepFrame } from "../components/step-frame.tsx";
import classes from "./signup-step2-page.module.css";

type RiskAppetite = "conservative" | "balanced" | "aggressive";

const CHOICES: { value: RiskAppetite; label: string; description: string }[] = [
  {
    value: "conservative",
    label: "Conservative",
    description:
      "Protect capital first: large, stable companies, small positions and a stop-loss on every trade.",
  },
  {
    value: "balanced",
    label: "Balanced",
    description:
      "Steady growth: a diversified mix across sectors, accepting moderate swings for better returns.",
  },
  {
    value: "aggressive",
    label: "Aggressive",
    description: "Chase higher returns: concentrated bets and volatile stocks, accepting large drawdowns.",
  },
];

// The API has no field for it yet; the portfolio screens read it from here until it does.
const RISK_KEY = "fincareer.riskAppetite";

function rememberRisk(value: RiskAppetite): void {
  try {
    window.localStorage.setItem(RISK_KEY, value);
  } catch {
    // Storage unavailable: the choice only frames the learner's own practice.
  }
}

/**
 * /signup/step2 (FMEP): the learner picks a risk appetite for the practice portfolio; Continue marks the
 * portfolio set up, records step 2 and moves on to the domain's signupTarget (/portfolio).
 */
export default function SignupStep2Page() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const step = usePostSignupStep();
  const [risk, setRisk] = useState<RiskAppetite | null>(null);
  const [missing, setMissing] = useState(false);
  if (user === null) return null;

  const handleContinue = async () => {
    if (risk === null) {
      setMissing(true);
      return;
    }
    rememberRisk(risk);
    try {
      await completePortfolioSetup();
      const result = await step.mutateAsync(2);
      queryClient.setQueryData<UserInfo>(userKeys.info(), (old) =>
        old === undefined ? old : { ...old, post_signup_steps: result.post_signup_steps },
      );
      await navigate(signupTarget(user.cprogram, result.post_signup_steps), { replace: true });
    } catch {
      // Shown by the alert below.
    }
  };

  return (
    <StepFrame step={2} of={2} title="Set up your practice portfolio">
      <Text c="gray.7">
        You will trade real listed companies with virtual money on live-moving prices. How much risk do you
        want to practise with?
      </Text>

      <Radio.Group
        value={risk}
        onChange={(value) => {
          setRisk(value as RiskAppetite);
          setMissing(false);
        }}
        name="risk"
        label="Risk appetite"
        error={missing ? "Choose a risk appetite to continue" : undefined}
        mt="lg"
        classNames={{ label: classes.groupLabel }}
      >
        <Stack gap="sm" mt="xs">
          {CHOICES.map((choice) => (
            <Radio.Card key={choice.value} value={choice.value} className={classes.card} radius="md">
              <Group wrap="nowrap" align="flex-start" gap="md">
                <Radio.Indicator mt={2} />
                <div>
                  <Text fw={700}>{choice.label}</Text>
                  <Text size="sm" c="dimmed">
                    {choice.description}
                  </Text>
                </div>
              </Group>
            </Radio.Card>
          ))}
        </Stack>
      </Radio.Group>

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
