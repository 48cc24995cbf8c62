import { readFileSync } from 'node:fs';
import { SourceMapConsumer } from 'source-map-js';
const [file] = process.argv.slice(2);
const code = readFileSync(file, 'utf8');
const map = new SourceMapConsumer(JSON.parse(readFileSync(file + '.map', 'utf8')));
const lines = code.split('\n');
const sizes = {};
let prev = null;
map.eachMapping((m) => {
  if (prev) {
    const len = prev.line === m.generatedLine ? m.generatedColumn - prev.col : lines[prev.line - 1].length - prev.col;
    const key = (prev.src || '?').replace(/.*node_modules\//, 'npm:').replace(/^(npm:(@[^/]+\/)?[^/]+).*/, '$1').replace(/.*\/libs\/([^/]+)\/.*/, 'lib:$1');
    sizes[key] = (sizes[key] || 0) + len;
  }
  prev = { line: m.generatedLine, col: m.generatedColumn, src: m.source };
});
Object.entries(sizes).sort((a, b) => b[1] - a[1]).slice(0, 25).forEach(([k, v]) => console.log(String(v).padStart(8), k));
