#!/usr/bin/env bash
# Build grpcurl once into kg's cache, so the tests run the README's grpcurl examples as written. Prints its path.
set -euo pipefail
version=${KG_GRPCURL_VERSION:-v1.9.3}
exec bash "$(dirname "$0")/install-go-tool.sh" grpcurl github.com/fullstorydev/grpcurl \
    github.com/fullstorydev/grpcurl/cmd/grpcurl "$version" "-s -w -X main.version=$version"
