// Writes out/README.md for the .vsix: the README with its images inlined as data: URIs.
// VS Code's extension details page loads images only from https: or data: (its CSP), and the
// extension has no public home for them, so the installed extension carries them itself and
// they show offline too.
import * as fs from 'node:fs';
import * as path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
const types = { '.png': 'image/png', '.svg': 'image/svg+xml', '.jpg': 'image/jpeg', '.gif': 'image/gif' };
let inlined = 0;
const out = readme.replace(/!\[([^\]]*)\]\(((?!https?:|data:)[^)\s]+)\)/g, (_, alt, link) => {
  const file = path.join(root, link);
  const type = types[path.extname(file).toLowerCase()];
  if (!type || !fs.existsSync(file)) throw new Error(`README.md links an image that cannot be inlined: ${link}`);
  inlined++;
  return `![${alt}](data:${type};base64,${fs.readFileSync(file).toString('base64')})`;
});
fs.mkdirSync(path.join(root, 'out'), { recursive: true });
fs.writeFileSync(path.join(root, 'out', 'README.md'), out);
console.log(`out/README.md: ${inlined} images inlined`);
