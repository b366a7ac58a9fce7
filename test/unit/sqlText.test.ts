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

  it('every technique file is one set-based INSERT into found, never a loop (a cycle first fills the loops its rule closes)', async () => {
    const sources = sqlSources();
    const db = new (await sqlJs()).Database();
    for (const area of ['board', 'chains', 'techniques']) db.exec(sources[`${area}/schema.sql`]);
    const files = Object.keys(sources).filter((f) => f.startsWith('techniques/') && f !== 'techniques/schema.sql');
    assert.ok(files.length >= 14);
    for (const f of files) {
      const statements = Array.from(db.iterateStatements(sources[f]), (s) =>
        s
          .getSQL()
          .replace(/--[^\n]*\n/g, '')
          .trim(),
      );
      const last = statements.pop()!;
      assert.match(last, /INSERT INTO found/i, f);
      // Before it, a cycle only fills the shared loop table from loop_close, by its rule.
      if (statements.length) {
        assert.equal(statements.length, 2, f);
        assert.equal(statements[0], 'DELETE FROM loop_closing;', f);
        assert.match(statements[1], /^INSERT INTO loop_closing SELECT [^;]* FROM loop_close\b[^;]*;$/, f);
      }
    }
    db.close();
  });
});
