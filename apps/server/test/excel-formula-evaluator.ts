// A small spreadsheet formula evaluator for the Excel workbook tests: it recomputes a workbook's formulas from its
// input cells, independently of the code that wrote the cached results. It knows the arithmetic, comparison and
// text operators and the functions the practice workbooks use for arithmetic and aggregation; a formula calling
// anything else (RAND, NORM.INV, LINEST, FORECAST.ETS, T.DIST.2T, ...) is "unsupported", and cells that refer to it
// take its cached result (those are checked separately in the tests, e.g. LINEST against a least-squares fit).
import type ExcelJS from "exceljs";

type Scalar = number | string | boolean;
type Grid = Scalar[][];
type Value = Scalar | Grid;

/** A formula the evaluator cannot compute. */
export class Unsupported extends Error {}

interface Ref {
  sheet: string;
  c1: number;
  r1: number;
  c2: number;
  r2: number;
}

const colNum = (letters: string) => [...letters].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0);

function tokenize(text: string): string[] {
  // Structured table references (SalesTable[Units]) are left to Excel.
  if (text.includes("[")) throw new Unsupported("structured reference");
  const re =
    /\s*('(?:[^']|'')+'!|[A-Za-z_][A-Za-z0-9_.]*!)?(\$?[A-Z]{1,3}\$?\d+(?::\$?[A-Z]{1,3}\$?\d+)?)|\s*("(?:[^"]|"")*"|\d+(?:\.\d+)?(?:E[+-]?\d+)?|[A-Za-z_][A-Za-z0-9_.]*(?=\()|TRUE|FALSE|<=|>=|<>|[-+*/^&=<>(),:])/gy;
  const out: string[] = [];
  let m: RegExpExecArray | null;
  let pos = 0;
  while (pos < text.length && (m = re.exec(text)) !== null) {
    pos = re.lastIndex;
    out.push(m[2] !== undefined ? `@${m[1] ?? ""}${m[2]}` : m[3]!);
    if (/^\s*$/.test(text.slice(pos))) break;
  }
  if (pos < text.trimEnd().length) throw new Error(`cannot tokenize ${text} at ${pos}`);
  return out;
}

/** Evaluates the formulas of one workbook. */
export class WorkbookEvaluator {
  private memo = new Map<string, Scalar>();
  private active = new Set<string>();
  /** Cells whose formula was evaluated (not cached) and the ones that fell back to the cached result. */
  evaluated = 0;
  unsupported = new Set<string>();

  constructor(private readonly wb: ExcelJS.Workbook) {}

  /** The computed value of a cell (a formula is evaluated; unsupported formulas give their cached result). */
  value(sheet: string, address: string): Scalar {
    const ws = this.wb.getWorksheet(sheet);
    if (!ws) throw new Error(`no sheet ${sheet}`);
    const cell = ws.getCell(address);
    const key = `${sheet}!${cell.address}`;
    const known = this.memo.get(key);
    if (known !== undefined) return known;
    const v = cell.value as unknown;
    let out: Scalar;
    if (v !== null && typeof v === "object" && "formula" in v) {
      const f = v as { formula: string; result?: unknown };
      if (this.active.has(key)) throw new Error(`circular reference at ${key}`);
      this.active.add(key);
      try {
        out = this.scalar(this.evaluate(f.formula, sheet));
        this.evaluated += 1;
      } catch (err) {
        if (!(err instanceof Unsupported)) throw err;
        this.unsupported.add(key);
        out = f.result as Scalar;
      } finally {
        this.active.delete(key);
      }
    } else if (v instanceof Date) {
      out = v.getTime();
    } else if (v === null || v === undefined) {
      out = "";
    } else {
      out = v as Scalar;
    }
    this.memo.set(key, out);
    return out;
  }

