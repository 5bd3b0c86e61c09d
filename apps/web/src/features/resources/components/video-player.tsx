import { Group, Switch, Text } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import type { ProgressBody } from "@fincareer/domain/contract/content";
import classes from "./resources.module.css";
import { FullScreenButton, SeekBar } from "./seek-bar.tsx";

/** How often, in seconds of playback, the position is reported while the video plays. */
const REPORT_EVERY_SECONDS = 5;

interface VideoPlayerProps {
  videoId: number;
  title: string;
  src: string;
  format: "file" | "hls";
  /** The WebVTT captions of the lesson's transcript (signed like src), or null without a transcript. */
  captionsUrl: string | null;
  /** Where playback starts (the learner's saved position). */
  startAt: number;
  onProgress: (report: ProgressBody) => void;
  /** A frame shown before play (transcoded videos). */
  poster?: string | null;
  /** The heights of a transcoded video's renditions (the data saver shows only with a choice above 360p). */
  renditions?: readonly number[];
  /** The learner's email, overlaid and moving every few seconds (paid videos; a deterrent, not a lock). */
  watermark?: string | null;
  /** The WebVTT index of the ladder's thumbnail sprite (seek previews), or null. */
  thumbnailsUrl?: string | null;
}

/** Where the data-saver choice is remembered on this device. */
export const DATA_SAVER_KEY = "fincareer.video.dataSaver";
/** The highest rendition the data saver allows. */
export const DATA_SAVER_HEIGHT = 360;
/** How often the watermark moves. */
const WATERMARK_MOVE_MS = 7000;

function readDataSaver(): boolean {
  try {
    return window.localStorage.getItem(DATA_SAVER_KEY) === "on";
  } catch {
    return false;
  }
}

/** The hls.js level cap for the data saver: the highest level at most 360p, or -1 (no cap). */
export function levelCap(levels: readonly { height: number }[], saver: boolean): number {
  if (!saver) return -1;
  let cap = -1;
  levels.forEach((l, i) => {
    if (l.height <= DATA_SAVER_HEIGHT && (cap < 0 || l.height >= levels[cap]!.height)) cap = i;
  });
  return cap < 0 ? 0 : cap;
}

