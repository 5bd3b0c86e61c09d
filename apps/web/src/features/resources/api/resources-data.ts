import type { ResourceTrack } from "@fincareer/domain/content";
import { openingVideoId } from "@fincareer/domain/content";
import { requestedVideo } from "@fincareer/domain/first-data";
import type { ScreenData } from "../../../lib/screen-data.ts";
import { resourcesQuery } from "./get-resources.ts";
import { videoQuery } from "./get-video.ts";

/** A resource screen's first data: the track's modules, then the video it opens on (domain first-data.ts). */
export function resourcesData(track: ResourceTrack): ScreenData {
  return async ({ client, search }) => {
    try {
      const data = await client.fetchQuery(resourcesQuery(track));
      const id = openingVideoId(data, requestedVideo(search));
      if (id !== null) await client.prefetchQuery(videoQuery(id));
    } catch {
      // The screen shows its own error.
    }
  };
}
