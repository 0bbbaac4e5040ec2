import { readFileSync } from 'node:fs';
import { Migration } from '@mikro-orm/migrations';

// The catalogue of daily prompts, in English and Spanish (api/src/modules/daily-moments/catalogue/
// prompts.json): each keeps its place in the file as its catalogue key, so running this again, or
// a later migration adding prompts to the end of the file, never writes one twice.
export class Migration20261203224500_daily_prompt_catalogue extends Migration {

  override name = 'Migration20261203224500_daily_prompt_catalogue';

  override async up(): Promise<void> {
    const file = new URL('../modules/daily-moments/catalogue/prompts.json', import.meta.url);
    const prompts = (JSON.parse(readFileSync(file, 'utf8')) as { type: string; en: string; es: string }[]).map((p, i) => ({ key: i + 1, ...p }));
    await this.execute(
      `insert into "daily_prompts" ("id", "created_at", "updated_at", "prompt_text", "prompt_text_es", "prompt_type", "is_active", "catalogue_key")
       select gen_random_uuid(), now(), now(), p.en, p.es, p.type, true, p.key
       from json_to_recordset(?::json) as p(key int, type text, en text, es text)
       on conflict ("catalogue_key") do nothing;`,
      [JSON.stringify(prompts)],
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`delete from "daily_prompts" where "catalogue_key" is not null;`);
  }

}
