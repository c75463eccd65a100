"""Measurements of the generated code: how long `swift build` takes on it and which function
bodies and expressions the type checker is slowest on (`-warn-long-function-bodies`,
`-warn-long-expression-type-checking`, reported down to `threshold_ms`)."""

import os
import re
import shutil
import subprocess
import time

_WARNING = re.compile(
    r"^(?P<location>\S+?):(?P<line>\d+):(?P<column>\d+): warning: (?P<what>.+?) took (?P<ms>\d+)ms to type-check \(limit: \d+ms\)$"
)


class Hotspot:
    def __init__(self, location, line, what, milliseconds, origin):
        self.location = location          # file path, or `Module.Type.member` for synthesized code
        self.line = line
        self.what = what                  # "getter for property 'variableData'", "expression", ...
        self.milliseconds = milliseconds
        self.origin = origin              # "generated", "synthesized" or "other"

    def as_json(self):
        return {"location": self.location, "line": self.line, "what": self.what, "ms": self.milliseconds, "origin": self.origin}

    @property
    def short_what(self):
        """`what` with long argument lists elided: `initializer 'init(a:b:…)'`."""
        return self.what if len(self.what) <= 70 else self.what[:66] + "…)'"

    def label(self, root):
        where = os.path.relpath(self.location, root) if self.location.startswith("/") else self.location
        return f"{self.milliseconds} ms  {self.what}  ({where}:{self.line})"


def warning_flags(threshold_ms):
    flags = []
    for flag in (f"-warn-long-function-bodies={threshold_ms}", f"-warn-long-expression-type-checking={threshold_ms}"):
        flags += ["-Xswiftc", "-Xfrontend", "-Xswiftc", flag]
    return flags


def parse_hotspots(output, generated_roots):
    """Every timing warning in a build log, each place once (a synthesized member is reported
    by every frontend job that needs it), slowest first."""
    slowest = {}
    for line in output.splitlines():
        match = _WARNING.match(line.strip())
        if not match:
            continue
        location = match.group("location")
        if location.startswith("/"):
            origin = "generated" if any(location.startswith(root) for root in generated_roots) else "other"
        else:
            origin = "synthesized"  # compiler-derived members: `Module.Type.__derived_struct_equals`
        key = (location, match.group("line"), match.group("column"), match.group("what"))
        milliseconds = int(match.group("ms"))
        if key not in slowest or slowest[key].milliseconds < milliseconds:
            slowest[key] = Hotspot(location, int(match.group("line")), match.group("what"), milliseconds, origin)
    return sorted(slowest.values(), key=lambda spot: -spot.milliseconds)


def build(package, threshold_ms, generated_roots, clean=True):
    """A debug `swift build` of `package`; returns (seconds, hotspots)."""
    if clean:
        shutil.rmtree(os.path.join(package, ".build"), ignore_errors=True)
    command = ["swift", "build", "--package-path", package] + warning_flags(threshold_ms)
    start = time.perf_counter()
    result = subprocess.run(command, capture_output=True, text=True)
    seconds = time.perf_counter() - start
    if result.returncode != 0:
        raise RuntimeError(f"swift build of {package} failed:\n{(result.stdout + result.stderr)[-6000:]}")
    return seconds, parse_hotspots(result.stdout + result.stderr, generated_roots)


def summarize(hotspots, root, top=5):
    """The JSON form: the slowest few of each origin, and the maximum of each."""
    summary = {}
    for origin in ("generated", "synthesized", "other"):
        spots = [spot for spot in hotspots if spot.origin == origin]
        summary[origin] = {
            "max_ms": spots[0].milliseconds if spots else 0,
            "slowest": [dict(spot.as_json(), location=_relative(spot.location, root)) for spot in spots[:top]],
        }
    return summary


def _relative(location, root):
    return os.path.relpath(location, root) if location.startswith("/") else location


def corpus_package(folder, modules, relay_path):
    """Writes Package.swift for a package with one library target per generated module
    (generated with `--layout sources` into Sources/<module>), all depending on Relay."""
    targets = ",\n".join(
        f'        .target(name: "{name}", dependencies: [.product(name: "Relay", package: "Relay")])' for name in modules
    )
    text = (
        "// swift-tools-version:5.9\n"
        "import PackageDescription\n\n"
        "let package = Package(\n"
        '    name: "BenchmarkCorpus",\n'
        f'    dependencies: [.package(path: "{relay_path}")],\n'
        "    targets: [\n"
        f"{targets}\n"
        "    ]\n"
        ")\n"
    )
    with open(os.path.join(folder, "Package.swift"), "w", encoding="utf-8") as file:
        file.write(text)


# MARK: - Ways to build variableData, compared on the wide input

