#!/usr/bin/env bash
# Build, once, local stand-ins for the base images the compose files and deploy/Dockerfile name, for machines that
# reach no image registry (ours). Images that already exist are reused, so a second run takes a second.
#
#   kg-local/debian:bookworm          debootstrap --variant=minbase bookworm, imported (the root of the two below)
#   kg-local/python:3.11-bookworm     Debian's python3 (3.11) with venv and CA certificates: stands in for
#                                     python:3.11-slim-bookworm (build argument PYTHON_IMAGE of deploy/Dockerfile)
#   kg-local/dgraph:<version>         the locally built dgraph binary (kg dgraph ensure) with curl for the health
#                                     checks: stands in for dgraph/dgraph (KG_DGRAPH_IMAGE in the compose files)
#
# The Dgraph image is tagged with the version of the binary inside it (v25.3.8 here): never with the version the
# deployment files pin, which it is not. Prints the variables the compose files read, one per line:
#   KG_PYTHON_IMAGE=…  KG_DGRAPH_IMAGE=…
# Environment: KG_DGRAPH_BIN (a dgraph binary; default: what `.venv/bin/kg dgraph ensure` prints),
# KG_DEBIAN_MIRROR (default http://deb.debian.org/debian).
set -euo pipefail

root=$(cd "$(dirname "$0")/../.." && pwd)
mirror=${KG_DEBIAN_MIRROR:-http://deb.debian.org/debian}
debian_image=kg-local/debian:bookworm
python_image=kg-local/python:3.11-bookworm

exists() { docker image inspect "$1" >/dev/null 2>&1; }
say() { echo "base-images: $*" >&2; }

if ! docker info >/dev/null 2>&1; then
    say "no Docker engine answers (run deploy/tools/container-engine.sh, or make containers)"
    exit 1
fi

dgraph_bin=${KG_DGRAPH_BIN:-}
if [ -z "$dgraph_bin" ]; then
    dgraph_bin=$("$root/.venv/bin/kg" dgraph ensure)
fi
dgraph_version=$("$dgraph_bin" version 2>/dev/null | sed -n 's/^Dgraph version *: *//p' | head -n 1)
if [ -z "$dgraph_version" ]; then
    say "cannot tell the version of $dgraph_bin"
    exit 1
fi
dgraph_image=kg-local/dgraph:$dgraph_version

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

if ! exists "$debian_image"; then
    if ! command -v debootstrap >/dev/null; then
        say "debootstrap is needed to build $debian_image (apt-get install debootstrap)"
        exit 1
    fi
    say "building $debian_image with debootstrap (once; about half a minute)"
    started=$SECONDS
    debootstrap --variant=minbase bookworm "$work/rootfs" "$mirror" >"$work/debootstrap.log" 2>&1 \
        || { tail -n 30 "$work/debootstrap.log" >&2; exit 1; }
    # Package lists are fetched again by each image that installs something; drop them and the apt cache.
    rm -rf "$work/rootfs/var/lib/apt/lists/"* "$work/rootfs/var/cache/apt/"*.bin
    tar -C "$work/rootfs" -c . | docker import \
        --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
        --change 'CMD ["bash"]' - "$debian_image" >/dev/null
    rm -rf "$work/rootfs"
    say "$debian_image built in $((SECONDS - started))s"
fi

apt_install='export DEBIAN_FRONTEND=noninteractive && apt-get update -qq && apt-get install -y -qq --no-install-recommends'
apt_clean='apt-get clean && rm -rf /var/lib/apt/lists/*'

if ! exists "$python_image"; then
    say "building $python_image from Debian's python3 (once)"
    started=$SECONDS
    mkdir -p "$work/python"
    # `python` and `pip` as the upstream image has them: deploy/Dockerfile makes its own venv anyway.
    DOCKER_BUILDKIT=0 docker build -q -t "$python_image" -f - "$work/python" >/dev/null <<EOF
FROM $debian_image
RUN $apt_install python3 python3-venv python-is-python3 ca-certificates passwd >/dev/null && $apt_clean
ENV LANG=C.UTF-8
CMD ["python3"]
EOF
    say "$python_image built in $((SECONDS - started))s"
fi

if ! exists "$dgraph_image"; then
    say "building $dgraph_image from $dgraph_bin (once)"
    started=$SECONDS
    mkdir -p "$work/dgraph"
    cp "$dgraph_bin" "$work/dgraph/dgraph"
    # As the upstream image: dgraph on PATH, data under /dgraph; curl for the compose files' health checks.
    DOCKER_BUILDKIT=0 docker build -q -t "$dgraph_image" -f - "$work/dgraph" >/dev/null <<EOF
FROM $debian_image
RUN $apt_install curl ca-certificates >/dev/null && $apt_clean
COPY dgraph /usr/local/bin/dgraph
WORKDIR /dgraph
EXPOSE 5080 6080 7080 8080 9080
CMD ["dgraph"]
EOF
    say "$dgraph_image built in $((SECONDS - started))s"
fi

echo "KG_PYTHON_IMAGE=$python_image"
echo "KG_DGRAPH_IMAGE=$dgraph_image"
