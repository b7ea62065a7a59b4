import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../../src/lib/wallet-connect/', import.meta.url));
/** The only modules that may touch the DOM: the popup transport and the mini-app transport's browser page. */
const DOM_FILES = ['transport/popup.ts', 'transport/browser-page.ts'];
const NODE_GLOBALS = ['Buffer', 'process'];
const DOM_GLOBALS = ['window', 'document'];
const GLOBAL_OBJECTS = ['globalThis', 'self'];

function isNodeModule(specifier: string): boolean {
  return specifier.startsWith('node:') || builtinModules.includes(specifier);
}

/** True when `id` only names a property (obj.window, { window: x }, readonly window?: T), not a variable. */
function isPropertyName(id: ts.Identifier): boolean {
  const parent = id.parent;
  if (ts.isPropertyAccessExpression(parent)) return parent.name === id;
  if (ts.isBindingElement(parent)) return parent.propertyName === id;
  if (ts.isQualifiedName(parent)) return parent.right === id;
  const named = parent as { name?: ts.Node };
  return (
    named.name === id &&
    (ts.isPropertyAssignment(parent) ||
      ts.isPropertySignature(parent) ||
      ts.isPropertyDeclaration(parent) ||
      ts.isMethodDeclaration(parent) ||
      ts.isMethodSignature(parent) ||
      ts.isGetAccessor(parent) ||
      ts.isSetAccessor(parent))
  );
}

/** Runtime-specific uses in a source: Node globals and modules, and DOM globals unless `allowDom`. */
function runtimeUses(text: string, allowDom: boolean): string[] {
  const forbidden = allowDom ? NODE_GLOBALS : [...NODE_GLOBALS, ...DOM_GLOBALS];
  const found: string[] = [];
  const onGlobalObject = (node: ts.Expression): boolean => {
    // See through (globalThis as T), globalThis!, (globalThis) and friends.
    if (
      ts.isParenthesizedExpression(node) ||
      ts.isAsExpression(node) ||
      ts.isSatisfiesExpression(node) ||
      ts.isNonNullExpression(node) ||
      ts.isTypeAssertionExpression(node)
    ) {
      return onGlobalObject(node.expression);
    }
    return ts.isIdentifier(node) && GLOBAL_OBJECTS.includes(node.text);
  };
  const visit = (node: ts.Node): void => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      if (isNodeModule(node.moduleSpecifier.text)) found.push(`import ${node.moduleSpecifier.text}`);
    } else if (
      ts.isCallExpression(node) &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0]) &&
      (node.expression.kind === ts.SyntaxKind.ImportKeyword ||
        (ts.isIdentifier(node.expression) && node.expression.text === 'require'))
    ) {
      if (isNodeModule(node.arguments[0].text)) found.push(`import ${node.arguments[0].text}`);
    } else if (ts.isIdentifier(node) && forbidden.includes(node.text)) {
      const globalRead = ts.isPropertyAccessExpression(node.parent) && onGlobalObject(node.parent.expression);
      if (globalRead || !isPropertyName(node)) found.push(node.text);
    } else if (
      ts.isElementAccessExpression(node) &&
      onGlobalObject(node.expression) &&
      ts.isStringLiteral(node.argumentExpression) &&
      forbidden.includes(node.argumentExpression.text)
    ) {
      found.push(node.argumentExpression.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile('source.ts', text, ts.ScriptTarget.Latest, true));
  return found;
}

describe('the runtime guard finds', () => {
  it.each([
    ['Buffer', "const b = Buffer.from('x');", false, ['Buffer']],
    ['a Buffer type', 'let b: Buffer;', false, ['Buffer']],
    ['a node: import', "import { readFileSync } from 'node:fs';", false, ['import node:fs']],
    ['a bare builtin import', "import fs from 'fs';", false, ['import fs']],
    ['a re-export of a builtin', "export { createHash } from 'node:crypto';", false, ['import node:crypto']],
    ['a dynamic node: import', "const c = await import('node:crypto');", false, ['import node:crypto']],
    ['process.', 'if (process.env.DEBUG) log();', false, ['process']],
    ['globalThis.process', 'const p = globalThis.process;', true, ['process']],
    ['window', "window.open('/prompt/');", false, ['window']],
    ['document', "document.title = 'x';", false, ['document']],
    ['globalThis.window', 'const host = (globalThis as { window?: W }).window;', false, ['window']],
    ["globalThis['document']", "const d = (globalThis as any)['document'];", false, ['document']],
    ['a local named window', 'function f(window: W) {}', false, ['window']],
    [
      'nothing in properties, keys and comments',
      '// window, document, Buffer\ninterface C { readonly window?: W }\nconst f = (c: C) => c.window;\nconst { window: host } = c;\nconst o = { document: 1 };',
      false,
      [],
    ],
    ['nothing DOM in an allowed file', "window.open('x'); document.hasFocus();", true, []],
  ])('%s', (_label, text, allowDom, expected) => {
    expect(runtimeUses(text, allowDom)).toEqual(expected);
  });
});

/** Each scanned folder with the only files in it that may read DOM globals (when called, never at import). */
const FOLDERS = [
  { name: 'src/lib/wallet-connect', root: ROOT, domFiles: DOM_FILES, atLeast: 25 },
  {
    name: 'src/lib/wallets',
    root: fileURLToPath(new URL('../../../../src/lib/wallets/', import.meta.url)),
    domFiles: ['browser.ts', 'social-browser.ts'],
    atLeast: 10,
  },
];

describe.each(FOLDERS)('$name runs in browsers and Node alike', ({ root, domFiles, atLeast }) => {
  const files = (readdirSync(root, { recursive: true }) as string[])
    .filter((file) => file.endsWith('.ts'))
    .map((file) => file.replaceAll('\\', '/'))
    .sort();
  it('scans every source, the DOM files among them', () => {
    expect(files.length).toBeGreaterThan(atLeast);
    for (const file of domFiles) expect(existsSync(`${root}${file}`)).toBe(true);
    expect(files).toEqual(expect.arrayContaining(domFiles));
  });
  it.each(files)('%s uses no Buffer, process or node: module, and no DOM global outside its DOM files', (file) => {
    expect(runtimeUses(readFileSync(`${root}${file}`, 'utf8'), domFiles.includes(file))).toEqual([]);
  });
});
