"""The deployment files parse and validate with real tools, and keep the properties operations rely on.

No Docker engine or cluster is needed: Docker Compose's own `config --quiet` checks each compose file (schema,
references between services, secrets and volumes, interpolation), and `kubernetes-validate` checks each
manifest in deploy/k8s against the Kubernetes API schemas it ships. `make deploy-tools` installs both.
Without a tool the tests skip, except under CI (`CI` set), where a missing tool is a failure.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

from kg.dgraph.launcher import BADGER_LSM, CACHE_SHARES

ROOT = Path(__file__).resolve().parents[2]
COMPOSE_FILES = [ROOT / "docker-compose.yml", ROOT / "deploy" / "docker-compose.cluster.yml"]
ACL_OVERRIDE = ROOT / "deploy" / "docker-compose.acl.yml"
TLS_OVERRIDE = ROOT / "deploy" / "docker-compose.tls.yml"
K8S_DIR = ROOT / "deploy" / "k8s"
HELM_VALUES = K8S_DIR / "dgraph-helm-values.yaml"
KUSTOMIZATION = K8S_DIR / "kustomization.yaml"
# gRPC probes are GA from Kubernetes 1.27: the oldest version the manifests promise to work on.
K8S_MIN_VERSION = "1.27.0"
INSTALL_HINT = "run `make deploy-tools`"
# In a container kg must listen on every interface, or nothing outside the container reaches it.
ALL_INTERFACES = "0.0.0.0"  # noqa: S104

# The oldest Dgraph image without the CVEs listed in deploy/README.md.
DGRAPH_IMAGE_TAG = "v25.4.0"
# Variables the compose files read (local stand-ins for the pinned images, the alpha's memory): cleared in the tests.
OVERRIDES = (
    "KG_IMAGE",
    "KG_DGRAPH_IMAGE",
    "KG_PYTHON_IMAGE",
    "KG_BUILD_CA_CERTS",
    "KG_TOKENS_SOURCE",
    "KG_DGRAPH_CACHE_MB",
    "KG_DGRAPH_GOMEMLIMIT",
)


def _missing(what: str) -> None:
    """A tool is not installed: `make test` installs it, so its absence fails the check rather than skipping it."""
    pytest.fail(f"{what} is not installed ({INSTALL_HINT})")


def _load_yaml(path: Path) -> Any:
    try:
        import yaml
    except ImportError:
        _missing("PyYAML (installed with kubernetes-validate)")
    return yaml.safe_load(path.read_text())


def _cache_dir() -> Path:
    # The same rule as kg.settings and deploy/tools/install-compose.sh.
    if os.environ.get("KG_CACHE_DIR"):
        return Path(os.environ["KG_CACHE_DIR"]).expanduser()
    return Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "kg"


def _compose_command() -> list[str]:
    """Docker Compose v2 or later: KG_COMPOSE_BIN, the binary `make deploy-tools` built, or Docker's plugin."""
    explicit = os.environ.get("KG_COMPOSE_BIN")
    if explicit:
        return [explicit]
    built = sorted(_cache_dir().glob("docker-compose-v*/docker-compose"))
    if built:
        return [str(built[-1])]
    candidates = []
    if shutil.which("docker"):
        candidates.append(["docker", "compose"])
    if shutil.which("docker-compose"):
        candidates.append(["docker-compose"])
    for command in candidates:
        # Compose v1 (Debian's docker-compose package) is too old for this file format: require v2+.
        version = subprocess.run(
            [*command, "version", "--short"], capture_output=True, text=True, check=False, timeout=30
        )
        if version.returncode == 0 and re.match(r"v?([2-9]|\d\d+)\.", version.stdout.strip()):
            return command
    _missing("Docker Compose v2+")
    raise AssertionError("unreachable")


@pytest.fixture(scope="module")
def compose() -> list[str]:
    return _compose_command()


@pytest.fixture(scope="module")
def kubernetes_validate() -> Any:
    try:
        import kubernetes_validate
    except ImportError:
        _missing("kubernetes-validate")
    return kubernetes_validate


def _run_compose(
    compose: list[str], files: list[Path], *args: str, env: dict[str, str] | None = None
) -> subprocess.CompletedProcess[str]:
    # Overrides are cleared so the committed defaults are checked, not a developer's (or the container tests').
    cleared = {k: "" for k in os.environ if k in OVERRIDES or k.startswith("KG_PUBLISH_")}
    environment = {**os.environ, **cleared, "KG_TOKENS_SOURCE": "", **(env or {})}
    command = [*compose, *(arg for f in files for arg in ("-f", str(f))), *args]
    return subprocess.run(command, capture_output=True, text=True, check=False, timeout=60, env=environment)


