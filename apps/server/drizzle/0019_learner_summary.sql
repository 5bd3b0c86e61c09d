-- Cohort analytics computed on every call (issue 24): a summary per learner, kept by triggers in the transaction of
-- every write that feeds the reports, so a report reads one row per learner instead of every learner's history.
--   learner_activity_summary: when the learner last did anything (the latest of the nine tables the timeline
--     reads) and how many logins they have (sessions and login events);
--   learner_content_summary: per content family and track, videos finished and answers (right ones) to its video
--     questions;
--   learner_research_summary: per program and kind, items submitted, graded, their points and the weeks submitted;
--   learner_game_summary: per program, game sets finished.
-- Inserts and updates add their difference (`x = x + delta` upserts, safe when the same write runs twice at once);
-- a delete or a change that moves a time backwards recomputes the learner's last activity; a content move
-- (module family or track, a video's module, a question's video) recomputes the learners who touched it. Each
-- change first locks the learner's activity row, so a recomputation and a concurrent increment never lose one.
-- activity_weeks gains the weeks of every source table the same way, so the weekly chart reads it alone.
-- Two rollups per program and enrolment month ('' without a start date), over learners (role learner) only:
--   cohort_video_finishes: learners who finished each video (the drop-off chart);
--   cohort_active_weeks: learners active in each IST week (the weekly chart);
-- kept by the same triggers, by program_enrolments' (a learner joins, leaves or moves month) and by users' (a role
-- change; a deleted account takes its part out before its rows cascade away).
-- And per program, kind and week the research items in by their deadline and after it, and per grade the graded
-- items (research_week_counts, research_grade_counts: the raters report).
CREATE TABLE "learner_activity_summary" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"last_active_at" timestamp with time zone,
	"logins" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "learner_activity_summary" ADD CONSTRAINT "learner_activity_summary_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "learner_content_summary" (
	"user_id" integer NOT NULL,
	"family" text NOT NULL,
	"track" text NOT NULL,
	"videos_finished" integer DEFAULT 0 NOT NULL,
	"answers" integer DEFAULT 0 NOT NULL,
	"answers_correct" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "learner_content_summary_pkey" PRIMARY KEY("user_id","family","track")
);
--> statement-breakpoint
ALTER TABLE "learner_content_summary" ADD CONSTRAINT "learner_content_summary_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "learner_research_summary" (
	"user_id" integer NOT NULL,
	"program" text NOT NULL,
	"kind" text NOT NULL,
	"items" integer DEFAULT 0 NOT NULL,
	"graded" integer DEFAULT 0 NOT NULL,
	"points" double precision DEFAULT 0 NOT NULL,
	"weeks" integer[] DEFAULT '{}' NOT NULL,
	CONSTRAINT "learner_research_summary_pkey" PRIMARY KEY("user_id","program","kind")
);
--> statement-breakpoint
ALTER TABLE "learner_research_summary" ADD CONSTRAINT "learner_research_summary_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "learner_game_summary" (
	"user_id" integer NOT NULL,
	"program" text NOT NULL,
	"sets_done" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "learner_game_summary_pkey" PRIMARY KEY("user_id","program")
);
--> statement-breakpoint
ALTER TABLE "learner_game_summary" ADD CONSTRAINT "learner_game_summary_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "cohort_video_finishes" (
	"program" text NOT NULL,
	"month" text NOT NULL,
	"video_id" integer NOT NULL,
	"learners" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "cohort_video_finishes_pkey" PRIMARY KEY("program","month","video_id")
);
--> statement-breakpoint
CREATE TABLE "cohort_active_weeks" (
	"program" text NOT NULL,
	"month" text NOT NULL,
	"week" date NOT NULL,
	"learners" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "cohort_active_weeks_pkey" PRIMARY KEY("program","month","week")
);
--> statement-breakpoint
CREATE TABLE "research_week_counts" (
	"program" text NOT NULL,
	"kind" text NOT NULL,
	"week" integer NOT NULL,
	"on_time" integer DEFAULT 0 NOT NULL,
	"late" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "research_week_counts_pkey" PRIMARY KEY("program","kind","week")
);
--> statement-breakpoint
CREATE TABLE "research_grade_counts" (
	"program" text NOT NULL,
	"kind" text NOT NULL,
	"points" double precision NOT NULL,
	"items" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "research_grade_counts_pkey" PRIMARY KEY("program","kind","points")
);
--> statement-breakpoint
CREATE INDEX "content_progress_finished_idx" ON "content_progress" USING btree ("video_id","user_id") WHERE "content_progress"."completed";--> statement-breakpoint
-- One changed row, as the triggers see it: its learner, time and sign (+1 written, -1 removed), logins it counts,
-- and what the summaries count (ref: a video or question; flag: finished, right, or in by the deadline; program,
-- kind, week, points, graded).
CREATE TYPE "analytics_change" AS ("user_id" integer, "at" timestamp with time zone, "sign" integer, "logins" integer, "ref" integer, "flag" boolean, "program" text, "kind" text, "week" integer, "points" double precision, "graded" boolean);--> statement-breakpoint
-- A learner's last activity from scratch: the latest row of each table the timeline reads.
CREATE FUNCTION "analytics_last_active"(uid integer) RETURNS timestamp with time zone LANGUAGE sql STABLE AS $$
  select greatest(
    (select max(at) from activity_events where user_id = uid),
    (select max(start_time) from login_sessions where user_id = uid),
    (select max(created_at) from content_answers where user_id = uid),
    (select max(updated_at) from content_progress where user_id = uid),
    (select max(created_at) from research_items where user_id = uid),
    (select max(created_at) from research_ratings where rater_id = uid),
    (select max(started_at) from game_sessions where user_id = uid),
    (select max(created_at) from interviews where user_id = uid),
    (select max(placed_at) from market_orders where user_id = uid))
