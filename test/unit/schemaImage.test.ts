/**
 * The database image the bundles ship (schemaImage, made by the build from
 * the schema files): an engine opened on it holds the same tables and rows
 * as one that ran the schema, and solves alike.
 */
import { strict as assert } from 'assert';
import { SqlSudokuEngine, schemaImage } from '../../src/core/engine';
import { sqlJs, sqlSources, puzzleSet } from '../helpers/engine';

describe('the schema image', function () {
  this.timeout(120000);

  it('holds what the schema files make, and an engine on it solves as one that ran them', async () => {
    const SQL = await sqlJs();
    const sources = sqlSources();
    const image = schemaImage(SQL, sources);
    const dump = (bytes?: Uint8Array) => {
      const db = new SQL.Database(bytes);
      if (!bytes)
        for (const s of db.iterateStatements(['board', 'chains', 'techniques'].map((a) => sources[`${a}/schema.sql`]).join('\n'))) s.step();
      const tables = db.exec('SELECT type, name, sql FROM sqlite_master ORDER BY name')[0].values;
      const rows = tables
        .filter(([type]) => type === 'table')
        .map(([, name]) => JSON.stringify(db.exec(`SELECT * FROM "${String(name)}"`)));
      db.close();
      return { tables, rows };
    };
    assert.deepEqual(dump(image), dump());
    const fromImage = SqlSudokuEngine.create(SQL, sources, { image });
    const fromSchema = SqlSudokuEngine.create(SQL, sources);
    for (const { cells } of puzzleSet('top95').slice(0, 3)) {
      const a = fromImage.solve(cells, { unique: true });
      const b = fromSchema.solve(cells, { unique: true });
      assert.equal(a.status, 'solved');
      assert.deepEqual(a.difficulty, b.difficulty);
      assert.deepEqual(
        a.steps.map((s) => [s.technique, s.placed, s.removed]),
        b.steps.map((s) => [s.technique, s.placed, s.removed]),
      );
    }
    fromImage.close();
    fromSchema.close();
  });
});
