// Writes out/README.md for the .vsix: the README with its images inlined as data: URIs.
// VS Code's extension details page loads images only from https: or data: (its CSP), and the
// extension has no public home for them, so the installed extension carries them itself and
// they show offline too. For the same reason a link to another file of the repository (docs/,
// CONTRIBUTING.md) would lead nowhere from the details page: it becomes plain text naming the file.
import * as fs from 'node:fs';
import * as path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
const types = { '.png': 'image/png', '.svg': 'image/svg+xml', '.jpg': 'image/jpeg', '.gif': 'image/gif' };
let inlined = 0;
let unlinked = 0;
const withImages = readme.replace(/!\[([^\]]*)\]\(((?!https?:|data:)[^)\s]+)\)/g, (_, alt, link) => {
  const file = path.join(root, link);
  const type = types[path.extname(file).toLowerCase()];
  if (!type || !fs.existsSync(file)) throw new Error(`README.md links an image that cannot be inlined: ${link}`);
  inlined++;
  return `![${alt}](data:${type};base64,${fs.readFileSync(file).toString('base64')})`;
});
// Links with a scheme (https:, mailto:) and links within the page (#...) stay as they are.
const out = withImages.replace(/(?<!!)\[([^\]]+)\]\(((?![a-z][a-z0-9+.-]*:|#)[^)\s]+)\)/gi, (_, text, link) => {
  const file = link.split('#')[0];
  // Only a warning: the packaged page names the file as text, so nothing on it breaks.
  if (!fs.existsSync(path.join(root, file))) console.warn(`README.md links a file that does not exist: ${link}`);
  unlinked++;
  return text.includes(file) ? text : `${text} (\`${file}\`)`;
});
fs.mkdirSync(path.join(root, 'out'), { recursive: true });
fs.writeFileSync(path.join(root, 'out', 'README.md'), out);
console.log(`out/README.md: ${inlined} images inlined, ${unlinked} links to repository files made plain text`);
