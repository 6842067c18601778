/**
 * Import cycles, between files and between the folders that hold them. A cycle between folders is
 * two layers that each lean on the other: neither can be read, tested or moved on its own.
 */
import path from 'node:path';

/** Which files each file imports (paths relative to the project, as madge gives them). */
export type ImportGraph = Record<string, readonly string[]>;

/**
 * The unit a file belongs to in the folder graph: its folder, except that a section's schema
 * (`components/sections/{Category}/{Variant}.schema.ts`) is a model file kept beside its view
 * (README, "Who runs what"), so the schemas of a folder are a unit of their own.
 */
export function folderOf(file: string): string {
  const folder = path.posix.dirname(file);
  return file.endsWith('.schema.ts') ? `${folder} (schemas)` : folder;
}

/** The graph of folders: an edge a -> b when a file of a imports a file of b (a !== b). */
export function folderGraph(files: ImportGraph): ImportGraph {
  const folders = new Map<string, Set<string>>();
  for (const [file, imports] of Object.entries(files)) {
    const from = folderOf(file);
    const edges = folders.get(from) ?? new Set<string>();
    folders.set(from, edges);
    for (const imported of imports) {
      const to = folderOf(imported);
      if (to !== from) edges.add(to);
    }
  }
  return Object.fromEntries([...folders].map(([folder, edges]) => [folder, [...edges].sort()]));
}

/**
 * The strongly connected components of more than one node (Tarjan's algorithm), each sorted, in
 * the order of their first node: every group of nodes that reach one another.
 */
export function cycles(graph: ImportGraph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let next = 0;
  const visit = (node: string): void => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of graph[node] ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node)!, index.get(target)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || (graph[node] ?? []).includes(node)) found.push(component.sort());
  };
  for (const node of Object.keys(graph).sort()) if (!index.has(node)) visit(node);
  return found.sort((a, b) => a[0]!.localeCompare(b[0]!));
}
