import { strict as assert } from 'assert';
import { parseTechniqueHeader, splitStatements } from '../../src/core/sqlText';
import { sqlSources } from '../helpers/engine';

describe('sql files', () => {
  it('splits statements, ignoring semicolons in comments and strings', () => {
    const sql = "-- a; comment\nSELECT 'a;b';\n/* x; y */ DELETE FROM t;\n-- trailing; comment only\n";
    assert.deepEqual(splitStatements(sql), ["-- a; comment\nSELECT 'a;b'", '/* x; y */ DELETE FROM t']);
  });

  it('reads a technique header and rejects a file without one', () => {
    const h = parseTechniqueHeader('x.sql', '-- Technique: Naked pair\n-- Rating: 3.0\n--\n-- Rule: two cells,\n-- two digits.\n\nSELECT 1;');
    assert.deepEqual(h, { name: 'Naked pair', rating: 3, rule: 'two cells, two digits.' });
    assert.throws(() => parseTechniqueHeader('bad.sql', 'SELECT 1;'), /must start with/);
  });

  it('every technique file is one set-based INSERT into found, never a loop', () => {
    const sources = sqlSources();
    const files = Object.keys(sources).filter((f) => f.startsWith('techniques/'));
    assert.ok(files.length >= 14);
    for (const f of files) {
      const statements = splitStatements(sources[f]);
      assert.equal(statements.length, 1, f);
      assert.match(statements[0].replace(/--[^\n]*\n/g, ''), /INSERT INTO found/i, f);
    }
  });
});
