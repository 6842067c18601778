/**
 * npm run lint's check for import cycles, between files and between folders (madge reads the
 * imports, type imports included, with the project's path alias). Exits 1 on any cycle.
 */
import madge from 'madge';
import { cycles, folderGraph, type ImportGraph } from './checks/importCycles';

const CHECKED_FOLDERS = ['lib', 'components', 'hooks', 'context', 'pages', 'receiver', 'scripts', 'theme'];

async function main(): Promise<void> {
  const result = await madge(CHECKED_FOLDERS, {
    fileExtensions: ['ts', 'tsx', 'mts'],
    tsConfig: 'tsconfig.json',
    detectiveOptions: { ts: { skipTypeImports: false }, tsx: { skipTypeImports: false } },
  });
  const files: ImportGraph = result.obj();
  const fileCycles = cycles(files);
  const folderCycles = cycles(folderGraph(files));
  for (const cycle of fileCycles) console.error(`Import cycle between files: ${cycle.join(', ')}`);
  for (const cycle of folderCycles) console.error(`Import cycle between folders: ${cycle.join(', ')}`);
  if (fileCycles.length + folderCycles.length > 0) {
    process.exitCode = 1;
    return;
  }
  console.log(`No import cycle between the ${Object.keys(files).length} files or their folders.`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
