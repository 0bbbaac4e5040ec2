import { Migration } from '@mikro-orm/migrations';

export class Migration20261126181830_gedcom extends Migration {

  override name = 'Migration20261126181830_gedcom';

  override up(): void | Promise<void> {
    this.addSql(`create table "gedcom_other_records" ("id" uuid not null, "tree_id" uuid not null, "source" varchar(200) not null, "xref" varchar(40) null, "tag" varchar(40) not null, "position" int not null, "record" text not null, primary key ("id"));`);
    this.addSql(`create index "gedcom_other_records_tree_id_index" on "gedcom_other_records" ("tree_id");`);

    this.addSql(`create table "gedcom_jobs" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "kind" varchar(10) not null, "state" varchar(20) not null default 'queued', "user_id" uuid not null, "tree_id" uuid null, "mode" varchar(10) null, "version" varchar(20) null, "with_media" boolean not null default false, "branch_of" uuid null, "tree_name" varchar(100) null, "file_name" varchar(255) not null, "file_key" varchar(300) null, "file_bytes" bigint null, "progress_done" int not null default 0, "progress_total" int null, "people_done" int not null default 0, "started_at" timestamptz null, "finished_at" timestamptz null, "counts" jsonb null, "report" jsonb not null, "preview" jsonb null, "choices" jsonb null, "error" text null, "cancel_requested" boolean not null default false, primary key ("id"));`);
    this.addSql(`create index "gedcom_jobs_user_id_index" on "gedcom_jobs" ("user_id");`);
    this.addSql(`create index "gedcom_jobs_tree_id_index" on "gedcom_jobs" ("tree_id");`);

    this.addSql(`create table "gedcom_person_records" ("member_id" uuid not null, "tree_id" uuid not null, "source" varchar(200) not null, "xref" varchar(40) not null, "uid" varchar(100) null, "refn" varchar(100) null, "position" int not null, "record" text not null, primary key ("member_id"));`);
    this.addSql(`create index "gedcom_person_records_tree_uid_index" on "gedcom_person_records" ("tree_id", "uid");`);
    this.addSql(`create index "gedcom_person_records_tree_refn_index" on "gedcom_person_records" ("tree_id", "refn");`);
    this.addSql(`create index "gedcom_person_records_tree_source_xref_index" on "gedcom_person_records" ("tree_id", "source", "xref");`);

    this.addSql(`create table "gedcom_family_records" ("id" uuid not null, "tree_id" uuid not null, "source" varchar(200) not null, "xref" varchar(40) not null, "uid" varchar(100) null, "partner1_id" uuid null, "partner2_id" uuid null, "children" text[] not null default '{}', "position" int not null, "record" text not null, primary key ("id"));`);
    this.addSql(`create index "gedcom_family_records_tree_id_index" on "gedcom_family_records" ("tree_id");`);
    this.addSql(`create index "gedcom_family_records_partner1_id_index" on "gedcom_family_records" ("partner1_id");`);
    this.addSql(`create index "gedcom_family_records_partner2_id_index" on "gedcom_family_records" ("partner2_id");`);

    this.addSql(`alter table "family_members" add "christening_date" varchar(200) null, add "christening_earliest" date null, add "christening_latest" date null, add "christening_place" varchar(200) null, add "burial_date" varchar(200) null, add "burial_earliest" date null, add "burial_latest" date null, add "burial_place" varchar(200) null, add "occupation" varchar(200) null, add "other_names" text[] not null default '{}';`);

    this.addSql(`alter table "family_relationships" add "start_value" varchar(200) null, add "start_earliest" date null, add "start_latest" date null, add "start_place" varchar(200) null, add "end_value" varchar(200) null, add "end_earliest" date null, add "end_latest" date null, add "pedigree" varchar(10) null;`);

    this.addSql(`alter table "gedcom_other_records" add constraint "gedcom_other_records_tree_id_foreign" foreign key ("tree_id") references "trees" ("id") on delete cascade;`);

    this.addSql(`alter table "gedcom_jobs" add constraint "gedcom_jobs_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "gedcom_jobs" add constraint "gedcom_jobs_tree_id_foreign" foreign key ("tree_id") references "trees" ("id") on delete cascade;`);

    this.addSql(`alter table "gedcom_person_records" add constraint "gedcom_person_records_member_id_foreign" foreign key ("member_id") references "family_members" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "gedcom_person_records" add constraint "gedcom_person_records_tree_id_foreign" foreign key ("tree_id") references "trees" ("id") on delete cascade;`);

    this.addSql(`alter table "gedcom_family_records" add constraint "gedcom_family_records_tree_id_foreign" foreign key ("tree_id") references "trees" ("id") on delete cascade;`);
    this.addSql(`alter table "gedcom_family_records" add constraint "gedcom_family_records_partner1_id_foreign" foreign key ("partner1_id") references "family_members" ("id") on delete set null;`);
    this.addSql(`alter table "gedcom_family_records" add constraint "gedcom_family_records_partner2_id_foreign" foreign key ("partner2_id") references "family_members" ("id") on delete set null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "gedcom_other_records" cascade;`);
    this.addSql(`drop table if exists "gedcom_jobs" cascade;`);
    this.addSql(`drop table if exists "gedcom_person_records" cascade;`);
    this.addSql(`drop table if exists "gedcom_family_records" cascade;`);

    this.addSql(`alter table "family_members" drop column "christening_date", drop column "christening_earliest", drop column "christening_latest", drop column "christening_place", drop column "burial_date", drop column "burial_earliest", drop column "burial_latest", drop column "burial_place", drop column "occupation", drop column "other_names";`);

    this.addSql(`alter table "family_relationships" drop column "start_value", drop column "start_earliest", drop column "start_latest", drop column "start_place", drop column "end_value", drop column "end_earliest", drop column "end_latest", drop column "pedigree";`);
  }

}
