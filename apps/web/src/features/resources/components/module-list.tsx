import { Badge, Progress, Text, UnstyledButton } from "@mantine/core";
import type { ResourceModule, ResourceVideo } from "@fincareer/domain/contract/content";
import { formatClock } from "./format-time.ts";
import classes from "./resources.module.css";
import { formatPercent } from "@fincareer/domain/format";

interface ModuleListProps {
  modules: ResourceModule[];
  selectedId: number | null;
  onSelect: (video: ResourceVideo) => void;
}

function videoStatus(video: ResourceVideo): string {
  const p = video.progress;
  const watched = p.completed
    ? "Watched"
    : p.positionSeconds > 0
      ? `Stopped at ${formatClock(p.positionSeconds)}`
      : "Not started";
  const questions =
    p.questions === 0
      ? ""
      : ` · ${p.answered}/${p.questions} answered${p.scorePercent !== null ? ` · ${formatPercent(p.scorePercent)}` : ""}`;
  return watched + questions;
}

/** The modules in order, each with its progress, and its videos as a list to pick from. */
export function ModuleList({ modules, selectedId, onSelect }: ModuleListProps) {
  return (
    <nav aria-label="Modules" className={classes.moduleNav}>
      <ol className={classes.modules}>
        {modules.map((m, i) => (
          <li key={m.id} className={classes.module}>
            <div className={classes.moduleHead}>
              <Text fw={700} size="sm">
                Module {i + 1}: {m.title}
              </Text>
              <Text size="xs" c="dimmed">
                {m.progress.completedVideos}/{m.progress.videos} videos watched
                {m.progress.questions > 0 &&
                  ` · ${m.progress.answered}/${m.progress.questions} answered · score ${formatPercent(m.progress.scorePercent ?? 0)}`}
              </Text>
              <Progress
                value={m.progress.percentComplete}
                size="sm"
                mt={6}
                aria-label={`Module ${i + 1} progress: ${formatPercent(m.progress.percentComplete)}`}
              />
            </div>
            <ol className={classes.videos}>
              {m.videos.map((v) => {
                const ratio =
                  v.progress.completed || !v.progress.durationSeconds
                    ? v.progress.completed
                      ? 100
                      : 0
                    : Math.min(100, (v.progress.positionSeconds / v.progress.durationSeconds) * 100);
                return (
                  <li key={v.id}>
                    <UnstyledButton
                      className={classes.videoItem}
                      data-active={v.id === selectedId || undefined}
                      aria-current={v.id === selectedId ? "true" : undefined}
                      onClick={() => onSelect(v)}
                    >
                      <span
                        className={classes.videoMark}
                        data-done={v.progress.completed || undefined}
                        aria-hidden
                      >
                        {v.progress.completed ? "✓" : "▶"}
                      </span>
                      <span className={classes.videoText}>
                        <Text size="sm" fw={600} component="span" className={classes.videoTitle}>
                          {v.title}
                        </Text>
                        <Text size="xs" c="dimmed" component="span" display="block">
                          {videoStatus(v)}
                        </Text>
                        <span className={classes.videoBar} aria-hidden>
                          <span style={{ width: `${ratio}%` }} />
                        </span>
                      </span>
                      {v.durationSeconds !== null && (
                        <Badge variant="light" color="gray" size="sm" className={classes.videoDuration}>
                          {formatClock(v.durationSeconds)}
                        </Badge>
                      )}
                    </UnstyledButton>
                  </li>
                );
              })}
              {m.videos.length === 0 && (
                <li>
                  <Text size="xs" c="dimmed" px="sm" py={6}>
                    No videos in this module yet.
                  </Text>
                </li>
              )}
            </ol>
          </li>
        ))}
      </ol>
    </nav>
  );
}
