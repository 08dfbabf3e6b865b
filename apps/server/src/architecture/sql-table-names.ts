/**
 * The table names a TypeScript source names in SQL: Kysely's builders (`selectFrom('member as m')`,
 * `innerJoin`, `insertInto`, ...) and raw `sql` templates (`from member`, `join ledger_posting`,
 * `insert into`, `update`), the templates read without their `${...}` values. Names that are no
 * table (a CTE, a word in prose) are left for the caller to drop against the schema's tables.
 */

const BUILDER =
  /\b(?:selectFrom|insertInto|updateTable|deleteFrom|innerJoin|leftJoin|rightJoin|fullJoin|mergeInto)\(\s*'([a-z_]+)/g;
const RAW = /\b(?:from|join|into|update)\s+([a-z_]+)/gi;

/** The text of every sql`...` template, each `${...}` replaced by a space. */
function sqlTemplates(text: string): string[] {
  const out: string[] = [];
  for (const start of text.matchAll(/\bsql(?:<[^`]*?>)?`/g)) {
    let i = (start.index ?? 0) + start[0].length;
    let depth = 0;
    let body = '';
    while (i < text.length && !(depth === 0 && text[i] === '`')) {
      if (text[i] === '$' && text[i + 1] === '{') {
        depth++;
        body += ' ';
        i += 2;
        continue;
      }
      if (depth > 0 && text[i] === '{') depth++;
      if (depth > 0 && text[i] === '}') depth--;
      else if (depth === 0) body += text[i];
      i++;
    }
    out.push(body);
  }
  return out;
}

export function sqlTableNames(text: string): string[] {
  const names = new Set<string>();
  for (const [, name] of text.matchAll(BUILDER)) names.add(name as string);
  for (const template of sqlTemplates(text)) {
    for (const [, name] of template.matchAll(RAW)) names.add((name as string).toLowerCase());
  }
  return [...names];
}
