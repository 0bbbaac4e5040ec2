import { Migration } from '@mikro-orm/migrations';

export class Migration20261203223041_achievements extends Migration {

  override name = 'Migration20261203223041_achievements';

  override up(): void | Promise<void> {
    this.addSql(`create table "family_achievements" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "tree_id" uuid not null, "member_id" uuid not null, "recorded_by_id" uuid null, "achievement_type" varchar(20) not null, "title" varchar(200) not null, "description" text null, "date" varchar(200) null, "date_earliest" date null, "date_latest" date null, "day" date not null, primary key ("id"));`);
    this.addSql(`alter table "family_achievements" add constraint "family_achievements_type_check" check ("achievement_type" in ('graduation', 'award', 'sport', 'career', 'service', 'milestone'));`);
    this.addSql(`create index "family_achievements_member_id_index" on "family_achievements" ("member_id");`);
    this.addSql(`create index "family_achievements_recorded_by_id_index" on "family_achievements" ("recorded_by_id");`);
    this.addSql(`create index "family_achievements_tree_day_index" on "family_achievements" ("tree_id", "day", "id");`);

    this.addSql(`create table "achievement_photos" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "achievement_id" uuid not null, "file_id" uuid not null, "position" int not null default 0, primary key ("id"));`);
    this.addSql(`create index "achievement_photos_achievement_id_index" on "achievement_photos" ("achievement_id");`);
    this.addSql(`alter table "achievement_photos" add constraint "achievement_photos_file_id_unique" unique ("file_id");`);

    this.addSql(`create table "achievement_celebrations" ("achievement_id" uuid not null, "user_id" uuid not null, "created_at" timestamptz not null, primary key ("achievement_id", "user_id"));`);
    this.addSql(`create index "achievement_celebrations_user_index" on "achievement_celebrations" ("user_id");`);

    this.addSql(`alter table "family_achievements" add constraint "family_achievements_tree_id_foreign" foreign key ("tree_id") references "trees" ("id") on delete cascade;`);
    this.addSql(`alter table "family_achievements" add constraint "family_achievements_member_id_foreign" foreign key ("member_id") references "family_members" ("id") on delete cascade;`);
    this.addSql(`alter table "family_achievements" add constraint "family_achievements_recorded_by_id_foreign" foreign key ("recorded_by_id") references "users" ("id") on delete set null;`);

    this.addSql(`alter table "achievement_photos" add constraint "achievement_photos_achievement_id_foreign" foreign key ("achievement_id") references "family_achievements" ("id") on delete cascade;`);
    this.addSql(`alter table "achievement_photos" add constraint "achievement_photos_file_id_foreign" foreign key ("file_id") references "stored_files" ("id") on delete cascade;`);

    this.addSql(`alter table "achievement_celebrations" add constraint "achievement_celebrations_achievement_id_foreign" foreign key ("achievement_id") references "family_achievements" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "achievement_celebrations" add constraint "achievement_celebrations_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "achievement_photos" drop constraint "achievement_photos_achievement_id_foreign";`);
    this.addSql(`alter table "achievement_celebrations" drop constraint "achievement_celebrations_achievement_id_foreign";`);

    this.addSql(`drop table if exists "family_achievements" cascade;`);
    this.addSql(`drop table if exists "achievement_photos" cascade;`);
    this.addSql(`drop table if exists "achievement_celebrations" cascade;`);
  }

}
