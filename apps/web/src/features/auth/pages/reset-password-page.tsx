import { Alert, Anchor, Button, Loader, PasswordInput, Stack, Text } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useQueryClient } from "@tanstack/react-query";
import { Link, useNavigate, useSearchParams } from "react-router";
import { z } from "zod";
import { NewPassword, ResetToken } from "@fincareer/domain/contract/auth";
import { NewPasswordInput } from "../../../components/new-password-input.tsx";
import { isApiError } from "../../../lib/api-error.ts";
import { fieldErrors } from "../../../lib/field-errors.ts";
import { markNewLearner } from "../../../lib/new-learner.ts";
import { setToken } from "../../../lib/token.ts";
import { useRenewResetLink, useResetLinkStatus } from "../api/reset-link.ts";
import { useResetPassword } from "../api/reset-password.ts";
import { AuthLayout } from "../components/auth-layout.tsx";
import { TOGGLE_PROPS } from "../components/password-toggle.ts";

/** The new password and its repeat, which must match. */
const ResetFields = z
  .object({ password: NewPassword, confirm: z.string() })
  .refine((values) => values.password === values.confirm, {
    error: "Type the same password twice",
    path: ["confirm"],
  });

/**
 * A used or expired link, said when the page opens (or when the password is sent): "Send me a new link" mails a new
 * one to the account the link was for, as Forgot password? does, without showing or asking for the address.
 */
function DeadLink({ token }: { token: string }) {
  const renew = useRenewResetLink();
  return (
    <AuthLayout title="Reset your password">
      <Stack gap="md" mt="lg">
        {renew.isSuccess ? (
          <Alert color="green" variant="light" role="status" title="Check your email">
            {renew.data.message}
          </Alert>
        ) : (
          <Alert color="red" variant="light" role="alert" title="This link has been used or has expired">
            Each link sets a password once, within its time. Ask for a new one: it goes to the address this
            link was sent to.
          </Alert>
        )}
        {renew.isError && (
          <Alert color="red" variant="light" role="alert" title="Could not send a new link">
            {renew.error.message}
          </Alert>
        )}
        {!renew.isSuccess && (
          <Button size="md" fullWidth loading={renew.isPending} onClick={() => renew.mutate(token)}>
            Send me a new link
          </Button>
        )}
        <Text size="sm" ta="center">
          <Anchor component={Link} to="/login" fw={600}>
            Back to log in
          </Anchor>
        </Text>
      </Stack>
    </AuthLayout>
  );
}

/**
 * /reset-password?token=...: the page of a one-time link (from an admin, a welcome mail or Forgot password?). The
 * link is checked when the page opens; a dead one offers a new link. Sets a new password (the same rules as
 * sign-up): every other login session of the account ends and the learner is logged in here, landing on their home.
 */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = ResetToken.safeParse(params.get("token") ?? "");
  const status = useResetLinkStatus(token.success ? token.data : null);
  const reset = useResetPassword();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm({
    mode: "uncontrolled",
    initialValues: { password: "", confirm: "" },
    validate: schemaResolver(ResetFields, { sync: true }),
  });

  const handleSubmit = form.onSubmit(({ password }) => {
    if (!token.success) return;
    reset.mutate(
      { token: token.data, password },
      {
        onSuccess: (answer) => {
          setToken(answer.token);
          // Nothing cached for a previous account may leak into this one.
          queryClient.clear();
          if (answer.first_login) markNewLearner();
          void navigate("/", { replace: true });
        },
        onError: (error) => form.setErrors(fieldErrors(error)),
      },
    );
  });

  if (!token.success) {
    return (
      <AuthLayout title="Reset your password">
        <Alert color="red" variant="light" role="alert" title="This link is incomplete" mt="lg">
          Open the whole link you were given, or{" "}
          <Anchor component={Link} to="/forgot-password">
            ask for a new one
          </Anchor>
          .
        </Alert>
        <Text size="sm" ta="center" mt="lg">
          <Anchor component={Link} to="/login" fw={600}>
            Back to log in
          </Anchor>
        </Text>
      </AuthLayout>
    );
  }

  const spent = reset.isError && isApiError(reset.error) && reset.error.code === "invalid_token";
  if (status.data?.usable === false || spent) return <DeadLink token={token.data} />;

  if (status.isPending) {
    return (
      <AuthLayout title="Choose a new password">
        <Stack align="center" mt="xl" role="status" aria-label="Checking the link">
          <Loader size="sm" />
        </Stack>
      </AuthLayout>
    );
  }

  const fieldError = reset.isError && fieldErrors(reset.error).password !== undefined;
  return (
    <AuthLayout
      title="Choose a new password"
      subtitle="This link works once. Pick something you have not used here."
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md" mt="lg">
          {reset.isError && !fieldError && (
            <Alert color="red" variant="light" role="alert" title="Could not set the password">
              {reset.error.message}
            </Alert>
          )}
          <NewPasswordInput
            label="New password"
            visibilityToggleButtonProps={TOGGLE_PROPS}
            size="md"
            {...form.getInputProps("password")}
            key={form.key("password")}
          />
          <PasswordInput
            label="Repeat the new password"
            autoComplete="new-password"
            visibilityToggleButtonProps={TOGGLE_PROPS}
            required
            size="md"
            {...form.getInputProps("confirm")}
            key={form.key("confirm")}
          />
          <Button type="submit" size="md" fullWidth loading={reset.isPending}>
            Set password
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
