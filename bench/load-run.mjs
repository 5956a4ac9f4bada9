// npm run bench:load: the mixed-load figures of `npm run bench` on their own (about 4 minutes;
// needs a built web app).
import { runSystem } from '../scripts/lib/run-system.mjs';
import { benchLoad, LOAD, loadFigures, printLoadFigures } from './load.mjs';
import { formatTable } from './results.mjs';
import { MANY_CLIENTS } from './system.mjs';

console.log(`mixed load on loopback, ${LOAD.registerSize.toLocaleString('en-NZ')} entities…`);
const system = await runSystem({ registerSize: LOAD.registerSize, env: MANY_CLIENTS });
let result;
try {
  result = await benchLoad(system.url);
} finally {
  await system.stop();
}
printLoadFigures(result);
console.log(`\n${formatTable(loadFigures(result))}`);
