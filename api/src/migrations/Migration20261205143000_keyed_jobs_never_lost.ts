import { Migration } from '@mikro-orm/migrations';

// A keyed job (one pending run per key: a person's challenge progress, a tree's insights) could be
// lost. graphile-worker's add_job first clears the key of a job that has started, then inserts or
// replaces the waiting one; a worker that starts the waiting job between those two statements makes
// the replacement a no-op, and add_job returns nothing. The started job may have read the facts
// before the change that asked again was committed, so that change was never worked out (a
// challenge stuck one short until the nightly recount). kinfolk_add_job adds a job of its own, with
// no key, in that case: it runs after the change commits. Every keyed job goes through it.

const ADD_JOB = `create or replace function kinfolk_add_job(p_identifier text, p_payload json, p_run_at timestamptz default null,
  p_max_attempts int default null, p_job_key text default null, p_job_key_mode text default 'replace') returns bigint language plpgsql as $$
declare
  added bigint;
begin
  select (graphile_worker.add_job(p_identifier, p_payload, run_at => p_run_at, max_attempts => p_max_attempts,
    job_key => p_job_key, job_key_mode => p_job_key_mode)).id into added;
  if added is null then
    -- The keyed job started between add_job's statements: it may not see this change.
    select (graphile_worker.add_job(p_identifier, p_payload, run_at => p_run_at, max_attempts => p_max_attempts)).id into added;
  end if;
  return added;
end $$;`;

const recount = (add: (key: string) => string) => `create or replace function challenge_recount(user_ids uuid[]) returns void language plpgsql as $$
begin
  perform ${add(`'challenge-progress:' || s.id`)}
  from (select distinct u.id from unnest(user_ids) as u(id)
        where u.id is not null and exists (select 1 from user_challenge_progress p where p.user_id = u.id and p.status <> 'expired')) s;
end $$;`;

const DELAY = `coalesce(nullif(current_setting('kinfolk.insights_recompute_delay_ms', true), '')::int, 5000)`;
const schedule = (add: string) => `create or replace function insights_schedule() returns trigger language plpgsql as $$
begin
  -- A database the job queue never started on (a script's) has no queue yet: nothing to schedule.
  if to_regnamespace('graphile_worker') is null then return null; end if;
  perform ${add};
  return null;
end $$;`;

export class Migration20261205143000_keyed_jobs_never_lost extends Migration {

  override name = 'Migration20261205143000_keyed_jobs_never_lost';

  override up(): void | Promise<void> {
    this.addSql(ADD_JOB);
    this.addSql(recount((key) => `kinfolk_add_job('challenge-progress', json_build_object('userId', s.id), p_job_key => ${key})`));
    this.addSql(
      schedule(`kinfolk_add_job('insights-recompute', json_build_object('treeId', new.id), p_run_at => now() + ${DELAY} * interval '1 millisecond',
    p_job_key => 'insights-recompute:' || new.id, p_job_key_mode => 'preserve_run_at')`),
    );
  }

  override down(): void | Promise<void> {
    this.addSql(recount((key) => `graphile_worker.add_job('challenge-progress', json_build_object('userId', s.id), job_key => ${key})`));
    this.addSql(
      schedule(`graphile_worker.add_job('insights-recompute', json_build_object('treeId', new.id),
    run_at => now() + ${DELAY} * interval '1 millisecond',
    job_key => 'insights-recompute:' || new.id, job_key_mode => 'preserve_run_at')`),
    );
    this.addSql('drop function if exists kinfolk_add_job(text, json, timestamptz, int, text, text);');
  }

}
