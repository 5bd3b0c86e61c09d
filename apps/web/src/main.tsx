// Mantine's base layer only: each component's styles come with the chunk that uses it (vite.config.ts).
import "@mantine/core/styles/baseline.layer.css";
import "@mantine/core/styles/default-css-variables.layer.css";
import "@mantine/core/styles/global.layer.css";
import "./app/theme-variables.css";
import "./app/global.css";
import { startTransition, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App, queryClient } from "./app/app.tsx";
import { preloadFirstScreen } from "./app/routes.tsx";
import { getToken } from "./lib/token.ts";

preloadFirstScreen(window.location, getToken(), queryClient);
const root = document.getElementById("root");
if (root === null) throw new Error("index.html has no #root element");
// As a transition, the first render is done in slices between the browser's own work (a phone's first long task
// otherwise), and the 'Loading...' that index.html painted stays until there is something to replace it.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
