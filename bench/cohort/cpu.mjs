// CPU accounting from /proc: a process's own time, the machine's busy time, and which processes to count (the
// PostgreSQL backends of the run's database, nginx's master and workers).
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";

const CLK_TCK = Number(spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout.trim()) || 100;

/** utime + stime of a process in milliseconds (0 once it has gone). */
export function pidCpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLK_TCK;
  } catch {
    return 0;
  }
}

/** The machine's busy CPU time in milliseconds, all cores (/proc/stat: user, nice, system and interrupts). */
export function machineBusyMs() {
  const [, ...fields] = readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/);
  const [user, nice, system, , , irq, softirq] = fields.map(Number);
  return ((user + nice + system + irq + softirq) * 1000) / CLK_TCK;
}

/** The PostgreSQL backends serving database `name` on this machine (their titles read "postgres: USER NAME ..."). */
export function databaseBackendPids(name) {
  const pids = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const title = readFileSync(`/proc/${entry}/cmdline`, "utf8").replace(/\0/g, " ");
      if (title.startsWith("postgres: ") && title.split(" ").includes(name)) pids.push(Number(entry));
    } catch {
      // gone
    }
  }
  return pids;
}

/** The nginx master and its workers. */
export function nginxPids(master) {
  const pids = [master];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (ppid === master) pids.push(Number(entry));
    } catch {
      // gone
    }
  }
  return pids;
}
