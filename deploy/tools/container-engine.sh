#!/usr/bin/env bash
# Make sure a Docker engine answers, for the container tests (`make containers`, run by `make test`).
#
# An engine that already answers (`docker info`) is used as it is, whatever it is. Otherwise, as root on a Debian
# machine, this installs Debian's docker.io (and debootstrap, which deploy/tools/base-images.sh needs) when they are
# missing and starts dockerd in the background with the vfs storage driver (it works where overlayfs does not, such
# as inside another container). Idempotent: a second run finds the engine and does nothing.
#
# Environment: KG_DOCKERD_LOG (default /var/log/kg-dockerd.log), KG_DOCKERD_WAIT seconds (default 90).
set -euo pipefail

log=${KG_DOCKERD_LOG:-/var/log/kg-dockerd.log}
wait_for=${KG_DOCKERD_WAIT:-90}

answers() { docker info >/dev/null 2>&1; }

if command -v docker >/dev/null && answers; then
    echo "container-engine: a Docker engine answers ($(docker version --format '{{.Server.Version}}' 2>/dev/null))" >&2
    exit 0
fi

if [ "$(id -u)" != 0 ]; then
    echo "container-engine: no Docker engine answers, and starting one needs root; start Docker and run again" >&2
    exit 1
fi

missing=()
command -v dockerd >/dev/null || missing+=(docker.io)
command -v debootstrap >/dev/null || missing+=(debootstrap)
if [ ${#missing[@]} -gt 0 ]; then
    if ! command -v apt-get >/dev/null; then
        echo "container-engine: no Docker engine, and no apt-get to install ${missing[*]}; install Docker" >&2
        exit 1
    fi
    echo "container-engine: installing ${missing[*]} from Debian" >&2
    started=$SECONDS
    export DEBIAN_FRONTEND=noninteractive
    apt-get install -y --no-install-recommends "${missing[@]}" >/dev/null \
        || { apt-get update >/dev/null && apt-get install -y --no-install-recommends "${missing[@]}" >/dev/null; }
    echo "container-engine: installed in $((SECONDS - started))s" >&2
fi

# A dockerd of ours may be starting (a parallel run): only start one when none runs.
if ! pgrep -x dockerd >/dev/null; then
    echo "container-engine: starting dockerd (vfs storage driver); log in $log" >&2
    # setsid: the engine outlives this script and the make that ran it, and Ctrl-C in make does not stop it.
    setsid dockerd --storage-driver=vfs >>"$log" 2>&1 </dev/null &
fi

started=$SECONDS
until answers; do
    if [ $((SECONDS - started)) -ge "$wait_for" ]; then
        echo "container-engine: dockerd did not answer within ${wait_for}s; see $log" >&2
        tail -n 20 "$log" >&2 || true
        exit 1
    fi
    sleep 1
done
echo "container-engine: Docker $(docker version --format '{{.Server.Version}}') answers after $((SECONDS - started))s" >&2