def _compose_model(compose: list[str], *files: Path, env: dict[str, str] | None = None) -> dict[str, Any]:
    """The files as Compose resolves them (anchors and overrides merged, paths absolute, defaults filled in)."""
    result = _run_compose(compose, list(files), "config", "--format", "json", env=env)
    assert result.returncode == 0, f"compose config failed for {[f.name for f in files]}:\n{result.stderr}"
    model: dict[str, Any] = json.loads(result.stdout)
    return model


def _k8s_manifests() -> list[Path]:
    # Everything in deploy/k8s is a Kubernetes object except the kustomization and the Helm chart's values.
    return sorted(p for p in K8S_DIR.glob("*.yaml") if p not in (HELM_VALUES, KUSTOMIZATION))


def _k8s_objects() -> dict[str, dict[str, Any]]:
    return {f"{doc['kind']}/{doc['metadata']['name']}": doc for p in _k8s_manifests() for doc in [_load_yaml(p)]}


def _pod_specs() -> dict[str, dict[str, Any]]:
    objects = _k8s_objects()
    return {
        "Deployment/kg": objects["Deployment/kg"]["spec"]["template"]["spec"],
        "CronJob/kg-decay": objects["CronJob/kg-decay"]["spec"]["jobTemplate"]["spec"]["template"]["spec"],
    }


def _health_check_target(service: dict[str, Any]) -> str:
    [target] = re.findall(r"insecure_channel\('([^']+)'\)", " ".join(service["healthcheck"]["test"]))
    return str(target)


# --- Compose -------------------------------------------------------------------------------------------


@pytest.mark.parametrize("path", COMPOSE_FILES, ids=lambda p: p.name)
def test_compose_file_is_valid(compose: list[str], path: Path) -> None:
    result = _run_compose(compose, [path], "config", "--quiet")
    assert result.returncode == 0, result.stderr
    assert "warn" not in result.stderr.lower(), result.stderr


@pytest.mark.parametrize("path", COMPOSE_FILES, ids=lambda p: p.name)
def test_compose_images_are_pinned(compose: list[str], path: Path) -> None:
    services = _compose_model(compose, path)["services"]
    for name, service in services.items():
        image = service["image"]
        assert ":" in image and not image.endswith(":latest"), f"{name}: image {image} is not pinned"
        if image.startswith("dgraph/dgraph:"):
            assert image == f"dgraph/dgraph:{DGRAPH_IMAGE_TAG}", name


@pytest.mark.parametrize("path", COMPOSE_FILES, ids=lambda p: p.name)
def test_compose_zero_admin_endpoints_are_whitelisted(compose: list[str], path: Path) -> None:
    # GHSA-qj98-gp63-54xj: before v25.4.0's --security, Zero's admin HTTP endpoints took no authentication at all.
    services = _compose_model(compose, path)["services"]
    command = " ".join(services["zero"]["command"])
    assert "--security" in command and "whitelist=127.0.0.1" in command


@pytest.mark.parametrize("path", COMPOSE_FILES, ids=lambda p: p.name)
def test_compose_kg_waits_for_schema_and_healthy_alphas(compose: list[str], path: Path) -> None:
    model = _compose_model(compose, path)
    services = model["services"]
    alphas = [name for name in services if name.startswith("alpha")]
    assert alphas
    for alpha in alphas:
        assert "/health" in " ".join(services[alpha]["healthcheck"]["test"]), alpha
    assert services["schema"]["command"] == ["schema", "apply"]
    for alpha in alphas:
        assert services["schema"]["depends_on"][alpha]["condition"] == "service_healthy"
    for name in ("kg", "decay"):
        assert services[name]["depends_on"]["schema"]["condition"] == "service_completed_successfully", name
        assert services[name]["build"]["dockerfile"] == "deploy/Dockerfile", name
    kg_env = services["kg"]["environment"]
    assert kg_env["KG_GRPC_HOST"] == kg_env["KG_METRICS_HOST"] == ALL_INTERFACES
    assert kg_env["KG_DECAY_SCHEDULER"] == "false"  # the decay service does it
    assert kg_env["KG_DGRAPH_ADDR"].split(",") == [f"{a}:9080" for a in alphas]
    assert "kg decay --once" in " ".join(services["decay"]["command"])
    assert services["decay"]["environment"]["KG_DGRAPH_ADDR"] == kg_env["KG_DGRAPH_ADDR"]
    assert [s["source"] for s in services["kg"]["secrets"]] == ["kg_tokens"]
    assert Path(model["secrets"]["kg_tokens"]["file"]).is_file()