$$;--> statement-breakpoint
-- Adds (sgn 1) or takes out (-1) a learner's whole part in one program and month of the rollups.
CREATE FUNCTION "analytics_cohort_member"(uid integer, prog text, mon text, sgn integer) RETURNS void LANGUAGE plpgsql AS $$
begin
  insert into cohort_video_finishes as r (program, month, video_id, learners)
    select prog, mon, p.video_id, sgn from content_progress p where p.user_id = uid and p.completed order by 3
    on conflict (program, month, video_id) do update set learners = r.learners + excluded.learners;
  insert into cohort_active_weeks as r (program, month, week, learners)
    select prog, mon, w.week, sgn from activity_weeks w where w.user_id = uid order by 3
    on conflict (program, month, week) do update set learners = r.learners + excluded.learners;
end $$;--> statement-breakpoint
-- The enrolment month of the rollups.
CREATE FUNCTION "analytics_month"(start_date date) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  select coalesce(to_char(start_date, 'YYYY-MM'), '')
$$;--> statement-breakpoint
-- Enrolments added, removed or changed: the learner's part moves with them.
CREATE FUNCTION "analytics_on_enrolment"() RETURNS trigger LANGUAGE plpgsql AS $$
declare
  e record;
begin
  if TG_OP <> 'INSERT' then
    for e in select o.user_id, o.program_name, o.start_date from old_rows o join users u on u.id = o.user_id
             where u.role = 'learner' loop
      perform analytics_cohort_member(e.user_id, e.program_name, analytics_month(e.start_date), -1);
    end loop;
  end if;
  if TG_OP <> 'DELETE' then
    for e in select n.user_id, n.program_name, n.start_date from new_rows n join users u on u.id = n.user_id
             where u.role = 'learner' loop
      perform analytics_cohort_member(e.user_id, e.program_name, analytics_month(e.start_date), 1);
    end loop;
  end if;
  return null;
end $$;--> statement-breakpoint
-- A user becomes or stops being a learner, or is deleted (before the cascade removes their rows).
CREATE FUNCTION "analytics_on_user"() RETURNS trigger LANGUAGE plpgsql AS $$
declare
  e record;
  sgn integer := case when TG_OP = 'UPDATE' and new.role = 'learner' then 1 else -1 end;
