import { strict as assert } from 'assert';
import { parseTechniqueHeader } from '../../src/core/sqlText';
import { sqlJs, sqlSources } from '../helpers/engine';

describe('sql files', () => {
  it("sql.js's statement iterator ignores semicolons in comments and strings", async () => {
    const db = new (await sqlJs()).Database();
    db.exec('CREATE TABLE t (x)');
    const sql = "-- a; comment\nSELECT 'a;b';\n/* x; y */ DELETE FROM t;\n-- trailing; comment only\n";
    const texts = Array.from(db.iterateStatements(sql), (s) => s.getSQL().trim());
    assert.deepEqual(texts, ["-- a; comment\nSELECT 'a;b';", '/* x; y */ DELETE FROM t;']);
    db.close();
  });

  it('reads a technique header and rejects a file without one', () => {
    const h = parseTechniqueHeader(
      'x.sql',
      '-- Technique: Naked pair\n-- Rating: 3.0\n--\n-- Rule: two cells,\n-- two digits.\n\nSELECT 1;',
    );
    assert.deepEqual(h, { name: 'Naked pair', rating: 3, rule: 'two cells, two digits.' });
    assert.throws(() => parseTechniqueHeader('bad.sql', 'SELECT 1;'), /must start with/);
  });

  it('every technique file is one set-based INSERT into found, never a loop', async () => {
    const sources = sqlSources();
    const db = new (await sqlJs()).Database();
    db.exec(sources['schema.sql']);
    const files = Object.keys(sources).filter((f) => f.startsWith('techniques/'));
    assert.ok(files.length >= 14);
    for (const f of files) {
      const statements = Array.from(db.iterateStatements(sources[f]), (s) => s.getSQL());
      assert.equal(statements.length, 1, f);
      assert.match(statements[0].replace(/--[^\n]*\n/g, ''), /INSERT INTO found/i, f);
    }
    db.close();
  });
});
