// The server's import picture by folder: which floor (lib, db, platform, a module, the wiring) imports which, the
// imports that run back up a floor, and the circles between folders. `node scripts/server-floors.mjs` prints it;
// apps/server/test/module-floors.test.ts holds it at no circle and nothing running up (docs/adding-a-module.md).
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const SRC = join(ROOT, "apps", "server", "src");
const FLOOR_OF = { lib: 0, db: 1, platform: 2, module: 3, wiring: 4 };

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return e.name.endsWith(".ts") && !e.name.endsWith(".test.ts") ? [p] : [];
  });
}

/** The folder a file belongs to: lib, db, platform, modules/<area>, or wiring (top-level files, cli/, demo/). */
export function folderOf(file) {
  const parts = relative(SRC, file).split(sep);
  if (parts[0] === "modules" && parts.length > 2) return `modules/${parts[1]}`;
  if (parts[0] === "lib" || parts[0] === "db" || parts[0] === "platform") return parts[0];
  return "wiring";
}

function floorOf(folder) {
  return folder.startsWith("modules/") ? FLOOR_OF.module : FLOOR_OF[folder];
}

const IMPORT =
  /(?:^|\n)\s*(?:import|export)\b[^;]*?from\s+["'](\.[^"']+)["']|import\(\s*["'](\.[^"']+)["']\s*\)/g;

/** Every import between two folders: { from, to, file }. */
export function folderImports() {
  const edges = [];
  for (const file of sourceFiles(SRC)) {
    const text = readFileSync(file, "utf8");
    for (const m of text.matchAll(IMPORT)) {
      const target = resolve(dirname(file), m[1] ?? m[2]);
      if (!target.startsWith(SRC + sep)) continue;
      const from = folderOf(file);
      const to = folderOf(target);
      if (from !== to) edges.push({ from, to, file: relative(ROOT, file) });
    }
  }
  return edges;
}

/** The picture: folders with their floor, the edges, the upward imports and the circles (strongly connected sets). */
export function serverFloors() {
  const edges = folderImports();
  const folders = [...new Set(edges.flatMap((e) => [e.from, e.to]))].sort();
  const upward = edges.filter(
    (e) => floorOf(e.to) > floorOf(e.from) || (e.from.startsWith("modules/") && e.to.startsWith("modules/")),
  );
  // Tarjan's strongly connected components over the folder graph.
  const next = new Map(folders.map((f) => [f, new Set()]));
  for (const e of edges) next.get(e.from).add(e.to);
  let index = 0;
  const stack = [];
  const onStack = new Set();
  const idx = new Map();
  const low = new Map();
  const circles = [];
  const visit = (v) => {
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    onStack.add(v);
    for (const w of next.get(v)) {
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
    }
    if (low.get(v) === idx.get(v)) {
      const set = [];
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        set.push(w);
      } while (w !== v);
      if (set.length > 1) circles.push(set.sort());
    }
  };
  for (const f of folders) if (!idx.has(f)) visit(f);
  return { folders, edges, upward, circles };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { folders, edges, upward, circles } = serverFloors();
  const pairs = new Map();
  for (const e of edges) pairs.set(`${e.from} -> ${e.to}`, (pairs.get(`${e.from} -> ${e.to}`) ?? 0) + 1);
  const names = ["lib", "db", "platform", "module", "wiring"];
  for (const f of folders) console.log(`${names[floorOf(f)].padEnd(8)} ${f}`);
  console.log(
    `\n${folders.length} folders, ${pairs.size} folder-to-folder imports (${edges.length} import lines)`,
  );
  console.log(`imports running up a floor or across modules: ${upward.length}`);
  for (const e of upward) console.log(`  ${e.file}: ${e.from} -> ${e.to}`);
  console.log(`circles between folders: ${circles.length}`);
  for (const c of circles) console.log(`  ${c.join(" <-> ")}`);
  process.exitCode = upward.length + circles.length > 0 ? 1 : 0;
}
