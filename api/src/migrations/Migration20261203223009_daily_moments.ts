import { Migration } from '@mikro-orm/migrations';

export class Migration20261203223009_daily_moments extends Migration {

  override name = 'Migration20261203223009_daily_moments';

  override up(): void | Promise<void> {
    this.addSql(`create table "daily_prompts" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "prompt_text" text not null, "prompt_text_es" text null, "prompt_type" varchar(20) not null, "is_active" boolean not null default true, "catalogue_key" int null, "tree_id" uuid null, "author_id" uuid null, primary key ("id"));`);
    this.addSql(`alter table "daily_prompts" add constraint "daily_prompts_catalogue_key_unique" unique ("catalogue_key");`);
    this.addSql(`create index "daily_prompts_tree_time_index" on "daily_prompts" ("tree_id", "created_at");`);

    this.addSql(`create table "daily_moments" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "tree_id" uuid not null, "day" date not null, "prompt_id" uuid not null, "skipped_prompt_id" uuid null, "skipped_by_id" uuid null, primary key ("id"));`);
    this.addSql(`create index "daily_moments_skipped_prompt_id_index" on "daily_moments" ("skipped_prompt_id");`);
    this.addSql(`create index "daily_moments_skipped_by_id_index" on "daily_moments" ("skipped_by_id");`);
    this.addSql(`create index "daily_moments_prompt_index" on "daily_moments" ("prompt_id");`);
    this.addSql(`alter table "daily_moments" add constraint "daily_moments_tree_day_unique" unique ("tree_id", "day");`);

    this.addSql(`create table "prompt_responses" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "moment_id" uuid not null, "prompt_id" uuid not null, "user_id" uuid not null, "response" text not null, "photo_id" uuid null, "audio_id" uuid null, "likes" int not null default 0, primary key ("id"));`);
    this.addSql(`create index "prompt_responses_prompt_id_index" on "prompt_responses" ("prompt_id");`);
    this.addSql(`create index "prompt_responses_user_id_index" on "prompt_responses" ("user_id");`);
    this.addSql(`create index "prompt_responses_photo_id_index" on "prompt_responses" ("photo_id");`);
    this.addSql(`create index "prompt_responses_audio_id_index" on "prompt_responses" ("audio_id");`);
    this.addSql(`alter table "prompt_responses" add constraint "prompt_responses_moment_user_unique" unique ("moment_id", "user_id");`);

    // The full-text index search reads answers through (its expression written exactly as search does).
    this.addSql(`create index "prompt_responses_search_index" on "prompt_responses" using gin (to_tsvector('simple', "response"));`);

    this.addSql(`create table "prompt_response_likes" ("response_id" uuid not null, "user_id" uuid not null, "created_at" timestamptz not null, primary key ("response_id", "user_id"));`);
    this.addSql(`create index "prompt_response_likes_user_index" on "prompt_response_likes" ("user_id");`);

    this.addSql(`alter table "daily_prompts" add constraint "daily_prompts_tree_id_foreign" foreign key ("tree_id") references "trees" ("id") on delete cascade;`);
    this.addSql(`alter table "daily_prompts" add constraint "daily_prompts_author_id_foreign" foreign key ("author_id") references "users" ("id") on delete set null;`);

    this.addSql(`alter table "daily_moments" add constraint "daily_moments_tree_id_foreign" foreign key ("tree_id") references "trees" ("id") on delete cascade;`);
    this.addSql(`alter table "daily_moments" add constraint "daily_moments_prompt_id_foreign" foreign key ("prompt_id") references "daily_prompts" ("id") on delete cascade;`);
    this.addSql(`alter table "daily_moments" add constraint "daily_moments_skipped_prompt_id_foreign" foreign key ("skipped_prompt_id") references "daily_prompts" ("id") on delete set null;`);
    this.addSql(`alter table "daily_moments" add constraint "daily_moments_skipped_by_id_foreign" foreign key ("skipped_by_id") references "users" ("id") on delete set null;`);

    this.addSql(`alter table "prompt_responses" add constraint "prompt_responses_moment_id_foreign" foreign key ("moment_id") references "daily_moments" ("id") on delete cascade;`);
    this.addSql(`alter table "prompt_responses" add constraint "prompt_responses_prompt_id_foreign" foreign key ("prompt_id") references "daily_prompts" ("id") on delete cascade;`);
    this.addSql(`alter table "prompt_responses" add constraint "prompt_responses_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "prompt_responses" add constraint "prompt_responses_photo_id_foreign" foreign key ("photo_id") references "stored_files" ("id") on delete set null;`);
    this.addSql(`alter table "prompt_responses" add constraint "prompt_responses_audio_id_foreign" foreign key ("audio_id") references "stored_files" ("id") on delete set null;`);

    this.addSql(`alter table "prompt_response_likes" add constraint "prompt_response_likes_response_id_foreign" foreign key ("response_id") references "prompt_responses" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "prompt_response_likes" add constraint "prompt_response_likes_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "daily_moments" drop constraint "daily_moments_prompt_id_foreign";`);
    this.addSql(`alter table "daily_moments" drop constraint "daily_moments_skipped_prompt_id_foreign";`);
    this.addSql(`alter table "prompt_responses" drop constraint "prompt_responses_prompt_id_foreign";`);
    this.addSql(`alter table "prompt_responses" drop constraint "prompt_responses_moment_id_foreign";`);
    this.addSql(`alter table "prompt_response_likes" drop constraint "prompt_response_likes_response_id_foreign";`);

    this.addSql(`drop table if exists "daily_prompts" cascade;`);
    this.addSql(`drop table if exists "daily_moments" cascade;`);
    this.addSql(`drop table if exists "prompt_responses" cascade;`);
    this.addSql(`drop table if exists "prompt_response_likes" cascade;`);
  }

}
