import { createQueryClient } from "../lib/query-client.ts";
import { Providers } from "./providers.tsx";
import { AppRouter } from "./router.tsx";

const queryClient = createQueryClient();

/** The whole web app. */
export function App() {
  return (
    <Providers queryClient={queryClient}>
      <AppRouter />
    </Providers>
  );
}
