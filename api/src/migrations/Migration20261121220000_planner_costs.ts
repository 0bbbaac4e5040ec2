import { Migration } from '@mikro-orm/migrations';

// Family data is small and hot: index lookups cost about what sequential reads do. With the default
// cost the planner scans whole tables for tree windows on mid-sized trees. Skipped without the right
// to alter the database (an external database owned by someone else).
export class Migration20261121220000_planner_costs extends Migration {
  override name = 'Migration20261121220000_planner_costs';

  override up(): void | Promise<void> {
    this.addSql(`do $$ begin
      execute format('alter database %I set random_page_cost = 1.1', current_database());
    exception when insufficient_privilege then null;
    end $$;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`do $$ begin
      execute format('alter database %I reset random_page_cost', current_database());
    exception when insufficient_privilege then null;
    end $$;`);
  }
}