/** The learner's email drifting over the picture: a new spot every few seconds, never over the controls. */
function Watermark({ text }: { text: string }) {
  const [spot, setSpot] = useState({ left: 8, top: 10 });
  useEffect(() => {
    const timer = window.setInterval(() => {
      setSpot({ left: 4 + Math.random() * 56, top: 6 + Math.random() * 66 });
    }, WATERMARK_MOVE_MS);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <div
      className={classes.watermark}
      style={{ left: `${spot.left}%`, top: `${spot.top}%` }}
      data-testid="video-watermark"
      aria-hidden="true"
    >
      {text}
    </div>
  );
}

/**
 * Plays an MP4/WebM file or an HLS playlist (natively where the browser can, else with hls.js loaded on demand),
 * starts at the saved position, and reports progress every few seconds of playback, on pause, on seek and at the end.
 */
export function VideoPlayer({
  videoId,
  title,
  src,
  format,
  captionsUrl,
  startAt,
  onProgress,
  poster = null,
  renditions = [],
  watermark = null,
  thumbnailsUrl = null,
}: VideoPlayerProps) {
  const ref = useRef<HTMLVideoElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const [full, setFull] = useState(false);
  const [failed, setFailed] = useState(false);
  const [dataSaver, setDataSaver] = useState(readDataSaver);
  const [playing, setPlaying] = useState<number | null>(null);
  const renditionCount = renditions.length;
  const hlsRef = useRef<{ levels: { height: number }[]; autoLevelCapping: number } | null>(null);
  // The first source given for a video is kept: a refetched detail carries a freshly signed URL for the same file,
  // and swapping it would restart playback.
  const [source] = useState(() => ({ videoId, src, captionsUrl }));
  const playSrc = source.videoId === videoId ? source.src : src;
  const captions = source.videoId === videoId ? source.captionsUrl : captionsUrl;
  // Likewise the start position: later progress reports update the saved one, but must not seek the player.
  const [initialStart] = useState(startAt);
  const report = useRef(onProgress);
  useEffect(() => {
    report.current = onProgress;
  }, [onProgress]);

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    let hls: { destroy(): void } | null = null;
    let cancelled = false;
    // A transcoded ladder plays through hls.js wherever Media Source Extensions exist (it starts low, climbs, and
    // honours the data saver), even where the browser plays HLS itself; other HLS addresses play natively where
    // they can (hls.js is 180 KB of gzip), and through hls.js elsewhere.
    const ladder = renditionCount > 0 && typeof window.MediaSource !== "undefined";
    if (format === "hls" && (ladder || !video.canPlayType("application/vnd.apple.mpegurl"))) {
      void import("hls.js").then(({ default: Hls }) => {
        if (cancelled) return;
        if (!Hls.isSupported()) {
          if (video.canPlayType("application/vnd.apple.mpegurl")) video.src = playSrc;
          else setFailed(true);
          return;
        }
        // Start at the lowest rendition (the first frame comes fast on a slow link) and climb as bandwidth allows;
        // never fetch a rendition larger than the player shows.
        const instance = new Hls({ startLevel: 0, capLevelToPlayerSize: true, testBandwidth: false });
        instance.on(Hls.Events.ERROR, (_event, data) => {
          if (data.fatal) setFailed(true);
        });
        instance.on(Hls.Events.MANIFEST_PARSED, () => {
          instance.autoLevelCapping = levelCap(instance.levels, readDataSaver());
        });
        instance.on(Hls.Events.LEVEL_SWITCHED, (_event, data) => {
          setPlaying(instance.levels[data.level]?.height ?? null);
        });
        instance.loadSource(playSrc);
        instance.attachMedia(video);
        hls = instance;
        hlsRef.current = instance;
      });
    } else {
      video.src = playSrc;
    }
    return () => {
      cancelled = true;
      hls?.destroy();
      hlsRef.current = null;
    };
  }, [format, playSrc, renditionCount]);

  useEffect(() => {
    const handleChange = () => {
      const element = document.fullscreenElement;
      setFull(element !== null && element === stageRef.current);
      // The video's own full screen (a double click, a browser that ignores controlsList) would leave the
      // watermark behind: the player's frame, which holds it, takes the video's place.
      if (element && element === ref.current && stageRef.current) {
        const stage = stageRef.current;
        void document
          .exitFullscreen()
          .then(() => stage.requestFullscreen())
          .catch(() => undefined);
      }
    };
    document.addEventListener("fullscreenchange", handleChange);
    return () => document.removeEventListener("fullscreenchange", handleChange);
  }, []);

  const toggleFull = () => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void stageRef.current?.requestFullscreen().catch(() => undefined);
  };

  const toggleDataSaver = (on: boolean) => {
    setDataSaver(on);
    try {
      window.localStorage.setItem(DATA_SAVER_KEY, on ? "on" : "off");
    } catch {
      // Private mode: the choice holds for this page only.
    }
    const hls = hlsRef.current;
    if (hls) hls.autoLevelCapping = levelCap(hls.levels, on);
  };

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    let lastReported = -Infinity;
    let started = false;
    const duration = () => (Number.isFinite(video.duration) && video.duration > 0 ? video.duration : null);
    const send = (ended = false) => {
      if (!started) return;
      lastReported = video.currentTime;
      report.current({ positionSeconds: video.currentTime, durationSeconds: duration(), ended });
    };
    const handleLoaded = () => {
      if (initialStart > 0 && (duration() === null || initialStart < duration()!))
        video.currentTime = initialStart;
    };
    const handlePlay = () => {
      started = true;
    };
    const handleTime = () => {
      if (Math.abs(video.currentTime - lastReported) >= REPORT_EVERY_SECONDS) send();
    };
    const handlePause = () => {
      if (!video.ended) send();
    };
    const handleSeeked = () => {
      if (started) send();
    };
    const handleEnded = () => {
      started = true;
      send(true);
    };
    const handleHide = () => {
      if (!video.paused) send();
    };
    video.addEventListener("loadedmetadata", handleLoaded);
    video.addEventListener("play", handlePlay);
    video.addEventListener("timeupdate", handleTime);
    video.addEventListener("pause", handlePause);
    video.addEventListener("seeked", handleSeeked);
    video.addEventListener("ended", handleEnded);
    window.addEventListener("pagehide", handleHide);
    return () => {
      // Leaving the video (another one chosen, another page) keeps where the learner was.
      if (!video.paused && !video.ended) send();
      video.removeEventListener("loadedmetadata", handleLoaded);
      video.removeEventListener("play", handlePlay);
      video.removeEventListener("timeupdate", handleTime);
      video.removeEventListener("pause", handlePause);
      video.removeEventListener("seeked", handleSeeked);
      video.removeEventListener("ended", handleEnded);
      window.removeEventListener("pagehide", handleHide);
    };
  }, [initialStart, playSrc]);

  return (
    <div>
      <div ref={stageRef} className={classes.playerStage} data-testid="video-stage">
        <div className={classes.playerBox}>
          <video
            ref={ref}
            id={`lesson-video-${videoId}`}
            className={classes.player}
            controls
            // Full screen goes through the frame (with the watermark), picture-in-picture would drop the watermark.
            controlsList="nofullscreen"
            disablePictureInPicture={watermark !== null}
            playsInline
            preload="metadata"
            poster={poster ?? undefined}
            aria-label={`Video: ${title}`}
            onError={() => setFailed(true)}
          >
            {captions && <track kind="captions" srcLang="en" label="English" src={captions} default />}
          </video>
          {watermark && <Watermark text={watermark} />}
          {failed && (
            <Text role="alert" className={classes.playerError}>
              This video could not be played. Check your connection and reload the page.
            </Text>
          )}
        </div>
        <SeekBar
          video={ref}
          thumbnailsUrl={thumbnailsUrl}
          onSeek={(seconds) => {
            if (ref.current) ref.current.currentTime = seconds;
          }}
          end={<FullScreenButton full={full} onToggle={toggleFull} />}
        />
      </div>
      {renditions.length > 0 && (
        <Group justify="space-between" mt={6} gap="xs">
          <Switch
            size="xs"
            checked={dataSaver}
            onChange={(e) => toggleDataSaver(e.currentTarget.checked)}
            label={`Data saver (at most ${DATA_SAVER_HEIGHT}p)`}
          />
          <Text size="xs" c="dimmed" data-testid="video-rendition">
            {playing ? `Playing ${playing}p` : `Up to ${Math.max(...renditions)}p`}
          </Text>
        </Group>
      )}
    </div>
  );
}
