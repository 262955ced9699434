"""Test helpers: real processes (Dgraph, kg serve) started and stopped for the suite."""