@pytest.mark.parametrize("path", COMPOSE_FILES, ids=lambda p: p.name)
def test_compose_images_and_ports_can_be_overridden(compose: list[str], path: Path) -> None:
    """Local stand-ins and other ports for tests (and machines without a registry); the defaults stay pinned."""
    defaults = _compose_model(compose, path)["services"]
    assert {p["published"] for p in defaults["kg"]["ports"]} == {"50051", "9464"}
    assert defaults["kg"]["build"]["args"]["PYTHON_IMAGE"] == _dockerfile_python_image()
    env = {
        "KG_IMAGE": "kg:local",
        "KG_DGRAPH_IMAGE": "local/dgraph:v25.3.8",
        "KG_PYTHON_IMAGE": "local/python:3.11",
        "KG_PUBLISH_GRPC_PORT": "15051",
        "KG_PUBLISH_METRICS_PORT": "19464",
    }
    services = _compose_model(compose, path, env=env)["services"]
    assert {p["published"] for p in services["kg"]["ports"]} == {"15051", "19464"}
    assert services["kg"]["image"] == "kg:local"
    assert services["kg"]["build"]["args"]["PYTHON_IMAGE"] == "local/python:3.11"
    assert {s["image"] for n, s in services.items() if n.startswith(("zero", "alpha"))} == {"local/dgraph:v25.3.8"}


def test_cluster_dgraph_skips_dns_txt_lookups(compose: list[str]) -> None:
    """Where DNS drops TXT queries, gRPC's service-config lookup outlasts Dgraph's reconnect deadline and a restarted
    alpha never rejoins (issue 18): zero and every alpha turn the lookup off."""
    services = _compose_model(compose, COMPOSE_FILES[1])["services"]
    for name in [n for n in services if n.startswith(("zero", "alpha"))]:
        assert services[name]["environment"]["GRPC_ENABLE_TXT_SERVICE_CONFIG"] == "false", name


def _flag_value(command: list[str], flag: str) -> str:
    """The argument after `flag` in a service's command as Compose splits it."""
    return command[command.index(flag) + 1]


_ALPHA_MEMORY_CASES = (
    ({}, f"size-mb=1024; percentage={CACHE_SHARES}", "off"),
    (
        {"KG_DGRAPH_CACHE_MB": "4096", "KG_DGRAPH_GOMEMLIMIT": "7GiB"},
        f"size-mb=4096; percentage={CACHE_SHARES}",
        "7GiB",
    ),
)


@pytest.mark.parametrize("path", COMPOSE_FILES, ids=lambda p: p.name)
def test_compose_alphas_have_a_cache_and_a_go_memory_limit_only_when_asked(compose: list[str], path: Path) -> None:
    """The cache is `make run`'s (Dgraph's own default is 4,096 MB), none of it for posting lists (as
    kg/dgraph/launcher.py's CACHE_SHARES). GOMEMLIMIT is for a container given a memory
    limit: by default there is none, as a fixed one below what the alpha holds made Go collect almost without
    pause (2GiB at bench-full's size: Dgraph's CPU per Recall 224 ms against 52 without)."""
    for env, cache, limit in _ALPHA_MEMORY_CASES:
        services = _compose_model(compose, path, env=env)["services"]
        alphas = [name for name in services if name.startswith("alpha")]
        assert alphas
        for name in alphas:
            assert services[name]["environment"]["GOMEMLIMIT"] == limit, name
            assert _flag_value(services[name]["command"], "--cache") == cache, name
            assert _flag_value(services[name]["command"], "--badger") == BADGER_LSM, name  # the launcher's LSM
        assert "GOMEMLIMIT" not in (services["zero"].get("environment") or {})


def test_cluster_replicates_every_predicate_three_times(compose: list[str]) -> None:
    services = _compose_model(compose, COMPOSE_FILES[1])["services"]
    assert "--replicas 3" in " ".join(services["zero"]["command"])
    alphas = [name for name in services if name.startswith("alpha")]
    assert len(alphas) == 3
    assert len({services[a]["volumes"][0]["source"] for a in alphas}) == 3  # a volume each


