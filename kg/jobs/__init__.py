"""Jobs outside the request path: activation decay (scheduled in `kg serve` or run once) and pruning."""
