-- The analytics triggers of migration 0019, cheaper (issue 25: the cohort benchmark found them most of the
-- database's work of a video progress report, the busiest write of a morning). Same summaries, three changes:
-- 1. Each source table gets its own trigger function with static SQL (generated below from one template), so the
--    rows are read from the transition tables by plans cached per connection instead of a dynamic EXECUTE planned
--    on every statement; a statement that changed no row (an INSERT ... ON CONFLICT that updated, a CTE's insert
--    that inserted nothing) returns at once.
-- 2. The shared work is analytics_apply(table, written, removed), the former body of analytics_on_change.
-- 3. Two short paths in analytics_apply, each doing only what the full path would change: a progress report that
--    only moves one learner's position (one row, the same video and completion, a later updated_at) changes the
--    last activity alone (+1 and -1 of the same video cancel everywhere else); one row added to a table that counts
--    only as activity (an order, a login, an event, an interview, a rating) changes the last activity, the logins
--    and, when it is the first of its week, the weeks active. An update that leaves every counted column as it was
--    (an order cancelled or filled) stops in its trigger. Everything else takes the full path.
-- test/analytics-summary.test.ts holds the summaries equal to a recomputation from scratch.
CREATE FUNCTION "analytics_apply"(tbl text, written analytics_change[], removed analytics_change[]) RETURNS void
LANGUAGE plpgsql AS $$
declare
  changes analytics_change[];
  now_row analytics_change;
  was_row analytics_change;
begin
  if tbl = 'content_progress' and cardinality(written) = 1 and cardinality(removed) = 1 then
    now_row := written[1];
    was_row := removed[1];
    if now_row.user_id = was_row.user_id and now_row.ref = was_row.ref
       and now_row.flag is not distinct from was_row.flag and now_row.at > was_row.at then
      update learner_activity_summary set last_active_at = greatest(last_active_at, now_row.at)
        where user_id = now_row.user_id;
      -- No summary row yet: the full path creates it.
      if found then return; end if;
    end if;
  end if;
  -- One row added to a table that counts only as activity (an order placed, a login, an activity event, an
  -- interview, a rating): the last activity, the logins and the week active.
  if tbl in ('market_orders', 'login_sessions', 'activity_events', 'interviews', 'research_ratings')
     and cardinality(written) = 1 and cardinality(removed) = 0 then
    now_row := written[1];
    update learner_activity_summary
      set last_active_at = greatest(last_active_at, now_row.at), logins = logins + now_row.logins
      where user_id = now_row.user_id;
    if found then
      if now_row.at is not null and not exists (
          select 1 from activity_weeks where user_id = now_row.user_id
            and week = date_trunc('week', now_row.at at time zone 'Asia/Kolkata')::date) then
        insert into activity_weeks (user_id, week)
          values (now_row.user_id, date_trunc('week', now_row.at at time zone 'Asia/Kolkata')::date)
          on conflict do nothing;
      end if;
      return;
    end if;
  end if;
  -- An update that leaves every counted column as it was (an order filled, a session touched) cancels out.
  changes := array(
    select row(c.user_id, c.at, 1, c.logins, c.ref, c.flag, c.program, c.kind, c.week, c.points, c.graded)::analytics_change
    from (select * from unnest(written) except all select * from unnest(removed)) c
    union all
    select row(c.user_id, c.at, -1, c.logins, c.ref, c.flag, c.program, c.kind, c.week, c.points, c.graded)::analytics_change
    from (select * from unnest(removed) except all select * from unnest(written)) c);
  if cardinality(changes) = 0 then return; end if;
  -- The program-wide research counts take every item, a deleted account's too.
  if tbl = 'research_items' then
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
  if cardinality(changes) = 0 then return; end if;
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
  if tbl <> 'content_progress' then
    insert into activity_weeks (user_id, week)
      select distinct c.user_id, date_trunc('week', c.at at time zone 'Asia/Kolkata')::date
      from unnest(changes) c where c.sign > 0 and c.at is not null
      on conflict do nothing;
    delete from activity_weeks w
      using (select distinct c.user_id, date_trunc('week', c.at at time zone 'Asia/Kolkata')::date as week
             from unnest(changes) c where c.sign < 0 and c.at is not null) r
      where w.user_id = r.user_id and w.week = r.week and not analytics_active_in(r.user_id, r.week);
  end if;
  if tbl in ('content_progress', 'content_answers') then
    insert into learner_content_summary as s (user_id, family, track, videos_finished, answers, answers_correct)
      select c.user_id, m.family, m.track,
             sum(case when q.id is null then c.sign * c.flag::int else 0 end)::int,
             sum(case when q.id is null then 0 else c.sign end)::int,
             sum(case when q.id is null then 0 else c.sign * c.flag::int end)::int
      from unnest(changes) c
        left join content_questions q on tbl = 'content_answers' and q.id = c.ref
        join content_videos v on v.id = coalesce(q.video_id, c.ref)
        join content_modules m on m.id = v.module_id
      group by c.user_id, m.family, m.track
      order by 1, 2, 3
      on conflict (user_id, family, track) do update set
        videos_finished = s.videos_finished + excluded.videos_finished,
        answers = s.answers + excluded.answers,
        answers_correct = s.answers_correct + excluded.answers_correct;
    if tbl = 'content_progress' then
      insert into cohort_video_finishes as r (program, month, video_id, learners)
        select e.program_name, analytics_month(e.start_date), d.ref, sum(d.n)::int
        from (select c.user_id, c.ref, sum(c.sign * c.flag::int) as n from unnest(changes) c
              group by c.user_id, c.ref) d
          join program_enrolments e on e.user_id = d.user_id join users u on u.id = d.user_id
        where u.role = 'learner' and d.n <> 0
        group by 1, 2, 3 order by 1, 2, 3
        on conflict (program, month, video_id) do update set learners = r.learners + excluded.learners;
    end if;
  elsif tbl = 'research_items' then
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
  elsif tbl = 'game_sessions' then
    insert into learner_game_summary as s (user_id, program, sets_done)
      select c.user_id, c.program, sum(c.sign * c.flag::int)::int from unnest(changes) c
      group by c.user_id, c.program order by 1, 2
      on conflict (user_id, program) do update set sets_done = s.sets_done + excluded.sets_done;
  end if;
  return;
end $$;--> statement-breakpoint
DO $migration$
declare
  t record;
  collect text;
begin
  for t in select * from (values
    ('activity_events', 'user_id', 'at', 'kind = ''login''', 'null, null, null, null, null, null, null'),
    ('login_sessions', 'user_id', 'start_time', '1', 'null, null, null, null, null, null, null'),
    ('content_answers', 'user_id', 'created_at', '0', 'question_id, correct, null, null, null, null, null'),
    ('content_progress', 'user_id', 'updated_at', '0', 'video_id, completed, null, null, null, null, null'),
    ('research_items', 'user_id', 'created_at', '0',
      'null, created_at <= deadline, program, kind, week, admin_points, graded_at is not null'),
    ('research_ratings', 'rater_id', 'created_at', '0', 'null, null, null, null, null, null, null'),
    ('game_sessions', 'user_id', 'started_at', '0', 'null, status <> ''open'', program, null, null, null, null'),
    ('market_orders', 'user_id', 'placed_at', '0', 'null, null, null, null, null, null, null'),
    ('interviews', 'user_id', 'created_at', '0', 'null, null, null, null, null, null, null')
  ) v(tbl, who, at, logins, rest) loop
    collect := format('select coalesce(array_agg(row(%I, %I, 1, (%s)::int, %s)::analytics_change), ''{}'') into %%s from %%s;',
                      t.who, t.at, t.logins, t.rest);
    execute format($f$
      CREATE FUNCTION %I() RETURNS trigger LANGUAGE plpgsql AS $body$
      declare
        written analytics_change[] := '{}';
        removed analytics_change[] := '{}';
      begin
        if TG_OP <> 'DELETE' then %s end if;
        if TG_OP <> 'INSERT' then %s end if;
        -- An update that left every counted column as it was (an order filled or cancelled, a session touched).
        if TG_OP = 'UPDATE' and written = removed then return null; end if;
        if cardinality(written) + cardinality(removed) > 0 then
          perform analytics_apply(TG_TABLE_NAME, written, removed);
        end if;
        return null;
      end $body$$f$,
      'analytics_on_' || t.tbl, format(collect, 'written', 'new_rows'), format(collect, 'removed', 'old_rows'));
    execute format('DROP TRIGGER %I ON %I', t.tbl || '_analytics_insert', t.tbl);
    execute format('DROP TRIGGER %I ON %I', t.tbl || '_analytics_update', t.tbl);
    execute format('DROP TRIGGER %I ON %I', t.tbl || '_analytics_delete', t.tbl);
    execute format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION %I()',
                   t.tbl || '_analytics_insert', t.tbl, 'analytics_on_' || t.tbl);
    execute format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION %I()',
                   t.tbl || '_analytics_update', t.tbl, 'analytics_on_' || t.tbl);
    execute format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION %I()',
                   t.tbl || '_analytics_delete', t.tbl, 'analytics_on_' || t.tbl);
  end loop;
end $migration$;--> statement-breakpoint
DROP FUNCTION "analytics_on_change"();
