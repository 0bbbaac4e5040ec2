import { Migration } from '@mikro-orm/migrations';

export class Migration20261204225135_face_suggestions extends Migration {

  override name = 'Migration20261204225135_face_suggestions';

  override up(): void | Promise<void> {
    this.addSql(`create table "face_recognition_profiles" ("id" uuid not null, "tree_id" uuid not null, "member_id" uuid not null, "face_embedding" jsonb not null, "confidence" double precision not null, "training_photos" int not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "face_recognition_profiles_tree_id_index" on "face_recognition_profiles" ("tree_id");`);
    this.addSql(`alter table "face_recognition_profiles" add constraint "face_recognition_profiles_member_id_unique" unique ("member_id");`);

    this.addSql(`create table "face_samples" ("id" uuid not null, "tree_id" uuid not null, "member_id" uuid not null, "photo_tag_id" uuid not null, "descriptor" jsonb not null, "taken_on" date not null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "face_samples_tree_id_index" on "face_samples" ("tree_id");`);
    this.addSql(`create index "face_samples_member_id_index" on "face_samples" ("member_id");`);
    this.addSql(`alter table "face_samples" add constraint "face_samples_photo_tag_id_unique" unique ("photo_tag_id");`);

    this.addSql(`create table "face_rejections" ("id" uuid not null, "tree_id" uuid not null, "memory_id" uuid not null, "member_id" uuid not null, "box_x" double precision not null, "box_y" double precision not null, "box_width" double precision not null, "box_height" double precision not null, "rejected_by_id" uuid null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "face_rejections_tree_id_index" on "face_rejections" ("tree_id");`);
    this.addSql(`create index "face_rejections_member_id_index" on "face_rejections" ("member_id");`);
    this.addSql(`create index "face_rejections_rejected_by_id_index" on "face_rejections" ("rejected_by_id");`);
    this.addSql(`create index "face_rejections_memory_index" on "face_rejections" ("memory_id", "member_id");`);

    this.addSql(`alter table "trees" add "face_suggestions" boolean not null default false;`);

    this.addSql(`alter table "photo_tags" add "confidence" double precision null;`);

    this.addSql(`alter table "face_recognition_profiles" add constraint "face_recognition_profiles_tree_id_foreign" foreign key ("tree_id") references "trees" ("id") on delete cascade;`);
    this.addSql(`alter table "face_recognition_profiles" add constraint "face_recognition_profiles_member_id_foreign" foreign key ("member_id") references "family_members" ("id") on delete cascade;`);

    this.addSql(`alter table "face_samples" add constraint "face_samples_tree_id_foreign" foreign key ("tree_id") references "trees" ("id") on delete cascade;`);
    this.addSql(`alter table "face_samples" add constraint "face_samples_member_id_foreign" foreign key ("member_id") references "family_members" ("id") on delete cascade;`);
    this.addSql(`alter table "face_samples" add constraint "face_samples_photo_tag_id_foreign" foreign key ("photo_tag_id") references "photo_tags" ("id") on delete cascade;`);

    this.addSql(`alter table "face_rejections" add constraint "face_rejections_tree_id_foreign" foreign key ("tree_id") references "trees" ("id") on delete cascade;`);
    this.addSql(`alter table "face_rejections" add constraint "face_rejections_memory_id_foreign" foreign key ("memory_id") references "memories" ("id") on delete cascade;`);
    this.addSql(`alter table "face_rejections" add constraint "face_rejections_member_id_foreign" foreign key ("member_id") references "family_members" ("id") on delete cascade;`);
    this.addSql(`alter table "face_rejections" add constraint "face_rejections_rejected_by_id_foreign" foreign key ("rejected_by_id") references "users" ("id") on delete set null;`);

    // A profile is made from its person's samples: when one goes (its tag, photo or person removed,
    // however), the profile goes with it, and is made again from those left when next needed.
    this.addSql(`create function face_sample_gone() returns trigger language plpgsql as $$
      begin
        delete from face_recognition_profiles where member_id = old.member_id;
        return null;
      end $$;`);
    this.addSql(`create trigger face_samples_deleted_drop_profile after delete on "face_samples" for each row execute function face_sample_gone();`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "face_recognition_profiles" cascade;`);
    this.addSql(`drop table if exists "face_samples" cascade;`);
    this.addSql(`drop table if exists "face_rejections" cascade;`);
    this.addSql(`drop function if exists face_sample_gone();`);

    this.addSql(`alter table "photo_tags" drop column "confidence";`);

    this.addSql(`alter table "trees" drop column "face_suggestions";`);
  }

}
