import { Migration } from '@mikro-orm/migrations';

export class Migration20261204115225_discovery_challenges extends Migration {

  override name = 'Migration20261204115225_discovery_challenges';

  override up(): void | Promise<void> {
    this.addSql(`create table "discovery_challenges" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "key" varchar(60) null, "title" varchar(200) not null, "description" text not null, "texts" jsonb null, "challenge_type" varchar(20) not null, "difficulty" varchar(20) not null, "category" varchar(20) not null, "requirements" jsonb not null, "rewards" jsonb not null, "is_active" boolean not null default true, "time_limit" int null, "tree_id" uuid null, "created_by_id" uuid null, "claimed_by_id" uuid null, "claimed_at" timestamptz null, "confirmed_by_id" uuid null, "confirmed_at" timestamptz null, primary key ("id"));`);
    this.addSql(`alter table "discovery_challenges" add constraint "discovery_challenges_key_unique" unique ("key");`);
    this.addSql(`create index "discovery_challenges_tree_id_index" on "discovery_challenges" ("tree_id");`);

    this.addSql(`create table "challenge_leaderboard" ("id" uuid not null, "user_id" uuid not null, "challenge_id" uuid not null, "score" int not null, "completion_time" int not null, "completed_at" timestamptz not null, "rank" int null, "season_id" varchar(7) not null, primary key ("id"));`);
    this.addSql(`create index "challenge_leaderboard_season_user_index" on "challenge_leaderboard" ("season_id", "user_id");`);
    this.addSql(`alter table "challenge_leaderboard" add constraint "challenge_leaderboard_user_challenge_unique" unique ("user_id", "challenge_id");`);

    this.addSql(`create table "user_challenge_progress" ("id" uuid not null, "user_id" uuid not null, "challenge_id" uuid not null, "progress" jsonb not null default '{}', "status" varchar(20) not null default 'in_progress', "started_at" timestamptz not null, "deadline" timestamptz null, "completed_at" timestamptz null, "rewards_earned" jsonb null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "user_challenge_progress_challenge_id_index" on "user_challenge_progress" ("challenge_id");`);
    this.addSql(`alter table "user_challenge_progress" add constraint "user_challenge_progress_user_challenge_unique" unique ("user_id", "challenge_id");`);

    this.addSql(`create table "user_rewards" ("user_id" uuid not null, "total_points" int not null default 0, "level" int not null default 1, "experience" int not null default 0, "badges" jsonb not null default '[]', "achievements" jsonb not null default '[]', "streaks" jsonb not null default '{"current":0,"longest":0}', "unlocked_features" text[] not null default '{}', "last_activity_date" date null, "on_leaderboard" boolean not null default true, "chart_style" varchar(20) not null default 'classic', "updated_at" timestamptz not null, primary key ("user_id"));`);

    this.addSql(`alter table "discovery_challenges" add constraint "discovery_challenges_tree_id_foreign" foreign key ("tree_id") references "trees" ("id") on delete cascade;`);
    this.addSql(`alter table "discovery_challenges" add constraint "discovery_challenges_created_by_id_foreign" foreign key ("created_by_id") references "users" ("id") on delete set null;`);
    this.addSql(`alter table "discovery_challenges" add constraint "discovery_challenges_claimed_by_id_foreign" foreign key ("claimed_by_id") references "users" ("id") on delete set null;`);
    this.addSql(`alter table "discovery_challenges" add constraint "discovery_challenges_confirmed_by_id_foreign" foreign key ("confirmed_by_id") references "users" ("id") on delete set null;`);

    this.addSql(`alter table "challenge_leaderboard" add constraint "challenge_leaderboard_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "challenge_leaderboard" add constraint "challenge_leaderboard_challenge_id_foreign" foreign key ("challenge_id") references "discovery_challenges" ("id") on delete cascade;`);

    this.addSql(`alter table "user_challenge_progress" add constraint "user_challenge_progress_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "user_challenge_progress" add constraint "user_challenge_progress_challenge_id_foreign" foreign key ("challenge_id") references "discovery_challenges" ("id") on delete cascade;`);

    this.addSql(`alter table "user_rewards" add constraint "user_rewards_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "challenge_leaderboard" drop constraint "challenge_leaderboard_challenge_id_foreign";`);
    this.addSql(`alter table "user_challenge_progress" drop constraint "user_challenge_progress_challenge_id_foreign";`);

    this.addSql(`drop table if exists "discovery_challenges" cascade;`);
    this.addSql(`drop table if exists "challenge_leaderboard" cascade;`);
    this.addSql(`drop table if exists "user_challenge_progress" cascade;`);
    this.addSql(`drop table if exists "user_rewards" cascade;`);
  }

}
