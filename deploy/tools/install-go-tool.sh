#!/usr/bin/env bash
# Build a Go command once into kg's cache and print the binary's path. Idempotent: a binary already in the cache
# is reused, so later runs cost nothing.
#
# Usage: install-go-tool.sh NAME MODULE PACKAGE VERSION [LDFLAGS]
#   builds PACKAGE of MODULE@VERSION into <cache>/NAME-VERSION/NAME
#
# Why not `go install pkg@version`: it also asks the module proxy for the module's version list, which some
# proxies refuse; a throw-away module with `go get` + `go build` needs only the pinned version.
set -euo pipefail

name=$1 module=$2 package=$3 version=$4 ldflags=${5:-"-s -w"}
cache=${KG_CACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/kg}
target=$cache/$name-$version/$name

if [ -x "$target" ]; then
    echo "$target"
    exit 0
fi
if ! command -v go >/dev/null; then
    echo "install-go-tool: the Go toolchain is needed to build $name $version" >&2
    exit 1
fi

mkdir -p "$(dirname "$target")"
work=$(mktemp -d "$cache/$name-build-XXXXXX")
trap 'rm -rf "$work"' EXIT
cd "$work"
export GOTOOLCHAIN=local GOFLAGS="-mod=mod -buildvcs=false"
echo "install-go-tool: building $name $version into $target (once; a few minutes)" >&2
go mod init "kg.local/$name-build" >/dev/null 2>&1
go get "$package@$version"
go build -trimpath -ldflags "$ldflags" -o "$target.tmp" "$package"
mv "$target.tmp" "$target"
echo "$target"
