import { MantineProvider } from "@mantine/core";
import { QueryClientProvider } from "@tanstack/react-query";
import type { QueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { cssVariablesResolver, theme } from "./theme.ts";
import { Toasts } from "./toasts.tsx";

/** Theme, server cache and toasts (top-right, closing after TOAST_MS; app/toasts.tsx) for everything below. */
export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    // The theme's CSS variables come from theme-variables.css (written by its test from the same theme and resolver),
    // not computed in every visit's first render.
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      withCssVariables={false}
      defaultColorScheme="light"
    >
      <QueryClientProvider client={queryClient}>
        {children}
        <Toasts />
      </QueryClientProvider>
    </MantineProvider>
  );
}