begin
  for e in select program_name, start_date from program_enrolments where user_id = old.id loop
    perform analytics_cohort_member(old.id, e.program_name, analytics_month(e.start_date), sgn);
  end loop;
  return case when TG_OP = 'DELETE' then old else new end;
end $$;--> statement-breakpoint
-- Weeks a learner became (1) or stopped being (-1) active in, per enrolment.
CREATE FUNCTION "analytics_on_week"() RETURNS trigger LANGUAGE plpgsql AS $$
begin
  if TG_OP = 'INSERT' then
    insert into cohort_active_weeks as r (program, month, week, learners)
      select e.program_name, analytics_month(e.start_date), n.week, count(*)::int
      from new_rows n join program_enrolments e on e.user_id = n.user_id join users u on u.id = n.user_id
      where u.role = 'learner' group by 1, 2, 3 order by 1, 2, 3
      on conflict (program, month, week) do update set learners = r.learners + excluded.learners;
  else
    insert into cohort_active_weeks as r (program, month, week, learners)
      select e.program_name, analytics_month(e.start_date), o.week, -count(*)::int
      from old_rows o join program_enrolments e on e.user_id = o.user_id join users u on u.id = o.user_id
      where u.role = 'learner' group by 1, 2, 3 order by 1, 2, 3
      on conflict (program, month, week) do update set learners = r.learners + excluded.learners;
  end if;
  return null;
end $$;--> statement-breakpoint
-- Whether a learner did anything in an IST week (its Monday).
CREATE FUNCTION "analytics_active_in"(uid integer, week date) RETURNS boolean LANGUAGE sql STABLE AS $$
  with r as (select (week::timestamp at time zone 'Asia/Kolkata') as a,
                    ((week + 7)::timestamp at time zone 'Asia/Kolkata') as b)
  select exists (select 1 from activity_events, r where user_id = uid and at >= r.a and at < r.b)
    or exists (select 1 from login_sessions, r where user_id = uid and start_time >= r.a and start_time < r.b)
    or exists (select 1 from content_answers, r where user_id = uid and created_at >= r.a and created_at < r.b)
    or exists (select 1 from content_progress, r where user_id = uid and updated_at >= r.a and updated_at < r.b)
    or exists (select 1 from research_items, r where user_id = uid and created_at >= r.a and created_at < r.b)
    or exists (select 1 from research_ratings, r where rater_id = uid and created_at >= r.a and created_at < r.b)
    or exists (select 1 from game_sessions, r where user_id = uid and started_at >= r.a and started_at < r.b)
    or exists (select 1 from interviews, r where user_id = uid and created_at >= r.a and created_at < r.b)
    or exists (select 1 from market_orders, r where user_id = uid and placed_at >= r.a and placed_at < r.b)
$$;--> statement-breakpoint
-- Locks the learners' activity rows (creating them), in user order: every change to a learner's summary holds it.
CREATE FUNCTION "analytics_lock"(uids integer[]) RETURNS void LANGUAGE plpgsql AS $$
begin
  insert into learner_activity_summary (user_id)
    select distinct u from unnest(uids) u where exists (select 1 from users where id = u) order by u
    on conflict do nothing;
  perform 1 from learner_activity_summary where user_id = any(uids) order by user_id for update;
end $$;--> statement-breakpoint
-- Every summary row of the learners (all learners when null) from scratch, as the triggers keep them.
CREATE FUNCTION "analytics_summary_rebuild"(uids integer[]) RETURNS void LANGUAGE plpgsql AS $$
declare
  targets integer[] := coalesce(uids, array(select id from users));
