import { chromium } from "@playwright/test";
import { readFileSync } from "node:fs";
import { chromiumPath, chromiumArgs } from "./e2e/chromium.mjs";
const [src, out, w, h, y = "0"] = process.argv.slice(2);
const b = await chromium.launch({ executablePath: chromiumPath() ?? undefined, args: chromiumArgs });
const p = await b.newPage({ viewport: { width: Number(w), height: Number(h) } });
await p.setContent(`<body style="margin:0"><img style="display:block;margin-top:-${y}px" src="data:image/png;base64,${readFileSync(src).toString("base64")}"></body>`);
await p.screenshot({ path: out });
await b.close();