def test_compose_acl_override_turns_on_acl_and_logs_kg_in(compose: list[str], tmp_path: Path) -> None:
    secret = tmp_path / "acl-secret"
    secret.write_text("0123456789abcdef0123456789abcdef")
    env = {"DGRAPH_ACL_SECRET_FILE": str(secret), "KG_DGRAPH_USER": "kg", "KG_DGRAPH_PASSWORD": "pw"}
    result = _run_compose(compose, [COMPOSE_FILES[0], ACL_OVERRIDE], "config", "--quiet", env=env)
    assert result.returncode == 0, result.stderr
    services = _compose_model(compose, COMPOSE_FILES[0], ACL_OVERRIDE, env=env)["services"]
    assert "secret-file=/run/secrets/dgraph_acl_secret" in services["alpha"]["command"]
    assert _flag_value(services["alpha"]["command"], "--cache") == f"size-mb=1024; percentage={CACHE_SHARES}"
    assert [s["target"] for s in services["alpha"]["secrets"]] == ["/run/secrets/dgraph_acl_secret"]
    for name in ("schema", "kg", "decay"):
        assert services[name]["environment"]["KG_DGRAPH_USER"] == "kg", name
        assert services[name]["environment"]["KG_DGRAPH_ADDR"] == "alpha:9080", name  # merged, not replaced
    # Without the secret file and credentials it refuses to start, rather than running Dgraph open.
    bare = {k: "" for k in env}
    assert _run_compose(compose, [COMPOSE_FILES[0], ACL_OVERRIDE], "config", "--quiet", env=bare).returncode != 0


@pytest.mark.parametrize("path", COMPOSE_FILES, ids=lambda p: p.name)
def test_compose_health_check_asks_the_plain_health_port(compose: list[str], path: Path) -> None:
    """The check must keep working when the API port serves TLS only: it asks the health-only port, which
    listens on the container's loopback and is not published."""
    kg = _compose_model(compose, path)["services"]["kg"]
    health_port = kg["environment"]["KG_HEALTH_PORT"]
    assert "KG_HEALTH_HOST" not in kg["environment"]  # loopback, the default
    assert _health_check_target(kg) == f"127.0.0.1:{health_port}"
    assert health_port not in {str(p["target"]) for p in kg["ports"]}
    assert {p["host_ip"] for p in kg["ports"]} == {"127.0.0.1"}


def _tls_sources(tmp_path: Path) -> dict[str, str]:
    cert, key = tmp_path / "kg.crt", tmp_path / "kg.key"
    cert.write_text("certificate")
    key.write_text("key")
    return {"KG_TLS_CERT_SOURCE": str(cert), "KG_TLS_KEY_SOURCE": str(key)}


@pytest.mark.parametrize("path", COMPOSE_FILES, ids=lambda p: p.name)
def test_compose_tls_override_serves_tls_from_secrets(compose: list[str], path: Path, tmp_path: Path) -> None:
    env = _tls_sources(tmp_path)
    result = _run_compose(compose, [path, TLS_OVERRIDE], "config", "--quiet", env=env)
    assert result.returncode == 0, result.stderr
    model = _compose_model(compose, path, TLS_OVERRIDE, env=env)
    kg = model["services"]["kg"]
    mounted = {s["source"]: s.get("target") or f"/run/secrets/{s['source']}" for s in kg["secrets"]}
    assert mounted.keys() == {"kg_tokens", "kg_tls_cert", "kg_tls_key"}
    assert kg["environment"]["KG_TLS_CERT_FILE"] == mounted["kg_tls_cert"]
    assert kg["environment"]["KG_TLS_KEY_FILE"] == mounted["kg_tls_key"]
    assert model["secrets"]["kg_tls_cert"]["file"] == env["KG_TLS_CERT_SOURCE"]
    assert model["secrets"]["kg_tls_key"]["file"] == env["KG_TLS_KEY_SOURCE"]
    assert kg["environment"]["KG_DGRAPH_ADDR"].endswith(":9080")  # merged, not replaced
    assert _health_check_target(kg) == f"127.0.0.1:{kg['environment']['KG_HEALTH_PORT']}"
    # Without the files it refuses to start, rather than serving plain text.
    bare = {k: "" for k in env}
    assert _run_compose(compose, [path, TLS_OVERRIDE], "config", "--quiet", env=bare).returncode != 0


# --- Kubernetes ----------------------------------------------------------------------------------------


