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
    levels = [{ height: 240 }, { height: 360 }, { height: 720 }];
    autoLevelCapping = -1;
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

describe("VideoPlayer with a transcoded ladder", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    window.localStorage.clear();
  });

  it("plays the ladder through hls.js even where the browser plays HLS itself, with the data saver and watermark", async () => {
    vi.spyOn(HTMLMediaElement.prototype, "canPlayType").mockReturnValue("maybe");
    window.MediaSource ??= class {} as unknown as typeof MediaSource;
    const { container, getByRole, getByTestId } = renderWithApp(
      <VideoPlayer
        videoId={2}
        title="Cash flow statement"
        src="/api/resources/media/2/hls/master.m3u8?sig=s"
        captionsUrl={null}
        format="hls"
        startAt={0}
        onProgress={() => undefined}
        poster="/api/resources/media/2/hls/poster.jpg?sig=s"
        renditions={[240, 360, 540, 720]}
        watermark="learner@example.com"
      />,
    );
    await waitFor(() => expect(loaded.count).toBe(1));
    // Attached by hls.js, not given to the browser as a source.
    expect(container.querySelector("video")?.hasAttribute("src")).toBe(false);
    expect(container.querySelector("video")?.getAttribute("poster")).toMatch(/poster\.jpg/);
    expect(getByTestId("video-watermark").textContent).toBe("learner@example.com");
    const saver = getByRole("switch", { name: /Data saver/ });
    saver.click();
    await waitFor(() => expect(window.localStorage.getItem("fincareer.video.dataSaver")).toBe("on"));
  });

  it("caps the data saver at the highest level of at most 360p", async () => {
    const { levelCap } = await import("./video-player.tsx");
    const levels = [{ height: 240 }, { height: 360 }, { height: 540 }, { height: 720 }];
    expect(levelCap(levels, false)).toBe(-1);
    expect(levelCap(levels, true)).toBe(1);
    expect(levelCap([{ height: 540 }, { height: 720 }], true)).toBe(0);
  });
});
