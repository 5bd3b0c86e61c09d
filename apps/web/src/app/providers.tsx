import { MantineProvider } from "@mantine/core";
import { QueryClientProvider } from "@tanstack/react-query";
import type { QueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { ToastContainer } from "react-toastify";
import { TOAST_MS } from "@fincareer/domain/constants";
import { theme } from "./theme.ts";

/** Theme, server cache and toasts (top-right, closing after TOAST_MS) for everything below. */
export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        {children}
        <ToastContainer position="top-right" autoClose={TOAST_MS} newestOnTop closeOnClick />
      </QueryClientProvider>
    </MantineProvider>
  );
}
