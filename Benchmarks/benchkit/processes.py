"""Runs a command as a child process and measures it: wall time, CPU time and peak memory."""

import os
import statistics
import subprocess
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


def run_measured(command, cwd=None, env=None, stdout=subprocess.DEVNULL):
    """Runs `command` and returns a Sample. The rusage comes from wait4 on this very child,
    so peak memory is the process's own (not the largest of all children so far)."""
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

    @property
    def peak_rss_kb(self):
        return max(s.max_rss_kb for s in self.samples)

    def summary(self):
        return {
            "median_s": self.median,
            "min_s": self.minimum,
            "max_s": self.maximum,
            "runs": len(self.samples),
            "peak_rss_kb": self.peak_rss_kb,
            "user_median_s": statistics.median(s.user for s in self.samples),
            "system_median_s": statistics.median(s.system for s in self.samples),
            "samples_s": [round(w, 6) for w in self.walls],
        }
