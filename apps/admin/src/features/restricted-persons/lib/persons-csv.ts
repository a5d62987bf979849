import { DEFAULT_COUNTRY_CODE, type RestrictedPerson } from '@pisoplay/contract';

/** The columns of a line, in their order; a first line of these names is skipped. */
export const PERSON_COLUMNS = ['country_code', 'phone', 'name', 'birthday'] as const;

const COLUMN_LABELS: Record<string, string> = {
  country_code: 'Country code',
  phone: 'Phone',
  name: 'Name',
  birthday: 'Birthday',
};

/**
 * The lines of a CSV text as cells (RFC 4180: a quoted cell may hold commas, line breaks and
 * quotes written twice), each with the number of the line it starts on; blank lines are left
 * out. Cells are split by tabs instead when the first line has a tab and no comma (rows pasted
 * from a spreadsheet).
 */
export function csvLines(text: string): { line: number; cells: string[] }[] {
  const source = text.replace(/^\uFEFF/, '');
  const delimiter = /^[^\n,]*\t/.test(source) ? '\t' : ',';
  const lines: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  const endLine = () => {
    cells.push(cell);
    if (cells.some((value) => value.trim() !== '')) lines.push({ line: start, cells });
    cells = [];
    cell = '';
  };
  for (let i = 0; i < source.length; i++) {
    const char = source[i]!;
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n') line++;
        cell += char;
      }
    } else if (char === '"') quoted = true;
    else if (char === delimiter) {
      cells.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[i + 1] === '\n') i++;
      endLine();
      start = ++line;
    } else cell += char;
  }
  endLine();
  return lines;
}

/**
 * A line's cells as a person, as lists write them: the country code without its + (none is
 * 63), the phone without spaces, dashes, dots or brackets and without the 0 of the national
 * form (09171234567 is 9171234567).
 */
function personOf(cells: readonly string[]): RestrictedPerson {
  const [country = '', phone = '', name = '', birthday = ''] = cells.map((cell) => cell.trim());
  return {
    country_code: country.replace(/^\+/, '') || DEFAULT_COUNTRY_CODE,
    phone: phone.replace(/[\s().-]/g, '').replace(/^0(?=9\d{9}$)/, ''),
    name,
    birthday,
  };
}

/** A person read from the list: its line, what will be sent, and what is wrong with it. */
export type PersonRow = { line: number; person: RestrictedPerson; errors: string[] };

/** The contract's rules of the list (the import payload's `persons`), as zod gives them. */
type ListSchema = {
  safeParse: (persons: unknown) => {
    success: boolean;
    error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
  };
};

/**
 * Reads the pasted or uploaded list and checks it with the contract's rules of the import (each
 * person, and the list's length), before anything is sent: every row with its errors ('Phone:
 * …'), and what is wrong with the whole list.
 */
export function readPersons(
  text: string,
  schema: ListSchema,
): { rows: PersonRow[]; listErrors: string[] } {
  let lines = csvLines(text);
  const head = lines[0]?.cells.map((cell) => cell.trim().toLowerCase());
  if (head?.join(',') === PERSON_COLUMNS.join(',')) lines = lines.slice(1);
  const rows: PersonRow[] = lines.map(({ line, cells }) => ({
    line,
    person: personOf(cells),
    errors: [],
  }));
  // A line with another number of values says only that: its cells are not where they belong.
  const miscounted = new Set(
    lines.flatMap(({ cells }, index) => (cells.length === PERSON_COLUMNS.length ? [] : [index])),
  );
  for (const index of miscounted) {
    rows[index]!.errors.push(
      `Expected ${PERSON_COLUMNS.length} values (${PERSON_COLUMNS.join(',')}), found ${lines[index]!.cells.length}`,
    );
  }
  const listErrors: string[] = [];
  for (const issue of schema.safeParse(rows.map((row) => row.person)).error?.issues ?? []) {
    const [index, field] = issue.path;
    if (typeof index !== 'number') listErrors.push(issue.message);
    else if (!miscounted.has(index)) {
      const label = typeof field === 'string' ? (COLUMN_LABELS[field] ?? field) : 'Row';
      rows[index]?.errors.push(`${label}: ${issue.message}`);
    }
  }
  return { rows, listErrors };
}
