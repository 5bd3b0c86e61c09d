// A screen's first data, asked for together with its code (render-as-you-fetch): the first screen of a visit starts
// its requests as soon as the entry script runs, beside the download of the screen's chunk, and the screen renders
// once with its data instead of rendering empty and again as each answer arrives (each of those renders is a long
// task on a phone). Screens opened later fetch on mount as before.
import type { QueryClient } from "@tanstack/react-query";

/** What a screen's data loader gets: the app's query client and the address being opened. */
export interface ScreenDataContext {
  client: QueryClient;
  pathname: string;
  search: string;
  /** The current program of the learner last seen with this token (lib/token.ts readLastUser), or null. */
  cprogram: string | null;
}

/** Starts the requests a screen's first render needs; settles (never rejects) once they have. */
export type ScreenData = (context: ScreenDataContext) => Promise<unknown>;
