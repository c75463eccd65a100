"""The peers: graphql-core and ariadne-codegen, installed from PyPI into a virtual environment
under .build/, and how each is run on one schema."""

import os
import shutil
import subprocess
import sys

# Pinned so that numbers from different days compare; bump deliberately.
PEER_PACKAGES = ["graphql-core==3.2.14", "ariadne-codegen==0.19.0"]


class Peers:
    def __init__(self, root, work):
        self.venv = os.path.join(root, ".build", "bench-venv")
        self.python = os.path.join(self.venv, "bin", "python")
        self.ariadne = os.path.join(self.venv, "bin", "ariadne-codegen")
        self.graphql_core_script = os.path.join(root, "Benchmarks", "graphql_core_build.py")
        self.work = work

    def install(self, log):
        """Creates the virtual environment if needed and installs the pinned peers.
        Returns False (after saying why) when that fails, for instance offline."""
        if not os.path.exists(self.python):
            log(f"creating virtual environment {self.venv}")
            result = subprocess.run([sys.executable, "-m", "venv", self.venv], capture_output=True, text=True)
            if result.returncode != 0:
                log("cannot create the virtual environment: " + result.stderr.strip())
                return False
        log("installing " + " ".join(PEER_PACKAGES) + " from PyPI")
        result = subprocess.run(
            [self.python, "-m", "pip", "install", "--quiet", "--disable-pip-version-check"] + PEER_PACKAGES,
            capture_output=True, text=True,
        )
        if result.returncode != 0:
            log("cannot install the peers (offline?): " + result.stderr.strip()[-2000:])
            return False
        return True

    def graphql_core_command(self, schema):
        return [self.python, self.graphql_core_script, schema]

    @staticmethod
    def ariadne_supports(schema):
        """ariadne-codegen reads SDL files (or a live endpoint), not an introspection file."""
        return not schema.endswith(".json")

    def prepare_ariadne(self, label, schema):
        """Writes the pyproject.toml that makes `ariadne-codegen models_only` write the schema's
        enums and input types as a package, and returns (command, folder to run in, package
        folder to empty before each run)."""
        folder = os.path.join(self.work, "ariadne", label)
        os.makedirs(folder, exist_ok=True)
        target = os.path.join(folder, "out")
        package = "schema_types"
        with open(os.path.join(folder, "pyproject.toml"), "w", encoding="utf-8") as file:
            file.write(
                "[tool.ariadne-codegen]\n"
                f"schema_path = {toml_string(os.path.abspath(schema))}\n"
                "include_all_inputs = true\n"
                "include_all_enums = true\n"
                f"target_package_name = {toml_string(package)}\n"
                f"target_package_path = {toml_string(target)}\n"
            )
        return [self.ariadne, "models_only"], folder, target

    @staticmethod
    def reset_folder(path):
        shutil.rmtree(path, ignore_errors=True)
        os.makedirs(path)


def toml_string(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'
