"""Latency plots for the benchmarks: one CDF per configuration, drawn with matplotlib's Agg backend.

matplotlib is a development extra, imported only here and only when a plot is drawn: without it the
benchmarks still run and say that no plot was written.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path


def latency_cdfs(panels: Mapping[str, Mapping[str, Sequence[float]]], path: Path) -> str:
    """One panel per title, one CDF line per series (latencies in ms, log x axis); returns what was done."""
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
        from matplotlib.ticker import NullFormatter, ScalarFormatter
    except ImportError:
        return "not written: matplotlib is not installed (pip install -e '.[dev]')"
    figure, axes = plt.subplots(1, len(panels), figsize=(6 * len(panels), 4.5), squeeze=False)
    for ax, (title, series) in zip(axes[0], panels.items(), strict=True):
        for label, samples in series.items():
            ordered = sorted(samples)
            if not ordered:
                continue
            shares = [(i + 1) / len(ordered) for i in range(len(ordered))]
            ax.step(ordered, shares, where="post", label=f"{label} (n={len(ordered)})")
        ax.set_xscale("log")
        ax.xaxis.set_major_formatter(ScalarFormatter())
        ax.xaxis.set_minor_formatter(NullFormatter())
        ax.set_xlabel("latency per call (ms, log scale)")
        ax.set_ylabel("share of calls at or below")
        ax.set_title(title)
        ax.axhline(0.5, color="grey", linewidth=0.5, linestyle=":")
        ax.axhline(0.95, color="grey", linewidth=0.5, linestyle=":")
        ax.grid(True, which="both", linewidth=0.3)
        ax.legend(fontsize="small", loc="lower right")
    figure.tight_layout()
    path.parent.mkdir(parents=True, exist_ok=True)
    figure.savefig(path, dpi=110)
    plt.close(figure)
    return str(path)