def compile_relay_module(relay_path, output_folder):
    """Compiles the stand-in Relay module once, for `swiftc -typecheck -I`."""
    os.makedirs(output_folder, exist_ok=True)
    sources = sorted(
        os.path.join(root, name)
        for root, _, names in os.walk(os.path.join(relay_path, "Sources", "Relay"))
        for name in names if name.endswith(".swift")
    )
    command = ["swiftc", "-emit-module", "-module-name", "Relay", "-parse-as-library",
               "-emit-module-path", os.path.join(output_folder, "Relay.swiftmodule")] + sources
    result = subprocess.run(command, capture_output=True, text=True)
    if result.returncode != 0:
        raise RuntimeError("cannot compile the stand-in Relay module:\n" + result.stderr[-4000:])
    return output_folder


_VARIABLE_DATA = re.compile(r"\n    public var variableData: [\w.]+ \{\n.*?\n    \}\n", re.S)
_STORED = re.compile(r"^    public var (`?\w+`?): ", re.M)


def variable_data_variants(names):
    """Alternative bodies of `variableData` for fields `names` (all sent, nil as null)."""
    def getter(lines):
        return "\n    public var variableData: VariableData {\n" + "".join(f"        {line}\n" for line in lines) + "    }\n"

    def key(name):
        return '"' + name.strip("`") + '"'

    def merged_chunks(size):
        chunks = [names[i:i + size] for i in range(0, len(names), size)]
        lines = ["var data: VariableData = ["] + [f"    {key(n)}: {n}," for n in chunks[0]] + ["]"]
        for chunk in chunks[1:]:
            lines += ["data.merge(["] + [f"    {key(n)}: {n}," for n in chunk] + ["] as VariableData)"]
        return getter(lines + ["return data"])

    def separate_getters(size):
        chunks = [names[i:i + size] for i in range(0, len(names), size)]
        lines = ["var data: VariableData = variableDataPart0"] + [f"data.merge(variableDataPart{i})" for i in range(1, len(chunks))]
        text = getter(lines + ["return data"])
        for number, chunk in enumerate(chunks):
            text += f"\n    private var variableDataPart{number}: VariableData {{\n        [\n"
            text += "".join(f"            {key(n)}: {n},\n" for n in chunk) + "        ]\n    }\n"
        return text

    return {
        "one dictionary literal": getter(["["] + [f"    {key(n)}: {n}," for n in names] + ["]"]),
        "typed [String: any VariableValueConvertible] literal": getter(
            ["let fields: [String: any VariableValueConvertible] = ["] + [f"    {key(n)}: {n}," for n in names]
            + ["]", "return VariableData(fields)"]),
        "literal of .variableValue": getter(["["] + [f"    {key(n)}: {n}.variableValue," for n in names] + ["]"]),
        "one updateValue statement per field": getter(
            ["var fields: [String: any VariableValueConvertible] = [:]", f"fields.reserveCapacity({len(names)})"]
            + [f"fields.updateValue({n}, forKey: {key(n)})" for n in names] + ["return VariableData(fields)"]),
        "literals of 16 merged": merged_chunks(16),
        "literals of 100 merged": merged_chunks(100),
        "literals of 50 in separate getters, merged": separate_getters(50),
    }


def compare_variable_data(module_folder, module_name, input_file, relay_module, work):
    """Type-checks the generated module once per way of building the wide input's
    `variableData`; returns {variant: (getter body ms, slowest expression in it ms)}."""
    with open(input_file, encoding="utf-8") as file:
        original = file.read()
    match = _VARIABLE_DATA.search(original)
    if not match:
        raise RuntimeError(f"no variableData getter found in {input_file}")
    names = [name for name in _STORED.findall(original[:match.start()]) if name != "variableData"]
    results = {}
    for variant, getter in variable_data_variants(names).items():
        copy = os.path.join(work, "variable-data")
        shutil.rmtree(copy, ignore_errors=True)
        shutil.copytree(module_folder, copy)
        target = os.path.join(copy, os.path.relpath(input_file, module_folder))
        with open(target, "w", encoding="utf-8") as file:
            file.write(original[:match.start()] + getter + original[match.end():])
        first_line = original.count("\n", 0, match.start()) + 2
        last_line = first_line + getter.count("\n")
        sources = sorted(os.path.join(r, n) for r, _, ns in os.walk(copy) for n in ns if n.endswith(".swift"))
        command = ["swiftc", "-typecheck", "-module-name", module_name, "-I", relay_module,
                   "-Xfrontend", "-warn-long-function-bodies=1", "-Xfrontend", "-warn-long-expression-type-checking=1"] + sources
        result = subprocess.run(command, capture_output=True, text=True)
        if result.returncode != 0:
            raise RuntimeError(f"variant '{variant}' does not compile:\n{result.stderr[-4000:]}")
        spots = [spot for spot in parse_hotspots(result.stderr, [copy])
                 if spot.location == target and first_line <= spot.line <= last_line]
        body = max((s.milliseconds for s in spots if "variableData" in s.what), default=0)  # any variableData* getter
        expression = max((s.milliseconds for s in spots if s.what == "expression"), default=0)
        results[variant] = (body, expression)
    return results
