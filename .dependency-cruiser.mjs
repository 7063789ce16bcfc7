/**
 * The import rules `npm test` holds the tree to (scripts/check-structure.ts runs them, with the layout rule).
 * Any violation fails.
 */

const SOURCES = '^(apps/(server|web)/src|packages/[^/]+/src)/';
/**
 * The units whose cycles count at folder level: a server module, a web feature, or a top-level folder of a source
 * tree (core, db, app, lib, a part of shared...), with whatever subfolders it has.
 */
const UNIT = '^(apps/server/src/modules/[^/]+|apps/web/src/features/[^/]+|apps/(server|web)/src/[^/]+|packages/[^/]+/src/[^/]+)';
/** A module's tables: `tables.ts` or `<name>.tables.ts`, anywhere in the module. */
const TABLES = '^apps/server/src/modules/.*(/|[.])tables[.]ts$';
/**
 * Tests, their kits and fakes (which may seed another module's rows directly, or run a Node server beside jsdom) are
 * left out: the rules are about production code.
 */
const TEST_CODE = ['[.]test[.]tsx?$', '/(test|fake)[A-Z][^/]*[.]tsx?$', 'TestKit[.]tsx?$', '^apps/(server|web)/(src/)?test/'];

export default {
  forbidden: [
    {
      name: 'no-file-cycle',
      comment: 'A file imports itself through others: split what both sides need into a third file.',
      severity: 'error',
      from: { path: SOURCES },
      to: { circular: true },
    },
    {
      name: 'no-unit-cycle',
      comment:
        'Two modules, features or top-level folders import each other through their files: one of them must own what both need.',
      severity: 'error',
      scope: 'folder',
      from: { path: UNIT },
      to: { circular: true, pathNot: '^$1(/|$)' },
    },
    {
      name: 'no-foreign-tables',
      comment:
        "A module reads or writes another module's tables: go through the owning module's service or a read model it exports (a module's own tables file may reference them for foreign keys).",
      severity: 'error',
      from: { path: '^apps/server/src/modules/([^/]+)/', pathNot: TABLES },
      to: { path: TABLES, pathNot: '^apps/server/src/modules/$1/' },
    },
    {
      name: 'core-imports-no-module',
      comment: 'core/ is what every module builds on: it must not depend on any of them.',
      severity: 'error',
      from: { path: '^apps/server/src/core/' },
      to: { path: '^apps/server/src/modules/' },
    },
    {
      name: 'browser-imports-no-server-code',
      comment: 'The web app and @iotc/shared run in the browser: nothing of the server, nor node-only parts of shared, may reach them.',
      severity: 'error',
      from: { path: '^(apps/web/src|packages/shared/src)/' },
      to: { path: ['^apps/server/', '^packages/shared/src/.*[.]node[.]ts$'] },
    },
    {
      name: 'browser-imports-no-node',
      comment: 'The web app and @iotc/shared run in the browser, which has no Node built-in modules.',
      severity: 'error',
      from: { path: '^(apps/web/src|packages/shared/src)/' },
      to: { dependencyTypes: ['core'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: TEST_CODE },
    // Type-only imports count: a cycle through types still ties the two files together.
    tsPreCompilationDeps: true,
    // The web app's `@/` alias.
    tsConfig: { fileName: 'apps/web/tsconfig.json' },
    // @iotc/shared's sub-path exports.
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'types', 'default'], mainFields: ['module', 'main', 'types'] },
    skipAnalysisNotInRules: true,
  },
};
