// Rendering helpers for component tests: the app's theme (test env: no transitions, no portals), a fresh query
// client without retries, a memory router, and optionally a signed-in user.
import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactElement, ReactNode } from "react";
import { MemoryRouter } from "react-router";
import type { UserInfo } from "@fincareer/domain/contract/user";
import { theme } from "../app/theme.ts";
import { CurrentUserProvider } from "../lib/current-user.tsx";

export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

export interface RenderOptions {
  path?: string;
  user?: UserInfo | null;
  queryClient?: QueryClient;
}

/** Renders `ui` inside the app's providers at `path`. */
export function renderWithApp(ui: ReactElement, options: RenderOptions = {}) {
  const queryClient = options.queryClient ?? testQueryClient();
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <MantineProvider theme={theme} env="test">
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={[options.path ?? "/"]}>
            <CurrentUserProvider user={options.user ?? null}>{children}</CurrentUserProvider>
          </MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>
    );
  }
  return { queryClient, ...render(ui, { wrapper: Wrapper }) };
}

/** A user info object with sensible defaults; override what the test is about. */
export function makeUser(overrides: Partial<UserInfo> = {}): UserInfo {
  return {
    user_id: 7,
    id: 7,
    name: "Asha Rao",
    email: "asha@example.in",
    role: "learner",
    photo: null,
    planned: null,
    cprogram: "FMEPGOLD",
    program: [
      {
        id: 1,
        program_name: "FMEPGOLD",
        start_date: "2025-01-01",
        end_date: "2027-12-31",
        resume_date: null,
        comment: null,
      },
    ],
    post_signup_steps: 3,
    BA: false,
    baibep: false,
    research_type: "OLD",
    ...overrides,
  };
}

type Handler = (url: string, init: RequestInit | undefined) => unknown;

/**
 * A fetch stub answering JSON by "METHOD /path" prefix (the longest matching prefix wins); unmatched calls
 * answer 404.
 * Returns the stub so tests can inspect its calls.
 */
// Each route answers with a value, or a Handler computing one from the call.
export function stubFetch(routes: Record<string, unknown>) {
  const calls: { method: string; url: string; init: RequestInit | undefined }[] = [];
  const stub = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const method = (init?.method ?? "GET").toUpperCase();
    calls.push({ method, url, init });
    const key = Object.keys(routes)
      .filter((k) => {
        const [m, p] = k.split(" ");
        return m === method && p !== undefined && url.startsWith(p);
      })
      .sort((a, b) => b.length - a.length)[0];
    if (key === undefined) {
      return new Response(JSON.stringify({ error: "not_found", message: `no stub for ${method} ${url}` }), {
        status: 404,
        headers: { "Content-Type": "application/json" },
      });
    }
    const value = routes[key];
    const body = typeof value === "function" ? (value as Handler)(url, init) : value;
    if (body instanceof Response) return body;
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { "Content-Type": "application/json" },
    });
  };
  return { stub, calls };
}

/** The JSON body a stubbed fetch call sent (the web client always sends JSON text). */
export function jsonBody(init: RequestInit | undefined): unknown {
  const body = init?.body;
  if (typeof body !== "string") throw new Error(`expected a JSON text body, got ${typeof body}`);
  return JSON.parse(body);
}
