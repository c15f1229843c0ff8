import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { parse, type DefaultTreeAdapterMap } from 'parse5';

type Node = DefaultTreeAdapterMap['node'];

function* elements(node: Node): Generator<DefaultTreeAdapterMap['element']> {
  if ('tagName' in node) yield node;
  const children = 'childNodes' in node ? node.childNodes : [];
  // A <template>'s children live in its content fragment.
  const content = 'content' in node ? [node.content] : [];
  for (const child of [...children, ...content]) yield* elements(child);
}

/** The CSP source ('sha256-…') of every inline <script> of an HTML document, in document order. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const element of elements(parse(html))) {
    if (element.tagName !== 'script' || element.attrs.some((attr) => attr.name === 'src')) continue;
    const text = element.childNodes.map((child) => ('value' in child ? child.value : '')).join('');
    hashes.push(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/**
 * The inline script hashes of the built index.html, read again whenever the file changes, so a
 * rebuilt shell needs no gateway restart. No file yet (not built) means no inline script.
 */
export function builtPageScriptHashes(indexHtmlPath: string): () => Promise<string[]> {
  let cached: { stamp: string; hashes: string[] } | undefined;
  return async function currentHashes() {
    const stats = await stat(indexHtmlPath).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return undefined;
      throw error;
    });
    if (!stats) return [];
    const stamp = `${stats.mtimeMs}:${stats.size}`;
    if (cached?.stamp !== stamp) cached = { stamp, hashes: inlineScriptHashes(await readFile(indexHtmlPath, 'utf8')) };
    return cached.hashes;
  };
}