@pytest.mark.parametrize("path", _k8s_manifests(), ids=lambda p: p.name)
def test_k8s_manifest_is_valid(kubernetes_validate: Any, path: Path) -> None:
    document = _load_yaml(path)
    # Strict: a misspelt or misplaced field is an error, not silently ignored as the API server would.
    for version in (K8S_MIN_VERSION, kubernetes_validate.latest_version()):
        kubernetes_validate.validate(document, version, strict=True)


def test_kustomization_lists_every_manifest() -> None:
    listed = _load_yaml(KUSTOMIZATION)["resources"]
    assert sorted(listed) == [p.name for p in _k8s_manifests()]


def test_k8s_images_are_pinned() -> None:
    for owner, spec in _pod_specs().items():
        for container in spec.get("initContainers", []) + spec["containers"]:
            image = container["image"]
            assert ":" in image and not image.endswith(":latest"), f"{owner}: {image}"
    helm = _load_yaml(HELM_VALUES)
    assert helm["image"]["tag"] == DGRAPH_IMAGE_TAG
    assert '--security "whitelist=' in helm["zero"]["extraFlags"]
    assert helm["ratel"]["image"]["tag"] not in ("", "latest")


_BINARY_UNITS = {"Ki": 2**10, "Mi": 2**20, "Gi": 2**30}


def _bytes(quantity: str) -> int:
    """A Kubernetes memory quantity ("8Gi") or a Go GOMEMLIMIT ("7GiB") in bytes."""
    number, unit = re.fullmatch(r"(\d+)(Ki|Mi|Gi)B?", quantity).groups()  # type: ignore[union-attr]
    return int(number) * _BINARY_UNITS[unit]


def test_helm_alphas_have_a_go_memory_limit_below_their_container_limit() -> None:
    """Dgraph issue #9655: an alpha with no GOMEMLIMIT passes its container's memory limit and is OOM-killed."""
    alpha = _load_yaml(HELM_VALUES)["alpha"]
    limit = {e["name"]: e["value"] for e in alpha["extraEnvs"]}["GOMEMLIMIT"]
    container = alpha["resources"]["limits"]["memory"]
    assert 0.8 <= _bytes(limit) / _bytes(container) <= 0.95, (limit, container)


def test_helm_alphas_give_no_cache_to_posting_lists() -> None:
    """As kg's launcher and the compose files: Dgraph's default 4,096 MB, all for Badger's caches."""
    flags = _load_yaml(HELM_VALUES)["alpha"]["extraFlags"]
    assert f'--cache "size-mb=4096; percentage={CACHE_SHARES}"' in flags
    assert f'--badger "{BADGER_LSM}"' in flags  # the shallower LSM kg's launcher gives its alpha


def _env(container: dict[str, Any]) -> dict[str, str]:
    return {e["name"]: e["value"] for e in container.get("env", [])}


def _mounted_secret(spec: dict[str, Any], container: dict[str, Any], path: str) -> dict[str, Any]:
    """The secret volume `container` mounts at the directory holding `path`."""
    mount = next(m for m in container["volumeMounts"] if path.startswith(m["mountPath"] + "/"))
    assert mount["readOnly"] is True
    volume = next(v for v in spec["volumes"] if v["name"] == mount["name"])
    secret: dict[str, Any] = volume["secret"]
    return secret


def test_k8s_server_uses_grpc_probes_on_the_plain_health_port() -> None:
    """Kubernetes' gRPC probes cannot speak TLS: they ask the health-only port, which the Service leaves out."""
    container = _pod_specs()["Deployment/kg"]["containers"][0]
    env = _env(container)
    health_port = int(env["KG_HEALTH_PORT"])
    assert env["KG_HEALTH_HOST"] == ALL_INTERFACES  # the kubelet probes the pod's address
    assert health_port != 50051
    for probe in ("startupProbe", "readinessProbe", "livenessProbe"):
        assert container[probe]["grpc"]["port"] == health_port, probe
    service_ports = _k8s_objects()["Service/kg"]["spec"]["ports"]
    assert "health" not in {p["targetPort"] for p in service_ports}
    assert health_port not in {p["port"] for p in service_ports}


def test_k8s_server_serves_tls_from_the_kg_tls_secret() -> None:
    spec = _pod_specs()["Deployment/kg"]
    container = spec["containers"][0]
    env = _env(container)
    cert, key = env["KG_TLS_CERT_FILE"], env["KG_TLS_KEY_FILE"]
    for path in (cert, key):
        secret = _mounted_secret(spec, container, path)
        assert secret["secretName"] == "kg-tls" and "optional" not in secret  # no certificate, no start
    assert (Path(cert).name, Path(key).name) == ("tls.crt", "tls.key")  # the keys of a kubernetes.io/tls Secret
    grpc_port = next(p for p in _k8s_objects()["Service/kg"]["spec"]["ports"] if p["name"] == "grpc")
    assert grpc_port.get("appProtocol") != "kubernetes.io/h2c"  # not clear text any more


