"""Fresh folders for the generated trees, none of them deleted until every measurement is done.

Deleting hundreds of files just before creating as many can make the creation several times
slower, and unevenly so: ext4 without a journal (this project's CI machines) passes over every
inode freed in the last minute or more when it allocates a new one (`recently_deleted` in
fs/ext4/ialloc.c), scanning from the start of the block group each time. A benchmark that
removed each run's output before the next measured that scan, not the tools. So every run
writes into a folder of its own, the tool's output and the floor's side by side (the same
block group, the same conditions), and all of them are removed at the very end. Removing them
starts the same clock for the next run, so the removal is synced to disk and stamped, and a
run that starts sooner than six minutes after it first waits out the rest. A clean inode table
block's freed inodes are passed over for 60 seconds, a dirty one's for 360, and the next run's
own new files dirty the very blocks that hold the freed inodes (the allocator places them just
past those it passes over): a run started 65 seconds after another's removal measured its floor
at 13-46 ms instead of 14-16."""

import glob
import itertools
import os
import shutil
import time


def differences(expected, actual):
    """The relative paths of files that differ between two trees (missing on either side, or
    other bytes); empty when the trees hold the same files with the same contents."""
    def files(root):
        found = {}
        for folder, _, names in os.walk(root):
            for name in names:
                path = os.path.join(folder, name)
                found[os.path.relpath(path, root)] = path
        return found
    left, right = files(expected), files(actual)
    different = sorted(set(left) ^ set(right))
    for relative in sorted(set(left) & set(right)):
        with open(left[relative], "rb") as a, open(right[relative], "rb") as b:
            if a.read() != b.read():
                different.append(relative)
    return different

# How long ext4 passes over a freed inode whose inode table block is dirty, plus a margin.
FORGET_SECONDS = 365


class Trees:
    def __init__(self, work):
        self.work = work
        self.root = os.path.join(work, f"trees-{os.getpid()}")
        self._numbers = itertools.count(1)

    def wait_for_earlier_removal(self, log):
        """Sleeps until the trees an earlier run removed no longer slow down creating files."""
        try:
            with open(self._stamp(), encoding="utf-8") as file:
                removed = float(file.read().strip())
        except (OSError, ValueError):
            return
        remaining = removed + FORGET_SECONDS - time.time()
        if remaining > 0:
            log(f"waiting {remaining:.0f} s: an earlier run removed its trees just now, and creating files "
                "where many were deleted a moment ago is slower (see README, Performance)")
            time.sleep(remaining)

    def fresh(self, label):
        """A new, empty folder for one run's trees."""
        folder = os.path.join(self.root, label, str(next(self._numbers)))
        os.makedirs(folder)
        return folder

    def remove_all(self):
        """Removes this run's trees and any left behind by interrupted runs."""
        folders = glob.glob(os.path.join(self.work, "trees-*"))
        for folder in folders:
            shutil.rmtree(folder, ignore_errors=True)
        if folders:
            os.sync()
            with open(self._stamp(), "w", encoding="utf-8") as file:
                file.write(f"{time.time()}\n")

    def _stamp(self):
        return os.path.join(self.work, "trees-removed-at")
