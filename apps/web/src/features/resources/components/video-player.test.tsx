import { waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../../../test/render.tsx";
import { VideoPlayer } from "./video-player.tsx";

// hls.js is 174 KB of gzip: fetched only where the browser cannot play HLS itself (Safari and iOS can).
const loaded = vi.hoisted(() => ({ count: 0 }));
vi.mock("hls.js", () => {
  loaded.count += 1;
  class Hls {
    static Events = { ERROR: "hlsError" };
    static isSupported = () => true;
    on = vi.fn();
    loadSource = vi.fn();
    attachMedia = vi.fn();
    destroy = vi.fn();
  }
  return { default: Hls };
});

function renderPlayer(format: "file" | "hls") {
  return renderWithApp(
    <VideoPlayer
      videoId={1}
      title="Reading a balance sheet"
      src="/media/lesson.m3u8"
      captionsUrl={null}
      format={format}
      startAt={0}
      onProgress={() => undefined}
    />,
  );
}

describe("VideoPlayer", () => {
  afterEach(() => vi.restoreAllMocks());

  it("plays HLS natively without loading hls.js where the browser can", async () => {
    vi.spyOn(HTMLMediaElement.prototype, "canPlayType").mockReturnValue("maybe");
    const { container } = renderPlayer("hls");
    await waitFor(() =>
      expect(container.querySelector("video")?.getAttribute("src")).toBe("/media/lesson.m3u8"),
    );
    expect(loaded.count).toBe(0);
  });

  it("loads hls.js only when the browser cannot play HLS itself", async () => {
    vi.spyOn(HTMLMediaElement.prototype, "canPlayType").mockReturnValue("");
    const { container } = renderPlayer("hls");
    await waitFor(() => expect(loaded.count).toBe(1));
    expect(container.querySelector("video")?.hasAttribute("src")).toBe(false);
  });
});
