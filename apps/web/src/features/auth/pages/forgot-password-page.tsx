import { Alert, Anchor, Button, Stack, Text } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { Link } from "react-router";
import { ForgotBody } from "@fincareer/domain/contract/mail";
import { useForgotPassword } from "../api/forgot-password.ts";
import { AuthLayout } from "../components/auth-layout.tsx";
import { EmailInput } from "../components/email-input.tsx";

function BackToLogin() {
  return (
    <Text size="sm" ta="center" mt="lg">
      <Anchor component={Link} to="/login" fw={600}>
        Back to log in
      </Anchor>
    </Text>
  );
}

/**
 * /forgot-password (from "Forgot password?" on /login): the learner's email, POST /api/auth/forgot. The answer is
 * the same whether or not the address has an account, so the page says the same in every case.
 */
export default function ForgotPasswordPage() {
  const forgot = useForgotPassword();
  const form = useForm({
    mode: "uncontrolled",
    initialValues: { email: "" },
    validate: schemaResolver(ForgotBody, { sync: true }),
  });

  const handleSubmit = form.onSubmit((values) => forgot.mutate(ForgotBody.parse(values)));

  if (forgot.isSuccess) {
    return (
      <AuthLayout title="Check your email">
        <Alert color="green" variant="light" role="status" title="Link requested" mt="lg">
          {forgot.data.message} If nothing arrives in a few minutes, look in your spam folder or ask your
          program coordinator.
        </Alert>
        <BackToLogin />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Forgot your password?"
      subtitle="Enter your login email: we will mail you a link to set a new one."
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md" mt="lg">
          {forgot.isError && (
            <Alert color="red" variant="light" role="alert" title="Could not send the link">
              {forgot.error.message}
            </Alert>
          )}
          <EmailInput {...form.getInputProps("email")} key={form.key("email")} />
          <Button type="submit" size="md" fullWidth loading={forgot.isPending}>
            Email me a link
          </Button>
        </Stack>
      </form>
      <BackToLogin />
    </AuthLayout>
  );
}
