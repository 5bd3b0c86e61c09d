import { Alert, Anchor, Button, Stack, Text, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link, Navigate, useNavigate } from "react-router";
import { SignupBody } from "@fincareer/domain/contract/auth";
import { NewPasswordInput } from "../../../components/new-password-input.tsx";
import { markNewLearner } from "../../../lib/new-learner.ts";
import { getToken, setToken } from "../../../lib/token.ts";
import { login } from "../api/login.ts";
import { useSignup } from "../api/signup.ts";
import { AuthLayout } from "../components/auth-layout.tsx";
import { EmailInput } from "../components/email-input.tsx";
import { fieldErrors } from "../../../lib/field-errors.ts";
import { TOGGLE_PROPS } from "../components/password-toggle.ts";

// Mantine's default description gray is too light to read (contrast); one shade darker than body text.

/**
 * /signup: name, email and password, POST /api/auth/signup, then log in with the same details, store the token
 * and go to "/" (the guard sends a new account to /signup/step1). Sign-up answers alike for a taken email, so
 * when the login fails the page says what to do instead. A signed-in visitor goes straight on.
 */
export default function SignupPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signup = useSignup();
  const form = useForm({
    mode: "uncontrolled",
    initialValues: { name: "", email: "", password: "" },
    validate: schemaResolver(SignupBody, { sync: true }),
  });
  const [notice, setNotice] = useState<string | null>(null);

  if (getToken() !== null && !signup.isSuccess) return <Navigate to="/" replace />;

  const handleSubmit = form.onSubmit((values) => {
    setNotice(null);
    const body = SignupBody.parse(values);
    const { email, password } = body;
    signup.mutate(body, {
      // mutate() ignores what onSuccess returns, so the follow-up login is a chain with its own catch.
      onSuccess: (answer) => {
        login({ email, password })
          .then(({ token }) => {
            setToken(token);
            queryClient.clear();
            markNewLearner();
            void navigate("/", { replace: true });
          })
          .catch(() => setNotice(answer.message));
      },
      onError: (error) => form.setErrors(fieldErrors(error)),
    });
  });
  const fieldError = signup.isError && Object.keys(fieldErrors(signup.error)).length > 0;

  return (
    <AuthLayout
      title="Create your account"
      subtitle="It takes a minute. Your program enrolment links to this email."
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md" mt="lg">
          {notice && (
            <Alert color="blue" variant="light" role="status" title="Check your details">
              {notice}
            </Alert>
          )}
          {signup.isError && !fieldError && (
            <Alert color="red" variant="light" role="alert" title="Could not create the account">
              {signup.error.message}
            </Alert>
          )}
          <TextInput
            label="Full name"
            name="name"
            autoComplete="name"
            required
            size="md"
            {...form.getInputProps("name")}
            key={form.key("name")}
          />
          <EmailInput {...form.getInputProps("email")} key={form.key("email")} />
          <NewPasswordInput
            label="Password"
            name="password"
            visibilityToggleButtonProps={TOGGLE_PROPS}
            size="md"
            {...form.getInputProps("password")}
            key={form.key("password")}
          />
          <Text size="sm" c="gray.7">
            We use your name, email and password to run your account, and ask for your consent to anything
            optional once you are in. Read the{" "}
            <Anchor component={Link} to="/privacy" fw={600}>
              privacy notice
            </Anchor>{" "}
            (English and हिंदी): what we collect, why, and how to withdraw.
          </Text>
          <Button
            type="submit"
            size="md"
            fullWidth
            loading={signup.isPending || (signup.isSuccess && !notice)}
          >
            Create account
          </Button>
          <Text size="sm" ta="center" c="dimmed">
            Already have an account?{" "}
            <Anchor component={Link} to="/login" fw={600}>
              Log in
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthLayout>
  );
}