  /** Evaluates a formula text in the context of a sheet. */
  evaluate(formula: string, sheet: string): Value {
    const tokens = tokenize(formula.replace(/_xlfn\./g, ""));
    let i = 0;
    const peek = () => tokens[i];
    const next = () => tokens[i++]!;
    const expect = (t: string) => {
      if (next() !== t) throw new Error(`expected ${t} in ${formula}`);
    };
    const comparison = (): Value => {
      let left = concat();
      while (["=", "<>", "<", ">", "<=", ">="].includes(peek() ?? "")) {
        const op = next();
        const right = concat();
        left = compare(op, this.scalar(left), this.scalar(right));
      }
      return left;
    };
    const concat = (): Value => {
      let left = additive();
      while (peek() === "&") {
        next();
        left = `${this.text(left)}${this.text(additive())}`;
      }
      return left;
    };
    const additive = (): Value => {
      let left = multiplicative();
      while (peek() === "+" || peek() === "-") {
        const op = next();
        const r = this.num(multiplicative());
        left = op === "+" ? this.num(left) + r : this.num(left) - r;
      }
      return left;
    };
    const multiplicative = (): Value => {
      let left = power();
      while (peek() === "*" || peek() === "/") {
        const op = next();
        const r = this.num(power());
        left = op === "*" ? this.num(left) * r : this.num(left) / r;
      }
      return left;
    };
    const power = (): Value => {
      let left = unary();
      while (peek() === "^") {
        next();
        left = this.num(left) ** this.num(unary());
      }
      return left;
    };
    const unary = (): Value => {
      if (peek() === "-") {
        next();
        return -this.num(unary());
      }
      if (peek() === "+") {
        next();
        return unary();
      }
      return primary();
    };
    const primary = (): Value => {
      const t = next();
      if (t === "(") {
        const v = comparison();
        expect(")");
        return v;
      }
      if (t.startsWith('"')) return t.slice(1, -1).replace(/""/g, '"');
      if (/^\d/.test(t)) return Number(t);
      if (t.startsWith("@")) return this.reference(t.slice(1), sheet);
      if (/^[A-Za-z_]/.test(t)) {
        const name = t.toUpperCase();
        if ((name === "TRUE" || name === "FALSE") && peek() !== "(") return name === "TRUE";
        expect("(");
        const args: Value[] = [];
        if (peek() !== ")") {
          do {
            if (peek() === ",") args.push("");
            else args.push(comparison());
          } while (peek() === "," && next() === ",");
        }
        expect(")");
        return this.call(name, args);
      }
      throw new Error(`unexpected ${t} in ${formula}`);
    };
    const result = comparison();
    if (i !== tokens.length) throw new Error(`trailing tokens in ${formula}`);
    return result;
  }

  private reference(text: string, sheet: string): Value {
    const bang = text.lastIndexOf("!");
    const target = bang >= 0 ? text.slice(0, bang).replace(/^'|'$/g, "").replace(/''/g, "'") : sheet;
    const [a, b] = text
      .slice(bang + 1)
      .replace(/\$/g, "")
      .split(":") as [string, string | undefined];
    const parse = (s: string) => {
      const m = /^([A-Z]+)(\d+)$/.exec(s)!;
      return { c: colNum(m[1]!), r: Number(m[2]) };
    };
    const p1 = parse(a);
    const p2 = b ? parse(b) : p1;
    const ref: Ref = { sheet: target, c1: p1.c, r1: p1.r, c2: p2.c, r2: p2.r };
    if (!b) return this.cellAt(ref.sheet, ref.r1, ref.c1);
    const grid: Grid = [];
    for (let r = ref.r1; r <= ref.r2; r++) {
      const row: Scalar[] = [];
      for (let c = ref.c1; c <= ref.c2; c++) row.push(this.cellAt(ref.sheet, r, c));
      grid.push(row);
    }
    return grid;
  }

  private cellAt(sheet: string, r: number, c: number): Scalar {
    let letters = "";
    for (let n = c; n > 0; n = Math.floor((n - 1) / 26))
      letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
    return this.value(sheet, `${letters}${r}`);
  }