begin
  perform analytics_lock(targets);
  update learner_activity_summary s set last_active_at = analytics_last_active(s.user_id),
    logins = (select count(*) from login_sessions where user_id = s.user_id)
           + (select count(*) from activity_events where user_id = s.user_id and kind = 'login')
    where s.user_id = any(targets);
  delete from learner_content_summary where user_id = any(targets);
  insert into learner_content_summary (user_id, family, track, videos_finished, answers, answers_correct)
    select user_id, family, track, sum(f)::int, sum(a)::int, sum(c)::int from (
      select p.user_id, m.family, m.track, 1 as f, 0 as a, 0 as c
      from content_progress p join content_videos v on v.id = p.video_id join content_modules m on m.id = v.module_id
      where p.completed and p.user_id = any(targets)
      union all
      select x.user_id, m.family, m.track, 0, 1, x.correct::int
      from content_answers x join content_questions q on q.id = x.question_id
        join content_videos v on v.id = q.video_id join content_modules m on m.id = v.module_id
      where x.user_id = any(targets)
    ) t group by user_id, family, track;
  delete from learner_research_summary where user_id = any(targets);
  insert into learner_research_summary (user_id, program, kind, items, graded, points, weeks)
    select user_id, program, kind, count(*)::int, count(admin_points)::int, coalesce(sum(admin_points), 0),
           array_agg(week order by week)
    from research_items where user_id = any(targets) group by user_id, program, kind;
  delete from learner_game_summary where user_id = any(targets);
  insert into learner_game_summary (user_id, program, sets_done)
    select user_id, program, count(*) filter (where status <> 'open')::int
    from game_sessions where user_id = any(targets) group by user_id, program;
end $$;--> statement-breakpoint
-- The trigger of every source table. TG_ARGV: the learner column, the time column, logins (an expression), and
-- the rest of analytics_change (ref, flag, program, kind, week, points, graded).
CREATE FUNCTION "analytics_on_change"() RETURNS trigger LANGUAGE plpgsql AS $$
declare
  q text := format('select coalesce(array_agg(row(%I, %I, 1, (%s)::int, %s)::analytics_change), ''{}'') from ',
                   TG_ARGV[0], TG_ARGV[1], TG_ARGV[2], TG_ARGV[3]);
  written analytics_change[] := '{}';
  removed analytics_change[] := '{}';
  changes analytics_change[];
