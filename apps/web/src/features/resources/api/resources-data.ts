import type { ResourcesResponse } from "@fincareer/domain/contract/content";
import type { ResourceTrack } from "@fincareer/domain/content";
import type { ScreenData } from "../../../lib/screen-data.ts";
import { resourcesQuery } from "./get-resources.ts";
import { videoQuery } from "./get-video.ts";

/**
 * The video a resource screen opens on: the one in the address (?video=), else where the learner left off, else the
 * first; null when the track has none.
 */
export function openingVideoId(data: ResourcesResponse, requested: number | null): number | null {
  const videos = data.modules.flatMap((m) => m.videos);
  return videos.find((v) => v.id === requested)?.id ?? data.resume?.videoId ?? videos[0]?.id ?? null;
}

/** A resource screen's first data: the track's modules, then the video it opens on. */
export function resourcesData(track: ResourceTrack): ScreenData {
  return async ({ client, search }) => {
    try {
      const data = await client.fetchQuery(resourcesQuery(track));
      const requested = Number(new URLSearchParams(search).get("video"));
      const id = openingVideoId(data, Number.isInteger(requested) && requested > 0 ? requested : null);
      if (id !== null) await client.prefetchQuery(videoQuery(id));
    } catch {
      // The screen shows its own error.
    }
  };
}
