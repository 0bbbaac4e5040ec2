import { Migration } from '@mikro-orm/migrations';

export class Migration20261203224028_voice_messages extends Migration {

  override name = 'Migration20261203224028_voice_messages';

  override up(): void | Promise<void> {
    this.addSql(`create table "voice_messages" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "sender_id" uuid not null, "title" varchar(200) not null, "description" text null, "transcript" text null, "is_story" boolean not null default false, "circle_id" uuid null, "file_id" uuid not null, "duration_seconds" double precision not null, primary key ("id"));`);
    this.addSql(`alter table "voice_messages" add constraint "voice_messages_file_id_unique" unique ("file_id");`);
    this.addSql(`create index "voice_messages_sender_time_index" on "voice_messages" ("sender_id", "created_at", "id");`);
    this.addSql(`create index "voice_messages_title_search_index" on "voice_messages" using gin (to_tsvector('simple', "title"));`);

    this.addSql(`create table "voice_message_recipients" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "message_id" uuid not null, "user_id" uuid not null, "heard_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "voice_message_recipients_inbox_index" on "voice_message_recipients" ("user_id", "created_at", "id");`);
    this.addSql(`alter table "voice_message_recipients" add constraint "voice_message_recipients_message_user_unique" unique ("message_id", "user_id");`);

    this.addSql(`alter table "voice_messages" add constraint "voice_messages_sender_id_foreign" foreign key ("sender_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "voice_messages" add constraint "voice_messages_circle_id_foreign" foreign key ("circle_id") references "family_circles" ("id") on delete set null;`);
    this.addSql(`alter table "voice_messages" add constraint "voice_messages_file_id_foreign" foreign key ("file_id") references "stored_files" ("id") on delete cascade;`);

    this.addSql(`alter table "voice_message_recipients" add constraint "voice_message_recipients_message_id_foreign" foreign key ("message_id") references "voice_messages" ("id") on delete cascade;`);
    this.addSql(`alter table "voice_message_recipients" add constraint "voice_message_recipients_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "voice_message_recipients" drop constraint "voice_message_recipients_message_id_foreign";`);

    this.addSql(`drop table if exists "voice_messages" cascade;`);
    this.addSql(`drop table if exists "voice_message_recipients" cascade;`);
  }

}