begin
  if TG_OP <> 'DELETE' then execute q || 'new_rows' into written; end if;
  if TG_OP <> 'INSERT' then execute q || 'old_rows' into removed; end if;
  -- An update that leaves every counted column as it was (an order filled, a session touched) cancels out.
  changes := array(
    select row(c.user_id, c.at, 1, c.logins, c.ref, c.flag, c.program, c.kind, c.week, c.points, c.graded)::analytics_change
    from (select * from unnest(written) except all select * from unnest(removed)) c
    union all
    select row(c.user_id, c.at, -1, c.logins, c.ref, c.flag, c.program, c.kind, c.week, c.points, c.graded)::analytics_change
    from (select * from unnest(removed) except all select * from unnest(written)) c);
  if cardinality(changes) = 0 then return null; end if;
  -- The program-wide research counts take every item, a deleted account's too.
  if TG_TABLE_NAME = 'research_items' then
    insert into research_week_counts as r (program, kind, week, on_time, late)
      select c.program, c.kind, c.week, sum(c.sign * c.flag::int)::int, sum(c.sign * (not c.flag)::int)::int
      from unnest(changes) c group by 1, 2, 3 order by 1, 2, 3
      on conflict (program, kind, week) do update set on_time = r.on_time + excluded.on_time,
        late = r.late + excluded.late;
    insert into research_grade_counts as r (program, kind, points, items)
      select c.program, c.kind, c.points, sum(c.sign)::int
      from unnest(changes) c where c.graded and c.points is not null group by 1, 2, 3 order by 1, 2, 3
      on conflict (program, kind, points) do update set items = r.items + excluded.items;
  end if;
  -- The learners' summaries take learners who still have an account (not a cascade from deleting it).
  changes := array(select c from unnest(changes) c where exists (select 1 from users where id = c.user_id));
  if cardinality(changes) = 0 then return null; end if;
  perform analytics_lock(array(select c.user_id from unnest(changes) c));
  -- Last activity and logins; a removed row (or an old time) as late as the last activity may have been it.
  update learner_activity_summary s
    set last_active_at = greatest(s.last_active_at, d.at), logins = s.logins + d.logins
    from (select c.user_id, max(c.at) filter (where c.sign > 0) as at, sum(c.logins * c.sign)::int as logins
          from unnest(changes) c group by c.user_id) d
    where s.user_id = d.user_id;
  update learner_activity_summary s set last_active_at = analytics_last_active(s.user_id)
    where s.user_id in (select c.user_id from unnest(changes) c join learner_activity_summary x on x.user_id = c.user_id
                        where c.sign < 0 and c.at >= x.last_active_at);
  -- The weeks active in (watching is recorded as activity events, so progress rows mark none), and a week a
  -- removed row leaves without any activity is taken off.
  if TG_TABLE_NAME <> 'content_progress' then
    insert into activity_weeks (user_id, week)
      select distinct c.user_id, date_trunc('week', c.at at time zone 'Asia/Kolkata')::date
      from unnest(changes) c where c.sign > 0 and c.at is not null
      on conflict do nothing;
    delete from activity_weeks w
      using (select distinct c.user_id, date_trunc('week', c.at at time zone 'Asia/Kolkata')::date as week
             from unnest(changes) c where c.sign < 0 and c.at is not null) r
      where w.user_id = r.user_id and w.week = r.week and not analytics_active_in(r.user_id, r.week);
  end if;
  if TG_TABLE_NAME in ('content_progress', 'content_answers') then
    insert into learner_content_summary as s (user_id, family, track, videos_finished, answers, answers_correct)
      select c.user_id, m.family, m.track,
             sum(case when q.id is null then c.sign * c.flag::int else 0 end)::int,
             sum(case when q.id is null then 0 else c.sign end)::int,
             sum(case when q.id is null then 0 else c.sign * c.flag::int end)::int
      from unnest(changes) c
        left join content_questions q on TG_TABLE_NAME = 'content_answers' and q.id = c.ref
        join content_videos v on v.id = coalesce(q.video_id, c.ref)
        join content_modules m on m.id = v.module_id
      group by c.user_id, m.family, m.track
      order by 1, 2, 3
      on conflict (user_id, family, track) do update set
        videos_finished = s.videos_finished + excluded.videos_finished,
        answers = s.answers + excluded.answers,
        answers_correct = s.answers_correct + excluded.answers_correct;
    if TG_TABLE_NAME = 'content_progress' then
      insert into cohort_video_finishes as r (program, month, video_id, learners)
        select e.program_name, analytics_month(e.start_date), d.ref, sum(d.n)::int
        from (select c.user_id, c.ref, sum(c.sign * c.flag::int) as n from unnest(changes) c
              group by c.user_id, c.ref) d
          join program_enrolments e on e.user_id = d.user_id join users u on u.id = d.user_id
        where u.role = 'learner' and d.n <> 0
        group by 1, 2, 3 order by 1, 2, 3
        on conflict (program, month, video_id) do update set learners = r.learners + excluded.learners;
    end if;
  elsif TG_TABLE_NAME = 'research_items' then
    insert into learner_research_summary as s (user_id, program, kind, items, graded, points, weeks)
      select c.user_id, c.program, c.kind, sum(c.sign)::int,
             coalesce(sum(c.sign) filter (where c.points is not null), 0)::int, coalesce(sum(c.sign * c.points), 0),
             coalesce(array_agg(c.week) filter (where c.sign > 0), '{}')
      from unnest(changes) c
      group by c.user_id, c.program, c.kind
      order by 1, 2, 3
      on conflict (user_id, program, kind) do update set
        items = s.items + excluded.items,
        graded = s.graded + excluded.graded,
        points = s.points + excluded.points,
        weeks = array(select w from unnest(s.weeks || excluded.weeks) w
                      except all
                      select r.week from unnest(changes) r
                      where r.sign < 0 and r.user_id = s.user_id and r.program = s.program and r.kind = s.kind
                      order by 1);
  elsif TG_TABLE_NAME = 'game_sessions' then
    insert into learner_game_summary as s (user_id, program, sets_done)
      select c.user_id, c.program, sum(c.sign * c.flag::int)::int from unnest(changes) c
      group by c.user_id, c.program order by 1, 2
      on conflict (user_id, program) do update set sets_done = s.sets_done + excluded.sets_done;
  end if;
  return null;
