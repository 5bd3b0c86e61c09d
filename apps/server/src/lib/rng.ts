// A small random source (the domain's mulberry32 + Box-Muller): the simulator's history is reproducible from a seed;
// a caller that must not be reproducible (Bull or Bear's rounds) passes its own uniform source instead.
import { seededRandom } from "@fincareer/domain/random";

/** A generator of uniform and standard normal numbers from a seed or from a uniform source on [0, 1). */
export class Rng {
  private readonly next: () => number;
  private spare: number | null = null;

  constructor(seed: number | (() => number)) {
    // Seed 0 would start from state 0: a fixed non-zero constant keeps that stream as it always was.
    this.next = typeof seed === "function" ? seed : seededRandom(seed >>> 0 || 0x9e3779b9);
  }

  /** Uniform in [0, 1). */
  uniform(): number {
    return this.next();
  }

  /** Standard normal. */
  normal(): number {
    if (this.spare !== null) {
      const s = this.spare;
      this.spare = null;
      return s;
    }
    let u = 0;
    while (u === 0) u = this.uniform();
    const v = this.uniform();
    const r = Math.sqrt(-2 * Math.log(u));
    this.spare = r * Math.sin(2 * Math.PI * v);
    return r * Math.cos(2 * Math.PI * v);
  }
}

/** Mixes two integers into a seed (for per-purpose generators derived from the configured seed). */
export function mixSeed(a: number, b: number): number {
  let h = (a ^ 0x85ebca6b) >>> 0;
  h = Math.imul(h ^ (b >>> 0), 0xc2b2ae35) >>> 0;
  h ^= h >>> 16;
  return h >>> 0;
}
