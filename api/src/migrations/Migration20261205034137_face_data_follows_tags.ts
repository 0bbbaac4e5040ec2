import { Migration } from '@mikro-orm/migrations';

export class Migration20261205034137_face_data_follows_tags extends Migration {

  override name = 'Migration20261205034137_face_data_follows_tags';

  override up(): void | Promise<void> {
    // A face follows its tag without a foreign key: a merge of two people drops the merged person's
    // tag on a photo both are tagged on, and sets its face aside (for an undo) before the
    // transaction ends; any other tag removed takes its face with it when the transaction ends.
    this.addSql(`alter table "face_samples" drop constraint "face_samples_photo_tag_id_foreign";`);
    this.addSql(`alter table "face_samples" add "memory_id" uuid null, add "set_aside" boolean not null default false;`);
    this.addSql(`update "face_samples" s set "memory_id" = t."memory_id" from "photo_tags" t where t."id" = s."photo_tag_id";`);
    this.addSql(`delete from "face_samples" where "memory_id" is null;`);
    this.addSql(`alter table "face_samples" alter column "memory_id" set not null;`);
    this.addSql(`alter table "face_samples" add constraint "face_samples_memory_id_foreign" foreign key ("memory_id") references "memories" ("id") on delete cascade;`);
    this.addSql(`create index "face_samples_memory_id_index" on "face_samples" ("memory_id");`);

    // Only confirmed faces have a descriptor, and a confirmed face is a verified tag: tags that are
    // not verified never wake the trigger.
    this.addSql(`create function face_tag_gone() returns trigger language plpgsql as $$
      begin
        delete from face_samples s where s.photo_tag_id = old.id and not s.set_aside
          and not exists (select 1 from photo_tags t where t.id = old.id);
        return null;
      end $$;`);
    this.addSql(`create constraint trigger face_samples_go_with_their_tag after delete on "photo_tags"
      deferrable initially deferred for each row when (old.is_verified) execute function face_tag_gone();`);

    // What the foreign key promised: a face kept is on a verified tag that exists, once the
    // transaction ends (an undo puts a face back before its tag).
    this.addSql(`create function face_sample_tagged() returns trigger language plpgsql as $$
      begin
        if exists (select 1 from face_samples s where s.id = new.id and not s.set_aside)
          and not exists (select 1 from photo_tags t where t.id = new.photo_tag_id and t.is_verified) then
          raise exception 'The face sample % is on no verified photo tag', new.id using errcode = 'foreign_key_violation';
        end if;
        return null;
      end $$;`);
    this.addSql(`create constraint trigger face_samples_need_their_tag after insert or update of "photo_tag_id", "set_aside" on "face_samples"
      deferrable initially deferred for each row execute function face_sample_tagged();`);

    // A profile is made from its person's faces: when one of them is added, changed, moved to
    // another person or removed, the profiles of the people concerned go, made again when next needed.
    this.addSql(`drop trigger "face_samples_deleted_drop_profile" on "face_samples";`);
    this.addSql(`drop function face_sample_gone();`);
    this.addSql(`create function face_sample_changed() returns trigger language plpgsql as $$
      begin
        if tg_op <> 'INSERT' then delete from face_recognition_profiles where member_id = old.member_id; end if;
        if tg_op <> 'DELETE' then delete from face_recognition_profiles where member_id = new.member_id; end if;
        return null;
      end $$;`);
    this.addSql(`create trigger face_samples_changed_drop_profile after insert or delete or update of "member_id", "descriptor", "taken_on", "set_aside"
      on "face_samples" for each row execute function face_sample_changed();`);

    // A suggestion turned down is its user's own: it hides nothing for anyone else, and goes with them.
    this.addSql(`delete from "face_rejections" where "rejected_by_id" is null;`);
    this.addSql(`alter table "face_rejections" drop constraint "face_rejections_rejected_by_id_foreign";`);
    this.addSql(`alter table "face_rejections" alter column "rejected_by_id" set not null;`);
    this.addSql(`alter table "face_rejections" add constraint "face_rejections_rejected_by_id_foreign" foreign key ("rejected_by_id") references "users" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "face_rejections" drop constraint "face_rejections_rejected_by_id_foreign";`);
    this.addSql(`alter table "face_rejections" alter column "rejected_by_id" drop not null;`);
    this.addSql(`alter table "face_rejections" add constraint "face_rejections_rejected_by_id_foreign" foreign key ("rejected_by_id") references "users" ("id") on delete set null;`);

    this.addSql(`drop trigger "face_samples_changed_drop_profile" on "face_samples";`);
    this.addSql(`drop function face_sample_changed();`);
    this.addSql(`create function face_sample_gone() returns trigger language plpgsql as $$
      begin
        delete from face_recognition_profiles where member_id = old.member_id;
        return null;
      end $$;`);
    this.addSql(`create trigger face_samples_deleted_drop_profile after delete on "face_samples" for each row execute function face_sample_gone();`);

    this.addSql(`drop trigger "face_samples_need_their_tag" on "face_samples";`);
    this.addSql(`drop function face_sample_tagged();`);
    this.addSql(`drop trigger "face_samples_go_with_their_tag" on "photo_tags";`);
    this.addSql(`drop function face_tag_gone();`);

    this.addSql(`delete from "face_samples" where "set_aside" or not exists (select 1 from "photo_tags" t where t."id" = "photo_tag_id");`);
    this.addSql(`alter table "face_samples" drop constraint "face_samples_memory_id_foreign";`);
    this.addSql(`drop index "face_samples_memory_id_index";`);
    this.addSql(`alter table "face_samples" drop column "memory_id", drop column "set_aside";`);
    this.addSql(`alter table "face_samples" add constraint "face_samples_photo_tag_id_foreign" foreign key ("photo_tag_id") references "photo_tags" ("id") on delete cascade;`);
  }

}