end $$;--> statement-breakpoint
-- Content moved to another family or track: the learners who finished or answered any of it, from scratch.
CREATE FUNCTION "analytics_on_content_move"() RETURNS trigger LANGUAGE plpgsql AS $$
declare
  vids integer[];
begin
  if TG_TABLE_NAME = 'content_modules' then
    vids := array(select id from content_videos where module_id = new.id);
  elsif TG_TABLE_NAME = 'content_videos' then
    vids := array[new.id];
  else
    vids := array[old.video_id, new.video_id];
  end if;
  perform analytics_summary_rebuild(array(
    select user_id from content_progress where video_id = any(vids)
    union
    select x.user_id from content_answers x join content_questions q on q.id = x.question_id
    where q.video_id = any(vids)));
  return null;
end $$;
--> statement-breakpoint
CREATE TRIGGER "activity_events_analytics_insert" AFTER INSERT ON "activity_events" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_on_change('user_id', 'at', 'kind = ''login''', 'null, null, null, null, null, null, null');--> statement-breakpoint
CREATE TRIGGER "activity_events_analytics_update" AFTER UPDATE ON "activity_events" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_on_change('user_id', 'at', 'kind = ''login''', 'null, null, null, null, null, null, null');--> statement-breakpoint
CREATE TRIGGER "activity_events_analytics_delete" AFTER DELETE ON "activity_events" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_on_change('user_id', 'at', 'kind = ''login''', 'null, null, null, null, null, null, null');--> statement-breakpoint
CREATE TRIGGER "login_sessions_analytics_insert" AFTER INSERT ON "login_sessions" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_on_change('user_id', 'start_time', '1', 'null, null, null, null, null, null, null');--> statement-breakpoint
CREATE TRIGGER "login_sessions_analytics_update" AFTER UPDATE ON "login_sessions" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_on_change('user_id', 'start_time', '1', 'null, null, null, null, null, null, null');--> statement-breakpoint
CREATE TRIGGER "login_sessions_analytics_delete" AFTER DELETE ON "login_sessions" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_on_change('user_id', 'start_time', '1', 'null, null, null, null, null, null, null');--> statement-breakpoint
CREATE TRIGGER "content_answers_analytics_insert" AFTER INSERT ON "content_answers" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_on_change('user_id', 'created_at', '0', 'question_id, correct, null, null, null, null, null');--> statement-breakpoint
CREATE TRIGGER "content_answers_analytics_update" AFTER UPDATE ON "content_answers" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_on_change('user_id', 'created_at', '0', 'question_id, correct, null, null, null, null, null');--> statement-breakpoint
CREATE TRIGGER "content_answers_analytics_delete" AFTER DELETE ON "content_answers" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_on_change('user_id', 'created_at', '0', 'question_id, correct, null, null, null, null, null');--> statement-breakpoint
CREATE TRIGGER "content_progress_analytics_insert" AFTER INSERT ON "content_progress" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_on_change('user_id', 'updated_at', '0', 'video_id, completed, null, null, null, null, null');--> statement-breakpoint
CREATE TRIGGER "content_progress_analytics_update" AFTER UPDATE ON "content_progress" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_on_change('user_id', 'updated_at', '0', 'video_id, completed, null, null, null, null, null');--> statement-breakpoint
CREATE TRIGGER "content_progress_analytics_delete" AFTER DELETE ON "content_progress" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_on_change('user_id', 'updated_at', '0', 'video_id, completed, null, null, null, null, null');--> statement-breakpoint
CREATE TRIGGER "research_items_analytics_insert" AFTER INSERT ON "research_items" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_on_change('user_id', 'created_at', '0', 'null, created_at <= deadline, program, kind, week, admin_points, graded_at is not null');--> statement-breakpoint
CREATE TRIGGER "research_items_analytics_update" AFTER UPDATE ON "research_items" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_on_change('user_id', 'created_at', '0', 'null, created_at <= deadline, program, kind, week, admin_points, graded_at is not null');--> statement-breakpoint
CREATE TRIGGER "research_items_analytics_delete" AFTER DELETE ON "research_items" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_on_change('user_id', 'created_at', '0', 'null, created_at <= deadline, program, kind, week, admin_points, graded_at is not null');--> statement-breakpoint
CREATE TRIGGER "research_ratings_analytics_insert" AFTER INSERT ON "research_ratings" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_on_change('rater_id', 'created_at', '0', 'null, null, null, null, null, null, null');--> statement-breakpoint
CREATE TRIGGER "research_ratings_analytics_update" AFTER UPDATE ON "research_ratings" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_on_change('rater_id', 'created_at', '0', 'null, null, null, null, null, null, null');--> statement-breakpoint
CREATE TRIGGER "research_ratings_analytics_delete" AFTER DELETE ON "research_ratings" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_on_change('rater_id', 'created_at', '0', 'null, null, null, null, null, null, null');--> statement-breakpoint
CREATE TRIGGER "game_sessions_analytics_insert" AFTER INSERT ON "game_sessions" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_on_change('user_id', 'started_at', '0', 'null, status <> ''open'', program, null, null, null, null');--> statement-breakpoint
CREATE TRIGGER "game_sessions_analytics_update" AFTER UPDATE ON "game_sessions" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_on_change('user_id', 'started_at', '0', 'null, status <> ''open'', program, null, null, null, null');--> statement-breakpoint
CREATE TRIGGER "game_sessions_analytics_delete" AFTER DELETE ON "game_sessions" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_on_change('user_id', 'started_at', '0', 'null, status <> ''open'', program, null, null, null, null');--> statement-breakpoint
CREATE TRIGGER "interviews_analytics_insert" AFTER INSERT ON "interviews" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_on_change('user_id', 'created_at', '0', 'null, null, null, null, null, null, null');--> statement-breakpoint
CREATE TRIGGER "interviews_analytics_update" AFTER UPDATE ON "interviews" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_on_change('user_id', 'created_at', '0', 'null, null, null, null, null, null, null');--> statement-breakpoint
CREATE TRIGGER "interviews_analytics_delete" AFTER DELETE ON "interviews" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_on_change('user_id', 'created_at', '0', 'null, null, null, null, null, null, null');--> statement-breakpoint
CREATE TRIGGER "market_orders_analytics_insert" AFTER INSERT ON "market_orders" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_on_change('user_id', 'placed_at', '0', 'null, null, null, null, null, null, null');--> statement-breakpoint
CREATE TRIGGER "market_orders_analytics_update" AFTER UPDATE ON "market_orders" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_on_change('user_id', 'placed_at', '0', 'null, null, null, null, null, null, null');--> statement-breakpoint
CREATE TRIGGER "market_orders_analytics_delete" AFTER DELETE ON "market_orders" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_on_change('user_id', 'placed_at', '0', 'null, null, null, null, null, null, null');--> statement-breakpoint
CREATE TRIGGER "content_modules_analytics_move" AFTER UPDATE ON "content_modules" FOR EACH ROW WHEN (old.family IS DISTINCT FROM new.family OR old.track IS DISTINCT FROM new.track) EXECUTE FUNCTION analytics_on_content_move();--> statement-breakpoint
CREATE TRIGGER "content_videos_analytics_move" AFTER UPDATE ON "content_videos" FOR EACH ROW WHEN (old.module_id IS DISTINCT FROM new.module_id) EXECUTE FUNCTION analytics_on_content_move();--> statement-breakpoint
CREATE TRIGGER "content_questions_analytics_move" AFTER UPDATE ON "content_questions" FOR EACH ROW WHEN (old.video_id IS DISTINCT FROM new.video_id) EXECUTE FUNCTION analytics_on_content_move();--> statement-breakpoint
CREATE TRIGGER "program_enrolments_analytics_insert" AFTER INSERT ON "program_enrolments" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_on_enrolment();--> statement-breakpoint
CREATE TRIGGER "program_enrolments_analytics_update" AFTER UPDATE ON "program_enrolments" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_on_enrolment();--> statement-breakpoint
CREATE TRIGGER "program_enrolments_analytics_delete" AFTER DELETE ON "program_enrolments" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_on_enrolment();--> statement-breakpoint
CREATE TRIGGER "users_analytics_role" AFTER UPDATE ON "users" FOR EACH ROW WHEN ((old.role = 'learner') <> (new.role = 'learner')) EXECUTE FUNCTION analytics_on_user();--> statement-breakpoint
CREATE TRIGGER "users_analytics_delete" BEFORE DELETE ON "users" FOR EACH ROW WHEN (old.role = 'learner') EXECUTE FUNCTION analytics_on_user();--> statement-breakpoint
CREATE TRIGGER "activity_weeks_analytics_insert" AFTER INSERT ON "activity_weeks" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_on_week();--> statement-breakpoint
CREATE TRIGGER "activity_weeks_analytics_delete" AFTER DELETE ON "activity_weeks" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_on_week();--> statement-breakpoint
-- The rollups from the weeks and videos recorded so far (the weeks added below count through their trigger).
INSERT INTO "cohort_video_finishes" ("program", "month", "video_id", "learners")
  SELECT e.program_name, analytics_month(e.start_date), p.video_id, count(*)::int
  FROM program_enrolments e JOIN users u ON u.id = e.user_id AND u.role = 'learner'
  JOIN content_progress p ON p.user_id = e.user_id AND p.completed
  GROUP BY 1, 2, 3;--> statement-breakpoint
