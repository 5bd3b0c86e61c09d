import { QueryClientProvider } from "@tanstack/react-query";
import { renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../../lib/query-client.ts";
import { connectLiveSocket } from "../../lib/socket.ts";
import { useLiveSocket } from "./use-live-socket.ts";

const disconnects: ReturnType<typeof vi.fn>[] = [];
vi.mock("../../lib/socket.ts", () => ({
  connectLiveSocket: vi.fn(() => {
    const disconnect = vi.fn();
    disconnects.push(disconnect);
    return disconnect;
  }),
}));

describe("the live socket", () => {
  it("connects again on a program switch, so the server decides its market feed for the new program", async () => {
    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { rerender, unmount } = renderHook(
      ({ program }: { program: string | null }) => useLiveSocket("a.b.c", true, program),
      { wrapper, initialProps: { program: "BA" } },
    );
    await waitFor(() => expect(connectLiveSocket).toHaveBeenCalledTimes(1));
    rerender({ program: "BA" });
    expect(connectLiveSocket).toHaveBeenCalledTimes(1);
    rerender({ program: "FAFMEP" });
    await waitFor(() => expect(connectLiveSocket).toHaveBeenCalledTimes(2));
    expect(disconnects[0]).toHaveBeenCalledTimes(1);
    unmount();
    expect(disconnects[1]).toHaveBeenCalledTimes(1);
  });
});
