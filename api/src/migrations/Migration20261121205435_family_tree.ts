import { Migration } from '@mikro-orm/migrations';

export class Migration20261121205435_family_tree extends Migration {

  override name = 'Migration20261121205435_family_tree';

  override up(): void | Promise<void> {
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(`create table "family_relationships" ("id" uuid not null, "created_at" timestamptz not null, "owner_id" uuid not null, "from_id" uuid not null, "to_id" uuid not null, "kind" varchar(20) not null, "partner_kind" varchar(20) null, "start_date" date null, "end_date" date null, primary key ("id"));`);
    this.addSql(`create index "family_relationships_owner_id_index" on "family_relationships" ("owner_id");`);
    this.addSql(`create index "family_relationships_to_kind_index" on "family_relationships" ("to_id", "kind");`);
    this.addSql(`create index "family_relationships_from_kind_index" on "family_relationships" ("from_id", "kind");`);
    this.addSql(`alter table "family_relationships" add constraint "family_relationships_edge_unique" unique ("from_id", "to_id", "kind");`);

    this.addSql(`create table "connection_requests" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "from_user_id" uuid not null, "to_user_id" uuid not null, "relationship_type" varchar(20) not null, "status" varchar(20) not null default 'pending', "message" varchar(500) null, "responded_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "connection_requests_from_user_id_index" on "connection_requests" ("from_user_id");`);
    this.addSql(`create index "connection_requests_to_user_id_index" on "connection_requests" ("to_user_id");`);
    this.addSql(`create unique index "connection_requests_one_pending_per_pair" on "connection_requests" (least("from_user_id", "to_user_id"), greatest("from_user_id", "to_user_id")) where "status" = 'pending';`);

    this.addSql(`create table "user_connections" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "user_id" uuid not null, "other_id" uuid not null, "relationship_type" varchar(20) not null, primary key ("id"));`);
    this.addSql(`create index "user_connections_other_id_index" on "user_connections" ("other_id");`);
    this.addSql(`alter table "user_connections" add constraint "user_connections_pair_unique" unique ("user_id", "other_id");`);

    this.addSql(`create index "users_name_trgm_index" on "users" using gin ((coalesce("first_name", '') || ' ' || coalesce("last_name", '')) gin_trgm_ops);`);
    this.addSql(`create index "users_location_trgm_index" on "users" using gin ((coalesce("location", '') || ' ' || coalesce("current_city", '') || ' ' || coalesce("hometown", '')) gin_trgm_ops);`);
    this.addSql(`create index "users_email_trgm_index" on "users" using gin ("email" gin_trgm_ops);`);
    this.addSql(`create index "users_lower_name_index" on "users" (lower("first_name"), lower("last_name"));`);

    this.addSql(`create index "family_members_owner_name_index" on "family_members" ("owner_id", lower("last_name"), lower("first_name"));`);
    this.addSql(`create index "family_members_lower_name_index" on "family_members" (lower("first_name"), lower("last_name"));`);

    this.addSql(`alter table "family_relationships" add constraint "family_relationships_owner_id_foreign" foreign key ("owner_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "family_relationships" add constraint "family_relationships_from_id_foreign" foreign key ("from_id") references "family_members" ("id") on delete cascade;`);
    this.addSql(`alter table "family_relationships" add constraint "family_relationships_to_id_foreign" foreign key ("to_id") references "family_members" ("id") on delete cascade;`);

    this.addSql(`alter table "connection_requests" add constraint "connection_requests_from_user_id_foreign" foreign key ("from_user_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "connection_requests" add constraint "connection_requests_to_user_id_foreign" foreign key ("to_user_id") references "users" ("id") on delete cascade;`);

    this.addSql(`alter table "user_connections" add constraint "user_connections_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "user_connections" add constraint "user_connections_other_id_foreign" foreign key ("other_id") references "users" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "family_relationships" cascade;`);
    this.addSql(`drop table if exists "connection_requests" cascade;`);
    this.addSql(`drop table if exists "user_connections" cascade;`);

    this.addSql(`drop index "family_members_owner_name_index";`);
    this.addSql(`drop index "family_members_lower_name_index";`);

    this.addSql(`drop index "users_name_trgm_index";`);
    this.addSql(`drop index "users_location_trgm_index";`);
    this.addSql(`drop index "users_email_trgm_index";`);
    this.addSql(`drop index "users_lower_name_index";`);
  }

}
