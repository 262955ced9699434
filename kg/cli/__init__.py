"""The `kg` command line: `main` parses and dispatches; each module holds one group of commands."""
