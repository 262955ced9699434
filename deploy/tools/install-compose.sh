#!/usr/bin/env bash
# Build the Docker Compose CLI once into kg's cache, so tests/deploy can run `compose config` (parse, interpolate,
# validate) on machines that have no Docker engine or compose plugin. Prints the binary's path.
#
# v5.5.1 needs Go >= 1.26.3 (v5.6.0 needs 1.26.8, v5.7.0 1.26.10), which leaves headroom on older toolchains. Its
# go.mod has no replace directives, so as a dependency it resolves the same module versions as its own build.
set -euo pipefail

version=${KG_COMPOSE_VERSION:-v5.5.1}
module=github.com/docker/compose/v5
# -X sets the version that `docker-compose version` reports; -s -w drop debug symbols (about a third smaller).
exec bash "$(dirname "$0")/install-go-tool.sh" docker-compose "$module" "$module/cmd" "$version" \
    "-s -w -X $module/internal.Version=$version"
