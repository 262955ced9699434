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

ROOT = Path(__file__).resolve().parents[2]
COMPOSE_FILES = [ROOT / "docker-compose.yml", ROOT / "deploy" / "docker-compose.cluster.yml"]
ACL_OVERRIDE = ROOT / "deploy" / "docker-compose.acl.yml"
K8S_DIR = ROOT / "deploy" / "k8s"
HELM_VALUES = K8S_DIR / "dgraph-helm-values.yaml"
KUSTOMIZATION = K8S_DIR / "kustomization.yaml"
# gRPC probes are GA from Kubernetes 1.27: the oldest version the manifests promise to work on.
K8S_MIN_VERSION = "1.27.0"
INSTALL_HINT = "run `make deploy-tools`"
# In a container kg must listen on every interface, or nothing outside the container reaches it.
ALL_INTERFACES = "0.0.0.0"  # noqa: S104


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
    built = sorted(_cache_dir().glob("compose-v*/docker-compose"))
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
    # KG_TOKENS_SOURCE is cleared so the committed default is checked, not a developer's local override.
    environment = {**os.environ, "KG_TOKENS_SOURCE": "", **(env or {})}
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
            assert image == "dgraph/dgraph:v25.0.0", name


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
    assert [s["target"] for s in services["alpha"]["secrets"]] == ["/run/secrets/dgraph_acl_secret"]
    for name in ("schema", "kg", "decay"):
        assert services[name]["environment"]["KG_DGRAPH_USER"] == "kg", name
        assert services[name]["environment"]["KG_DGRAPH_ADDR"] == "alpha:9080", name  # merged, not replaced
    # Without the secret file and credentials it refuses to start, rather than running Dgraph open.
    bare = {k: "" for k in env}
    assert _run_compose(compose, [COMPOSE_FILES[0], ACL_OVERRIDE], "config", "--quiet", env=bare).returncode != 0


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
    assert helm["image"]["tag"] == "v25.0.0"
    assert helm["ratel"]["image"]["tag"] not in ("", "latest")


def test_k8s_server_uses_grpc_probes() -> None:
    container = _pod_specs()["Deployment/kg"]["containers"][0]
    for probe in ("startupProbe", "readinessProbe", "livenessProbe"):
        assert container[probe]["grpc"]["port"] == 50051, probe


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


def test_dockerfile_runs_kg_as_non_root() -> None:
    text = (ROOT / "deploy" / "Dockerfile").read_text()
    assert re.search(r"^USER 10001", text, re.M)
    assert 'ENTRYPOINT ["kg"]' in text and 'CMD ["serve"]' in text
    assert re.search(r"^EXPOSE 50051 9464$", text, re.M)
    for base in re.findall(r"^ARG PYTHON_IMAGE=(\S+)", text, re.M):
        assert re.fullmatch(r"python:3\.11\.\d+-slim-\w+", base), base
