import ts from 'typescript';

// Which tables a TypeScript source names in its SQL, read from its string and template literals
// (comments and code are never SQL here). Only names in `known` count, so a CTE, an alias or a
// function after `from` is passed over. A table is named by:
// - a keyword before it: from, join, update, into, using, table, analyze, truncate, copy
//   (`delete from x`, `insert into x`, `exists (select 1 from x …)`, `from a, b` all included);
// - a string that is nothing but a table, with or without an alias (`'family_members fm'`, handed
//   to SQL built elsewhere), in a file that holds SQL;
// - a `tableName: '…'` property (an entity, or a store such as the rate limiter's).
// Template literals are read with each `${…}` as a hole: `from ${table} x` names nothing, and
// whoever passes the table's name as a string is caught by the second rule.

export interface TableMention {
  table: string;
  /** 1-based line in the source. */
  line: number;
  /** The words around the name, for a message. */
  excerpt: string;
}

const KEYWORD = /\b(from|join|update|into|using|table|analyze|truncate|copy)\s+/gi;
const IDENT = /^(?:only\s+)?("?[a-z_][a-z0-9_$]*"?(?:\."?[a-z_][a-z0-9_$]*"?)?)/i;
/** Words that end a table's reference (never its alias). */
const CLAUSE = new Set(['where', 'join', 'on', 'left', 'right', 'inner', 'full', 'cross', 'natural', 'lateral', 'order', 'group', 'limit', 'offset', 'set', 'using', 'union', 'returning', 'values', 'select', 'having', 'window', 'for', 'and', 'or', 'as']);
const ALONE = /^\s*("?[a-z_][a-z0-9_]*"?)(?:\s+(?:as\s+)?[a-z_][a-z0-9_]*)?\s*$/i;
const HOLDS_SQL = /\b(select\b[\s\S]*\bfrom|insert\s+into|delete\s+from|update\s+\S+\s+set)\b/i;

/** `graphile_worker.jobs` counts as the schema `graphile_worker`; `public.x` and `"x"` as `x`. */
export function tableKey(name: string): string {
  const [first, second] = name.replace(/"/g, '').toLowerCase().split('.');
  if (second === undefined) return first;
  return first === 'public' ? second : first;
}

interface Literal {
  text: string;
  line: number;
  /** A plain string (not a template with holes). */
  whole: boolean;
  /** The value of a `tableName:` property. */
  tableName: boolean;
}

function literalsOf(fileName: string, source: string): Literal[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const lineOf = (node: ts.Node) => file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
  const found: Literal[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      const parent = node.parent;
      const tableName = ts.isPropertyAssignment(parent) && parent.initializer === node && parent.name.getText(file) === 'tableName';
      found.push({ text: node.text, line: lineOf(node), whole: true, tableName });
    } else if (ts.isTemplateExpression(node)) {
      const text = node.head.text + node.templateSpans.map((span) => ' ${} ' + span.literal.text).join('');
      found.push({ text, line: lineOf(node), whole: false, tableName: false });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** The names read after a keyword at `at`: one, or a comma-separated list (`from a x, b y`). */
function namesAfter(text: string, at: number): { name: string; index: number }[] {
  const names: { name: string; index: number }[] = [];
  let rest = text.slice(at);
  let index = at;
  for (;;) {
    const ident = IDENT.exec(rest);
    if (!ident) return names;
    names.push({ name: ident[1], index: index + ident.index });
    let after = ident[0].length;
    const alias = /^\s+(?:as\s+)?([a-z_][a-z0-9_]*)/i.exec(rest.slice(after));
    if (alias && !CLAUSE.has(alias[1].toLowerCase())) after += alias[0].length;
    const comma = /^\s*,\s*/.exec(rest.slice(after));
    if (!comma) return names;
    index += after + comma[0].length;
    rest = rest.slice(after + comma[0].length);
  }
}

const excerptOf = (text: string, index: number) =>
  text.slice(Math.max(0, index - 40), index + 40).replace(/\s+/g, ' ').trim();

/** Every mention of a table of `known` in the SQL of `source`. */
export function tablesNamedIn(fileName: string, source: string, known: ReadonlySet<string>): TableMention[] {
  const literals = literalsOf(fileName, source);
  const holdsSql = literals.some((l) => HOLDS_SQL.test(l.text));
  const mentions: TableMention[] = [];
  const add = (literal: Literal, name: string, index: number) => {
    const table = tableKey(name);
    if (!known.has(table)) return;
    const line = literal.line + (literal.text.slice(0, index).match(/\n/g)?.length ?? 0);
    mentions.push({ table, line, excerpt: excerptOf(literal.text, index) });
  };
  for (const literal of literals) {
    for (const keyword of literal.text.matchAll(KEYWORD)) {
      for (const { name, index } of namesAfter(literal.text, keyword.index + keyword[0].length)) add(literal, name, index);
    }
    const alone = literal.whole && (holdsSql || literal.tableName) ? ALONE.exec(literal.text) : null;
    if (alone) add(literal, alone[1], literal.text.indexOf(alone[1]));
  }
  return mentions;
}