  private scalar(v: Value): Scalar {
    if (Array.isArray(v)) {
      if (v.length === 1 && v[0]!.length === 1) return v[0]![0]!;
      throw new Error("a range where a single value was expected");
    }
    return v;
  }

  private num(v: Value): number {
    const s = this.scalar(v);
    if (typeof s === "number") return s;
    if (typeof s === "boolean") return s ? 1 : 0;
    if (s === "") return 0;
    const n = Number(s);
    if (Number.isNaN(n)) throw new Error(`#VALUE! (${s})`);
    return n;
  }

  private text(v: Value): string {
    const s = this.scalar(v);
    return typeof s === "boolean" ? (s ? "TRUE" : "FALSE") : String(s);
  }

  private call(name: string, args: Value[]): Value {
    const flat = (vals: Value[]) =>
      vals
        .flatMap((v) => (Array.isArray(v) ? v.flat() : [v]))
        .filter((v): v is number => typeof v === "number");
    const grid = (v: Value): Grid => (Array.isArray(v) ? v : [[v]]);
    const column = (v: Value) => grid(v).flat();
    const criteria = (pairs: Value[]) => {
      const n = column(pairs[0]!).length;
      const ok = Array<boolean>(n).fill(true);
      for (let k = 0; k < pairs.length; k += 2) {
        const cells = column(pairs[k]!);
        const test = matcher(this.scalar(pairs[k + 1]!));
        cells.forEach((c, i) => (ok[i] = ok[i]! && test(c)));
      }
      return ok;
    };
    switch (name) {
      case "SUM":
        return flat(args).reduce((a, b) => a + b, 0);
      case "SUMSQ":
        return flat(args).reduce((a, b) => a + b * b, 0);
      case "SUMPRODUCT": {
        const [a, b] = [column(args[0]!), column(args[1]!)];
        return a.reduce<number>((s, v, i) => s + this.num(v) * this.num(b[i]!), 0);
      }
      case "AVERAGE": {
        const v = flat(args);
        return v.reduce((a, b) => a + b, 0) / v.length;
      }
      case "COUNT":
        return flat(args).length;
      case "MIN":
        return Math.min(...flat(args));
      case "MAX":
        return Math.max(...flat(args));
      case "SQRT":
        return Math.sqrt(this.num(args[0]!));
      case "ABS":
        return Math.abs(this.num(args[0]!));
      case "MOD": {
        const a = this.num(args[0]!);
        const b = this.num(args[1]!);
        return a - b * Math.floor(a / b);
      }
      case "IF":
        return this.truthy(args[0]!) ? args[1]! : (args[2] ?? false);
      case "TRIM":
        return this.text(args[0]!).trim().replace(/\s+/g, " ");
      case "PROPER":
        return this.text(args[0]!)
          .toLowerCase()
          .replace(/(^|[^a-z])([a-z])/g, (_, p: string, ch: string) => p + ch.toUpperCase());
      case "VALUE":
        return this.num(args[0]!);
      case "SUBTOTAL":
        if (this.num(args[0]!) !== 9) throw new Unsupported("SUBTOTAL other than 9");
        return flat(args.slice(1)).reduce((a, b) => a + b, 0);
      case "STDEV.S": {
        const v = flat(args);
        const m = v.reduce((a, b) => a + b, 0) / v.length;
        return Math.sqrt(v.reduce((s, x) => s + (x - m) ** 2, 0) / (v.length - 1));
      }
      case "PERCENTILE.INC": {
        const v = flat([args[0]!]).sort((a, b) => a - b);
        const k = this.num(args[1]!) * (v.length - 1);
        const lo = Math.floor(k);
        return v[lo]! + (k - lo) * ((v[Math.min(lo + 1, v.length - 1)] ?? v[lo]!) - v[lo]!);
      }
      case "COUNTIF":
      case "COUNTIFS":
        return criteria(args).filter(Boolean).length;
      case "SUMIFS":
      case "AVERAGEIFS": {
        const ok = criteria(args.slice(1));
        const vals = column(args[0]!)
          .filter((_, i) => ok[i])
          .map((v) => this.num(v));
        const total = vals.reduce((a, b) => a + b, 0);
        return name === "SUMIFS" ? total : total / vals.length;
      }
      case "MATCH": {
        if (this.num(args[2]!) !== 0) throw new Unsupported("approximate MATCH");
        const needle = this.scalar(args[0]!);
        const i = column(args[1]!).findIndex((v) => v === needle);
        if (i < 0) throw new Error("#N/A");
        return i + 1;
      }
      case "INDEX": {
        if (!Array.isArray(args[0])) throw new Unsupported("INDEX of a computed array");
        const g = args[0];
        const r = this.num(args[1]!);
        const c = args[2] === undefined ? 1 : this.num(args[2]);
        // A one-row range indexed by one number picks a column.
        if (g.length === 1 && args[2] === undefined) return g[0]![r - 1]!;
        return g[r - 1]![c - 1]!;
      }
      case "VLOOKUP": {
        const needle = this.scalar(args[0]!);
        const row = grid(args[1]!).find((rw) => rw[0] === needle);
        if (!row) throw new Error("#N/A");
        return row[this.num(args[2]!) - 1]!;
      }
      case "NORM.S.INV":
        // Only the 95% two-sided critical value is used; its value is a textbook constant.
        if (this.num(args[0]!) === 0.975) return 1.959963984540054;
        throw new Unsupported("NORM.S.INV");
      case "SLOPE":
      case "INTERCEPT":
      case "RSQ":
      case "CORREL":
      case "FORECAST.LINEAR": {
        const [yArg, xArg] =
          name === "FORECAST.LINEAR"
            ? [args[1]!, args[2]!]
            : name === "CORREL"
              ? [args[1]!, args[0]!]
              : [args[0]!, args[1]!];
        const y = column(yArg).map((v) => this.num(v));
        const x = column(xArg).map((v) => this.num(v));
        const n = y.length;
        const mx = x.reduce((a, b) => a + b, 0) / n;
        const my = y.reduce((a, b) => a + b, 0) / n;
        let sxy = 0;
        let sxx = 0;
        let syy = 0;
        for (let k = 0; k < n; k++) {
          sxy += (x[k]! - mx) * (y[k]! - my);
          sxx += (x[k]! - mx) ** 2;
          syy += (y[k]! - my) ** 2;
        }
        const slope = sxy / sxx;
        if (name === "SLOPE") return slope;
        if (name === "INTERCEPT") return my - slope * mx;
        if (name === "RSQ") return (sxy * sxy) / (sxx * syy);
        if (name === "CORREL") return sxy / Math.sqrt(sxx * syy);
        return my - slope * mx + slope * this.num(args[0]!);
      }
      default:
        throw new Unsupported(name);
    }
  }

  private truthy(v: Value): boolean {
    const s = this.scalar(v);
    return typeof s === "boolean" ? s : typeof s === "number" ? s !== 0 : s !== "";
  }
}

function compare(op: string, a: Scalar, b: Scalar): boolean {
  const x = typeof a === "string" ? a.toLowerCase() : a;
  const y = typeof b === "string" ? b.toLowerCase() : b;
  switch (op) {
    case "=":
      return x === y;
    case "<>":
      return x !== y;
    case "<":
      return x < y;
    case ">":
      return x > y;
    case "<=":
      return x <= y;
    default:
      return x >= y;
  }
}

/** COUNTIFS-style criterion: "Yes", ">70000", "<0", ">=100000" or a plain number. */
function matcher(criterion: Scalar): (v: Scalar) => boolean {
  if (typeof criterion === "string") {
    const m = /^(<=|>=|<>|<|>|=)?(.*)$/.exec(criterion)!;
    const op = m[1] ?? "=";
    const rhs = m[2]!;
    const n = Number(rhs);
    if (rhs !== "" && !Number.isNaN(n)) return (v) => typeof v === "number" && compare(op, v, n);
    return (v) => compare(op, String(v), rhs);
  }
  return (v) => v === criterion;
}
