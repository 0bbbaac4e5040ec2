import { readFileSync } from 'node:fs';
import { Migration } from '@mikro-orm/migrations';

// Discovery challenges, part two.
// 1. Progress is worked out by the job queue right after the change that may move it: statement
//    triggers on the activity record and on the tables of facts it does not record (tags, likes,
//    deletions) add one keyed `challenge-progress` job per person concerned — only for people with a
//    challenge joined, and one job however many rows a statement wrote (a flood of tags is one job).
//    A removal or change of a person or relationship concerns whoever added them too (the earlier
//    entries about the same object), found through a partial index on events.object_id.
// 2. The catalogue (api/src/modules/challenges/catalogue/challenges.json), each challenge under its
//    key, so running this again or adding challenges to the file later never writes one twice.
export class Migration20261204130000_challenge_triggers_catalogue extends Migration {

  override name = 'Migration20261204130000_challenge_triggers_catalogue';

  override async up(): Promise<void> {
    this.addSql(`create index if not exists "events_object_index" on "events" ("object_id") where "object_type" in ('member', 'relationship');`);
    this.addSql(`create or replace function challenge_recount(user_ids uuid[]) returns void language plpgsql as $$
begin
  perform graphile_worker.add_job('challenge-progress', json_build_object('userId', s.id), job_key => 'challenge-progress:' || s.id)
  from (select distinct u.id from unnest(user_ids) as u(id)
        where u.id is not null and exists (select 1 from user_challenge_progress p where p.user_id = u.id and p.status <> 'expired')) s;
end $$;`);
    this.addSql(`create or replace function events_challenge_recount() returns trigger language plpgsql as $$
begin
  perform challenge_recount(array(
    select n.actor_id from new_rows n
    union select n.subject_user_id from new_rows n
    union select earlier.actor_id from new_rows n
      join events earlier on earlier.object_id = n.object_id and earlier.object_type in ('member', 'relationship')
      where n.object_type in ('member', 'relationship') and n.verb in ('member_removed', 'member_updated', 'relationship_removed')));
  return null;
end $$;`);
    this.addSql(`create trigger "events_challenge_recount" after insert on "events" referencing new table as new_rows for each statement execute function events_challenge_recount();`);
    this.addSql(`create or replace function facts_challenge_recount() returns trigger language plpgsql as $$
declare
  ids uuid[];
begin
  if TG_OP = 'DELETE' then
    execute format('select array_agg(%I) from old_rows', TG_ARGV[0]) into ids;
  else
    execute format('select array_agg(%I) from new_rows', TG_ARGV[0]) into ids;
  end if;
  perform challenge_recount(ids);
  return null;
end $$;`);
    const facts: [table: string, column: string, events: string[]][] = [
      ['photo_tags', 'tagged_by_id', ['insert', 'delete']],
      ['memories', 'uploaded_by_id', ['insert', 'delete']],
      ['family_stories', 'author_id', ['insert', 'update', 'delete']],
      ['prompt_responses', 'user_id', ['insert', 'delete']],
      ['voice_messages', 'sender_id', ['insert', 'update', 'delete']],
      ['family_achievements', 'recorded_by_id', ['insert', 'delete']],
      ['achievement_celebrations', 'user_id', ['insert', 'delete']],
      ['family_events', 'organizer_id', ['insert', 'update', 'delete']],
      ['time_capsules', 'creator_id', ['update', 'delete']],
      ['user_connections', 'user_id', ['insert', 'delete']],
      ['tree_access', 'invited_by_id', ['update', 'delete']],
    ];
    for (const [table, column, kinds] of facts) {
      for (const kind of kinds) {
        const rows = kind === 'delete' ? 'old table as old_rows' : 'new table as new_rows';
        this.addSql(`create trigger "${table}_challenge_recount_${kind}" after ${kind} on "${table}" referencing ${rows} for each statement execute function facts_challenge_recount('${column}');`);
      }
    }
    const file = new URL('../modules/challenges/catalogue/challenges.json', import.meta.url);
    const catalogue = (JSON.parse(readFileSync(file, 'utf8')) as Catalogued[]).map((c) => ({
      key: c.key,
      category: c.category,
      difficulty: c.difficulty,
      title: c.title.en,
      description: c.description.en,
      texts: { en: { title: c.title.en, description: c.description.en }, es: { title: c.title.es, description: c.description.es } },
      requirements: c.requirement,
      rewards: c.rewards,
      time_limit: c.timeLimitDays,
    }));
    this.addSql(
      `insert into "discovery_challenges" ("id", "created_at", "updated_at", "key", "title", "description", "texts", "challenge_type", "difficulty", "category", "requirements", "rewards", "is_active", "time_limit")
       select gen_random_uuid(), now(), now(), c.key, c.title, c.description, c.texts, 'individual', c.difficulty, c.category, c.requirements, c.rewards, true, c.time_limit
       from jsonb_to_recordset('${JSON.stringify(catalogue).replace(/'/g, "''")}'::jsonb)
         as c(key text, category text, difficulty text, title text, description text, texts jsonb, requirements jsonb, rewards jsonb, time_limit int)
       on conflict ("key") do nothing;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`delete from "discovery_challenges" where "key" is not null;`);
    this.addSql(`drop trigger if exists "events_challenge_recount" on "events";`);
    this.addSql(`drop function if exists events_challenge_recount() cascade;`);
    this.addSql(`drop function if exists facts_challenge_recount() cascade;`);
    this.addSql(`drop function if exists challenge_recount(uuid[]);`);
    this.addSql(`drop index if exists "events_object_index";`);
  }

}

interface Catalogued {
  key: string;
  category: string;
  difficulty: string;
  title: { en: string; es: string };
  description: { en: string; es: string };
  requirement: unknown;
  rewards: unknown;
  timeLimitDays: number | null;
}
