import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** The named exports of a package that some code imports, or 'all' when that cannot be told. */
export type ImportedNames = readonly string[] | 'all';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|js|jsx|mjs)$/.test(entry.name) && !/\.d\.ts$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

function namesIn(file: string, pkg: string, names: Set<string>): 'all' | undefined {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  let all = false;
  const isPkg = (node: ts.Node | undefined) => node !== undefined && ts.isStringLiteral(node) && node.text === pkg;
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && isPkg(node.moduleSpecifier)) {
      const clause = node.importClause;
      if (clause && !clause.isTypeOnly) {
        if (clause.name) all = true;
        const bindings = clause.namedBindings;
        if (bindings && ts.isNamespaceImport(bindings)) all = true;
        if (bindings && ts.isNamedImports(bindings)) {
          for (const element of bindings.elements) {
            if (!element.isTypeOnly) names.add((element.propertyName ?? element.name).text);
          }
        }
      }
    } else if (ts.isExportDeclaration(node) && isPkg(node.moduleSpecifier) && !node.isTypeOnly) {
      const clause = node.exportClause;
      if (!clause || !ts.isNamedExports(clause)) all = true;
      else for (const element of clause.elements) if (!element.isTypeOnly) names.add((element.propertyName ?? element.name).text);
    } else if (
      ts.isCallExpression(node) &&
      (node.expression.kind === ts.SyntaxKind.ImportKeyword || (ts.isIdentifier(node.expression) && node.expression.text === 'require')) &&
      isPkg(node.arguments[0])
    ) {
      all = true;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return all ? 'all' : undefined;
}

/**
 * What the code below `dirs` imports from `pkg` by name, read from the syntax tree of every source
 * file (tests included: a superset is harmless). Type-only imports do not count. A default or
 * namespace import, `export *` or a dynamic import makes the answer 'all'.
 */
export function importedNames(pkg: string, dirs: readonly string[]): ImportedNames {
  const names = new Set<string>();
  for (const dir of dirs) {
    for (const file of sourceFiles(dir)) if (namesIn(file, pkg, names) === 'all') return 'all';
  }
  return [...names].sort();
}
