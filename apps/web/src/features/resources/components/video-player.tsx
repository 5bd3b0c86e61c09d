import { Text } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import type { ProgressBody } from "@fincareer/domain/contract/content";
import classes from "./resources.module.css";

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
}: VideoPlayerProps) {
  const ref = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
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
    if (format === "hls" && !video.canPlayType("application/vnd.apple.mpegurl")) {
      void import("hls.js").then(({ default: Hls }) => {
        if (cancelled) return;
        if (!Hls.isSupported()) {
          setFailed(true);
          return;
        }
        const instance = new Hls();
        instance.on(Hls.Events.ERROR, (_event, data) => {
          if (data.fatal) setFailed(true);
        });
        instance.loadSource(playSrc);
        instance.attachMedia(video);
        hls = instance;
      });
    } else {
      video.src = playSrc;
    }
    return () => {
      cancelled = true;
      hls?.destroy();
    };
  }, [format, playSrc]);

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
    <div className={classes.playerBox}>
      <video
        ref={ref}
        id={`lesson-video-${videoId}`}
        className={classes.player}
        controls
        playsInline
        preload="metadata"
        aria-label={`Video: ${title}`}
        onError={() => setFailed(true)}
      >
        {captions && <track kind="captions" srcLang="en" label="English" src={captions} default />}
      </video>
      {failed && (
        <Text role="alert" className={classes.playerError}>
          This video could not be played. Check your connection and reload the page.
        </Text>
      )}
    </div>
  );
}