INSERT INTO "cohort_active_weeks" ("program", "month", "week", "learners")
  SELECT e.program_name, analytics_month(e.start_date), w.week, count(*)::int
  FROM program_enrolments e JOIN users u ON u.id = e.user_id AND u.role = 'learner'
  JOIN activity_weeks w ON w.user_id = e.user_id
  GROUP BY 1, 2, 3;--> statement-breakpoint
-- The weeks every learner was active in, from every source table, and the summaries from scratch.
INSERT INTO "activity_weeks" ("user_id", "week")
  SELECT DISTINCT user_id, date_trunc('week', at AT TIME ZONE 'Asia/Kolkata')::date FROM (
    SELECT user_id, start_time AS at FROM login_sessions
    UNION ALL SELECT user_id, created_at FROM content_answers
    UNION ALL SELECT user_id, created_at FROM research_items
    UNION ALL SELECT rater_id, created_at FROM research_ratings
    UNION ALL SELECT user_id, started_at FROM game_sessions
    UNION ALL SELECT user_id, created_at FROM interviews
    UNION ALL SELECT user_id, placed_at FROM market_orders
  ) t WHERE at IS NOT NULL
  ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "research_week_counts" ("program", "kind", "week", "on_time", "late")
  SELECT program, kind, week, count(*) FILTER (WHERE created_at <= deadline)::int,
         count(*) FILTER (WHERE NOT created_at <= deadline)::int
  FROM research_items GROUP BY 1, 2, 3;--> statement-breakpoint
INSERT INTO "research_grade_counts" ("program", "kind", "points", "items")
  SELECT program, kind, admin_points, count(*)::int FROM research_items
  WHERE graded_at IS NOT NULL AND admin_points IS NOT NULL GROUP BY 1, 2, 3;--> statement-breakpoint
SELECT analytics_summary_rebuild(NULL);
