#!/usr/bin/env bash
# Generates the cross-check corpus: for every schema file in ../shared/schemas (beside the
# checkout), 1,000 random valid documents and the used set of each (expected.json), into
# OUT_ROOT/<schema folder>-<file stem>/ (-<extension> added when the folder holds two
# schema files of that stem). See README.md beside this script.
#
#   Tests/CrossCheck/run.sh OUT_ROOT
#
# Prints "skipped: <reason>" and exits 0 when python3, graphql-core 3.2 or the schemas are
# missing; exits non-zero when the generator fails.
set -euo pipefail

COUNT=1000
SEED=20261128

if [ "$#" -ne 1 ]; then
    echo "usage: $0 OUT_ROOT" >&2
    exit 2
fi
out_root=$1
here=$(cd "$(dirname "$0")" && pwd)
repository=$(cd "$here/../.." && pwd)
schemas="$repository/../shared/schemas"
python=${PYTHON:-python3}

if ! command -v "$python" >/dev/null 2>&1; then
    echo "skipped: $python not found (the cross-check needs Python 3 and graphql-core 3.2)"
    exit 0
fi
if ! version=$("$python" -c 'import graphql; print(graphql.__version__)' 2>/dev/null); then
    echo "skipped: graphql-core not installed for $python (python3 -m pip install graphql-core==3.2.8)"
    exit 0
fi
case "$version" in
    3.2.*) ;;
    *)
        echo "skipped: graphql-core $version found, 3.2 needed (python3 -m pip install graphql-core==3.2.8)"
        exit 0
        ;;
esac
if [ ! -d "$schemas" ]; then
    echo "skipped: no schema folder at $schemas"
    exit 0
fi

mkdir -p "$out_root"
SECONDS=0
files=0
for schema in "$schemas"/*/*; do
    case "$schema" in
        *.expected.json) continue ;;
        *.graphql | *.graphqls | *.gql | *.json) ;;
        *) continue ;;
    esac
    folder=$(basename "$(dirname "$schema")")
    file=$(basename "$schema")
    stem=${file%.*}
    out="$out_root/$folder-$stem"
    # github-2021 holds schema.graphql and schema.json: each then gets its extension too.
    same_stem=0
    for other in "$(dirname "$schema")/$stem".*; do
        case "$other" in
            *.expected.json) ;;
            *.graphql | *.graphqls | *.gql | *.json) same_stem=$((same_stem + 1)) ;;
        esac
    done
    if [ "$same_stem" -gt 1 ]; then
        out="$out-${file##*.}"
    fi
    "$python" "$here/random_documents.py" "$schema" "$out" --count "$COUNT" --seed "$SEED"
    files=$((files + 1))
done
if [ "$files" -eq 0 ]; then
    echo "skipped: no schema files in $schemas"
    exit 0
fi
echo "cross-check: $files schema files, $COUNT documents each, seed $SEED, graphql-core $version, ${SECONDS} s, into $out_root"
