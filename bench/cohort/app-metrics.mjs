// What the instances say of themselves on /metrics: event-loop delay, answers they timed, market tick duration.

/**
 * What an instance's /metrics says since the last scrape (prom-client resets the event-loop histogram on each):
 * its event-loop delay's max and the answers it timed by bucket (cumulative counts, so the caller subtracts).
 */
export async function scrapeApp(port, token) {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/metrics`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const text = await res.text();
    const gauge = (name) => Number(text.match(new RegExp(`^${name} (\\S+)$`, "m"))?.[1] ?? NaN);
    let slow = 0;
    let answered = 0;
    for (const m of text.matchAll(/^fincareer_http_request_duration_seconds_bucket\{([^}]*)\} (\d+)$/gm)) {
      const le = m[1].match(/(?:^|,)le="([^"]+)"/)?.[1];
      if (le === "0.25") slow -= Number(m[2]);
      if (le === "+Inf") {
        slow += Number(m[2]);
        answered += Number(m[2]);
      }
    }
    return {
      lagMaxMs: gauge("fincareer_nodejs_eventloop_lag_max_seconds") * 1000,
      tickSum: gauge("fincareer_market_tick_duration_seconds_sum"),
      tickCount: gauge("fincareer_market_tick_duration_seconds_count"),
      slow,
      answered,
    };
  } catch {
    return null;
  }
}
