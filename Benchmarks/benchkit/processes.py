"""Runs a command as a child process and measures it: wall time, CPU time and peak memory."""

import os
import shutil
import statistics
import subprocess
import tempfile
import time
from dataclasses import dataclass, field


@dataclass
class Sample:
    wall: float        # seconds
    user: float        # seconds
    system: float      # seconds
    max_rss_kb: int    # peak resident set size of the process (and its waited-for children)


class CommandFailed(Exception):
    def __init__(self, command, status, stderr):
        super().__init__(f"{' '.join(command)} exited with status {status}:\n{stderr[-4000:]}")


def settle():
    """Writes back what earlier runs left in the page cache (sync(2)), untimed, so that no
    measured run shares the disk with the write-back of the files a run before it created."""
    os.sync()


def run_measured(command, cwd=None, env=None, stdout=subprocess.DEVNULL):
    """Runs `command` and returns a Sample. The rusage comes from wait4 on this very child,
    so peak memory is the process's own (not the largest of all children so far). The disk
    is settled first (`settle`)."""
    settle()
    start = time.perf_counter()
    process = subprocess.Popen(command, cwd=cwd, env=env, stdout=stdout, stderr=subprocess.PIPE)
    # Read stderr fully before wait4, so a chatty child cannot block on a full pipe.
    stderr = process.stderr.read()
    _, status, usage = os.wait4(process.pid, 0)
    wall = time.perf_counter() - start
    process.returncode = os.waitstatus_to_exitcode(status)
    process.stderr.close()
    if process.returncode != 0:
        raise CommandFailed(command, process.returncode, stderr.decode("utf-8", "replace"))
    return Sample(wall=wall, user=usage.ru_utime, system=usage.ru_stime, max_rss_kb=usage.ru_maxrss)


def run_checked(command, cwd=None, env=None):
    """Runs `command`, returns its standard output as text; raises CommandFailed on failure."""
    result = subprocess.run(command, cwd=cwd, env=env, capture_output=True, text=True)
    if result.returncode != 0:
        raise CommandFailed(command, result.returncode, result.stderr + result.stdout)
    return result.stdout


def gnu_time():
    """The path of GNU time if it is installed (it measures a child's peak memory exactly)."""
    path = shutil.which("time") or ("/usr/bin/time" if os.path.exists("/usr/bin/time") else None)
    if not path:
        return None
    probe = subprocess.run([path, "-f", "%M", "true"], capture_output=True, text=True)
    return path if probe.returncode == 0 and probe.stderr.strip().isdigit() else None


def peak_memory_kb(command, cwd=None):
    """The peak resident set of one run of `command`, in KB, and how it was measured.

    With GNU time the figure is the command's own. Without it, it comes from wait4, whose
    ru_maxrss on Linux also counts the memory of this Python process at the moment it
    started the child (exec folds the parent's high-water mark in), so it is an upper bound."""
    timer = gnu_time()
    if timer:
        with tempfile.NamedTemporaryFile(mode="r", suffix=".txt") as report:
            run_checked([timer, "-f", "%M", "-o", report.name] + command, cwd=cwd)
            return int(report.read().strip().splitlines()[-1]), "GNU time"
    return run_measured(command, cwd=cwd).max_rss_kb, "wait4 (upper bound: includes the benchmark's own memory)"


@dataclass
class Series:
    """The samples of one measurement (one tool on one input)."""
    samples: list = field(default_factory=list)

    def add(self, sample):
        self.samples.append(sample)

    @property
    def walls(self):
        return [s.wall for s in self.samples]

    @property
    def median(self):
        return statistics.median(self.walls)

    @property
    def minimum(self):
        return min(self.walls)

    @property
    def maximum(self):
        return max(self.walls)

    peak_kb: int = 0            # from peak_memory_kb, measured in a run of its own
    peak_method: str = ""

    @property
    def peak_rss_kb(self):
        return self.peak_kb

    def summary(self):
        return {
            "median_s": self.median,
            "min_s": self.minimum,
            "max_s": self.maximum,
            "runs": len(self.samples),
            "peak_rss_kb": self.peak_rss_kb,
            "peak_rss_method": self.peak_method,
            "user_median_s": statistics.median(s.user for s in self.samples),
            "system_median_s": statistics.median(s.system for s in self.samples),
            "samples_s": [round(w, 6) for w in self.walls],
        }
