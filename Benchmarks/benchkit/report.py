"""Formatting: Markdown tables on standard output, the machine description, JSON."""

import datetime
import json
import os
import platform
import statistics
import subprocess


def milliseconds(seconds):
    return f"{seconds * 1000:.1f}" if seconds < 10 else f"{seconds * 1000:.0f}"


def timing(series):
    """`12.3 ms (11.9–13.0)`: median, then the fastest and slowest run."""
    if series is None or not series.samples:
        return "n/a"
    if len(series.samples) == 1:
        return f"{milliseconds(series.median)} ms"
    return f"{milliseconds(series.median)} ms ({milliseconds(series.minimum)}–{milliseconds(series.maximum)})"


def ratio(numerator, denominator):
    if numerator is None or denominator is None or not numerator.samples or not denominator.samples:
        return None
    return numerator.median / denominator.median


def round_ratios(numerator, denominator):
    """Each round's numerator over the same round's denominator, or None unless both ran in
    every round."""
    if numerator is None or denominator is None or len(numerator.samples) < 2 \
            or len(numerator.samples) != len(denominator.samples):
        return None
    return [n / d for n, d in zip(numerator.walls, denominator.walls)]


def spread(values, show):
    """`1.45x (1.30–1.62)`: the median, then the lowest and highest value, each shown by `show`."""
    return f"{show(statistics.median(values))} ({show(min(values))}–{show(max(values))})"


def format_ratio(value):
    if value is None:
        return "n/a"
    return f"{value:.0f}x" if value >= 10 else f"{value:.2f}x"


def megabytes(kilobytes):
    return f"{kilobytes / 1024:.1f} MB"


def table(header, rows):
    lines = ["| " + " | ".join(header) + " |", "|" + "|".join("---" for _ in header) + "|"]
    lines += ["| " + " | ".join(str(cell) for cell in row) + " |" for row in rows]
    return "\n".join(lines)


def machine():
    """What the numbers were measured on."""
    info = {
        "date": datetime.datetime.now().astimezone().isoformat(timespec="seconds"),
        "os": platform.system(),
        "kernel": platform.release(),
        "cores": os.cpu_count(),
        "python": platform.python_version(),
    }
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as file:
            for line in file:
                if line.startswith("model name"):
                    info["cpu"] = line.split(":", 1)[1].strip()
                    break
        with open("/proc/meminfo", encoding="utf-8") as file:
            total = file.readline().split()[1]
            info["memory_gb"] = round(int(total) / 1024 / 1024, 1)
    except OSError:
        pass
    try:
        with open("/etc/os-release", encoding="utf-8") as file:
            for line in file:
                if line.startswith("PRETTY_NAME="):
                    info["distribution"] = line.split("=", 1)[1].strip().strip('"')
    except OSError:
        pass
    try:
        version = subprocess.run(["swift", "--version"], capture_output=True, text=True).stdout.strip().splitlines()
        info["swift"] = next((line for line in version if "Swift version" in line), version[0] if version else "?")
    except OSError:
        info["swift"] = "?"
    return info


def write_json(path, document):
    os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
    with open(path, "w", encoding="utf-8") as file:
        json.dump(document, file, indent=2)
        file.write("\n")
