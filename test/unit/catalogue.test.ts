import { strict as assert } from 'assert';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { buildCatalogue, catalogueOutputs, readSqlFiles, staleOutputs } from '../../scripts/catalogue';
import { AREAS, CATALOGUE, TECHNIQUES } from '../../src/core/catalogue';
import { engine, ROOT } from '../helpers/engine';

/** A copy of what the catalogue reads and writes, to change without touching the repository. */
function copyOfRepository(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sudoku-catalogue-'));
  fs.cpSync(path.join(ROOT, 'sql'), path.join(dir, 'sql'), { recursive: true });
  fs.cpSync(path.join(ROOT, 'docs'), path.join(dir, 'docs'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'src/core/phrases'), { recursive: true });
  for (const f of ['package.json', '.prettierrc.json', 'src/core/phrases/techniqueNames.ts'])
    fs.copyFileSync(path.join(ROOT, f), path.join(dir, f));
  return dir;
}

describe('the SQL catalogue', () => {
  it('says what the SQL files say: sql/catalogue.json, the techniques setting, docs/techniques.md and the names as phrases (npm run catalogue)', async () => {
    assert.deepEqual(await staleOutputs(), [], 'run npm run catalogue');
  });

  it('goes stale when a header changes the ladder, and npm run catalogue brings it back', async () => {
    const dir = copyOfRepository();
    try {
      const file = path.join(dir, 'sql/techniques/11-naked-pair.sql');
      fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('-- Rating: 3.0', '-- Rating: 3.3'));
      assert.deepEqual((await staleOutputs(dir)).sort(), [
        'docs/techniques.md',
        'package.json',
        'sql/catalogue.json',
        'src/core/phrases/techniqueNames.ts',
      ]);
      const ladder = buildCatalogue(readSqlFiles(path.join(dir, 'sql'))).techniques.map((t) => t.id);
      assert.ok(ladder.indexOf('naked-pair') > ladder.indexOf('x-wing'), 'rated 3.3, a naked pair comes after the X-Wing');
      for (const [f, text] of await catalogueOutputs(dir)) fs.writeFileSync(path.join(dir, f), text);
      assert.deepEqual(await staleOutputs(dir), []);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses an SQL file outside the areas, and an area without its schema', () => {
    const sources = readSqlFiles();
    assert.throws(() => buildCatalogue({ ...sources, 'loose.sql': 'SELECT 1;' }), /belongs in one of the folders/);
    const noSchema = { ...sources };
    delete noSchema['chains/schema.sql'];
    assert.throws(() => buildCatalogue(noSchema), /chains\/schema\.sql is missing/);
  });

  it('gives every area one schema, loaded first, and lists every SQL file once', () => {
    const all = Object.values(CATALOGUE.areas).flat();
    assert.deepEqual([...all].sort(), Object.keys(readSqlFiles()).sort());
    for (const area of AREAS) assert.equal(CATALOGUE.areas[area][0], `${area}/schema.sql`);
    assert.equal(Object.keys(readSqlFiles()).filter((f) => !f.includes('/')).length, 0, 'no SQL file outside an area');
  });

  it('is the ladder the engine runs', async () => {
    const e = await engine();
    assert.deepEqual(
      e.techniques.map((t) => t.id),
      TECHNIQUES.map((t) => t.id),
    );
  });

  it('every SQL file a comment names exists (in src/ and sql/)', () => {
    const sqlDir = path.join(ROOT, 'sql');
    const names = new Set(Object.keys(readSqlFiles()).map((f) => path.basename(f)));
    const missing: string[] = [];
    const scan = (dir: string, ext: string, comments: RegExp) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
        if (!entry.isFile() || !entry.name.endsWith(ext)) continue;
        const file = path.join(entry.parentPath, entry.name);
        for (const comment of fs.readFileSync(file, 'utf8').match(comments) ?? []) {
          for (const [written] of comment.matchAll(/(?<![\w/.-])(?:[\w.-]+\/)*[\w-]+\.sql\b/g)) {
            // A path is relative to sql/ (in an SQL file, maybe to its folder); a bare name is a file of sql/.
            const name = written.replace(/^sql\//, '');
            const found = name.includes('/')
              ? fs.existsSync(path.join(sqlDir, name)) || (ext === '.sql' && fs.existsSync(path.join(path.dirname(file), name)))
              : names.has(name);
            if (!found) missing.push(`${path.relative(ROOT, file)}: ${written}`);
          }
        }
      }
    };
    scan(path.join(ROOT, 'src'), '.ts', /\/\*[\s\S]*?\*\/|\/\/[^\n]*/g);
    scan(sqlDir, '.sql', /--[^\n]*/g);
    assert.deepEqual(missing, []);
  });
});
