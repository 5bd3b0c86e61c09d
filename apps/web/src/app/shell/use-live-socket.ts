import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { toastPushed } from "../../lib/toast.ts";
import {
  marketKeys,
  notificationKeys,
  orderKeys,
  portfolioKeys,
  researchKeys,
  scripKeys,
  userKeys,
} from "../../lib/query-keys.ts";
import type { MarketUpdate } from "../../lib/socket.ts";

/**
 * The live socket of a signed-in session (SPEC.md section 4). socket.io-client is loaded only here, after login.
 * `market` merges live prices into the market cache; `pupdate` refreshes user info, notifications, scrips,
 * orders and portfolio, and toasts its message when there is one. A program switch connects again: the server
 * sends `market` only to sockets whose program may read the market, decided when the socket identifies itself.
 */
export function useLiveSocket(token: string, enabled: boolean, program: string | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    let disconnect: (() => void) | undefined;
    import("../../lib/socket.ts")
      .then(({ connectLiveSocket }) => {
        if (cancelled) return;
        disconnect = connectLiveSocket(token, {
          onMarket: (update) => {
            queryClient.setQueryData<MarketUpdate>(marketKeys.live(), (old) => ({ ...old, ...update }));
          },
          onPupdate: ({ msg }) => {
            for (const queryKey of [
              userKeys.info(),
              // Reminders, cancellations and moved sessions arrive as pupdate: the session list refreshes.
              userKeys.liveAll(),
              notificationKeys.all,
              scripKeys.all,
              orderKeys.all,
              portfolioKeys.all,
              // A grade or a peer rating arrives as pupdate: the learner's scores refresh in place.
              researchKeys.all,
            ]) {
              void queryClient.invalidateQueries({ queryKey });
            }
            if (msg !== undefined && msg !== "") toastPushed(msg);
          },
        });
      })
      .catch((error: unknown) => console.error("live socket unavailable", error));
    return () => {
      cancelled = true;
      disconnect?.();
    };
    // The program is not read inside: a switch only makes the socket connect and identify itself again.
  }, [token, enabled, program, queryClient]);
}
