"""Fresh folders for the generated trees, none of them deleted until every measurement is done.

Deleting hundreds of files just before creating as many can make the creation several times
slower, and unevenly so: ext4 without a journal (this project's CI machines) passes over every
inode freed in the last minute or more when it allocates a new one (`recently_deleted` in
fs/ext4/ialloc.c), scanning from the start of the block group each time. A benchmark that
removed each run's output before the next measured that scan, not the tools. So every run
writes into a folder of its own, the tool's output and the floor's side by side (the same
block group, the same conditions), and all of them are removed at the very end."""

import glob
import itertools
import os
import shutil


class Trees:
    def __init__(self, work):
        self.work = work
        self.root = os.path.join(work, f"trees-{os.getpid()}")
        self._numbers = itertools.count(1)

    def fresh(self, label):
        """A new, empty folder for one run's trees."""
        folder = os.path.join(self.root, label, str(next(self._numbers)))
        os.makedirs(folder)
        return folder

    def remove_all(self):
        """Removes this run's trees and any left behind by interrupted runs."""
        for folder in glob.glob(os.path.join(self.work, "trees-*")):
            shutil.rmtree(folder, ignore_errors=True)
