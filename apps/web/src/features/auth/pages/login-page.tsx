import { Alert, Anchor, Button, PasswordInput, Stack, Text } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { FormEvent } from "react";
import { Link, Navigate, useNavigate } from "react-router";
import { getToken, setToken } from "../../../lib/token.ts";
import { useLogin } from "../api/login.ts";
import { AuthLayout } from "../components/auth-layout.tsx";
import { EmailInput } from "../components/email-input.tsx";
import { fieldErrors } from "../components/field-errors.ts";
import type { FieldErrors } from "../components/field-errors.ts";
import { TOGGLE_PROPS } from "../components/password-toggle.ts";

// The login contract (and zod with it) is fetched when the form is first used, not with the screen: /login is the
// first screen of most visits, and its first paint should not wait for a validation library.
const loadContract = () => import("@fincareer/domain/contract/auth");

/**
 * /login, the base address of a logged-out visitor: email and password, POST /api/auth/login, store the token,
 * then "/" (the shell's guard sends the learner on to their sign-up step or home).
 */
export default function LoginPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const login = useLogin();
  const [errors, setErrors] = useState<FieldErrors>({});

  if (getToken() !== null && !login.isSuccess) return <Navigate to="/" replace />;

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const { LoginBody } = await loadContract();
    const parsed = LoginBody.safeParse({ email: form.get("email"), password: form.get("password") });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    login.mutate(parsed.data, {
      onSuccess: ({ token }) => {
        setToken(token);
        // Nothing cached for a previous account may leak into this one.
        queryClient.clear();
        void navigate("/", { replace: true });
      },
    });
  };

  return (
    <AuthLayout title="Log in" subtitle="Welcome back. Log in to continue your program.">
      <form onSubmit={(event) => void handleSubmit(event)} onFocus={() => void loadContract()} noValidate>
        <Stack gap="md" mt="lg">
          {login.isError && (
            <Alert color="red" variant="light" role="alert" title="Could not log in">
              {login.error.message}
            </Alert>
          )}
          <EmailInput error={errors.email} />
          <PasswordInput
            label="Password"
            name="password"
            autoComplete="current-password"
            visibilityToggleButtonProps={TOGGLE_PROPS}
            required
            error={errors.password}
            size="md"
          />
          <Text size="sm" ta="right" mt={-8}>
            <Anchor component={Link} to="/forgot-password">
              Forgot password?
            </Anchor>
          </Text>
          <Button type="submit" size="md" fullWidth loading={login.isPending}>
            Log in
          </Button>
          <Text size="sm" ta="center" c="dimmed">
            New to FinCareer?{" "}
            <Anchor component={Link} to="/signup" fw={600}>
              Create an account
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthLayout>
  );
}
