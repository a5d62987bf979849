import { describe, expect, it } from 'vitest';
import { splitStatements } from '../migrate.ts';

describe('splitting a migration into statements', () => {
  it('splits on semicolons at line ends and drops comment lines', () => {
    const sql = [
      '-- a table',
      'CREATE TABLE a (x int);',
      'INSERT INTO a VALUES (1); INSERT INTO a VALUES (2);  ',
      'SELECT 1',
    ].join('\n');
    expect(splitStatements(sql)).toEqual([
      'CREATE TABLE a (x int)',
      'INSERT INTO a VALUES (1); INSERT INTO a VALUES (2)',
      'SELECT 1',
    ]);
  });

  it('keeps a dollar-quoted function body whole, whatever its semicolons', () => {
    const body = [
      'CREATE FUNCTION f() RETURNS int LANGUAGE plpgsql AS $fn$',
      'BEGIN',
      '  PERFORM $$ not the end; $$;',
      '  RETURN 1;',
      'END $fn$;',
    ].join('\n');
    const sql = `${body}\nSELECT f();\n`;
    expect(splitStatements(sql)).toEqual([body.slice(0, -1), 'SELECT f()']);
  });
});
