// Types of scripts/server-floors.mjs (read by apps/server/test/module-floors.test.ts).
export interface FolderImport {
  from: string;
  to: string;
  file: string;
}
export function folderOf(file: string): string;
export function folderImports(): FolderImport[];
export function serverFloors(): {
  folders: string[];
  edges: FolderImport[];
  upward: FolderImport[];
  circles: string[][];
};
