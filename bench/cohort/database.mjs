// The run's own database and Redis keys: created, seeded with the cohort (by SQL, with tokens minted as
// POST /api/auth/login does) and removed at the end.
import { createSigner } from "fast-jwt";
import pg from "pg";
import { createClient } from "redis";
import { LEVELS, PROGRAM, say } from "./config.mjs";

export async function createDatabase(adminUrl, dbName) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${dbName}"`);
  await admin.end();
}

/** Drops the run's database (BENCH_KEEP_DB=1 keeps it). */
export async function dropDatabase(adminUrl, dbName) {
  if (process.env.BENCH_KEEP_DB === "1") return say(`kept database ${dbName}`);
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  await c.query(`drop database if exists "${dbName}" with (force)`);
  await c.end();
}

/** The rate-limit counters of this run (socket.io's adapter keeps channels, not keys). */
export async function deleteRedisKeys(redisUrl, redisPrefix) {
  const redis = createClient({ url: redisUrl });
  await redis.connect();
  for await (const found of redis.scanIterator({ MATCH: `${redisPrefix}*`, COUNT: 500 })) {
    const keys = Array.isArray(found) ? found : [found];
    if (keys.length > 0) await redis.del(keys);
  }
  await redis.quit();
}

/**
 * As many PROGRAM learners as the largest level, enrolled, each with a login session and a token signed with the
 * instances' secret; returns them as { index, token }.
 */
export async function seedLearners(dbUrl, jwtSecret) {
  const maxLearners = Math.max(...LEVELS);
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  const seeded = performance.now();
  await db.query(
    `insert into users (email, name, password_hash, cprogram, post_signup_steps, research_type)
     select 'cohort' || g || '@bench.test', 'Cohort Learner ' || g,
            (select password_hash from users where email = 'gold@demo.test'), $2, 3, 'NEW'
     from generate_series(1, $1::int) g`,
    [maxLearners, PROGRAM],
  );
  await db.query(
    `insert into program_enrolments (user_id, program_name, start_date, end_date)
     select id, $1, current_date - 30, current_date + 330 from users where email like 'cohort%@bench.test'`,
    [PROGRAM],
  );
  const sessions = await db.query(
    `insert into login_sessions (user_id)
     select id from users where email like 'cohort%@bench.test' order by id
     returning id, user_id`,
  );
  await db.end();
  const sign = createSigner({ key: jwtSecret, algorithm: "HS256", expiresIn: 7 * 24 * 3600 * 1000 });
  const learners = sessions.rows
    .sort((a, b) => a.id - b.id)
    .map((row, index) => ({ index, token: sign({ sub: String(row.user_id), sid: row.id }) }));
  say(
    `seeded ${learners.length} ${PROGRAM} learners by SQL with minted tokens in ${((performance.now() - seeded) / 1000).toFixed(1)} s (demo password demo1234)`,
  );
  return learners;
}
