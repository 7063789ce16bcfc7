/**
 * `npm run check:structure` (and a step of `npm test`): fails on an import cycle, a module reaching into another
 * module's tables, core importing a module, browser code importing server code (.dependency-cruiser.mjs), or a
 * feature missing from one of its three places (structure.json), unless structure-known-violations.json lists it.
 * A listed violation that is gone needs no edit. `npm run check:structure -- --update-baseline` rewrites the list
 * to what the tree has now.
 */
import { KNOWN_VIOLATIONS, compareToKnown, importViolations, layoutViolations, readKnown, writeKnown } from './structure.ts';

const violations = [...(await importViolations()), ...layoutViolations()];

if (process.argv.includes('--update-baseline')) {
  writeKnown(violations);
  console.log(`${KNOWN_VIOLATIONS}: ${violations.length} known violations`);
  process.exit(0);
}

const { added, gone } = compareToKnown(violations, readKnown());
const knownLeft = violations.length - added.length;
if (gone.length > 0) console.log(`${gone.length} known violations are gone from the tree (npm run check:structure -- --update-baseline drops them)`);
if (added.length === 0) {
  console.log(`structure: no new violation (${knownLeft} known ones left in ${KNOWN_VIOLATIONS})`);
  process.exit(0);
}
for (const violation of added) console.log(`${violation.key}\n    ${violation.detail}`);
console.log(`\nstructure: ${added.length} new violations (${knownLeft} known ones left in ${KNOWN_VIOLATIONS})`);
process.exit(1);
