/** Import boundaries of shared/ARCHITECTURE.md: pages -> islands -> stores -> lib; server/ never imported by src/. */
module.exports = {
  forbidden: [
    {
      name: 'lib-is-framework-free',
      severity: 'error',
      comment: 'lib never imports stores, islands, pages or layouts',
      from: { path: '^src/lib/' },
      to: { path: '^src/(stores|islands|pages|layouts)/' },
    },
    {
      name: 'lib-no-react-or-stores',
      severity: 'error',
      comment: 'lib is plain TypeScript',
      from: { path: '^src/lib/' },
      to: { path: 'node_modules/(react|react-dom|nanostores|@nanostores|astro|motion|react-aria-components)/' },
    },
    {
      name: 'stores-below-islands',
      severity: 'error',
      comment: 'stores never import islands, pages or layouts',
      from: { path: '^src/stores/' },
      to: { path: '^src/(islands|pages|layouts)/' },
    },
    {
      name: 'islands-below-pages',
      severity: 'error',
      comment: 'islands never import pages or layouts',
      from: { path: '^src/islands/' },
      to: { path: '^src/(pages|layouts)/' },
    },
    {
      name: 'domain-is-sdk-free',
      severity: 'error',
      comment: 'lib/domain is plain money math: the chain rules that load @aptos-labs/ts-sdk live in lib/chain',
      from: { path: '^src/lib/domain/' },
      to: { path: ['node_modules/@aptos-labs/', '^src/lib/chain/'] },
    },
    { name: 'src-never-imports-server', severity: 'error', from: { path: '^src/' }, to: { path: '^server/' } },
    {
      name: 'features-are-independent',
      severity: 'error',
      comment:
        'a feature folder never imports another feature (go through a store action such as openModal); ui/, app/ ' +
        'and shared/ are shared, and modals/ (the overlay hosts) loads features, lazily (next rule)',
      from: { path: '^src/islands/([^/]+)/', pathNot: '^src/islands/modals/' },
      to: { path: '^src/islands/([^/]+)/', pathNot: ['^src/islands/$1/', '^src/islands/(ui|app|shared)/'] },
    },
    {
      name: 'hosts-load-features-lazily',
      severity: 'error',
      comment:
        'the modal and panel hosts reach a feature only through import(): no modal code is on a page until it opens',
      from: { path: '^src/islands/modals/' },
      to: {
        path: '^src/islands/',
        pathNot: '^src/islands/(modals|ui|app|shared)/',
        dependencyTypesNot: ['dynamic-import', 'type-only'],
      },
    },
    {
      name: 'ui-imports-no-stores',
      severity: 'error',
      comment:
        'islands/ui is the store-free kit (props in, callbacks out); store-aware shared code lives in islands/app',
      from: { path: '^src/islands/ui/' },
      to: { path: '^src/stores/' },
    },
    {
      name: 'ui-is-the-bottom',
      severity: 'error',
      comment: 'islands/ui imports no other islands folder',
      from: { path: '^src/islands/ui/' },
      to: { path: '^src/islands/', pathNot: '^src/islands/ui/' },
    },
    {
      name: 'app-is-shared',
      severity: 'error',
      comment: 'islands/app (error boundary, store hooks) is shared by features, so it imports none of them',
      from: { path: '^src/islands/app/' },
      to: { path: '^src/islands/', pathNot: '^src/islands/(app|ui)/' },
    },
    {
      name: 'shared-is-props-only',
      comment:
        'islands/shared (views and table columns that several features show alike) sits on the kit: props in, ' +
        'callbacks out, so it imports no feature, no app hook and no store',
      severity: 'error',
      from: { path: '^src/islands/shared/' },
      to: { path: ['^src/islands/', '^src/stores/'], pathNot: '^src/islands/(shared|ui)/' },
    },
    {
      name: 'no-node-builtins-in-src',
      severity: 'error',
      comment: 'src runs in browsers',
      from: { path: '^src/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'no-unresolvable',
      severity: 'error',
      comment:
        'every import resolves (aliases of package.json "imports" too); tests/interop is its own package, whose ' +
        'node_modules exist only after its own npm ci (npm test runs it after this check)',
      from: { pathNot: '^tests/interop/' },
      to: { couldNotResolve: true },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
};
