#!/usr/bin/env bash
# Build the Docker Compose CLI once into kg's cache, so tests/deploy can run `compose config` (parse, interpolate,
# validate) on machines that have no Docker engine or compose plugin. Prints the binary's path. Idempotent: a
# binary already in the cache is reused, so `make deploy-tools` costs nothing after the first run.
#
# Why not `go install pkg@version`: it also asks the module proxy for the module's version list, which some
# proxies refuse; a throw-away module with `go get` + `go build` needs only the pinned version.
# v5.5.1 needs Go >= 1.26.3 (v5.6.0 needs 1.26.8, v5.7.0 1.26.10), which leaves headroom on older toolchains. Its
# go.mod has no replace directives, so as a dependency it resolves the same module versions as its own build.
set -euo pipefail

version=${KG_COMPOSE_VERSION:-v5.5.1}
module=github.com/docker/compose/v5
cache=${KG_CACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/kg}
target=$cache/compose-$version/docker-compose

if [ -x "$target" ]; then
    echo "$target"
    exit 0
fi
if ! command -v go >/dev/null; then
    echo "install-compose: the Go toolchain (>= 1.26.3) is needed to build Docker Compose $version" >&2
    exit 1
fi

mkdir -p "$(dirname "$target")"
work=$(mktemp -d "$cache/compose-build-XXXXXX")
trap 'rm -rf "$work"' EXIT
cd "$work"
export GOTOOLCHAIN=local GOFLAGS="-mod=mod -buildvcs=false"
echo "install-compose: building Docker Compose $version into $target (once; a few minutes)" >&2
go mod init kg.local/compose-build >/dev/null 2>&1
go get "$module/cmd@$version"
# -X sets the version that `docker-compose version` reports; -s -w drop debug symbols (about a third smaller).
go build -trimpath -ldflags "-s -w -X $module/internal.Version=$version" -o "$target.tmp" "$module/cmd"
mv "$target.tmp" "$target"
echo "$target"
