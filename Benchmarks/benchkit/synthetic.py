"""Synthetic schemas written by the benchmark:

- `scaled_schema`: n copies of a schema's enums and input objects (copy k > 1 renames every
  enum and input type `T` to `TCopyk`, and its references with it), plus the schema's custom
  scalars and directive definitions once. Descriptions, deprecations and defaults are kept, so
  1x is the schema's own enums and inputs, byte for byte.
- `wide_schema`: one input object with many fields of mixed types and one enum with many
  values, for the type-checking measurements.
"""

import re

_TOKEN = re.compile(r'''
    (?P<skip>[\s,\ufeff]+|\#[^\n\r]*)
  | (?P<block>"""(?:\\"""|(?!""")[\s\S])*""")
  | (?P<string>"(?:\\.|[^"\\\n\r])*")
  | (?P<name>[_A-Za-z][_0-9A-Za-z]*)
  | (?P<number>-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)
  | (?P<punct>\.\.\.|[!$&():=@\[\]{|}])
''', re.X)

_KEYWORDS = {"schema", "scalar", "type", "interface", "union", "enum", "input", "directive", "extend"}


def tokens(text):
    """(kind, start, end) of every significant token; raises ValueError on a character that
    starts no token."""
    result = []
    position = 0
    while position < len(text):
        match = _TOKEN.match(text, position)
        if not match:
            raise ValueError(f"unexpected character {text[position]!r} at offset {position}")
        if match.lastgroup != "skip":
            result.append((match.lastgroup, match.start(), match.end()))
        position = match.end()
    return result


class Definition:
    def __init__(self, keyword, name, name_span, start, end, references):
        self.keyword = keyword        # "enum", "input", "scalar", ...
        self.name = name              # None for `schema` and `extend schema`
        self.name_span = name_span    # (start, end) of the name, or None
        self.start = start            # offset of its description, or of the keyword
        self.end = end
        self.references = references  # (start, end) of every type name in input field types


def definitions(text):
    """The top-level definitions of an SDL document, in order."""
    toks = tokens(text)
    starts = []
    depth = 0
    pending_description = None
    for index, (kind, start, end) in enumerate(toks):
        word = text[start:end]
        if kind == "punct" and word in "{([":
            depth += 1
        elif kind == "punct" and word in "})]":
            depth -= 1
        elif depth == 0 and kind in ("string", "block"):
            pending_description = index
        elif depth == 0 and kind == "name" and word in _KEYWORDS and not _after_on(toks, text, index):
            starts.append(pending_description if pending_description is not None else index)
            pending_description = None
        else:
            pending_description = None if depth == 0 and kind != "name" else pending_description
    result = []
    for number, first in enumerate(starts):
        last = starts[number + 1] if number + 1 < len(starts) else len(toks)
        result.append(_definition(text, toks[first:last]))
    return result


def _after_on(toks, text, index):
    # `directive @d on ENUM | INPUT_OBJECT`: location names are uppercase, so a lowercase
    # keyword here is a real keyword; kept as a hook should a schema ever need it.
    return False


def _definition(text, toks):
    index = 0
    if toks[index][0] in ("string", "block"):
        index += 1
    keyword = text[toks[index][1]:toks[index][2]]
    if keyword == "extend":
        index += 1
        keyword = "extend " + text[toks[index][1]:toks[index][2]]
    name = None
    name_span = None
    if index + 1 < len(toks) and toks[index + 1][0] == "name":
        name_span = (toks[index + 1][1], toks[index + 1][2])
        name = text[name_span[0]:name_span[1]]
    elif index + 2 < len(toks) and text[toks[index + 1][1]:toks[index + 1][2]] == "@":
        name = "@" + text[toks[index + 2][1]:toks[index + 2][2]]
    references = []
    if keyword == "input":
        references = _input_field_type_references(text, toks)
    end = toks[-1][2]
    return Definition(keyword, name, name_span, toks[0][1], end, references)


def _input_field_type_references(text, toks):
    """In `input X { field: [Type!] = default @directive(arg: value) }`, the spans of the
    named types of the fields: the first name after a `:` at the body's own level."""
    references = []
    depth = 0
    expecting_type = False
    for kind, start, end in toks:
        word = text[start:end]
        if kind == "punct" and word in "{([":
            if not (expecting_type and word == "["):
                depth += 1
            continue
        if kind == "punct" and word in "})]":
            if not (word == "]" and depth == 1):
                depth -= 1
            continue
        if depth == 1 and kind == "punct" and word == ":":
            expecting_type = True
        elif expecting_type and kind == "name":
            references.append((start, end))
            expecting_type = False
    return references


def scaled_schema(text, copies):
    """The SDL of `copies` copies of the enums and input objects of `text` (see module doc)."""
    defs = definitions(text)
    renamed = {d.name for d in defs if d.keyword in ("enum", "input")}
    parts = []
    for d in defs:
        if d.keyword in ("scalar", "directive"):
            parts.append(text[d.start:d.end])
    for copy in range(1, copies + 1):
        suffix = "" if copy == 1 else f"Copy{copy}"
        for d in defs:
            if d.keyword not in ("enum", "input"):
                continue
            body = text[d.start:d.end]
            # Rename the definition's own name and every field type naming an enum or input.
            spans = sorted(d.references)
            output = []
            cursor = d.start
            for start, end in sorted(spans + [d.name_span]):
                output.append(text[cursor:start])
                word = text[start:end]
                output.append(word + suffix if word in renamed else word)
                cursor = end
            output.append(text[cursor:d.end])
            parts.append("".join(output) if suffix else body)
    return "\n\n".join(parts) + "\n"


# Field types of the wide input, cycled: scalars, enums, lists, nested inputs, custom scalars.
_WIDE_FIELD_TYPES = [
    "String", "String!", "Int", "Int!", "Float", "Boolean!", "ID", "[String!]", "[Int!]!",
    "Color", "Color!", "[Color!]", "Point", "[Point!]", "DateTime",
]


def wide_schema(fields, values):
    """An input object `Wide` with `fields` fields and an enum `Huge` with `values` values."""
    lines = [
        "scalar DateTime",
        "enum Color { RED GREEN BLUE }",
        "input Point { x: Int! y: Int! }",
        f'"""An enum with {values} values."""',
        "enum Huge {",
    ]
    lines += [f"  VALUE_{index:05d}" for index in range(values)]
    lines += ["}", f'"""An input object with {fields} fields."""', "input Wide {"]
    for index in range(fields):
        kind = _WIDE_FIELD_TYPES[index % len(_WIDE_FIELD_TYPES)]
        default = " = 42" if kind == "Int" and index % 2 == 0 else ""
        description = f'  "The field number {index}."\n' if index % 5 == 0 else ""
        lines.append(f"{description}  field{index:05d}: {kind}{default}")
    lines += ["}", "type Query { wide(input: Wide): Huge }"]
    return "\n".join(lines) + "\n"
