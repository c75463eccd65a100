#!/usr/bin/env python3
"""The used set of an app's documents, by the rule of random_documents.py (`used_types`).

    used_set.py SCHEMA_FILE DOCUMENT... [--validate]

Parses every DOCUMENT (`.graphql` files of executable definitions, and client schema
extensions if any), takes all their definitions together as one document, and prints the
enums, input objects and custom scalars it uses, one name a line, sorted. With --validate it
first validates that document with graphql-core's specified rules (all of them: an app's
fragments are all spread somewhere) and exits 1 on an error.
"""

import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from random_documents import load_schema, schema_with_extensions, used_types  # noqa: E402
from graphql import DocumentNode, parse, specified_rules, validate  # noqa: E402


def read_documents(paths):
    definitions = []
    for path in paths:
        with open(path, encoding="utf-8") as file:
            definitions.extend(parse(file.read(), no_location=False).definitions)
    return DocumentNode(definitions=definitions)


def main(argv=None):
    parser = argparse.ArgumentParser(description="The types an app's documents use.")
    parser.add_argument("schema", metavar="SCHEMA_FILE")
    parser.add_argument("documents", metavar="DOCUMENT", nargs="+")
    parser.add_argument("--validate", action="store_true",
                        help="validate the documents together first (every specified rule)")
    args = parser.parse_args(argv)
    schema, note = load_schema(args.schema)
    if note:
        print("%s: %s" % (args.schema, note), file=sys.stderr)
    document = read_documents(args.documents)
    if args.validate:
        extended, executable = schema_with_extensions(schema, document)
        errors = validate(extended, executable, specified_rules)
        for error in errors:
            print("error: %s" % error, file=sys.stderr)
        if errors:
            return 1
    for name in used_types(schema, document):
        print(name)
    return 0


if __name__ == "__main__":
    sys.exit(main())
