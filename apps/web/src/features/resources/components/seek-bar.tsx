import { Text, UnstyledButton } from "@mantine/core";
import { useEffect, useState } from "react";
import type { ReactNode, RefObject } from "react";
import classes from "./resources.module.css";

/** One thumbnail of the seek-preview sprite: the seconds it covers and its place in the sprite image. */
export interface Thumbnail {
  start: number;
  end: number;
  url: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Seconds of a WebVTT timestamp (hh:mm:ss.mmm or mm:ss.mmm). */
function vttSeconds(stamp: string): number {
  return stamp.split(":").reduce((total, part) => total * 60 + Number(part), 0);
}

/**
 * The cues of a thumbnails WebVTT index (`start --> end` then `sprite.jpg?sig=..#xywh=x,y,w,h`), their image
 * addresses resolved against the index's own address; cues in any other shape are skipped.
 */
export function parseThumbnails(vtt: string, indexUrl: string): Thumbnail[] {
  const base = new URL(indexUrl, window.location.href);
  const out: Thumbnail[] = [];
  for (const block of vtt.replace(/\r/g, "").split(/\n\n+/)) {
    const lines = block.split("\n").filter(Boolean);
    const timing = lines.findIndex((l) => l.includes("-->"));
    if (timing < 0 || !lines[timing + 1]) continue;
    const [from, to] = lines[timing]!.split("-->").map((s) => s.trim().split(/\s+/)[0]!);
    const m = /^(.*)#xywh=(\d+),(\d+),(\d+),(\d+)$/.exec(lines[timing + 1]!.trim());
    if (!from || !to || !m) continue;
    out.push({
      start: vttSeconds(from),
      end: vttSeconds(to),
      url: new URL(m[1]!, base).toString(),
      x: Number(m[2]),
      y: Number(m[3]),
      w: Number(m[4]),
      h: Number(m[5]),
    });
  }
  return out;
}

/** The thumbnail shown for a second of the video (the last one past the end). */
export function thumbnailAt(thumbs: readonly Thumbnail[], seconds: number): Thumbnail | null {
  return thumbs.find((t) => seconds >= t.start && seconds < t.end) ?? thumbs.at(-1) ?? null;
}

/** 75 -> "1:15", 3725 -> "1:02:05". */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const hms = [Math.floor(s / 3600), Math.floor((s % 3600) / 60), s % 60];
  const [h, m, sec] = hms as [number, number, number];
  const two = (n: number) => String(n).padStart(2, "0");
  return h > 0 ? `${h}:${two(m)}:${two(sec)}` : `${m}:${two(sec)}`;
}

/**
 * A timeline under the picture that previews the frame at the pointer (or at the slider's value from the
 * keyboard) from the ladder's thumbnail sprite, and seeks the video; the sprite's index is fetched the first time
 * the timeline is pointed at or focused. `end` is put at the row's end (the full-screen button).
 */
export function SeekBar({
  video,
  thumbnailsUrl,
  onSeek,
  end,
}: {
  video: RefObject<HTMLVideoElement | null>;
  thumbnailsUrl: string | null;
  onSeek: (seconds: number) => void;
  end?: ReactNode;
}) {
  const [now, setNow] = useState(0);
  const [duration, setDuration] = useState(0);
  const [hover, setHover] = useState<{ seconds: number; share: number } | null>(null);
  const [thumbs, setThumbs] = useState<Thumbnail[] | null>(null);
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    const v = video.current;
    if (!v) return;
    const update = () => {
      setNow(v.currentTime);
      setDuration(Number.isFinite(v.duration) ? v.duration : 0);
    };
    for (const e of ["timeupdate", "durationchange", "loadedmetadata", "seeked"])
      v.addEventListener(e, update);
    return () => {
      for (const e of ["timeupdate", "durationchange", "loadedmetadata", "seeked"])
        v.removeEventListener(e, update);
    };
  }, [video]);

  useEffect(() => {
    if (!wanted || !thumbnailsUrl) return;
    let cancelled = false;
    void fetch(thumbnailsUrl)
      .then((r) => (r.ok ? r.text() : ""))
      .then((text) => {
        if (!cancelled) setThumbs(parseThumbnails(text, thumbnailsUrl));
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [wanted, thumbnailsUrl]);

  const at = (seconds: number) => ({ seconds, share: duration > 0 ? seconds / duration : 0 });
  const thumb = hover && thumbs ? thumbnailAt(thumbs, hover.seconds) : null;
  const disabled = duration <= 0;

  return (
    <div className={classes.seekRow}>
      <div
        className={classes.seekTrack}
        onPointerEnter={() => setWanted(true)}
        onPointerMove={(e) => {
          if (disabled) return;
          const box = e.currentTarget.getBoundingClientRect();
          const share = Math.min(1, Math.max(0, (e.clientX - box.left) / box.width));
          setHover({ seconds: share * duration, share });
        }}
        onPointerLeave={() => setHover(null)}
      >
        {hover && (
          <div
            className={classes.seekPreview}
            style={{ left: `${hover.share * 100}%` }}
            data-testid="seek-preview"
            aria-hidden="true"
          >
            {thumb && (
              <div
                className={classes.seekThumb}
                data-testid="seek-thumbnail"
                style={{
                  width: thumb.w,
                  height: thumb.h,
                  backgroundImage: `url("${thumb.url}")`,
                  backgroundPosition: `-${thumb.x}px -${thumb.y}px`,
                }}
              />
            )}
            <span className={classes.seekTime}>{clock(hover.seconds)}</span>
          </div>
        )}
        <input
          type="range"
          className={classes.seekInput}
          min={0}
          max={Math.max(duration, 1)}
          step={1}
          value={Math.min(now, Math.max(duration, 1))}
          disabled={disabled}
          aria-label="Seek"
          aria-valuetext={`${clock(now)} of ${clock(duration)}`}
          onFocus={() => {
            setWanted(true);
            setHover(at(now));
          }}
          onBlur={() => setHover(null)}
          onChange={(e) => {
            const seconds = Number(e.currentTarget.value);
            onSeek(seconds);
            setNow(seconds);
            if (hover) setHover(at(seconds));
          }}
        />
      </div>
      <Text size="xs" className={classes.seekClock}>
        {clock(now)} / {clock(duration)}
      </Text>
      {end}
    </div>
  );
}

/** The full-screen toggle of the player's frame (the frame, not the video, so the watermark stays on top). */
export function FullScreenButton({ full, onToggle }: { full: boolean; onToggle: () => void }) {
  return (
    <UnstyledButton className={classes.fullButton} onClick={onToggle} aria-pressed={full}>
      {full ? "Exit full screen" : "Full screen"}
    </UnstyledButton>
  );
}
