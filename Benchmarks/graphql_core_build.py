"""The graphql-core peer: reads one schema file and builds a GraphQLSchema from it, nothing else.

SDL is parsed and built with `assume_valid=True`, the way ariadne-codegen builds it (GitHub's
SDL defines one object field twice, which graphql-core's SDL validation rejects); an
introspection result (.json) is built with `build_client_schema`.

    python graphql_core_build.py SCHEMA
"""

import json
import sys

from graphql import build_client_schema, build_schema


def main(path):
    with open(path, encoding="utf-8") as file:
        text = file.read()
    if path.endswith(".json"):
        document = json.loads(text)
        schema = build_client_schema(document.get("data", document), assume_valid=True)
    else:
        schema = build_schema(text, assume_valid=True)
    if not schema.type_map:
        sys.exit("no types")


if __name__ == "__main__":
    main(sys.argv[1])
