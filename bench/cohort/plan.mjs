// What a morning needs from the running app (a video of the program, scrips to order far below the market), and
// a few real logins to show that path works through nginx.
import { PROGRAM, say } from "./config.mjs";

/** The morning's plan, read through nginx as `learner`: { videoId, scrips: [{ id, limit }] }. */
export async function morningPlan(origin, learner) {
  const auth = { authorization: `Bearer ${learner.token}` };
  const resources = await (await fetch(`${origin}/api/resources`, { headers: auth })).json();
  const videoId = resources.modules?.flatMap((m) => m.videos)[0]?.id;
  if (!videoId)
    throw new Error(`no video in ${PROGRAM}'s resources: ${JSON.stringify(resources).slice(0, 200)}`);
  const ticker = await (
    await fetch(`${origin}/api/scrips/list?segment=ALL&sort=NAME&industry=ALL`, { headers: auth })
  ).json();
  const scrips = ticker.scrips
    .filter((s) => s.market_price > 20)
    .map((s) => ({ id: s.id, limit: Math.floor((s.market_price * 0.5) / 0.05) * 0.05 }))
    .map((s) => ({ ...s, limit: Number(s.limit.toFixed(2)) }));
  return { videoId, scrips };
}

/** Three real logins (argon2) through nginx; not part of the mornings. */
export async function checkLogins(origin) {
  const loginTimes = [];
  for (let i = 1; i <= 3; i += 1) {
    const t = performance.now();
    const res = await fetch(`${origin}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: `cohort${i}@bench.test`, password: "demo1234" }),
    });
    if (!res.ok) throw new Error(`login through nginx answered ${res.status}`);
    loginTimes.push(performance.now() - t);
  }
  say(`3 real logins through nginx: ${loginTimes.map((t) => t.toFixed(0)).join(", ")} ms`);
}
