import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { parse } from '@babel/parser';

/** A regular expression written in the code: its source and flags, and where it is. */
export type FoundPattern = { source: string; flags: string; at: string };
/** A `new RegExp(…)` whose text the scan cannot work out: it cannot be checked, so it is reported. */
export type UnreadablePattern = { at: string };

type Node = { type: string; loc?: { start: { line: number } }; [key: string]: unknown };

const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'build', 'storybook-static', '.react-router']);
// Tests and stories never see a client's input; their patterns may be anything.
const SKIPPED_FILES = /\.(test|stories|spec)\.tsx?$|\.d\.ts$/;

export function sourceFiles(root: string, folders: readonly string[]): string[] {
  const files: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED_FOLDERS.has(entry.name)) walk(path);
      } else if (/\.tsx?$/.test(entry.name) && !SKIPPED_FILES.test(entry.name)) files.push(path);
    }
  };
  folders.forEach((folder) => walk(join(root, folder)));
  return files.sort();
}

function parseFile(file: string): Node {
  return parse(readFileSync(file, 'utf8'), {
    sourceType: 'module',
    plugins: ['typescript', ...(file.endsWith('.tsx') ? (['jsx'] as const) : [])],
  }) as unknown as Node;
}

function* walkNodes(node: unknown): Generator<Node> {
  if (Array.isArray(node)) {
    for (const item of node) yield* walkNodes(item);
  } else if (node && typeof node === 'object' && typeof (node as Node).type === 'string') {
    yield node as Node;
    for (const [key, value] of Object.entries(node)) {
      if (key !== 'loc' && value && typeof value === 'object') yield* walkNodes(value);
    }
  }
}

const statementsOf = (file: Node) => (file.program as { body: Node[] }).body;

/** A module's top-level constants whose value is a plain number or text (CODE_LENGTH = 5). */
function literalConstants(program: Node): Map<string, string> {
  const constants = new Map<string, string>();
  for (const statement of statementsOf(program)) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node | null) : statement;
    if (declaration?.type !== 'VariableDeclaration' || declaration.kind !== 'const') continue;
    for (const declarator of declaration.declarations as Node[]) {
      const id = declarator.id as Node;
      const init = declarator.init as Node | null;
      if (id.type !== 'Identifier' || !init) continue;
      if (init.type === 'NumericLiteral' || init.type === 'StringLiteral') constants.set(id.name as string, String(init.value));
    }
  }
  return constants;
}

/** The constants a file may use: its own, and those it imports by relative path from files of the scan. */
function constantsInScope(file: string, program: Node, constantsOf: (file: string) => Map<string, string>): Map<string, string> {
  const scope = new Map(literalConstants(program));
  for (const statement of statementsOf(program)) {
    if (statement.type !== 'ImportDeclaration') continue;
    const from = (statement.source as Node).value as string;
    if (!from.startsWith('.')) continue;
    const base = resolve(dirname(file), from);
    const target = [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((candidate) => {
      try {
        readFileSync(candidate);
        return true;
      } catch {
        return false;
      }
    });
    if (!target) continue;
    const theirs = constantsOf(target);
    for (const specifier of statement.specifiers as Node[]) {
      if (specifier.type !== 'ImportSpecifier') continue;
      const imported = (specifier.imported as Node).name as string;
      const value = theirs.get(imported);
      if (value !== undefined) scope.set((specifier.local as Node).name as string, value);
    }
  }
  return scope;
}

/** The text of a RegExp argument: a literal, a template whose parts are known constants, or a known constant. */
function staticText(node: Node | undefined, scope: Map<string, string>): string | undefined {
  if (!node) return undefined;
  if (node.type === 'StringLiteral') return node.value as string;
  if (node.type === 'Identifier') return scope.get(node.name as string);
  if (node.type === 'TemplateLiteral') {
    const quasis = node.quasis as Node[];
    const expressions = node.expressions as Node[];
    let text = '';
    for (let i = 0; i < quasis.length; i++) {
      text += (quasis[i]!.value as { cooked: string }).cooked;
      if (i < expressions.length) {
        const part = staticText(expressions[i], scope);
        if (part === undefined) return undefined;
        text += part;
      }
    }
    return text;
  }
  return undefined;
}

/** Every regular expression literal and RegExp construction in the files, with file:line. */
export function collectPatterns(root: string, files: readonly string[]): { patterns: FoundPattern[]; unreadable: UnreadablePattern[] } {
  const programs = new Map<string, Node>();
  const programOf = (file: string) => {
    if (!programs.has(file)) programs.set(file, parseFile(file));
    return programs.get(file)!;
  };
  const constants = new Map<string, Map<string, string>>();
  const constantsOf = (file: string) => {
    if (!constants.has(file)) constants.set(file, literalConstants(programOf(file)));
    return constants.get(file)!;
  };
  const patterns: FoundPattern[] = [];
  const unreadable: UnreadablePattern[] = [];
  for (const file of files) {
    const program = programOf(file);
    const scope = constantsInScope(file, program, constantsOf);
    const where = (node: Node) => `${relative(root, file)}:${node.loc?.start.line ?? 0}`;
    for (const node of walkNodes(program)) {
      if (node.type === 'RegExpLiteral') {
        patterns.push({ source: node.pattern as string, flags: node.flags as string, at: where(node) });
      } else if ((node.type === 'NewExpression' || node.type === 'CallExpression') && (node.callee as Node).type === 'Identifier' && (node.callee as Node).name === 'RegExp') {
        const [sourceArgument, flagsArgument] = node.arguments as Node[];
        const source = staticText(sourceArgument, scope);
        const flags = flagsArgument ? staticText(flagsArgument, scope) : '';
        if (source === undefined || flags === undefined) unreadable.push({ at: where(node) });
        else patterns.push({ source, flags, at: where(node) });
      }
    }
  }
  return { patterns, unreadable };
}
