import { createQueryClient } from "../lib/query-client.ts";
import { Providers } from "./providers.tsx";
import { AppRouter } from "./router.tsx";

/** The app's one query client (main.tsx starts the first screen's requests in it before the first render). */
export const queryClient = createQueryClient();

/** The whole web app. */
export function App() {
  return (
    <Providers queryClient={queryClient}>
      <AppRouter />
    </Providers>
  );
}
