import { Alert, Button, Group, Radio, Stack, Text } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { signupTarget } from "@fincareer/domain/access";
import type { UserInfo } from "@fincareer/domain/contract/user";
import { useCurrentUser } from "../../../lib/current-user.tsx";
import { userKeys } from "../../../lib/query-keys.ts";
import { riskBand } from "@fincareer/domain/risk-profile";
import type { RiskAppetite } from "@fincareer/domain/risk-profile";
import { completePortfolioSetup } from "../api/complete-portfolio-setup.ts";
import { saveRisk } from "../api/save-risk.ts";
import { usePostSignupStep } from "../api/post-signup-step.ts";
import { StepFrame } from "../components/step-frame.tsx";
import classes from "./signup-step2-page.module.css";
import { formatPercent } from "@fincareer/domain/format";

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

/** "Suggested: 55% large caps, ..." for a choice (the band the portfolio page shows later). */
function allocationText(appetite: RiskAppetite): string {
  const b = riskBand(appetite);
  const { large, mid, small, cash } = b.allocation;
  const parts = [
    `${formatPercent(large)} large caps`,
    `${formatPercent(mid)} mid caps`,
    ...(small > 0 ? [`${formatPercent(small)} small caps`] : []),
    `${formatPercent(cash)} cash`,
  ];
  return `${b.band} risk. Suggested: ${parts.join(", ")}; at most ${formatPercent(b.max_position_pct)} in one stock.`;
}

/**
 * /signup/step2 (FMEP): the learner picks a risk appetite for the practice portfolio; Continue stores it
 * (PUT /api/user/risk), marks the portfolio set up, records step 2 and moves on to signupTarget (/portfolio).
 */
export default function SignupStep2Page() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const step = usePostSignupStep();
  const [saveError, setSaveError] = useState<string | null>(null);
  const [risk, setRisk] = useState<RiskAppetite | null>(null);
  const [missing, setMissing] = useState(false);
  if (user === null) return null;

  const handleContinue = async () => {
    if (risk === null) {
      setMissing(true);
      return;
    }
    setSaveError(null);
    try {
      // Stored on the server: the portfolio page shows the band and suggested allocation beside the FinScore.
      await saveRisk(risk);
    } catch (error) {
      setSaveError(error instanceof Error ? error.message : "Could not save your choice");
      return;
    }
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
          setRisk(value);
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
                  <Text size="sm" c="gray.7">
                    {choice.description}
                  </Text>
                  <Text size="xs" c="gray.8" mt={4}>
                    {allocationText(choice.value)}
                  </Text>
                </div>
              </Group>
            </Radio.Card>
          ))}
        </Stack>
      </Radio.Group>

      {saveError !== null && (
        <Alert color="red" variant="light" role="alert" mt="lg" title="Could not save your choice">
          {saveError}
        </Alert>
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
