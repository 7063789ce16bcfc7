/**
 * `npm run check:structure` (and a step of `npm test`): fails on an import cycle, a module reaching into another
 * module's tables, core importing a module, browser code importing server code (.dependency-cruiser.mjs), or a
 * feature missing from one of its three places (structure.json).
 */
import { importViolations, layoutViolations } from './structure.ts';

const violations = [...(await importViolations()), ...layoutViolations()];
if (violations.length === 0) {
  console.log('structure: no violation');
  process.exit(0);
}
for (const violation of violations) console.log(`${violation.key}\n    ${violation.detail}`);
console.log(`\nstructure: ${violations.length} violations`);
process.exit(1);