def test_k8s_every_pod_can_reach_dgraph_over_tls() -> None:
    """The optional Secret kg-dgraph-tls is mounted where the commented KG_DGRAPH_TLS_* settings point, in every
    container that talks to Dgraph (schema, server, decay)."""
    configmap_text = (K8S_DIR / "configmap.yaml").read_text()
    paths = re.findall(r"^  # (KG_DGRAPH_TLS_\w+): (\S+)$", configmap_text, re.M)
    assert {name for name, _ in paths} == {"KG_DGRAPH_TLS_CA_FILE", "KG_DGRAPH_TLS_CERT_FILE", "KG_DGRAPH_TLS_KEY_FILE"}
    for owner, spec in _pod_specs().items():
        for container in spec.get("initContainers", []) + spec["containers"]:
            for _, path in paths:
                secret = _mounted_secret(spec, container, path)
                assert secret["secretName"] == "kg-dgraph-tls" and secret["optional"] is True, owner


def test_k8s_decay_cronjob_never_overlaps() -> None:
    cronjob = _k8s_objects()["CronJob/kg-decay"]
    assert cronjob["spec"]["concurrencyPolicy"] == "Forbid"
    container = cronjob["spec"]["jobTemplate"]["spec"]["template"]["spec"]["containers"][0]
    assert container["args"] == ["decay", "--once"]


def test_k8s_pods_run_as_non_root() -> None:
    for owner, spec in _pod_specs().items():
        assert spec["securityContext"]["runAsNonRoot"] is True, owner
        for container in spec.get("initContainers", []) + spec["containers"]:
            assert container["securityContext"]["allowPrivilegeEscalation"] is False, owner


def test_k8s_tokens_are_a_mounted_file() -> None:
    spec = _pod_specs()["Deployment/kg"]
    container = spec["containers"][0]
    tokens_file = next(e["value"] for e in container["env"] if e["name"] == "KG_TOKENS_FILE")
    mount = next(m for m in container["volumeMounts"] if tokens_file.startswith(m["mountPath"] + "/"))
    volume = next(v for v in spec["volumes"] if v["name"] == mount["name"])
    assert volume["secret"]["secretName"] == "kg-tokens"
    assert _k8s_objects()["Secret/kg-tokens"]["stringData"].keys() == {Path(tokens_file).name}


def test_k8s_server_leaves_decay_to_the_cronjob() -> None:
    config = _k8s_objects()["ConfigMap/kg-config"]["data"]
    assert config["KG_DECAY_SCHEDULER"] == "false"
    assert config["KG_GRPC_HOST"] == config["KG_METRICS_HOST"] == ALL_INTERFACES
    assert config["KG_LOG_FORMAT"] == "json"


# --- Image ---------------------------------------------------------------------------------------------


def _dockerfile_python_image() -> str:
    [base] = re.findall(r"^ARG PYTHON_IMAGE=(\S+)", (ROOT / "deploy" / "Dockerfile").read_text(), re.M)
    return str(base)


def test_dockerfile_builds_offline_with_either_builder() -> None:
    """No `# syntax=` line (BuildKit would fetch a frontend image) and no `RUN --mount` (the classic builder, which
    Compose uses where buildx is missing, refuses it). tests/containers builds it with the classic builder."""
    text = (ROOT / "deploy" / "Dockerfile").read_text()
    assert not re.search(r"^#\s*syntax\s*=", text, re.M | re.I)
    assert not re.search(r"^\s*RUN\s+--mount", text, re.M)


def test_dockerfile_runs_kg_as_non_root() -> None:
    text = (ROOT / "deploy" / "Dockerfile").read_text()
    assert re.search(r"^USER 10001", text, re.M)
    assert 'ENTRYPOINT ["kg"]' in text and 'CMD ["serve"]' in text
    assert re.search(r"^EXPOSE 50051 9464$", text, re.M)
    for base in re.findall(r"^ARG PYTHON_IMAGE=(\S+)", text, re.M):
        assert re.fullmatch(r"python:3\.11\.\d+-slim-\w+", base), base
