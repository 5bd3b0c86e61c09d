import { describe, expect, it } from "vitest";
import { clock, parseThumbnails, thumbnailAt } from "./seek-bar.tsx";

// The index the transcoder writes (apps/server/src/modules/content/ffmpeg.ts spriteVtt), signed by the media route.
const VTT = [
  "WEBVTT",
  "",
  "00:00:00.000 --> 00:00:02.000",
  "sprite.jpg?sig=abc#xywh=0,0,160,90",
  "",
  "00:00:02.000 --> 00:00:04.000",
  "sprite.jpg?sig=abc#xywh=160,0,160,90",
  "",
  "00:01:04.000 --> 01:00:06.500",
  "sprite.jpg?sig=abc#xywh=0,90,160,90",
  "",
  "00:00:10.000 --> 00:00:12.000",
  "no fragment here",
  "",
].join("\n");

describe("seek previews", () => {
  const url = "/api/resources/media/7/hls/sprite.vtt?sig=abc";
  it("reads the sprite's cues, their image resolved against the index's address", () => {
    const thumbs = parseThumbnails(VTT, url);
    expect(thumbs).toHaveLength(3);
    expect(thumbs[1]).toEqual({
      start: 2,
      end: 4,
      url: `${window.location.origin}/api/resources/media/7/hls/sprite.jpg?sig=abc`,
      x: 160,
      y: 0,
      w: 160,
      h: 90,
    });
    expect(thumbs[2]).toMatchObject({ start: 64, end: 3606.5, y: 90 });
  });
  it("picks the thumbnail of a second, the last one past the end", () => {
    const thumbs = parseThumbnails(VTT, url);
    expect(thumbnailAt(thumbs, 0)?.x).toBe(0);
    expect(thumbnailAt(thumbs, 3.9)?.x).toBe(160);
    expect(thumbnailAt(thumbs, 99_999)?.y).toBe(90);
    expect(thumbnailAt([], 5)).toBeNull();
  });
  it("writes times as the player shows them", () => {
    expect(clock(0)).toBe("0:00");
    expect(clock(75.9)).toBe("1:15");
    expect(clock(3725)).toBe("1:02:05");
  });
});
